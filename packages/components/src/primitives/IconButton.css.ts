import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@storefront/tokens';

export const iconButton = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    padding: 0,
    border: '1px solid transparent',
    borderRadius: vars.radius.pill,
    background: 'transparent',
    color: 'inherit',
    cursor: 'pointer',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:hover:not(:disabled)': { background: vars.color.surfaceMuted },
      '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
    },
  },
  variants: {
    size: {
      sm: { width: vars.space.xxl, height: vars.space.xxl },
      md: { width: vars.size.tapTarget, height: vars.size.tapTarget },
      lg: { width: `calc(${vars.size.tapTarget} + ${vars.space.sm})`, height: `calc(${vars.size.tapTarget} + ${vars.space.sm})` },
    },
    variant: {
      ghost: {},
      solid: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.border,
        boxShadow: vars.shadow.sm,
      },
      /** On a coloured bar (ticker, header): inherits the bar's colours, hover shows an outline. */
      inherit: {
        selectors: { '&:hover:not(:disabled)': { background: 'transparent', borderColor: 'currentColor' } },
      },
    },
  },
  defaultVariants: { size: 'md', variant: 'ghost' },
});

/** The icon's box inside an icon button (and the header's icon actions): its own flex box, so the SVG sits on no text baseline. */
export const iconSlot = style({ display: 'inline-flex' });
