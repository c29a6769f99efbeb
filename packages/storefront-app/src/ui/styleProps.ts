/**
 * The app's styles are data: `{ className?, style? }` objects spread onto elements, with values
 * taken only from the tokens contract (`vars`: CSS variable references) and the tokens' `sprinkles`
 * atoms (responsive display and spacing). The app package does not depend on @vanilla-extract/css,
 * so it cannot author `.css.ts` files of its own; these objects keep the same shapes so they move
 * into `style()` calls unchanged once it does.
 */
import type { CSSProperties } from 'react';

export interface StyleProps {
  className?: string;
  style?: CSSProperties;
}

/** Merges style props left to right (class names joined, styles shallow-merged); falsy entries skipped. */
export function mergeStyles(...parts: Array<StyleProps | false | null | undefined>): StyleProps {
  const classes: string[] = [];
  let style: CSSProperties | undefined;
  for (const part of parts) {
    if (!part) continue;
    if (part.className) classes.push(part.className);
    if (part.style) style = { ...style, ...part.style };
  }
  return { ...(classes.length > 0 ? { className: classes.join(' ') } : {}), ...(style ? { style } : {}) };
}

export const s = (style: CSSProperties, className?: string): StyleProps => (className ? { style, className } : { style });
