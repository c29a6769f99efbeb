import type { PageModule } from '../../routes/PageProps.ts';
import { StateDirectoryPage, StoreDetailsPage, StoreDirectoryPage } from './StorePages.tsx';

const pages: PageModule = {
  storeDetails: StoreDetailsPage,
  storeDirectory: StoreDirectoryPage,
  stateDirectory: StateDirectoryPage,
};
export default pages;
