import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '@storefront/tokens';

/**
 * The button recipe. Exported so a link can look like a button (`<SmartLink className={button(...)}>`).
 * `size` is declared before `variant` so the `link` variant's reset wins over the size padding.
 */
export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}, filter ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
      '&[aria-busy="true"]': { cursor: 'progress', opacity: 1 },
    },
  },
  variants: {
    size: {
      sm: { minHeight: vars.space.xxl, paddingInline: vars.space.md, fontSize: vars.fontSize.sm },
      md: { minHeight: vars.size.tapTarget, paddingInline: vars.space.lg, fontSize: vars.fontSize.md },
      lg: { minHeight: `calc(${vars.size.tapTarget} + ${vars.space.sm})`, paddingInline: vars.space.xl, fontSize: vars.fontSize.lg },
    },
    variant: {
      primary: {
        background: vars.color.brand,
        color: vars.color.brandContrast,
        selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { filter: 'brightness(0.92)' } },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.color.surfaceMuted } },
      },
      ghost: {
        background: 'transparent',
        color: 'inherit',
        selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.color.surfaceMuted } },
      },
      link: {
        minHeight: 'auto',
        padding: 0,
        background: 'transparent',
        color: 'inherit',
        borderRadius: vars.radius.sm,
        fontWeight: vars.fontWeight.medium,
        textDecoration: 'underline',
        textUnderlineOffset: '0.2em',
        selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { textDecorationThickness: '2px' } },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.textInverse,
        selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { filter: 'brightness(0.92)' } },
      },
    },
    fullWidth: {
      true: { display: 'flex', width: '100%' },
      false: {},
    },
    /** A long label wraps inside the button (narrow cards) instead of running into its edges. */
    wrap: {
      true: { whiteSpace: 'normal', textAlign: 'center', paddingInline: vars.space.sm },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false, wrap: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

export const buttonIcon = style({ display: 'inline-flex', flexShrink: 0 });
