import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media, vars } from '@storefront/tokens';

const pulse = keyframes({
  '0%': { opacity: 1 },
  '50%': { opacity: 0.55 },
  '100%': { opacity: 1 },
});

export const skeleton = recipe({
  base: {
    display: 'block',
    background: vars.color.skeleton,
    animation: `${pulse} 1.4s ease-in-out infinite`,
    '@media': {
      // No pulsing for shoppers who ask for less motion: a still placeholder.
      [media.reducedMotion]: { animation: 'none' },
    },
  },
  variants: {
    shape: {
      block: { borderRadius: vars.radius.md, width: '100%', height: vars.space.xxxl },
      text: { borderRadius: vars.radius.sm, width: '100%', height: '0.85em', marginBlock: '0.3em' },
      circle: { borderRadius: vars.radius.pill, width: vars.space.xxxl, height: vars.space.xxxl, flexShrink: 0 },
    },
  },
  defaultVariants: { shape: 'block' },
});

export const lines = style({ display: 'block', width: '100%' });
/** The last of several text lines is shorter, like a paragraph. */
export const lastLine = style({ width: '66%' });
