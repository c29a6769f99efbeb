import clsx from 'clsx';
import { MapPin, ShoppingCart, Store } from 'lucide-react';
import { Hamburger, Logo, NotificationBell, WishlistButton } from '../header/index.ts';
// Not in the header's public index (yet): lets the shared icon parts take the top row's colours.
import { HeaderRowProvider } from '../header/parts/headerRowContext.ts';
import { Badge, badgeText, countedName } from '../primitives/Badge.tsx';
import { iconButton, iconSlot } from '../primitives/IconButton.css.ts';
import { SmartLink } from '../primitives/link/SmartLink.tsx';
import { cartBadgeLabel } from '../rules/commerce/cart.ts';
import { SELECT_A_STORE_LABEL } from '../rules/navigation/storeBar.ts';
import { AccountMenu } from './AccountMenu.tsx';
import { BrandDropdown } from './BrandDropdown.tsx';
import type { DesktopHeaderProps, OrderSummary } from './desktopHeaderTypes.ts';
import { DesktopNavLink, NavLinksSkeleton } from './DesktopNavLinks.tsx';
import { DesktopSearchBox } from './DesktopSearchBox.tsx';
import { MegaMenu } from './MegaMenu.tsx';
import { Inline } from '../primitives/layout/Inline.tsx';
import { Stack } from '../primitives/layout/Stack.tsx';
import * as css from './DesktopHeader.css.ts';

export const CART_LABEL = 'Cart';
export const DESKTOP_NAV_LABEL = 'Site navigation';

function CartLink({ href, count, onOpen }: { href: string; count: number; onOpen?: () => void }) {
  const text = badgeText(count, cartBadgeLabel);
  return (
    <SmartLink
      href={href}
      onClick={(event) => {
        // The cart sidebar opens in place; a new tab or window still gets the cart page.
        if (!onOpen || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
        event.preventDefault();
        onOpen();
      }}
      aria-haspopup={onOpen ? 'dialog' : undefined}
      className={iconButton({ size: 'md', variant: 'inherit' })}
      aria-label={countedName(CART_LABEL, text)}
      data-part="cart"
    >
      <span aria-hidden="true" className={iconSlot}>
        <ShoppingCart size={22} />
      </span>
      <Badge count={count} format={cartBadgeLabel} placement="corner" aria-hidden />
    </SmartLink>
  );
}

function OrderSummaryButton({ summary, onClick }: { summary: OrderSummary; onClick?: () => void }) {
  return (
    <button type="button" className={css.summary} onClick={onClick} title={summary.text} aria-haspopup="dialog" data-part="orderSummary">
      <MapPin size={20} aria-hidden="true" />
      <Stack as="span" className={css.summaryText}>
        <span className={css.summaryLabel}>{summary.label}</span>
        {summary.address !== '' ? <span className={css.summaryAddress}>{summary.address}</span> : null}
      </Stack>
    </button>
  );
}

/**
 * The desktop header (spec 2.3, widths from 769 px): logo, order-preference summary or 'Select a
 * Store', search box, account area and the wishlist, notification and cart icons; below it the nav
 * bar with the menu button, the 'Shop' mega-submenu, the brand label dropdown, the CMS links (or
 * their skeleton after a retailer change) and the optional 'Apply Now'.
 */
export function DesktopHeader(props: DesktopHeaderProps) {
  const { shopper, currentPath, onNavLinkClick, applyNow } = props;
  return (
    <header className={clsx(css.root({ sticky: props.sticky }), props.className)} data-desktop-header="">
      <div className={css.topRow}>
        <HeaderRowProvider value={{ tone: 'brand', iconSize: 'md' }}>
          <div className={css.topInner}>
            <Logo {...props.logo} />
            {props.orderSummary !== null ? <OrderSummaryButton summary={props.orderSummary} onClick={props.onOpenStorePreference} /> : null}
            {props.showSelectAStore ? (
              <button type="button" className={css.selectStore} onClick={props.onUseDefaultHomePage} data-part="selectStore">
                <Store size={16} aria-hidden="true" />
                {SELECT_A_STORE_LABEL}
              </button>
            ) : null}
            {props.storeControl && props.orderSummary === null && !props.showSelectAStore ? (
              <button
                type="button"
                className={css.selectStore}
                onClick={props.onOpenStorePreference}
                aria-haspopup="dialog"
                data-part="storeControl"
              >
                <Store size={16} aria-hidden="true" />
                {props.storeControl.label}
              </button>
            ) : null}
            <DesktopSearchBox
              searchType={props.searchType}
              placeholder={props.searchPlaceholder}
              onOpenSearch={props.onOpenSearch}
              onNavigate={props.onNavigate}
            />
            <Inline align="center" wrap={false} gap="xs" className={css.actions}>
              <AccountMenu
                shopper={shopper}
                firstName={props.firstName}
                wishlists={props.wishlists}
                hasChatPlatform={props.hasChatPlatform}
                currentPath={currentPath}
                onCreateList={props.onCreateList}
                onSignOut={props.onSignOut}
              />
              <WishlistButton shopper={shopper} href={props.wishlistHref} onRequireSignIn={props.onRequireSignIn} />
              <NotificationBell
                shopper={shopper}
                onNotificationsClick={props.onNotificationsClick}
                onRequireSignIn={props.onRequireSignIn}
              />
              <CartLink href={props.cartHref} count={props.cartCount} onOpen={props.onOpenCart} />
            </Inline>
          </div>
        </HeaderRowProvider>
      </div>
      <nav className={css.navBar} aria-label={DESKTOP_NAV_LABEL}>
        <div className={css.navInner}>
          <Hamburger onOpenMenu={props.onOpenMenu} />
          <Inline as="ul" align="center" wrap={false} gap="xxs" className={css.navList} aria-busy={props.navLoading || undefined}>
            <MegaMenu context={props.shopMenu} currentPath={currentPath} onNavLinkClick={onNavLinkClick} />
            {props.brandDropdown !== null ? (
              <BrandDropdown data={props.brandDropdown} currentPath={currentPath} onNavLinkClick={onNavLinkClick} />
            ) : null}
            {props.navLoading ? (
              <NavLinksSkeleton />
            ) : (
              props.navLinks.map((link, index) => (
                <DesktopNavLink key={`${link.label}-${index}`} link={link} currentPath={currentPath} onNavLinkClick={onNavLinkClick} />
              ))
            )}
          </Inline>
          {applyNow !== null ? (
            <SmartLink href={applyNow.href} className={css.applyNow} onClick={() => onNavLinkClick?.(applyNow.href)} data-part="applyNow">
              {applyNow.label}
            </SmartLink>
          ) : null}
        </div>
      </nav>
    </header>
  );
}
