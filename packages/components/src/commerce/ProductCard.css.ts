import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@storefront/tokens';

export const card = style({
  // Positioned: its visually hidden price words stay inside it (in a scrolling row they would
  // otherwise hang off the row's far end and widen the page).
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  height: '100%',
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  color: vars.color.text,
  textDecoration: 'none',
});

/** The link of a card with an action: the card's content, the action below it. */
export const cardLink = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flex: 1,
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: vars.radius.md,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
export const action = style({ paddingBlockStart: vars.space.xs });

export const image = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '1 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.normal,
});

export const brand = style({ margin: 0, color: vars.color.textMuted, lineHeight: vars.lineHeight.normal });

/** 'Indica · THC 21.4% · CBD 0.1%': small, muted, before the price. */
export const facts = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs, lineHeight: vars.lineHeight.normal });

export const priceLine = style({ display: 'block', lineHeight: vars.lineHeight.normal });

/** The skeleton keeps the card's size: a square image, then three lines. */
// '&&': over the Skeleton's own block height, whatever order the style sheets load in.
export const skeletonImage = style({
  selectors: { '&&': { width: '100%', height: 'auto', aspectRatio: '1 / 1', borderRadius: vars.radius.md } },
});

/** The image with a label: a grid cell, so it is exactly the image's height (no line-box gap). */
export const media = style({ position: 'relative', display: 'grid' });

/** The optional tag on the image's lower corner ('Sponsored'), clear of the artwork's own badges. */
export const label = style({
  position: 'absolute',
  insetBlockEnd: vars.space.xs,
  insetInlineStart: vars.space.xs,
  padding: `2px ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: 'rgba(0, 0, 0, 0.72)',
  color: '#ffffff',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
});

/** One line per text row; the skeleton's rows are the same elements, so both are the same height. */
export const compact = style({});

globalStyle(`${compact} > ${title}, ${compact} > ${brand}, ${compact} > ${priceLine}`, {
  display: 'block',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
globalStyle(`${compact} > ${priceLine} > *`, { flexWrap: 'nowrap' });

/** A skeleton text row is exactly one line tall (1lh), drawn a little thinner than the line. */
export const skeletonLine = style({ selectors: { '&&': { display: 'inline-block', verticalAlign: 'top', transform: 'scaleY(0.7)' } } });
