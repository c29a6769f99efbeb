import { style } from '@vanilla-extract/css';
import { vars } from '@storefront/tokens';

export const dealHero = style({ maxWidth: '40rem', marginBlockEnd: vars.space.lg });
