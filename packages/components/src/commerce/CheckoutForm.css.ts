import { style } from '@vanilla-extract/css';
import { vars } from '@storefront/tokens';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, color: vars.color.text });

export const group = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
  margin: 0,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  minWidth: 0,
});

export const legend = style({ padding: `0 ${vars.space.xs}`, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const wide = style({ gridColumn: '1 / -1' });

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

export const input = style({
  minHeight: vars.size.tapTarget,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const textarea = style([input, { minHeight: '4.5rem', padding: vars.space.sm, resize: 'vertical' }]);

export const choice = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minHeight: vars.size.tapTarget });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const problem = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  color: vars.color.danger,
  background: vars.color.surface,
  fontWeight: vars.fontWeight.semibold,
});

export const radio = style({ width: '1.125rem', height: '1.125rem', margin: 0, accentColor: vars.color.brand });
