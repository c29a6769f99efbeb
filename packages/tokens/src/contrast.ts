/** WCAG relative luminance and contrast helpers for CMS colours. */

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX.test(value.trim());
}

function channels(hex: string): [number, number, number] {
  let h = hex.trim().slice(1);
  if (h.length === 3) h = h.split('').map((c) => c + c).join('');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16) / 255) as [number, number, number];
}

export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
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
