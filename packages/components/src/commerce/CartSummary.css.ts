import { style } from '@vanilla-extract/css';
import { vars } from '@storefront/tokens';

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const rows = style({ display: 'grid', gridTemplateColumns: '1fr auto', rowGap: vars.space.xs, margin: 0 });

export const term = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const value = style({
  margin: 0,
  paddingLeft: vars.space.md,
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.fontSize.sm,
});

export const discount = style({ color: vars.color.success });

export const totalRow = style({ paddingTop: vars.space.sm, borderTop: `1px solid ${vars.color.border}` });

export const total = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const meterRow = style({ display: 'grid', gridTemplateColumns: '1fr auto', gap: vars.space.xs, fontSize: vars.fontSize.sm });

export const bar = style({ gridColumn: '1 / -1', width: '100%', height: '0.5rem', accentColor: vars.color.brand });

export const over = style({ color: vars.color.danger, fontWeight: vars.fontWeight.semibold });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const taxPart = style({ paddingLeft: vars.space.md, fontSize: vars.fontSize.xs });
