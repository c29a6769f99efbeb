/** The 404 page: an unknown path, or a store slug that names no store. */
import { homePath, SmartLink } from '@storefront/components';
import { PageFrame } from '../../layout/PageFrame.tsx';
import { notFoundRoute } from '../../routes/routeTable.ts';
import { useSite } from '../../site/SiteContext.tsx';
import * as css from '../shared/page.css.ts';

export const NOT_FOUND_TEXT = 'We could not find the page you were looking for.';

export function NotFoundPage() {
  const { config } = useSite();
  return (
    <PageFrame title={notFoundRoute.title} breadcrumbs={false}>
      <p className={css.text}>{NOT_FOUND_TEXT}</p>
      <p className={css.text}>
        <SmartLink href={homePath(config.siteSettings.homeLink)}>Back to the home page</SmartLink>
      </p>
    </PageFrame>
  );
}
