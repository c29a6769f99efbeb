import { vars } from '@storefront/tokens';
import { s } from '../../ui/styleProps.ts';

export const footer = s({
  background: vars.color.siteFooter.background,
  color: vars.color.siteFooter.text,
  padding: `${vars.space.xxl} 0`,
});
export const footerInner = s({
  maxWidth: vars.size.contentMax,
  margin: '0 auto',
  padding: `0 ${vars.space.lg}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});
export const footerHeading = s({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });
export const footerLinks = s({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.sm} ${vars.space.xl}`,
});
export const footerLink = s({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.tapTarget,
  color: vars.color.siteFooter.text,
});
export const copyright = s({ margin: 0, color: vars.color.siteFooter.muted, fontSize: vars.fontSize.sm });

export const sideMenuList = s({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });
export const sideMenuLink = s({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.tapTarget,
  padding: `0 ${vars.space.sm}`,
  color: vars.color.text,
  textDecoration: 'none',
  borderBottom: `1px solid ${vars.color.border}`,
});
