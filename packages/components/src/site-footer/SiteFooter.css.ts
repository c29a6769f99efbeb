import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@storefront/tokens';

const focusRing = { outline: `3px solid ${vars.color.siteFooter.text}`, outlineOffset: '2px' } as const;
/** A hairline on the dark footer, from the footer's own muted colour. */
const hairline = `color-mix(in srgb, ${vars.color.siteFooter.muted} 28%, transparent)`;

export const root = style({
  // The footer's dark surface, tinted a little with the retailer's brand colour.
  background: `color-mix(in srgb, ${vars.color.brand} 18%, ${vars.color.siteFooter.background})`,
  color: vars.color.siteFooter.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

const inner = {
  width: '100%',
  maxWidth: vars.size.contentMax,
  marginInline: 'auto',
  paddingInline: vars.space.lg,
} as const;

// ── Additional section ──
export const additional = style({
  background: vars.color.additionalSection.background,
  color: vars.color.additionalSection.text,
  paddingBlock: vars.space.xl,
});

export const additionalInner = style({ ...inner });

// ── Main columns ──
export const main = style({
  ...inner,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xxl,
  paddingBlock: vars.space.xxxl,
  '@media': {
    [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.lg]: { gridTemplateColumns: 'minmax(0, 1.5fr) repeat(3, minmax(0, 1fr))', gap: vars.space.xxxl },
  },
});

export const brand = style({
  '@media': { [media.sm]: { gridColumn: '1 / -1' }, [media.lg]: { gridColumn: 'auto' } },
});

export const logoLink = style({
  display: 'inline-flex',
  alignSelf: 'flex-start',
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': focusRing },
});

export const logoImage = style({ display: 'block', height: '48px', width: 'auto', maxWidth: '200px', objectFit: 'contain' });

export const logoWordmark = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.siteFooter.text,
});

export const subtext = style({ color: vars.color.siteFooter.muted, maxWidth: '34rem' });
globalStyle(`${subtext} p`, { margin: `0 0 ${vars.space.sm}` });
globalStyle(`${subtext} a`, { color: vars.color.siteFooter.text });
globalStyle(`${subtext} strong`, { color: vars.color.siteFooter.text });

export const socialLink = style({
  display: 'inline-flex',
  borderRadius: vars.radius.pill,
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { '&:hover': { transform: 'translateY(-2px)' }, '&:focus-visible': focusRing },
});

export const socialImage = style({ display: 'block', width: '36px', height: '36px' });

export const socialFallback = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '36px',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  border: `1px solid ${hairline}`,
  color: vars.color.siteFooter.text,
});

export const column = style({ minWidth: 0 });

export const heading = style({
  margin: 0,
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${hairline}`,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.1em',
  textTransform: 'uppercase',
  color: vars.color.siteFooter.text,
});

export const link = style({
  color: vars.color.siteFooter.muted,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { color: vars.color.siteFooter.text, textDecoration: 'underline', textUnderlineOffset: '0.2em' },
    '&:focus-visible': focusRing,
  },
});

export const allSpecials = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-start',
  gap: vars.space.xs,
  minHeight: vars.size.tapTarget,
  marginTop: vars.space.xs,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.siteFooter.text}`,
  color: vars.color.siteFooter.text,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { background: vars.color.siteFooter.text, color: vars.color.siteFooter.background },
    '&:focus-visible': focusRing,
  },
});

/** Skeletons on the dark footer: the skeleton colour, dimmed. */
export const skeletons = style({ opacity: 0.16 });
