import { style } from '@vanilla-extract/css';
import { vars } from '@storefront/tokens';

/**
 * The picker and its note (a capped list says why). The wrapper lays nothing out itself: in a row
 * (the buying panel's buttons, a flex row that wraps) the note takes a line of its own under the row,
 * so it never widens the picker or pushes the buttons aside; anywhere else it simply follows the button.
 */
export const field = style({ display: 'contents' });

export const root = style({ position: 'relative', display: 'inline-block' });

export const note = style({ flexBasis: '100%', order: 1, margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: vars.size.tapTarget,
  minWidth: '9.5rem',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.brand },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const chevron = style({
  flexShrink: 0,
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { [`${trigger}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
});

export const listbox = style({
  position: 'absolute',
  top: `calc(100% + ${vars.space.xs})`,
  left: 0,
  zIndex: vars.zIndex.popup,
  minWidth: '100%',
  maxHeight: '15rem',
  overflowY: 'auto',
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const option = style({
  minHeight: '2.25rem',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  selectors: {
    '&[data-highlighted]': { background: vars.color.surfaceMuted, boxShadow: `inset 0 0 0 1px ${vars.color.borderStrong}` },
    '&[aria-selected="true"]': { background: vars.color.brandSoft, color: vars.color.text, fontWeight: vars.fontWeight.semibold },
    '&[aria-selected="true"][data-highlighted]': { outline: `2px solid ${vars.color.brand}`, outlineOffset: '-2px' },
  },
});
