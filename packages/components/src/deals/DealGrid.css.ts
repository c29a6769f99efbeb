import { style } from '@vanilla-extract/css';
import { vars } from '@storefront/tokens';

export const empty = style({ margin: 0, color: vars.color.textMuted });
