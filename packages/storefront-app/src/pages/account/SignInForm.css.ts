import { style } from '@vanilla-extract/css';

/**
 * A form of fields one under another (sign-in, on a Stack): the fields keep their own height (a
 * `field`'s 16rem basis is a width in a row but a height in a column: it left about 200 px between fields).
 */
export const form = style({ maxWidth: '28rem' });
