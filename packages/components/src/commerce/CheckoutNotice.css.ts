import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@storefront/tokens';

/** Beside a disabled Checkout: why it waits (the store is closed, a line is more than the store has). */
export const notice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.warning}`,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

/** The icon keeps its size beside a long text (a flex item shrinks by default) and sits on the first line. */
globalStyle(`${notice} > svg`, { flexShrink: 0, marginTop: 2 });
