/**
 * The CMS preview panel's words and links, as pure functions (the panel itself needs the manager's
 * API; these are tested on their own in tests/unit/stories/cmsPreviewPanel.test.tsx).
 */
import type { CmsAdvice } from '@storefront/components/cms';

/**
 * Whose settings the editor holds, as the toolbar line says it: the payload's own site name
 * (siteSettings.siteName, the name its storefront shows), else "your pasted settings". Never the
 * toolbar's demo retailer: the retailer's JSON is not Greenleaf's just because Greenleaf is chosen.
 */
export function editedSettingsName(json: unknown): string {
  const settings =
    typeof json === 'object' && json !== null && !Array.isArray(json) ? (json as Record<string, unknown>)['siteSettings'] : undefined;
  const name = typeof settings === 'object' && settings !== null ? (settings as Record<string, unknown>)['siteName'] : undefined;
  const trimmed = typeof name === 'string' ? name.trim() : '';
  return trimmed === '' ? 'your pasted settings' : trimmed;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The count the panel announces (role="status"): '2 problems and 1 warning', or that all is well. */
export function adviceSummary(advice: readonly CmsAdvice[]): string {
  const problems = advice.filter((item) => item.severity === 'problem').length;
  const warnings = advice.length - problems;
  if (advice.length === 0) return 'No problems found: the storefront uses these settings as written.';
  if (warnings === 0) return `${plural(problems, 'problem')} to fix.`;
  if (problems === 0) return `${plural(warnings, 'warning')} to check.`;
  return `${plural(problems, 'problem')} to fix and ${plural(warnings, 'warning')} to check.`;
}

/** The advice in the panel's two groups, problems first (the storefront does not use what they name). */
export function adviceGroups(advice: readonly CmsAdvice[]): { severity: CmsAdvice['severity']; title: string; items: CmsAdvice[] }[] {
  return [
    { severity: 'problem' as const, title: 'Problems: the storefront will not use these as written', items: [] as CmsAdvice[] },
    { severity: 'warning' as const, title: 'Warnings: used, but probably not what you meant', items: [] as CmsAdvice[] },
  ]
    .map((group) => ({ ...group, items: advice.filter((item) => item.severity === group.severity) }))
    .filter((group) => group.items.length > 0);
}

/**
 * The workbench link to share: this address, host included (a link pasted into an email must open
 * on its own), with the JSON in `param`. Other query parameters (the story's path) are kept.
 */
export function workbenchShareLink(location: { origin: string; pathname: string; search: string }, param: string, encoded: string): string {
  const query = new URLSearchParams(location.search);
  query.set(param, encoded);
  return `${location.origin}${location.pathname}?${query.toString()}`;
}

/**
 * The storefront preview link: the storefront named by the payload's siteSettings.host (its own
 * base URL) when that is an http(s) address, else the path alone (the retailer adds their store's
 * address).
 */
export function storefrontPreviewLink(json: unknown, site: string, param: string, encoded: string): string {
  const path = `/?site=${encodeURIComponent(site)}&${param}=${encoded}`;
  const settings =
    typeof json === 'object' && json !== null && !Array.isArray(json) ? (json as Record<string, unknown>)['siteSettings'] : undefined;
  const host = typeof settings === 'object' && settings !== null ? (settings as Record<string, unknown>)['host'] : undefined;
  if (typeof host !== 'string') return path;
  try {
    const url = new URL(host.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? `${url.origin}${path}` : path;
  } catch {
    return path;
  }
}
