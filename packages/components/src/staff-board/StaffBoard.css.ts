import { style } from '@vanilla-extract/css';
import { vars } from '@storefront/tokens';

export const board = style({ display: 'grid', gap: vars.space.lg });

export const sections = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 20rem), 1fr))',
  alignItems: 'start',
});

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const count = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.semibold });

export const empty = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const rowTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

/** An arrived curbside shopper stands out: a thick success border, and the words say it. */
export const arrival = style({ borderLeft: `6px solid ${vars.color.success}` });

export const arrivalNote = style({ margin: 0, fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm });

export const facts = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const lines = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs, fontSize: vars.fontSize.sm });

export const line = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, flexWrap: 'wrap' });

export const reason = style({ display: 'grid', gap: vars.space.sm });
