/**
 * Story harness for the mobile top chrome: the fixture's CMS (plus the story's patch) through
 * headerPropsFromCms, the shopper's state from the story args, the route from the preview's
 * MemoryRouter, router links, and stand-ins for what the app owns (side menu, store chooser,
 * store-preference drawer, search overlay, sign-in-required modal).
 */
import { useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  Drawer,
  Header,
  LinkAdapterProvider,
  MobileHeader,
  SignInRequiredModal,
  headerDesigns,
  headerPropsFromCms,
  headerFlagMatrix,
  type HeaderCallbacks,
  type HeaderData,
  type HeaderVariant,
  type OrderType,
  type SiteConfig,
  type StoreBarPreference,
} from '@storefront/components';
import { retailers } from '@storefront/fixtures/catalog';
import { useStoryCms } from '../support/cms.tsx';
import { PageBehind } from '../support/PageBehind.tsx';
import { renderRouterLink } from '../support/routerLinks.tsx';

/** A CMS patch that turns on exactly one isHeader… flag (the resolver takes the first flag on). */
export function headerPatch(variant: HeaderVariant) {
  return headerFlagMatrix.select(variant);
}

/** Story parameters for one variant: the CMS patch, a route and the layout's description. */
export function variantParameters(variant: HeaderVariant, route = '/') {
  return {
    cms: { patch: headerPatch(variant) },
    route,
    docs: { description: { story: `${headerDesigns[variant].name}: ${headerDesigns[variant].description}` } },
  };
}

export const mobileGlobals = { viewport: { value: 'mobile', isRotated: false } };
export const desktopGlobals = { viewport: { value: 'desktop', isRotated: false } };

export interface HeaderStoryArgs {
  signedIn?: boolean;
  wishlistProductsCount?: number;
  unseenCount?: number;
  localNotificationCount?: number;
  orderType?: OrderType;
  /** No retailer chosen yet (the default-home-page control shows for dispensary-menu providers). */
  noStore?: boolean;
  navLinksLoading?: boolean;
}

/** The order preference of the fixture's retailer (initialSiteData.canSelectedRetailerId). */
export function storyPreference(config: SiteConfig, orderType: OrderType): StoreBarPreference & { retailerId: string } {
  const retailer = retailers.find((r) => r.id === config.initialSiteData.canSelectedRetailerId) ?? retailers[0];
  if (!retailer) throw new Error('the demo catalogue has no retailers');
  const { city, state, postalCode } = retailer.addressObject;
  return {
    orderType,
    retailerId: retailer.id,
    retailerName: retailer.retailerName,
    retailerDetails: { address: retailer.address },
    selectedDeliveryAddress: `215 Main St, ${city}, ${state} ${postalCode}`,
    selectedPickupAddressObject: retailer.addressObject,
    selectedCurbsideAddressObject: retailer.addressObject,
  };
}

/** The header's data props for the story, as the app builds them from its stores. */
export function useHeaderStoryData(args: HeaderStoryArgs): HeaderData {
  const { config } = useStoryCms();
  const { pathname } = useLocation();
  return headerPropsFromCms(
    args.noStore ? { ...config, initialSiteData: { ...config.initialSiteData, canSelectedRetailerId: '' } } : config,
    {
      signedIn: args.signedIn ?? false,
      wishlistProductsCount: args.wishlistProductsCount ?? 0,
      unseenCount: args.unseenCount ?? 0,
      localNotificationCount: args.localNotificationCount ?? 0,
      hasRecommendedProducts: true,
      // Without a store the preference store still has an order type, but no retailer or address.
      orderPreference: args.noStore
        ? { orderType: args.orderType ?? 'PICKUP', retailerId: null, retailerName: null }
        : storyPreference(config, args.orderType ?? 'PICKUP'),
      navLinksLoading: args.navLinksLoading ?? false,
      currentPath: pathname,
    },
  );
}

type Open = 'menu' | 'storePicker' | 'storePreference' | 'search' | 'signIn' | null;

