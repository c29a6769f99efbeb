import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { media, vars } from '@storefront/tokens';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: vars.radius.pill,
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderRightColor: 'transparent',
    animation: `${spin} 0.75s linear infinite`,
    '@media': {
      // A still arc instead of a spin (the global reduced-motion rule would make it flicker).
      [media.reducedMotion]: { animation: 'none', borderRightColor: 'currentColor', opacity: 0.6 },
    },
  },
  variants: {
    size: {
      sm: { width: vars.space.lg, height: vars.space.lg, borderWidth: vars.space.xxs },
      md: { width: vars.space.xl, height: vars.space.xl, borderWidth: '3px' },
      lg: { width: vars.space.xxxl, height: vars.space.xxxl, borderWidth: vars.space.xs },
    },
  },
  defaultVariants: { size: 'md' },
});

export type SpinnerVariants = NonNullable<RecipeVariants<typeof spinner>>;

export const status = style({ display: 'inline-flex', alignItems: 'center' });
