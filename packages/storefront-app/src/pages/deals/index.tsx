import type { PageModule } from '../../routes/PageProps.ts';
import { DealDetailPage, DealsCategoryPage, DealsCollectionPage, DealsPage, SearchDealsPage, SpecialsPage } from './DealsPages.tsx';

const pages: PageModule = {
  deals: DealsPage,
  dealDetail: DealDetailPage,
  dealsCategory: DealsCategoryPage,
  dealsCollection: DealsCollectionPage,
  specials: SpecialsPage,
  searchDeals: SearchDealsPage,
};
export default pages;
