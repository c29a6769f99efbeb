/** The cart and checkout pages: lines, then the summary beside them when there is room (under them on a phone), on an Inline. */
import { style } from '@vanilla-extract/css';

export const lines = style({ flex: '999 1 28rem', minWidth: 0 });
/** On a Stack. */
export const summary = style({ flex: '1 1 20rem', minWidth: 0 });
