/** Support tickets and chats: a list of threads as rows, a thread as a log of day-grouped bubbles. */
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@storefront/tokens';

export { day, empty, emptyText, panel as list, stack } from '../primitives/listPanel.css.ts';

/** One row per thread; its one link covers the row (a single tab stop). */
export const row = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  padding: vars.space.md,
  selectors: {
    '& + &': { borderTop: `1px solid ${vars.color.border}` },
    '&:focus-within': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
    '&:hover': { background: vars.color.surfaceMuted },
  },
});

export const rowTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const rowLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  selectors: { '&::after': { content: '""', position: 'absolute', inset: 0 } },
});

export const rowMeta = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const rowWhen = style({
  gridColumn: 2,
  gridRow: 1,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
});

const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: '1px solid currentColor',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: 1.6,
});

/** Status text colours that keep 4.5:1 on the surface (the border carries the same colour). */
export const status = styleVariants({
  Open: [pill, { color: vars.color.brand }],
  Answered: [pill, { color: vars.color.success }],
  Closed: [pill, { color: vars.color.textMuted }],
});

/** The primary action as a link ('Create a ticket'): the primary button's look. */
export const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.tapTarget,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.brandContrast,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&:hover': { textDecoration: 'underline' },
  },
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

/** 'Today' between two rules. */
export const dayLabel = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  selectors: { '&::before, &::after': { content: '""', flex: 1, borderTop: `1px solid ${vars.color.border}` } },
});

const bubbleBase = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  maxWidth: 'min(85%, 34rem)',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
});

/** The shopper's on the right in the brand colour; the other side's on the left on the muted surface. */
export const bubble = styleVariants({
  mine: [
    bubbleBase,
    { alignSelf: 'flex-end', background: vars.color.brand, color: vars.color.brandContrast, borderBottomRightRadius: vars.radius.sm },
  ],
  theirs: [
    bubbleBase,
    {
      alignSelf: 'flex-start',
      background: vars.color.surfaceMuted,
      color: vars.color.text,
      border: `1px solid ${vars.color.border}`,
      borderBottomLeftRadius: vars.radius.sm,
    },
  ],
});

export const author = style({ margin: 0, fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.bold });

export const body = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: vars.lineHeight.normal });

export const time = style({ fontSize: vars.fontSize.xs });
