/**
 * The account pages' list look, shared by the notifications feed, the settings, the followed deals
 * and the support threads: a column of sections, a bordered panel of rows, and the empty state with
 * its next step.
 */
import { style } from '@vanilla-extract/css';
import { vars } from '@storefront/tokens';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, maxWidth: '46rem', minWidth: 0 });

/** A list of rows in one bordered panel (rows draw their own separators). */
export const panel = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
});

/** An empty list: what is missing and the way to fill it. */
export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  color: vars.color.text,
});

export const emptyText = style({ margin: 0, lineHeight: vars.lineHeight.relaxed });

/** One day's group of rows. */
export const day = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
