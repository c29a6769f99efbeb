import { style } from '@vanilla-extract/css';
import { vars } from '@storefront/tokens';

export const banner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: `calc(${vars.size.tapTarget} + ${vars.space.sm})`,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  border: 0,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.text,
  fontFamily: vars.font.body,
  textAlign: 'start',
  lineHeight: vars.lineHeight.tight,
  selectors: {
    'button&': { cursor: 'pointer' },
    'button&:hover': { boxShadow: `inset 0 0 0 1px ${vars.color.brand}` },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.space.xxl,
  height: vars.space.xxl,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.brandContrast,
});

export const text = style({ minWidth: 0, flex: '1 1 auto' });

const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;
export const title = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold, ...ellipsis });
export const address = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, ...ellipsis });
