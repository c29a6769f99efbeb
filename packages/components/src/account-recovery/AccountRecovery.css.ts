/** The account-recovery forms: the one look of form controls (primitives/form.css.ts), a field's own message under it. */
import { style } from '@vanilla-extract/css';
import { vars } from '@storefront/tokens';
import * as form from '../primitives/form.css.ts';

export const panel = style({ minWidth: 0, maxWidth: '32rem' });

export const intro = style({ margin: 0, color: vars.color.text, lineHeight: vars.lineHeight.relaxed });

/** A field's message, tied to its control by aria-describedby: a note in the danger colour. */
export const fieldProblem = style([form.note, { color: vars.color.danger, fontWeight: vars.fontWeight.semibold }]);

/** The submit button at its own width (not stretched by the form's column), the footer's line under it. */
export const actions = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.md });

export const invalid = style({ borderColor: vars.color.danger });

export const link = style({
  color: vars.color.brand,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px', borderRadius: vars.radius.sm } },
});

export const footer = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** The dead link's notice takes focus when it replaces the form (keyboard and screen-reader users land on it). */
export const notice = style({ selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } } });
