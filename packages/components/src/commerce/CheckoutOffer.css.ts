import { style } from '@vanilla-extract/css';
import { vars } from '@storefront/tokens';

/** Wide enough for four cards side by side; the viewport caps it. */
export const panel = style({ maxWidth: 'min(60rem, 100%)' });

export const empty = style({ margin: 0, paddingBlock: vars.space.xl, textAlign: 'center', fontWeight: vars.fontWeight.semibold });

/** The loading row: the carousel's slides at their final size (2, from 640 px 4). */
export const skeletonRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: '10px',
  '@media': { 'screen and (min-width: 640px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const skeletonExtra = style({
  display: 'none',
  '@media': { 'screen and (min-width: 640px)': { display: 'block' } },
});

export const footer = style({ width: '100%' });
