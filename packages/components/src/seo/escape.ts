/**
 * Escaping for the two text formats the SEO helpers write by hand: HTML (head tags) and XML
 * (sitemaps). JSON-LD has its own script-safe escaping (breadcrumbs/jsonLd.ts, reused by jsonLd.ts).
 */

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

const XML_ESCAPES: Readonly<Record<string, string>> = { ...HTML_ESCAPES, "'": '&apos;' };

/** Text safe in HTML element content and in a double- or single-quoted attribute value. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** Text safe in XML content and attributes (the five entities the sitemap protocol lists). */
export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}
