import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@storefront/tokens';

export const title = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

export const timeline = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 0 });

const step = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '1.25rem 1fr',
  columnGap: vars.space.sm,
  paddingBottom: vars.space.sm,
  selectors: {
    // The line joining a step's marker to the next one's.
    '&:not(:last-child)::after': {
      content: '""',
      position: 'absolute',
      left: 'calc(0.625rem - 1px)',
      top: '1.25rem',
      bottom: 0,
      width: 2,
      background: vars.color.border,
    },
  },
});

export const steps = styleVariants({
  done: [step],
  current: [step],
  ahead: [step, { color: vars.color.textMuted }],
  cancelled: [step],
});

const marker = style({
  width: '1.25rem',
  height: '1.25rem',
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxSizing: 'border-box',
});

/** The marker carries the state by fill as well as colour; the words say it for everyone. */
export const markers = styleVariants({
  done: [marker, { borderColor: vars.color.success, background: vars.color.success }],
  current: [marker, { borderColor: vars.color.brand, boxShadow: `inset 0 0 0 3px ${vars.color.surface}`, background: vars.color.brand }],
  ahead: [marker],
  cancelled: [marker, { borderColor: vars.color.danger, background: vars.color.danger }],
});

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

export const currentLabel = style([label, { color: vars.color.text }]);

export const time = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const note = style({ margin: 0, fontSize: vars.fontSize.sm });

export const cancelledNote = style([note, { color: vars.color.danger }]);

export const form = style({ display: 'grid', gap: vars.space.sm, maxWidth: '28rem' });

export const arrived = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.success}`,
  fontSize: vars.fontSize.sm,
});
