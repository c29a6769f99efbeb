/**
 * Responsive images. The storefront's own raster images (PNG/JPEG under /images/) are generated at
 * build time in RESPONSIVE_WIDTHS as WebP (`name.png` → `name-320w.webp`, `name-640w.webp`; see
 * the app's vite.config.ts), so a phone downloads the width it shows. Vector images (SVG: the demo
 * catalogue's art) fit any width as they are and other hosts' images are left as given: both get
 * no srcset. Every image keeps its width and height (or the box's aspect ratio) so nothing shifts.
 */

export const RESPONSIVE_WIDTHS = [320, 640] as const;

const OWN_RASTER = /^\/images\/[^/?#][^?#]*\.(png|jpe?g)$/i;

/** The generated variant of an own raster image at `width` (the build's naming). */
export function imageVariantPath(src: string, width: number): string {
  return src.replace(/\.(png|jpe?g)$/i, `-${width}w.webp`);
}

/** Whether the build generates width variants for `src`. */
export function hasImageVariants(src: string | null | undefined): src is string {
  return typeof src === 'string' && OWN_RASTER.test(src) && !src.includes('//') && !src.includes('/../');
}

export interface ResponsiveImageProps {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * `src`, plus `srcSet` and `sizes` when width variants exist. `sizes` says how wide the image shows
 * (a CSS length or media list, e.g. '(min-width: 769px) 320px, 100vw').
 */
export function responsiveImage(src: string, sizes: string): ResponsiveImageProps {
  if (!hasImageVariants(src)) return { src };
  return { src, srcSet: RESPONSIVE_WIDTHS.map((width) => `${imageVariantPath(src, width)} ${width}w`).join(', '), sizes };
}
