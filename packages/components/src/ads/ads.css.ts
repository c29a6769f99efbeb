import { style } from '@vanilla-extract/css';
import { vars } from '@storefront/tokens';

/** The slot: holds its reserved height from the first paint (CLS) and lays its creative out. */
export const slot = style({
  // A one-column grid no wider than its place: a carousel's row scrolls inside it and never
  // widens the page (a phone would zoom the whole page out to fit it).
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignContent: 'center',
  width: '100%',
  minWidth: 0,
  containerType: 'inline-size',
  selectors: { '&[hidden]': { display: 'none' } },
});

/** The 'Sponsored' label every creative carries. */
export const label = style({
  alignSelf: 'flex-start',
  padding: `2px ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: 'rgba(0, 0, 0, 0.62)',
  color: '#ffffff',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.02em',
});

export const banner = style({
  position: 'relative',
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'center',
  boxSizing: 'border-box',
  width: '100%',
  marginInline: 'auto',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  textDecoration: 'none',
  overflow: 'hidden',
  boxShadow: vars.shadow.sm,
  selectors: {
    '&[data-layout="column"]': { flexDirection: 'column', justifyContent: 'center', textAlign: 'center' },
    '&[data-layout="row"]': { flexDirection: 'row' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
  '@container': {
    // A wide placement on a narrow screen stacks like a tall one.
    '(max-width: 560px)': {
      gap: vars.space.sm,
      padding: vars.space.md,
      selectors: { '&[data-layout="row"]': { flexDirection: 'column', textAlign: 'center', justifyContent: 'center' } },
    },
  },
});

export const bannerLabel = style({ position: 'absolute', insetBlockStart: vars.space.sm, insetInlineStart: vars.space.sm });

export const bannerLogo = style({
  flex: 'none',
  width: 72,
  height: 72,
  borderRadius: vars.radius.pill,
  background: '#ffffff',
  objectFit: 'contain',
  padding: vars.space.xs,
  boxSizing: 'border-box',
  '@container': { '(max-width: 560px)': { width: 48, height: 48 } },
});

export const bannerText = style({ minWidth: 0, flex: '1 1 auto' });
export const bannerBrand = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});
export const bannerHeadline = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  '@container': { '(max-width: 560px)': { fontSize: vars.fontSize.lg } },
});
export const bannerBody = style({ fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal });

export const bannerCta = style({
  flex: 'none',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.pill,
  background: '#ffffff',
  color: '#1a1a1a',
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
});

/** Sponsored product cards side by side, each between the placement's card widths. */
export const cards = style({ display: 'grid', gap: vars.space.md, justifyContent: 'start' });

export const cardCell = style({ height: '100%' });

export const carouselItem = style({ position: 'relative', flex: 'none', scrollSnapAlign: 'start' });

export const carouselTitle = style({
  margin: 0,
  marginBlockEnd: vars.space.sm,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
});

export const bannerSkeleton = style({ marginInline: 'auto', borderRadius: vars.radius.lg });

/** The placement asked for no skeleton: its space is still held, the placeholder is not shown. */
export const invisible = style({ visibility: 'hidden' });
