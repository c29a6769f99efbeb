import { vars } from '@storefront/tokens';
import { s } from '../../ui/styleProps.ts';

export const header = s({
  background: vars.color.header.background,
  color: vars.color.header.text,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const headerSticky = s({ position: 'sticky', top: 0, zIndex: vars.zIndex.header });
export const headerInner = s({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  maxWidth: vars.size.contentMax,
  minHeight: vars.size.mobileHeaderHeight,
  margin: '0 auto',
  padding: `0 ${vars.space.lg}`,
});
export const logoLink = s({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.tapTarget,
  color: 'inherit',
  textDecoration: 'none',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
});
export const headerLink = s({ display: 'inline-flex', alignItems: 'center', minHeight: vars.size.tapTarget, color: 'inherit', fontWeight: vars.fontWeight.medium });
export const spacer = s({ flex: 1 });
export const logoImage = s({ display: 'block', height: '40px', width: 'auto' });

export const footer = s({ background: vars.color.siteFooter.background, color: vars.color.siteFooter.text, padding: `${vars.space.xxl} 0` });
export const footerInner = s({ maxWidth: vars.size.contentMax, margin: '0 auto', padding: `0 ${vars.space.lg}`, display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const footerHeading = s({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });
export const footerLinks = s({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: `${vars.space.sm} ${vars.space.xl}` });
export const footerLink = s({ display: 'inline-flex', alignItems: 'center', minHeight: vars.size.tapTarget, color: vars.color.siteFooter.text });
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
