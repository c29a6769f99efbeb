import type { PageModule } from '../../routes/PageProps.ts';
import { ProductPage } from './ProductPage.tsx';
import { SearchBrandsPage, SearchCategoriesPage, SearchPage } from './SearchPages.tsx';
import { ShopByPricePage, ShopPage } from './ShopPages.tsx';
import { BrandPage, BrandsPage, CategoriesPage, CategoryPage, SponsoredBrandsPage } from './TaxonomyPages.tsx';

const pages: PageModule = {
  shop: ShopPage,
  shopByPrice: ShopByPricePage,
  product: ProductPage,
  categories: CategoriesPage,
  category: CategoryPage,
  brands: BrandsPage,
  brand: BrandPage,
  sponsoredBrands: SponsoredBrandsPage,
  search: SearchPage,
  searchBrands: SearchBrandsPage,
  searchCategories: SearchCategoriesPage,
};
export default pages;
