import { useMemo } from 'react';
import { ChevronRight } from 'lucide-react';
import clsx from 'clsx';
import { breadcrumbs, breadcrumbStructuredData, type BreadcrumbContext, type Crumb } from '../rules/navigation/index.ts';
import type { SiteConfig } from '../cms/index.ts';
import { SmartLink } from '../primitives/link/SmartLink.tsx';
import { jsonLdScriptText } from './jsonLd.ts';
import * as css from './Breadcrumbs.css.ts';

export interface BreadcrumbsProps {
  /** The trail from the navigation rule `breadcrumbs(pathname, …)`; null on hidden routes. */
  crumbs: readonly Crumb[] | null | undefined;
  /** Site base URL for the structured data (spec 2.2 {host}). */
  host: string;
  /** Accessible name of the navigation landmark. */
  label?: string;
  className?: string;
}

/**
 * Breadcrumbs (spec 2.2): an ordered list in a 'Breadcrumb' navigation landmark, the last crumb
 * marked aria-current="page", plus the schema.org BreadcrumbList. Nothing on hidden routes.
 */
export function Breadcrumbs({ crumbs, host, label = 'Breadcrumb', className }: BreadcrumbsProps) {
  const jsonLd = useMemo(() => {
    const data = breadcrumbStructuredData(crumbs, host);
    return data === null ? null : jsonLdScriptText(data);
  }, [crumbs, host]);
  if (!crumbs || crumbs.length === 0) return null;
  const lastIndex = crumbs.length - 1;
  return (
    <nav aria-label={label} className={clsx(css.nav, className)}>
      <ol className={css.list}>
        {crumbs.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`} className={css.item}>
            {index > 0 ? (
              <span className={css.separator} aria-hidden="true">
                <ChevronRight size={14} />
              </span>
            ) : null}
            {index === lastIndex ? (
              <span className={css.current} aria-current="page">
                {crumb.label}
              </span>
            ) : crumb.href ? (
              <SmartLink href={crumb.href} className={css.link}>
                {crumb.label}
              </SmartLink>
            ) : (
              <span>{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
      {jsonLd === null ? null : <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />}
    </nav>
  );
}

/** Runs the breadcrumb rule for a path (memoised). The component itself never derives a trail. */
export function useBreadcrumbs(pathname: string | null | undefined, context?: BreadcrumbContext): Crumb[] | null {
  return useMemo(() => breadcrumbs(pathname, context), [pathname, context]);
}

/** Breadcrumbs props for a path from the parsed CMS (shop path, home link, deals version, host). */
export function breadcrumbPropsFromCms(
  pathname: string | null | undefined,
  config: Pick<SiteConfig, 'siteSettings'>,
  names?: Readonly<Record<string, string>>,
): BreadcrumbsProps {
  return { crumbs: breadcrumbs(pathname, names ? { ...config.siteSettings, names } : config.siteSettings), host: config.siteSettings.host };
}
