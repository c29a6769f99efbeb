/** The slot picker (issue 35): days as pill tabs, times as a grid of radio tiles, each a tap target high. */
import { style } from '@vanilla-extract/css';
import { vars } from '@storefront/tokens';

export const picker = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

export const chosen = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const tabList = style({
  display: 'flex',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  overflowX: 'auto',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
});

export const tab = style({
  flex: '1 0 auto',
  minHeight: vars.size.tapTarget,
  paddingInline: vars.space.md,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text },
    // The chosen day wears the retailer's brand colour (its contrast colour is readable on it).
    '&[aria-selected="true"]': { background: vars.color.brand, color: vars.color.brandContrast },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});

export const times = style({
  display: 'grid',
  gap: vars.space.xs,
  gridTemplateColumns: 'repeat(auto-fill, minmax(7.5rem, 1fr))',
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const time = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  alignItems: 'center',
  minHeight: vars.size.tapTarget,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.brand },
    '&:has(input:checked)': { borderColor: vars.color.brand, background: vars.color.brand, color: vars.color.brandContrast },
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

/** The radio itself is hidden visually; the tile is its label and shows its state. */
export const radio = style({ position: 'absolute', opacity: 0, width: 1, height: 1, margin: 0, pointerEvents: 'none' });

export const left = style({ fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.regular });

export const empty = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