/** The app's side of the header: overlays it opens and the little state it owns. */
export function AppStandIns({ children }: { children: (callbacks: HeaderCallbacks, extra: AppExtras) => ReactNode }) {
  const [open, setOpen] = useState<Open>(null);
  const [localCountReset, setLocalCountReset] = useState(false);
  const [defaultHome, setDefaultHome] = useState(false);
  const navigate = useNavigate();
  const [, setSearchParams] = useSearchParams();
  const close = () => setOpen(null);
  const callbacks: HeaderCallbacks = {
    onOpenMenu: () => setOpen('menu'),
    onOpenStorePicker: () => setOpen('storePicker'),
    onOpenStorePreference: () => setOpen('storePreference'),
    onOpenSearch: () => setOpen('search'),
    onRequireSignIn: () => setOpen('signIn'),
    onNotificationsClick: () => setLocalCountReset(true),
    onUseDefaultHomePage: () => setDefaultHome(true),
  };
  const extra: AppExtras = {
    localCountReset,
    defaultHome,
    onBack: () => void navigate(-1),
    onNavigate: (href) => void navigate(href),
    onClearSearch: () =>
      setSearchParams((params) => {
        params.delete('search');
        return params;
      }),
  };
  const standIn = (key: Exclude<Open, null | 'signIn'>, title: string, side: 'left' | 'right' | 'bottom', text: string) => (
    <Drawer side={side} open={open === key} onClose={close} title={title}>
      <p style={{ margin: 0 }}>{text}</p>
    </Drawer>
  );
  return (
    <LinkAdapterProvider renderLink={renderRouterLink}>
      {children(callbacks, extra)}
      {standIn('menu', 'Side menu', 'left', 'The app opens its side menu (spec 2.6) here.')}
      {standIn('storePicker', 'Choose a store', 'bottom', 'The app opens its store chooser (spec 2.7) here.')}
      {standIn('storePreference', 'Store preference', 'bottom', 'The app opens its store-preference drawer (spec 2.7) here.')}
      {standIn('search', 'Search', 'right', 'The app opens its search overlay (spec 2.4) here.')}
      <SignInRequiredModal open={open === 'signIn'} onClose={close} />
    </LinkAdapterProvider>
  );
}

export interface AppExtras {
  localCountReset: boolean;
  defaultHome: boolean;
  onBack: () => void;
  onNavigate: (href: string) => void;
  onClearSearch: () => void;
}

/** The retailer's page under the header, so the header is seen in place. */
export function PageBody() {
  return <PageBehind />;
}

function withAppState(data: HeaderData, extra: AppExtras): HeaderData {
  return {
    ...data,
    shopper: { ...data.shopper, localNotificationCount: extra.localCountReset ? 0 : data.shopper.localNotificationCount },
    isDefaultHomePage: data.isDefaultHomePage || extra.defaultHome,
  };
}

/** The CMS header variant of the fixture (plus patch), in place above a page (`body`: another page). */
export function HeaderStory({ body = <PageBody />, ...args }: HeaderStoryArgs & { body?: ReactNode }) {
  const data = useHeaderStoryData(args);
  return (
    <AppStandIns>
      {(callbacks, extra) => (
        <>
          <Header {...withAppState(data, extra)} {...callbacks} />
          {body}
        </>
      )}
    </AppStandIns>
  );
}

/** The mobile header the route picks (search, title, none, product or the CMS variant). */
export function MobileHeaderStory(args: HeaderStoryArgs) {
  const data = useHeaderStoryData(args);
  const { config } = useStoryCms();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  return (
    <AppStandIns>
      {(callbacks, extra) => (
        <>
          <MobileHeader
            {...withAppState(data, extra)}
            {...callbacks}
            pathname={pathname}
            shopPathSettings={config.siteSettings}
            searchTerm={params.get('search')}
            onBack={extra.onBack}
            onNavigate={extra.onNavigate}
            onClearSearch={extra.onClearSearch}
          />
          <PageBody />
        </>
      )}
    </AppStandIns>
  );
}
