/**
 * The layout shell. Per route it decides which chrome shows (useChrome: the navigation rules) and
 * wraps every widget in a WidgetBoundary so one broken block never blanks the page:
 * skip link → ticker → header → side menu → <main id={MAIN_ID}> → footer → demo switcher → bottom bar,
 * then the overlays driven by the ui store: the sign-in-required modal (one instance), the search
 * slot and the store-chooser slot (the store preference, the first-visit choice, the store-switch
 * review); beside the shell the age gate (the shell is inert while it asks) and the store-closed modal.
 *
 * Route-level behaviour: a route change closes the menus (useRouteChange); login-required routes
 * open the sign-in-required modal for guests (useSignInGate); a retailer change shows the nav-link
 * skeleton and refreshes page data (useRetailerChange); a signed-in shopper's wishlist and
 * notification counts are mirrored into the stores the headers read (useAccountSync).
 */
import { PreviewBanner } from '@storefront/components';
import { usePreviewNotice, type PreviewNotice } from '../site/previewNotice.tsx';
import { CMS_PREVIEW_OFF, CMS_PREVIEW_PARAM } from '../site/previewParams.ts';
import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { Stack, Ticker, tickerPropsFromCms, WidgetBoundary } from '@storefront/components';
import { useSite } from '../site/SiteContext.tsx';
import { useUiStore } from '../stores/index.ts';
import { useShop } from '../shop/useShop.ts';
import { useRetailerChange } from '../chrome/useRetailerChange.ts';
import { useSignInGate } from '../chrome/useSignInGate.ts';
import { useAccountSync } from '../chrome/accountQueries.ts';
import { CartSidebarSlot, useCartSync } from '../cart/index.ts';
import { useFormNotice } from '../shop/useFormNotice.ts';
import { routeForPath } from '../routes/resolveRoute.ts';
import { DemoSiteSwitcher } from './DemoSiteSwitcher.tsx';
import { useChrome } from './useChrome.ts';
import { BottomBarSlot } from './slots/BottomBarSlot.tsx';
import { FooterSlot } from './slots/FooterSlot.tsx';
import { HeaderSlot } from './slots/HeaderSlot.tsx';
import { SearchSlot } from './slots/SearchSlot.tsx';
import { SignInRequiredSlot } from './slots/SignInRequiredSlot.tsx';
import { SideMenuSlot } from './slots/SideMenuSlot.tsx';
import { CheckoutOfferSlot } from './slots/CheckoutOfferSlot.tsx';
import { StoreChooserSlot } from './slots/StoreChooserSlot.tsx';
import { AgeGateSlot, useAgeGateState } from './slots/AgeGateSlot.tsx';
import { StoreClosedSlot } from './slots/StoreClosedSlot.tsx';
import { PopupCampaignSlot } from './slots/PopupCampaignSlot.tsx';
import { AbandonedCartSlot } from './slots/AbandonedCartSlot.tsx';
import { CartReminderSlot } from './slots/CartReminderSlot.tsx';
import * as css from './AppLayout.css.ts';
import { MAIN_ID, SKIP_LINK_TEXT } from './landmarks.ts';

/**
 * "A route change closes the menus". After a link navigation the page starts at the top and focus
 * moves to <main> so the new page is announced; back/forward (POP) keeps the browser's scroll.
 */
function useRouteChange(pathname: string, mainRef: RefObject<HTMLElement | null>) {
  const closeMenus = useUiStore((state) => state.closeMenus);
  const navigationType = useNavigationType();
  const first = useRef(true);
  useEffect(() => {
    closeMenus();
    if (first.current) {
      first.current = false;
      return;
    }
    if (navigationType !== 'POP') window.scrollTo(0, 0);
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname, closeMenus, mainRef, navigationType]);
}

/** The banner's way out: '?preview=off' ends a preview; after a failed link, the page without it. */
function previewEndHref(pathname: string, notice: PreviewNotice): string {
  return notice.kind === 'on' ? `${pathname}?${CMS_PREVIEW_PARAM}=${CMS_PREVIEW_OFF}` : pathname;
}

