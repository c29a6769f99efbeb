/**
 * The desktop header (≥ 769 px) until DesktopHeader (packages/components/src/desktop-header) is
 * wired in: the CMS logo (headerWidgetCmsData.logo / logoAlt / logoTitle; the site name when no
 * logo is set) linking home, a button that opens the side menu, and the cart link with its count.
 * HeaderSlot renders it in its `desktop` branch only.
 */
import { cartPath, homePath, SmartLink, Button } from '@storefront/components';
import { useSite } from '../../site/SiteContext.tsx';
import { useCartStore, useUiStore } from '../../stores/index.ts';
import * as css from './styles.ts';
import { mergeStyles } from '../../ui/styleProps.ts';

export function InterimDesktopHeader() {
  const { config } = useSite();
  const { logo, logoAlt, logoTitle, isStickyHeader } = config.headerWidgetCmsData;
  const siteName = config.siteSettings.siteName;
  const counter = useCartStore((state) => state.counter);
  const openSideMenu = useUiStore((state) => state.setSideMenuOpen);

  return (
    <header {...mergeStyles(css.header, isStickyHeader && css.headerSticky)} data-desktop-header="interim">
      <div {...css.headerInner}>
        <SmartLink href={homePath(config.siteSettings.homeLink)} {...css.logoLink} title={logoTitle || undefined}>
          {logo ? <img src={logo} alt={logoAlt || siteName} {...css.logoImage} /> : siteName}
        </SmartLink>
        <span {...css.spacer} />
        <Button variant="ghost" size="sm" onClick={() => openSideMenu(true)} aria-haspopup="dialog">
          Menu
        </Button>
        <SmartLink href={cartPath(config.siteSettings.cartLink)} {...css.headerLink} aria-label={`Cart, ${counter} items`}>
          Cart ({counter})
        </SmartLink>
      </div>
    </header>
  );
}
