import { style } from '@vanilla-extract/css';
import { vars } from '@storefront/tokens';

export const body = style({ minHeight: '100%', outline: 'none' });

export const location = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.sm,
});

export const locationText = style({ minWidth: 0 });

export const locationLabel = style({ fontWeight: vars.fontWeight.semibold });

export const itemsTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const footer = style({ marginTop: 'auto' });

export const buttons = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.sm });

export const empty = style({
  paddingBlock: vars.space.xxl,
  textAlign: 'center',
});

export const emptyText = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });
