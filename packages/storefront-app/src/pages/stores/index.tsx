import type { PageModule } from '../../routes/PageProps.ts';
import { StateDirectoryPage, StoreDirectoryPage } from './StorePages.tsx';

const pages: PageModule = {
  storeDirectory: StoreDirectoryPage,
  stateDirectory: StateDirectoryPage,
};
export default pages;
