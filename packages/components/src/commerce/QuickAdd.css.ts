import { style } from '@vanilla-extract/css';
import { vars } from '@storefront/tokens';

const focusRing = { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } as const;

/** The option choice and 'Add' on one row; the choice takes the room the button leaves. */
export const root = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minWidth: 0 });
export const select = style({
  flex: 1,
  minWidth: 0,
  minHeight: vars.size.tapTarget,
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  selectors: { '&:focus-visible': focusRing },
});
export const soldOut = style({ margin: 0, minHeight: vars.size.tapTarget, display: 'flex', alignItems: 'center', color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });
