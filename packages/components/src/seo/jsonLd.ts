/**
 * The inline JSON-LD script element, and the page's BreadcrumbList from the breadcrumb rules.
 * The escaping is the breadcrumbs' (jsonLdScriptText): '<', '>', '&', U+2028 and U+2029 become
 * \u escapes, so data such as '</script>' cannot close the element and the JSON parses the same.
 */
import { jsonLdScriptText } from '../breadcrumbs/jsonLd.ts';
import {
  breadcrumbs,
  breadcrumbStructuredData,
  type BreadcrumbContext,
  type BreadcrumbListJsonLd,
} from '../rules/navigation/breadcrumbs.ts';
import { normalizeOrigin } from './url.ts';

/** '<script type="application/ld+json">…</script>'; '' for null or undefined (e.g. no breadcrumbs). */
export function jsonLdScript(data: unknown): string {
  if (data === null || data === undefined) return '';
  return `<script type="application/ld+json">${jsonLdScriptText(data)}</script>`;
}

/**
 * The page's BreadcrumbList (spec 2.2): the breadcrumb rule's trail for the path, as the rule's
 * structured data on the origin. Null where breadcrumbs are hidden.
 */
export function breadcrumbJsonLd(
  pathname: string | null | undefined,
  context: BreadcrumbContext & { origin: string },
): BreadcrumbListJsonLd | null {
  const { origin, ...crumbContext } = context;
  return breadcrumbStructuredData(breadcrumbs(pathname, crumbContext), normalizeOrigin(origin));
}

export { jsonLdScriptText };
