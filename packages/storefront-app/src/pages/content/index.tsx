/**
 * Information and customer-support pages (spec 2.1): their frame (breadcrumbs, h1, document title).
 * The spec defines no content for them beyond their routes.
 */
import { PageFrame } from '../../layout/PageFrame.tsx';
import type { PageModule, PageProps } from '../../routes/PageProps.ts';

function ContentPage({ route }: PageProps) {
  return <PageFrame title={route.title} />;
}

const pages: PageModule = { info: ContentPage, support: ContentPage };
export default pages;
