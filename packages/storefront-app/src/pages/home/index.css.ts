import { style } from '@vanilla-extract/css';

/** Where a home section below the fold appears once its module is in (a client navigation that outruns its loader): nothing shifts up. */
export const sectionReserve = style({ minHeight: '20rem' });
