/**
 * Link safety for every CMS-provided href. Only these forms pass:
 * - site paths '/…' (but not protocol-relative '//host' or '/\host');
 * - in-page anchors '#…';
 * - absolute http: and https: URLs that parse and have a host;
 * - mailto: and tel: with something after the colon.
 * Everything else is refused: javascript:, data:, vbscript:, file:, other schemes, bare relative
 * paths ('shop'), and scheme tricks hidden by tabs, newlines or control characters.
 */

// Matching control characters is the point here: they hide schemes from a naive check.
// eslint-disable-next-line no-control-regex
const CONTROL_AND_SPACE = /[\u0000-\u0020\u007f-\u009f]/g;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export function isSafeHref(url: unknown): url is string {
  if (typeof url !== 'string') return false;
  // Browsers drop tabs and newlines anywhere and control characters and spaces at the ends, so
  // the scheme is judged on the string without any of them.
  const compact = url.replace(CONTROL_AND_SPACE, '');
  if (compact === '') return false;
  if (compact.startsWith('//') || compact.startsWith('/\\')) return false;
  if (compact.startsWith('/') || compact.startsWith('#')) return true;
  const scheme = SCHEME.exec(compact)?.[1]?.toLowerCase();
  switch (scheme) {
    case 'http':
    case 'https':
      return isHttpUrl(url.trim());
    case 'mailto':
    case 'tel':
      return compact.length > scheme.length + 1;
    default:
      return false;
  }
}

/** A path on this site: safe (isSafeHref) and starting with one '/' (never '//…' or '/\\…', which browsers read as another host). */
export function isSitePath(url: unknown): url is string {
  return isSafeHref(url) && url.replace(CONTROL_AND_SPACE, '').startsWith('/');
}

/** The trimmed url when it is safe (see isSafeHref), otherwise the fallback. */
export function safeHref<F>(url: unknown, fallback: F): string | F {
  return isSafeHref(url) ? url.trim() : fallback;
}
