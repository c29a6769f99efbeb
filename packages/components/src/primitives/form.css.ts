/**
 * The one look of form controls (checkout, contact, career, sign-up…): a field is a label over its
 * control; text inputs, selects and text areas share one box with a themed focus ring; a form's
 * check message is one bordered line.
 */
import { style } from '@vanilla-extract/css';
import { vars } from '@storefront/tokens';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

/** A field across the whole row of a grid of fields. */
export const wide = style({ gridColumn: '1 / -1' });

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

export const input = style({
  minHeight: vars.size.tapTarget,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const textarea = style([input, { minHeight: '4.5rem', padding: vars.space.sm, resize: 'vertical' }]);

/** A file input: the same box, the browser's own button inside it. */
export const file = style([input, { padding: vars.space.sm, minHeight: 'auto' }]);

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

/** A confirmation after sending (the message the API answered). */
export const done = style([problem, { borderColor: vars.color.success, color: vars.color.text }]);

export const radio = style({ width: '1.125rem', height: '1.125rem', margin: 0, accentColor: vars.color.brand });

/** A grid of fields: as many columns of at least 15rem as fit (two beside a side panel on a desktop). */
export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
  minWidth: 0,
});

/** A small native select beside other controls (the catalogue's sort, a card's option): a tap target high. */
export const compactSelect = style({
  minHeight: vars.size.tapTarget,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
