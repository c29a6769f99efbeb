import { style } from '@vanilla-extract/css';
import { vars } from '@storefront/tokens';

/** The slot: holds its reserved height from the first paint (CLS) and lays its creative out. */
export const slot = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  width: '100%',
  containerType: 'inline-size',
  selectors: { '&[hidden]': { display: 'none' } },
});

export const skeleton = style({ width: '100%', height: '100%', minHeight: 'inherit', borderRadius: vars.radius.lg });

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
    '(max-width: 560px)': { selectors: { '&[data-layout="row"]': { flexDirection: 'column', textAlign: 'center', justifyContent: 'center' } } },
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
});

export const bannerText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0, flex: '1 1 auto' });
export const bannerBrand = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, textTransform: 'uppercase', letterSpacing: '0.06em' });
export const bannerHeadline = style({ fontFamily: vars.font.heading, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });
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

export const carouselHead = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.sm, marginBlockEnd: vars.space.sm });
export const carouselTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.lg });
