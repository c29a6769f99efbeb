import { style } from '@vanilla-extract/css';
import { vars } from '@storefront/tokens';
import { compactSelect } from '../primitives/form.css.ts';

/** The option choice and 'Add' on one row; the choice takes the room the button leaves. */
export const root = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minWidth: 0 });
export const select = style([compactSelect, { flex: 1, minWidth: 0, padding: `0 ${vars.space.xs}` }]);
export const soldOut = style({
  margin: 0,
  minHeight: vars.size.tapTarget,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});
