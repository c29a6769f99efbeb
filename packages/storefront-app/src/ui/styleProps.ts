/**
 * The app's styles are data: `{ className?, style? }` objects spread onto elements, with values
 * taken only from the tokens contract (`vars`: CSS variable references). These objects keep the
 * shapes of vanilla-extract `style()` calls, so they can move into `.css.ts` files unchanged.
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
