import { createVar, keyframes, style } from '@vanilla-extract/css';
import { media, vars } from '@storefront/tokens';

export const durationVar = createVar();
const gap = vars.space.xxl;

const marquee = keyframes({
  from: { transform: 'translateX(0)' },
  to: { transform: `translateX(calc(-100% - ${gap}))` },
});

/** The bar: its height is reserved (vars.size.tickerHeight) so nothing below it shifts. */
export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  height: vars.size.tickerHeight,
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.xs,
  overflow: 'hidden',
  background: vars.color.ticker.background,
  color: vars.color.ticker.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
});

export const viewport = style({
  display: 'flex',
  flex: '1 1 auto',
  minWidth: 0,
  height: '100%',
  gap,
  overflow: 'hidden',
  '@media': {
    // No marquee: a row the shopper scrolls (links scroll into view when focused).
    [media.reducedMotion]: { overflowX: 'auto', scrollbarWidth: 'none' },
  },
});

export const group = style({
  display: 'flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'flex-start',
  gap,
  minWidth: '100%',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  animation: `${marquee} ${durationVar} linear infinite`,
  selectors: {
    [`${bar}:hover &, ${bar}:focus-within &, ${bar}[data-paused="true"] &`]: { animationPlayState: 'paused' },
  },
  '@media': {
    [media.reducedMotion]: { animation: 'none', minWidth: 'auto' },
  },
});

/** The duplicate copy that makes the loop seamless; not needed without motion. */
export const duplicate = style({
  '@media': { [media.reducedMotion]: { display: 'none' } },
});

export const item = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  whiteSpace: 'nowrap',
  selectors: {
    // A small dot centred in the gap before every entry (drawn, so screen readers read no
    // character). The first entry's dot separates the two copies at the loop's seam.
    '&::before': {
      content: '""',
      position: 'absolute',
      left: `calc(-0.5 * ${gap} - 2px)`,
      width: '4px',
      height: '4px',
      borderRadius: vars.radius.pill,
      background: 'currentColor',
      opacity: 0.7,
    },
  },
});

export const link = style({
  // WCAG 2.5.8: at least 24 px tall to tap, however small the text (the bar is taller).
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '24px',
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    'a&:hover': { textDecoration: 'underline', textUnderlineOffset: '0.2em' },
    // The global focus colour may vanish on a CMS colour: the ticker's own text colour is readable.
    '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: '2px' },
  },
});

export const pause = style({
  selectors: {
    '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: '-2px' },
  },
  '@media': { [media.reducedMotion]: { display: 'none' } },
});
