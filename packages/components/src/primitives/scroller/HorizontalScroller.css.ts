import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@storefront/tokens';

export const gapVar = createVar();
const fade = vars.space.xl;

// Mask gradients only use alpha; 'black' here means "fully visible", not a colour on screen.
const masks = {
  start: `linear-gradient(to right, transparent 0, black ${fade})`,
  end: `linear-gradient(to right, black calc(100% - ${fade}), transparent 100%)`,
  both: `linear-gradient(to right, transparent 0, black ${fade}, black calc(100% - ${fade}), transparent 100%)`,
};

export const scroller = style({
  vars: { [gapVar]: vars.space.md },
  display: 'flex',
  gap: gapVar,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto',
  overflowY: 'hidden',
  scrollSnapType: 'x proximity',
  scrollbarWidth: 'none',
  overscrollBehaviorX: 'contain',
  WebkitOverflowScrolling: 'touch',
  borderRadius: vars.radius.sm,
  selectors: {
    '&::-webkit-scrollbar': { display: 'none' },
    '&[data-fade="start"]': { maskImage: masks.start, WebkitMaskImage: masks.start },
    '&[data-fade="end"]': { maskImage: masks.end, WebkitMaskImage: masks.end },
    '&[data-fade="both"]': { maskImage: masks.both, WebkitMaskImage: masks.both },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

globalStyle(`${scroller} > *`, { flexShrink: 0, scrollSnapAlign: 'start' });
