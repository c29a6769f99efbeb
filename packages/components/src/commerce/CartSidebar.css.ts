import { style } from '@vanilla-extract/css';
import { vars } from '@storefront/tokens';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minHeight: '100%', outline: 'none' });

export const location = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.sm,
});

export const locationText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const locationLabel = style({ fontWeight: vars.fontWeight.semibold });

export const itemsHead = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });

export const itemsTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

export const footer = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, marginTop: 'auto' });

export const buttons = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.sm });

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.xxl,
  textAlign: 'center',
});

export const emptyText = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });
