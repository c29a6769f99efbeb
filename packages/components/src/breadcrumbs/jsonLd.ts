/**
 * JSON for an inline <script type="application/ld+json">. Breadcrumb labels come from the URL, so
 * '<', '>' and '&' are escaped as \u003c, \u003e, \u0026 (still the same JSON once parsed) and a
 * path like '/blog/</script><script>…' can never close the script element. U+2028/2029 too.
 */
export function jsonLdScriptText(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