export function AppLayout() {
  const { pathname } = useLocation();
  const { config } = useSite();
  const chrome = useChrome(pathname, config);
  const route = useMemo(() => routeForPath(pathname), [pathname]);
  const mainRef = useRef<HTMLElement>(null);
  useRouteChange(pathname, mainRef);
  useSignInGate(pathname, route?.loginRequired === true);
  useRetailerChange(useShop().retailerId);
  useAccountSync();
  useCartSync();
  useFormNotice();
  // The chrome slots are memoised on these two props: the layout re-renders when the stored values load
  // after hydration (the age gate's answer) and when an overlay opens, and the chrome need not follow.
  const slotProps = { chrome, pathname };
  // While the age gate asks, nothing behind it can be reached (it is also hidden by its opaque backdrop).
  // Before the stored answer is read it is 'pending': in the page, not modal, nothing inert.
  const ageGate = useAgeGateState();
  const ageGateOpen = ageGate === 'open';
  // The overlays that wait for the gate wait while it may still ask.
  const ageGateAsking = ageGate !== 'closed';
  // Spec 2.13: while a pop-up campaign is open, the page footer is hidden.
  const popupCampaignOpen = useUiStore((state) => state.popupCampaignOpen);

  const previewNotice = usePreviewNotice();

  return (
    <>
      {/* Before the page in the HTML: a first visit's first paint is the question, never the page under it. */}
      <AgeGateSlot state={ageGate} />
      <Stack className={css.shell} data-route={route?.id} inert={ageGateOpen || undefined}>
        <a className={css.skipLink} href={`#${MAIN_ID}`}>
          {SKIP_LINK_TEXT}
        </a>
        {previewNotice ? <PreviewBanner notice={previewNotice} endHref={previewEndHref(pathname, previewNotice)} /> : null}
        {chrome.ticker ? (
          <WidgetBoundary name="Ticker" resetKey={config}>
            <Ticker {...tickerPropsFromCms(config)} />
          </WidgetBoundary>
        ) : null}
        {chrome.header ? (
          <WidgetBoundary name="Header" resetKey={config}>
            <HeaderSlot {...slotProps} />
          </WidgetBoundary>
        ) : null}
        <WidgetBoundary name="SideMenu" resetKey={config}>
          <SideMenuSlot {...slotProps} />
        </WidgetBoundary>
        <main id={MAIN_ID} ref={mainRef} tabIndex={-1} className={css.main[route?.chrome?.narrow ? 'narrow' : 'wide']}>
          <Outlet />
        </main>
        {chrome.footer && !popupCampaignOpen ? (
          <WidgetBoundary name="Footer" resetKey={config}>
            <FooterSlot {...slotProps} />
          </WidgetBoundary>
        ) : null}
        <WidgetBoundary name="DemoSiteSwitcher">
          <DemoSiteSwitcher />
        </WidgetBoundary>
        {chrome.bottomBar ? (
          <WidgetBoundary name="BottomBar" resetKey={config}>
            <BottomBarSlot {...slotProps} />
          </WidgetBoundary>
        ) : null}
        <WidgetBoundary name="SignInRequiredModal">
          <SignInRequiredSlot />
        </WidgetBoundary>
        <SearchSlot />
        <StoreChooserSlot />
        <WidgetBoundary name="CartSidebar">
          <CartSidebarSlot />
        </WidgetBoundary>
        <WidgetBoundary name="CheckoutOffer">
          <CheckoutOfferSlot />
        </WidgetBoundary>
      </Stack>
      <WidgetBoundary name="StoreClosedModal">
        <StoreClosedSlot ageGateOpen={ageGateAsking} />
      </WidgetBoundary>
      <WidgetBoundary name="AbandonedCart">
        <AbandonedCartSlot />
      </WidgetBoundary>
      <WidgetBoundary name="CartReminder">
        <CartReminderSlot />
      </WidgetBoundary>
      <WidgetBoundary name="PopupCampaign">
        <PopupCampaignSlot ageGateOpen={ageGateAsking} />
      </WidgetBoundary>
    </>
  );
}
