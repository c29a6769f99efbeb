import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@storefront/tokens';

/** Slides per view at each breakpoint (mirrors the Swiper breakpoints for the static fallback). */
export const perViewBase = createVar();
export const perViewSm = createVar();
export const perViewMd = createVar();
export const perViewLg = createVar();
export const gap = createVar();
const perView = createVar();

export const root = style({ position: 'relative', minWidth: 0 });

export const swiper = style({ width: '100%' });

/** A row of as many items as fit, sized exactly like the carousel's slides. */
export const staticRow = style({
  vars: { [perView]: perViewBase },
  display: 'flex',
  gap,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.sm]: { vars: { [perView]: perViewSm } },
    [media.md]: { vars: { [perView]: perViewMd } },
    [media.lg]: { vars: { [perView]: perViewLg } },
  },
});

/** The row before Swiper arrives: the slides past the view are clipped, as Swiper clips them. */
export const clippedRow = style({ overflow: 'hidden' });

export const staticItem = style({
  display: 'flex',
  flex: `0 0 calc((100% - (${perView} - 1) * ${gap}) / ${perView})`,
  minWidth: 0,
});

/** Slides of one row share the tallest slide's height; the item fills it. */
// (Doubled with .swiper-slide so it wins over swiper.css whatever the stylesheet order.)
export const slide = style({ selectors: { '&.swiper-slide': { display: 'flex', height: 'auto' } } });

globalStyle(`${staticItem} > *, ${slide} > *`, { flex: '1 1 auto', minWidth: 0 });

export const controls = style({
  marginTop: vars.space.sm,
});

// Swiper's own focus ring is missing: make focused slides visible.
globalStyle(`${swiper} .swiper-slide:focus-visible`, { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' });
