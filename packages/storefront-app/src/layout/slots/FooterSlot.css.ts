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

/** The compact footer below md: the quick links in rows, then the copyright line. */
export const compactFooter = style({
  background: vars.color.siteFooter.background,
  color: vars.color.siteFooter.text,
  padding: `${vars.space.xxl} 0`,
});
export const compactInner = style({
  maxWidth: vars.size.contentMax,
  margin: '0 auto',
  padding: `0 ${vars.space.lg}`,
});
export const compactHeading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });
/** Rows closer than columns: two gaps, so not one of the Inline's single steps. */
export const compactLinks = style({ gap: `${vars.space.sm} ${vars.space.xl}` });
export const compactLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.tapTarget,
  color: vars.color.siteFooter.text,
});
export const copyright = style({ margin: 0, color: vars.color.siteFooter.muted, fontSize: vars.fontSize.sm });
