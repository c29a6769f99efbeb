/**
 * What many pages share: paragraphs, the reading width of text and forms, and a search field. The
 * columns, rows and grids around them are the layout primitives (Stack, Inline, Tiles).
 */
import { style } from '@vanilla-extract/css';
import { vars } from '@storefront/tokens';

export const text = style({ margin: 0, color: vars.color.text });
export const muted = style({ margin: 0, color: vars.color.textMuted });

/** A form or text at a reading width (46rem) on a wide screen: on a Stack. */
export const readingWidth = style({ maxWidth: '46rem', minWidth: 0 });

/** A labelled field in a row of fields (on a Stack): at least 16rem wide, sharing the rest. */
export const field = style({ flex: '1 1 16rem' });
export const input = style({
  minHeight: vars.size.tapTarget,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
});
