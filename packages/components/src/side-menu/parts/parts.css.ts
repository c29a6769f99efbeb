import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@storefront/tokens';
import { input as formInput } from '../../primitives/form.css.ts';
import { MENU_SLIDER_SLIDES_PER_VIEW, SLIDER_SPACE_BETWEEN } from '../../rules/constants.ts';

const focusRing = { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' } as const;

export const section = style({ minWidth: 0 });

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const inlineLink = style({
  color: vars.color.brand,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { textDecoration: 'underline' }, '&:focus-visible': { ...focusRing, outlineOffset: '2px' } },
});

// ── Link rows (main menu, sub-menu, fixed links) ──

export const linkRow = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    width: '100%',
    minHeight: vars.size.tapTarget,
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.xs,
    border: 'none',
    borderBottom: `1px solid ${vars.color.border}`,
    background: 'transparent',
    color: vars.color.text,
    fontFamily: vars.font.body,
    textAlign: 'start',
    textDecoration: 'none',
    cursor: 'pointer',
    selectors: {
      '&:hover': { color: vars.color.brand },
      '&:focus-visible': focusRing,
    },
  },
  variants: {
    size: {
      md: { fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold },
      sm: { fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, color: vars.color.textMuted, minHeight: vars.space.xxxl },
    },
  },
  defaultVariants: { size: 'md' },
});

export const rowIcon = style({ display: 'inline-flex', flexShrink: 0, color: vars.color.textMuted });

export const backButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  alignSelf: 'flex-start',
  minHeight: vars.size.tapTarget,
  paddingInline: vars.space.sm,
  marginInlineStart: `calc(-1 * ${vars.space.sm})`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.brand,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.brandSoft }, '&:focus-visible': { ...focusRing, outlineOffset: '2px' } },
});

// ── Category tiles: slider (4 per view) or grid ──
const perView = MENU_SLIDER_SLIDES_PER_VIEW;
const gap = `${SLIDER_SPACE_BETWEEN}px`;

export const skeletonRow = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: `calc((100% - ${perView - 1} * ${gap}) / ${perView})`,
  gap,
  overflow: 'hidden',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  padding: vars.space.xxs,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.brand }, '&:focus-visible': focusRing },
});

export const tileImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '1 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
});

export const tileLabel = style({ maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const tileSkeleton = style({
  padding: vars.space.xxs,
});

export const tileSkeletonImage = style({ display: 'block', width: '100%', aspectRatio: '1 / 1' });

export const shopAll = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.tapTarget,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.brand}`,
  color: vars.color.brand,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.brandSoft }, '&:focus-visible': { ...focusRing, outlineOffset: '2px' } },
});

// ── Deals ──

export const dealRow = style({
  display: 'grid',
  gridTemplateColumns: '6rem minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.surfaceMuted }, '&:focus-visible': focusRing },
});

export const dealImage = style({
  display: 'block',
  width: '6rem',
  height: 'auto',
  aspectRatio: '2 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
});

/** The deals filter: the form look (form.css.ts's input), pill-shaped like the side menu's buttons. */
export const searchInput = style([
  formInput,
  {
    width: '100%',
    borderRadius: vars.radius.pill,
    fontSize: vars.fontSize.md,
    selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' } },
  },
]);

export const notFound = style({
  margin: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'center',
});

// ── Brands ──

export const brandTile = style({
  display: 'block',
  textDecoration: 'none',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  selectors: { '&:hover': { boxShadow: vars.shadow.md }, '&:focus-visible': { ...focusRing, outlineOffset: '2px' } },
});

// A custom image is a 2:1 tile; contain keeps any other shape whole.
export const brandImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '2 / 1',
  objectFit: 'contain',
  background: vars.color.surfaceMuted,
});

/** A brand with only its square logo: the logo beside its name, in the same 2:1 tile as a custom image. */
export const brandLogoTile = style({
  aspectRatio: '2 / 1',
  padding: vars.space.sm,
  background: vars.color.surfaceMuted,
});

export const brandLogo = style({
  flex: '0 0 auto',
  width: '40%',
  maxWidth: '56px',
  height: 'auto',
  aspectRatio: '1',
  borderRadius: vars.radius.md,
  objectFit: 'cover',
});

export const brandLogoName = style({
  minWidth: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1.25,
  overflowWrap: 'anywhere',
});

export const brandName = style({
  aspectRatio: '2 / 1',
  padding: vars.space.sm,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'center',
});
