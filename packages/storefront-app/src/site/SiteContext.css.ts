import { style } from '@vanilla-extract/css';
import { vars } from '@storefront/tokens';

/** While the site's CMS payload loads (a site the browser has no configuration of yet). */
export const loading = style({ minHeight: '60vh', display: 'grid', placeItems: 'center', color: vars.color.textMuted });
