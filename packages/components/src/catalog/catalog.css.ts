import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@storefront/tokens';
import { compactSelect } from '../primitives/form.css.ts';

const focusRing = { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } as const;

/** Filters beside the results from 769 px; on a phone the results take the width and filters open in a drawer. */
export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [media.md]: { gridTemplateColumns: '15rem minmax(0, 1fr)' } },
});

export const sidebar = style({
  display: 'none',
  '@media': { [media.md]: { display: 'block' } },
});

/** The results: dimmed while the next choice's results load (the last ones stay, nothing jumps). */
export const resultsBody = style({
  transition: `opacity ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { '&[aria-busy="true"]': { opacity: 0.55 } },
});

export const results = style({ minWidth: 0 });

/** The filter button and the sort: a full row on a phone (button left, sort right), at the end from 769 px. */
export const toolbarEnd = style({
  flex: '1 1 100%',
  '@media': { [media.md]: { flex: '0 1 auto', marginInlineStart: 'auto' } },
});
export const count = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const mobileOnly = style({ '@media': { [media.md]: { display: 'none' } } });

export const sort = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
export const select = style([compactSelect, { padding: `0 ${vars.space.md}` }]);

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.space.xxl,
  padding: `0 ${vars.space.sm} 0 ${vars.space.md}`,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted }, '&:focus-visible': focusRing },
});
export const chipIcon = style({ display: 'inline-flex', color: vars.color.textMuted });

export const panelHeader = style({
  minHeight: vars.space.xxl,
});
export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const group = style({ borderBottom: `1px solid ${vars.color.border}` });
export const summary = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  minHeight: vars.size.tapTarget,
  cursor: 'pointer',
  fontWeight: vars.fontWeight.semibold,
  listStyle: 'none',
  borderRadius: vars.radius.sm,
  selectors: { '&::-webkit-details-marker': { display: 'none' }, '&:focus-visible': focusRing },
});
export const summaryMark = style({ color: vars.color.textMuted, transition: `transform ${vars.motion.fast} ${vars.motion.easing}` });
globalStyle(`details[open] > ${summary} > ${summaryMark}`, { transform: 'rotate(180deg)' });
export const chosenCount = style({
  marginInlineStart: 'auto',
  marginInlineEnd: vars.space.sm,
  color: vars.color.brand,
  fontSize: vars.fontSize.sm,
});

export const fieldset = style({ margin: 0, padding: `0 0 ${vars.space.sm}`, border: 0, minWidth: 0 });
export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '2.25rem',
  cursor: 'pointer',
  fontSize: vars.fontSize.sm,
});
export const input = style({
  width: '1.125rem',
  height: '1.125rem',
  margin: 0,
  flexShrink: 0,
  accentColor: vars.color.brand,
  cursor: 'pointer',
});
globalStyle(`${input}:focus-visible`, focusRing);
export const optionLabel = style({ flex: 1, minWidth: 0 });
export const optionCount = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });
export const more = style({ marginBlockStart: vars.space.xxs });

/** No product matches: what happened and the next step, where the grid would be. */
export const empty = style({
  padding: vars.space.xl,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});
export const emptyTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });
