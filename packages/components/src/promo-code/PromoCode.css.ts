/** The promo code field (issue 35): the one look of form controls (primitives/form.css.ts), the field and Apply on one row. */
import { style } from '@vanilla-extract/css';
import { vars } from '@storefront/tokens';
import * as form from '../primitives/form.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

/** The field and Apply side by side; the field takes what Apply leaves. */
export const row = style({ display: 'flex', gap: vars.space.sm, alignItems: 'stretch', minWidth: 0 });

export const input = style([form.input, { flex: '1 1 auto', minWidth: 0, textTransform: 'uppercase' }]);

export const invalid = style({ borderColor: vars.color.danger });

/** The refusal under the field, in the danger colour (read politely: a live region). */
export const problem = style([form.note, { color: vars.color.danger, fontWeight: vars.fontWeight.semibold }]);

/** The applied code: its line with Remove beside it. */
export const applied = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px dashed ${vars.color.success}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  minWidth: 0,
});

export const appliedText = style({ margin: 0, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const code = style({ fontWeight: vars.fontWeight.bold, letterSpacing: '0.02em' });
