/**
 * Path normalisation and the small route-pattern language used by the route tables of the
 * navigation rules.
 *
 * Patterns: '/x' matches exactly '/x'; '/x/*' matches any path below '/x' (not '/x' itself);
 * '/x*' matches every path that starts with '/x' ('/x', '/x/y', '/xy').
 */

/** Path only (query and hash cut), leading slash, no repeated or trailing slashes. '' → '/'. */
export function normalizePathname(input: string | null | undefined): string {
  let path = (input ?? '').trim();
  const cut = path.search(/[?#]/);
  if (cut >= 0) path = path.slice(0, cut);
  path = `/${path}`.replace(/\/{2,}/g, '/');
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The decoded, non-empty segments of a path. '/blog/my%20post' → ['blog', 'my post']. */
export function pathSegments(pathname: string | null | undefined): string[] {
  return normalizePathname(pathname)
    .split('/')
    .filter((segment) => segment !== '')
    .map(safeDecode);
}

export function matchesRoute(pathname: string | null | undefined, pattern: string): boolean {
  const path = normalizePathname(pathname);
  if (pattern.endsWith('/*')) return path.startsWith(`${pattern.slice(0, -2)}/`);
  if (pattern.endsWith('*')) return path.startsWith(pattern.slice(0, -1));
  return path === pattern;
}

export function matchesAnyRoute(pathname: string | null | undefined, patterns: readonly string[]): boolean {
  return patterns.some((pattern) => matchesRoute(pathname, pattern));
}

function pathAndQuery(location: string | null | undefined): string {
  const raw = (location ?? '').trim().replace(/#.*$/s, '');
  const queryAt = raw.indexOf('?');
  const query = queryAt >= 0 ? raw.slice(queryAt + 1) : '';
  return query === '' ? normalizePathname(raw) : `${normalizePathname(raw)}?${query}`;
}

/**
 * "Navigating to the current path is ignored" (spec 2.1, 5): true when the target names the same
 * path and query as the current location (hash and trailing slashes ignored).
 */
export function isCurrentLocation(current: string | null | undefined, target: string | null | undefined): boolean {
  return pathAndQuery(current) === pathAndQuery(target);
}

/** "a path containing 'cart-abandonment'" is the cart-abandonment landing page (spec 2.1). */
export const CART_ABANDONMENT_MARKER = 'cart-abandonment';

/** Spec 2.1: a path containing 'cart-abandonment' (its path part: query and hash do not count). */
export function isCartAbandonmentPath(pathname: string | null | undefined): boolean {
  return normalizePathname(pathname).includes(CART_ABANDONMENT_MARKER);
}
