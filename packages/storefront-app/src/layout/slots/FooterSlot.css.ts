/**
 * The space the desktop footer takes while its module loads (FooterSlot): the height of the
 * footer's own skeleton (SiteFooter while `loading`: 640 px in its two-column layout below the lg
 * breakpoint, 268 px in its four columns from lg; measured at 769–1920 px, the same for every demo
 * site), so the skeleton footer replaces it without moving what follows. Its surface is the
 * footer's (SiteFooter.css.ts root), so no other colour shows in between.
 */
import { style } from '@vanilla-extract/css';
import { media, vars } from '@storefront/tokens';

export const desktopFooterReserve = style({
  display: 'block',
  minHeight: '640px',
  background: `color-mix(in srgb, ${vars.color.brand} 18%, ${vars.color.siteFooter.background})`,
  '@media': { [media.lg]: { minHeight: '268px' } },
});
