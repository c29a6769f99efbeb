import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media, vars } from '@storefront/tokens';
import { input as formInput } from '../primitives/form.css.ts';

/**
 * The panel per template (the Dialog gives placement, focus and scroll lock; these give the shape):
 * popup a centred card; flyout a card in the lower corner; fullScreen the whole viewport; bar a
 * strip along the bottom edge.
 */
// Bar and flyout: the close control sits in the corner instead of on a row of its own (the
// Dialog's header is the panel's first child).
export const cornerClose = style({});
globalStyle(`${cornerClose} > :first-child`, {
  position: 'absolute',
  insetBlockStart: vars.space.xs,
  insetInlineEnd: vars.space.xs,
  padding: 0,
  zIndex: 1,
});

export const panel = recipe({
  base: { overflowY: 'auto' },
  variants: {
    template: {
      popup: {},
      flyout: {
        position: 'fixed',
        insetInlineEnd: vars.space.md,
        insetBlockEnd: vars.space.md,
        top: 'auto',
        height: 'auto',
        width: `min(22rem, calc(100vw - 2 * ${vars.space.md}))`,
        maxHeight: `calc(100dvh - 2 * ${vars.space.md})`,
        borderRadius: vars.radius.lg,
      },
      fullScreen: {
        position: 'fixed',
        inset: 0,
        width: '100%',
        maxWidth: 'none',
        height: '100dvh',
        maxHeight: 'none',
        borderRadius: 0,
        background: vars.color.brandSoft,
      },
      bar: { position: 'relative', maxHeight: '70dvh', paddingBlockStart: vars.space.lg },
    },
  },
});

export const body = recipe({
  base: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.md, textAlign: 'center' },
  variants: {
    template: {
      popup: {},
      flyout: { alignItems: 'flex-start', textAlign: 'start', paddingInlineEnd: vars.space.xl },
      fullScreen: { justifyContent: 'center', minHeight: '70dvh', maxWidth: '34rem', marginInline: 'auto', gap: vars.space.lg },
      bar: {
        '@media': {
          [media.md]: {
            flexDirection: 'row',
            alignItems: 'center',
            textAlign: 'start',
            gap: vars.space.lg,
            maxWidth: vars.size.contentMax,
            marginInline: 'auto',
          },
        },
      },
    },
  },
});

export const image = recipe({
  base: { display: 'block', objectFit: 'contain', flexShrink: 0, borderRadius: vars.radius.md, background: vars.color.surfaceMuted },
  variants: {
    size: {
      sm: { width: '3.5rem', height: '3.5rem' },
      md: { width: '6rem', height: '6rem' },
      lg: { width: '8rem', height: '8rem' },
    },
  },
});

export const text = recipe({
  base: { display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0, outline: 'none' },
  variants: {
    template: {
      popup: {},
      flyout: {},
      fullScreen: {},
      // In the desktop bar the text takes the room the form leaves.
      bar: { paddingInlineEnd: vars.space.xl, '@media': { [media.md]: { flex: '1 1 auto', paddingInlineEnd: 0 } } },
    },
  },
});

export const heading = recipe({
  base: { margin: 0, color: vars.color.text, fontWeight: 700, lineHeight: vars.lineHeight.tight },
  variants: {
    size: { sm: { fontSize: vars.fontSize.lg }, md: { fontSize: vars.fontSize.xl }, lg: { fontSize: vars.fontSize.xxl } },
  },
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

export const form = recipe({
  base: { display: 'flex', flexDirection: 'column', gap: vars.space.sm, width: '100%' },
  variants: {
    template: {
      popup: {},
      flyout: {},
      fullScreen: {},
      bar: { '@media': { [media.md]: { flexDirection: 'row', alignItems: 'flex-start', width: 'auto', flex: '0 1 28rem' } } },
    },
  },
});

export const field = style({ flex: '1 1 auto', textAlign: 'start' });

/** The e-mail field: the form look (form.css.ts's input) with the popup's wider focus ring, red-bordered while its address is refused. */
export const input = style([
  formInput,
  {
    fontSize: vars.fontSize.md,
    selectors: {
      '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
      '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    },
  },
]);

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

export const coupons = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `2px dashed ${vars.color.brand}`,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: 700,
  letterSpacing: '0.04em',
  overflowWrap: 'anywhere',
});

export const code = style({ whiteSpace: 'nowrap', fontFamily: vars.font.mono });

export const actions = style({ width: '100%' });
