import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@storefront/tokens';

/** The image's box: 2:1 like the deal images, so nothing shifts while it loads. */
const IMAGE_RATIO = '2 / 1';

export const card = recipe({
  base: {
    position: 'relative',
    display: 'grid',
    height: '100%',
    borderRadius: vars.radius.lg,
    overflow: 'hidden',
    border: `1px solid ${vars.color.border}`,
    boxShadow: vars.shadow.sm,
  },
  variants: {
    layout: {
      stacked: { gridTemplateRows: 'auto 1fr' },
      row: { gridTemplateColumns: 'minmax(0, 9fr) minmax(0, 11fr)', alignItems: 'start' },
      banner: { gridTemplateAreas: '"stack"', minHeight: '15rem' },
    },
    tone: {
      surface: { background: vars.color.surface, color: vars.color.text },
      soft: { background: vars.color.brandSoft, color: vars.color.text },
      brand: { background: vars.color.brand, color: vars.color.brandContrast, borderColor: 'transparent' },
    },
  },
});

export const media = recipe({
  base: { position: 'relative', margin: 0, background: vars.color.surfaceMuted, overflow: 'hidden' },
  variants: {
    layout: {
      stacked: { aspectRatio: IMAGE_RATIO },
      // The whole image, as a coupon's picture: 2:1 with rounded corners inside the card's padding.
      row: { margin: vars.space.md, marginInlineEnd: 0, aspectRatio: IMAGE_RATIO, borderRadius: vars.radius.md },
      banner: { gridArea: 'stack' },
    },
  },
});

export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

/** The banner's text sits on a dark scrim over the image (its text is white at any image). */
export const body = recipe({
  base: { display: 'flex', flexDirection: 'column', gap: vars.space.xs, padding: vars.space.md, minWidth: 0 },
  variants: {
    layout: {
      stacked: {},
      row: { justifyContent: 'center' },
      banner: {
        gridArea: 'stack',
        alignSelf: 'end',
        zIndex: 1,
        color: '#ffffff',
        background: 'linear-gradient(to top, rgba(0, 0, 0, 0.82) 0%, rgba(0, 0, 0, 0.7) 70%, rgba(0, 0, 0, 0) 100%)',
        paddingTop: vars.space.xl,
      },
    },
  },
});

export const badge = style({
  position: 'absolute',
  insetBlockStart: vars.space.sm,
  insetInlineStart: vars.space.sm,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.accentContrast,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  zIndex: 2,
});

/** The badge in the text column (a row card's picture is small: the offer goes beside it). */
export const inlineBadge = style([badge, { position: 'static', justifySelf: 'start', alignSelf: 'flex-start' }]);

export const headline = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '0.01em',
});

export const name = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const schedule = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const finePrint = style({ margin: 0, fontSize: vars.fontSize.xs });

export const action = style({ marginTop: 'auto', paddingTop: vars.space.sm });

/** The outlined button on a brand-coloured card: the card's colours reversed. */
export const onBrandButton = style({
  background: vars.color.brandContrast,
  color: vars.color.brand,
  borderColor: vars.color.brandContrast,
});

export const skeletonText = style({ display: 'grid', gap: vars.space.xs, padding: vars.space.md });
