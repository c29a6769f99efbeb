/**
 * The frame of every page: breadcrumbs (spec 2.2, from the rule; nothing on hidden routes), the
 * page's h1, and the document title '{title} | {site name}'.
 */
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Breadcrumbs, breadcrumbPropsFromCms, Stack, WidgetBoundary } from '@storefront/components';
import { useSite } from '../site/SiteContext.tsx';
import * as css from './PageFrame.css.ts';
import { documentTitleFor } from './landmarks.ts';

export interface PageFrameProps {
  title: string;
  /** The document title when it differs from the h1. */
  documentTitle?: string;
  /** False on pages that are not part of the site's trail (the 404 page). */
  breadcrumbs?: boolean;
  /** Names for the URL's slugs that the page knows (a deal's, a brand's): the crumbs show them. */
  crumbNames?: Readonly<Record<string, string>>;
  children?: ReactNode;
}

export function PageFrame({ title, documentTitle, breadcrumbs = true, crumbNames, children }: PageFrameProps) {
  const { pathname } = useLocation();
  const { config } = useSite();
  const siteName = config.siteSettings.siteName;

  useEffect(() => {
    document.title = documentTitleFor(documentTitle ?? title, siteName);
  }, [title, documentTitle, siteName]);

  return (
    <Stack gap="lg">
      {breadcrumbs ? (
        <WidgetBoundary name="Breadcrumbs">
          <Breadcrumbs {...breadcrumbPropsFromCms(pathname, config, crumbNames)} />
        </WidgetBoundary>
      ) : null}
      <h1 className={css.title}>{title}</h1>
      {children}
    </Stack>
  );
}
