/** WCAG relative luminance and contrast helpers for CMS colours. */

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX.test(value.trim());
}

function channels(hex: string): [number, number, number] {
  let h = hex.trim().slice(1);
  if (h.length === 3)
    h = h
      .split('')
      .map((c) => c + c)
      .join('');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16) / 255) as [number, number, number];
}

export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const la = luminance(a);
  const lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Near-black or white, whichever reads better on `background`. */
export function readableOn(background: string): string {
  return contrastRatio('#111111', background) >= contrastRatio('#ffffff', background) ? '#111111' : '#ffffff';
}

/**
 * Keeps a retailer's foreground colour when it is readable on the background (WCAG AA, 4.5:1 by
 * default); otherwise substitutes the readable near-black or white so text never disappears.
 */
export function ensureContrast(foreground: string, background: string, min = 4.5): string {
  return contrastRatio(foreground, background) >= min ? foreground : readableOn(background);
}

/** Mixes a colour toward white by `amount` (0..1): soft tints for chips and hovers. */
export function tint(hex: string, amount: number): string {
  const mixed = channels(hex).map((c) => Math.round((c + (1 - c) * amount) * 255));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG 2.2 SC 1.4.11 / 2.4.13: a focus indicator needs 3:1 against the colours around it. */
export const FOCUS_RING_MIN_CONTRAST = 3;

/**
 * The focus ring colour for a set of surfaces: the retailer's `preferred` colour (their brand)
 * when it reaches `min` against every surface it is drawn on, else the readable near-black or white
 * of those surfaces (the one with the better worst case), so a ring never vanishes on a CMS colour.
 */
export function focusRingColour(preferred: string, surfaces: readonly string[], min = FOCUS_RING_MIN_CONTRAST): string {
  const worst = (colour: string) => Math.min(...surfaces.map((surface) => contrastRatio(colour, surface)));
  if (surfaces.length === 0 || worst(preferred) >= min) return preferred;
  return worst('#111111') >= worst('#ffffff') ? '#111111' : '#ffffff';
}

/** A count badge must stand apart from the bars it sits on (header, bottom bar). */
export const BADGE_MIN_SEPARATION = 1.5;

/** The alert red a badge falls back to when no retailer colour fits. */
export const BADGE_FALLBACK = '#c2271b';

/**
 * The count badge's colours: the first candidate (the retailer's accent, then brand) whose own
 * text reads at 4.5:1 and which stands apart (BADGE_MIN_SEPARATION) from every bar the badge is
 * drawn on, else BADGE_FALLBACK. Returns the background and its readable text colour.
 */
export function badgeColours(candidates: readonly string[], bars: readonly string[]): { background: string; text: string } {
  const fits = (colour: string) =>
    contrastRatio(readableOn(colour), colour) >= 4.5 && bars.every((bar) => contrastRatio(colour, bar) >= BADGE_MIN_SEPARATION);
  const background = candidates.find(fits) ?? BADGE_FALLBACK;
  return { background, text: readableOn(background) };
}
