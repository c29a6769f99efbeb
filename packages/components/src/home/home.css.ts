import { style } from '@vanilla-extract/css';
import { media, vars } from '@storefront/tokens';

const focusRing = { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } as const;

/** The hero: the image above the text on a phone; text beside the image from 769 px. The image's box is reserved (3:1). */
export const hero = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  overflow: 'hidden',
  borderRadius: vars.radius.xl,
  background: vars.color.brand,
  color: vars.color.brandContrast,
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', alignItems: 'stretch' } },
});
export const heroTextOnly = style({ '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 1fr)' } } });

export const heroText = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: vars.space.lg,
  '@media': { [media.md]: { padding: `${vars.space.xl} ${vars.space.xxl}`, order: 0 } },
});
export const heroTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.bold,
  '@media': { [media.md]: { fontSize: vars.fontSize.xxl } },
});
export const heroSubtitle = style({ margin: 0, fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.normal });
export const heroButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.tapTarget,
  marginBlockStart: vars.space.xs,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.accentContrast,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  selectors: { '&:hover': { filter: 'brightness(0.95)' }, '&:focus-visible': focusRing },
});
export const heroImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 1',
  objectFit: 'cover',
  order: -1,
  '@media': { [media.md]: { height: '100%', minHeight: '16rem', order: 1 } },
});

/** The brands: a scroll-snap row of logo tiles. */
export const brandItem = style({ flex: '0 0 auto', width: '8.5rem', scrollSnapAlign: 'start', listStyle: 'none' });
export const brandLink = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  selectors: { '&:hover': { borderColor: vars.color.brand }, '&:focus-visible': focusRing },
});
/** Brand logos are of any shape (square badges, 2:1 wordmarks): contained in a wide box on the muted surface, never cropped. */
export const brandLogo = style({
  width: '100%',
  height: 64,
  borderRadius: vars.radius.md,
  objectFit: 'contain',
  background: vars.color.surfaceMuted,
});
export const brandInitials = style([
  brandLogo,
  { display: 'grid', placeItems: 'center', color: vars.color.brand, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg },
]);
export const brandName = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  minHeight: '2.5em',
  lineHeight: 1.25,
});
