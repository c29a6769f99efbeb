import type { PageModule } from '../../routes/PageProps.ts';
import { NotFoundPage } from './NotFoundPage.tsx';

const pages: PageModule = { notFound: NotFoundPage };
export default pages;
