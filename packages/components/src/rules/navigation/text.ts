/**
 * Small text helpers shared by the navigation rules: blank checks, slugs and the two
 * capitalisation styles the spec uses (spec 2.2, 2.3).
 */

/** The trimmed string, or undefined when the value is missing, not a string, or only whitespace. */
export function nonBlank(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/**
 * URL slug of a display name: accents dropped, lower case, apostrophes removed, every other run of
 * non-alphanumerics becomes one hyphen, no leading or trailing hyphen. 'Pre-Rolls' → 'pre-rolls'.
 */
export function slugify(value: string | null | undefined): string {
  return (value ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** First letter upper case, the rest untouched ('capitalised path segments', spec 2.2). */
export function capitalise(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** Hyphen-separated words capitalised and joined with spaces: 'your-order' → 'Your Order'. */
export function titleCaseHyphenated(value: string): string {
  return value
    .split('-')
    .filter((word) => word !== '')
    .map(capitalise)
    .join(' ');
}

/**
 * The alt text of an image drawn beside its own caption (a tile: picture + title, in one link):
 * empty when the CMS alt only repeats the caption (trimmed, any case), so a screen reader does not
 * read the name twice (axe image-redundant-alt); a different alt describes the picture and stays.
 */
export function altBesideCaption(alt: string | null | undefined, caption: string | null | undefined): string {
  const text = nonBlank(alt);
  if (text === undefined) return '';
  return text.toLowerCase() === (nonBlank(caption) ?? '').toLowerCase() ? '' : text;
}
