import { style } from '@vanilla-extract/css';
import { vars, media } from '@storefront/tokens';

export const section = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

/** Only one of the two buttons shows when mobile and desktop differ (deals version v2). */
export const mobileOnly = style({ '@media': { [media.md]: { display: 'none' } } });
export const desktopOnly = style({ display: 'none', '@media': { [media.md]: { display: 'inline-flex' } } });

/** The loading row: as many card skeletons as show, at the carousel's slide width. */
export const skeletonRow = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'calc((100% - 10px * 0.1) / 1.1)',
  gap: '10px',
  overflow: 'hidden',
  '@media': {
    [media.md]: { gridAutoColumns: 'calc((100% - 10px * 1.1) / 2.1)' },
    [media.lg]: { gridAutoColumns: 'calc((100% - 10px * 2.1) / 3.1)' },
  },
});

export const empty = style({ margin: 0, color: vars.color.textMuted });
