import { style } from '@vanilla-extract/css';
import { vars } from '@storefront/tokens';

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold });
