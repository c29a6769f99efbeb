/**
 * Category names (spec 3, "Category / custom product category: categoryName, urlSlug, image,
 * imageAlt, imageTitle. A display name is derived from it."). The derivation is ours: the spec
 * states only that one exists.
 */
import { nonBlank, titleCaseHyphenated } from './text.ts';

/**
 * A category's display name derived from its categoryName: the name as the retailer wrote it,
 * except that SHOUTED or snake/kebab-case names ('PRE_ROLLS', 'pre-rolls') read as words
 * ('Pre Rolls').
 */
export function categoryDisplayName(categoryName: string): string {
  const name = categoryName.trim();
  const machine = /[_-]/.test(name) && !/\s/.test(name);
  if (!machine && name !== name.toUpperCase()) return name;
  return titleCaseHyphenated(name.toLowerCase().replace(/[_\s]+/g, '-'));
}

/** The label a category shows: its displayName when one is set (not blank), else the derived one. */
export function categoryLabel(category: { categoryName: string; displayName?: string | null }): string {
  return nonBlank(category.displayName) ?? categoryDisplayName(category.categoryName);
}
