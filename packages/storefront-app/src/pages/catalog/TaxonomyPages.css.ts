import { style } from '@vanilla-extract/css';
import { vars } from '@storefront/tokens';

export const brandLogo = style({ width: '120px', height: '120px', objectFit: 'contain', borderRadius: vars.radius.md });
