/**
 * Story harness for the desktop header and the search panel: the fixture's CMS (plus the story's
 * patch) through desktopHeaderPropsFromCms / searchPanelPropsFromCms, the shopper's state from the
 * story args, the catalogue from fixtures/catalog, the route from the preview's MemoryRouter, router
 * links, the search drawer fed by the demo API (MSW), and stand-ins for what the app owns (side
 * menu, store-preference drawer, sign-in-required modal).
 *
 * The two folders are imported by path until the lead adds them to '@storefront/components'.
 */
import { useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Box } from '@storefront/tokens/box';
import { Button, Drawer, LinkAdapterProvider, SignInRequiredModal, type OrderType, type SiteConfig } from '@storefront/components';
import { DesktopHeader, desktopHeaderPropsFromCms } from '@storefront/components';
import { SearchPanelContainer, searchPanelPropsFromCms, type SearchPanelMode } from '@storefront/components';
import { brands, categories } from '../support/catalog.ts';
import { useStoryCms } from '../support/cms.tsx';
import { renderRouterLink } from '../support/routerLinks.tsx';
import { PageBody, storyPreference } from './HeaderStory.tsx';

export const desktopGlobals = { viewport: { value: 'desktop', isRotated: false } };
export const mobileGlobals = { viewport: { value: 'mobile', isRotated: false } };

/** The signed-in demo shopper's lists (wishlistItems {slug, listName}); one has no name. */
export const storyWishlists = [
  { slug: 'my-wishlist', listName: 'My Wishlist' },
  { slug: 'weekend', listName: 'Weekend' },
  { slug: 'gift-ideas', listName: '' },
];

export interface DesktopHeaderStoryArgs {
  signedIn?: boolean;
  firstName?: string;
  wishlistProductsCount?: number;
  unseenCount?: number;
  localNotificationCount?: number;
  cartCount?: number;
  orderType?: OrderType;
  /** No retailer chosen yet: 'Select a Store'. */
  noStore?: boolean;
  /** The nav-link skeleton (the app shows it for at most 3 s after a retailer change). */
  navLoading?: boolean;
}

/** The search panel's retailer, menu type and provider: the fixture's initial site data. */
export function storySearchContext(config: SiteConfig) {
  return {
    retailerId: config.initialSiteData.canSelectedRetailerId,
    menuType: config.initialSiteData.canMenuType,
    provider: config.initialSiteData.provider,
  };
}

type Open = 'menu' | 'storePreference' | 'search' | 'signIn' | null;

/** The desktop header above a quiet page, with the search drawer and the app's stand-ins. */
export function DesktopHeaderStory({ body = <PageBody />, ...args }: DesktopHeaderStoryArgs & { body?: ReactNode }) {
  const { config } = useStoryCms();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState<Open>(null);
  const [query, setQuery] = useState('');
  const [defaultHome, setDefaultHome] = useState(false);
  const [signedOut, setSignedOut] = useState(false);
  const [bellSeen, setBellSeen] = useState(false);
  const close = () => setOpen(null);
  const cms = args.noStore ? { ...config, initialSiteData: { ...config.initialSiteData, canSelectedRetailerId: '' } } : config;
  const signedIn = (args.signedIn ?? false) && !signedOut;
  const data = desktopHeaderPropsFromCms(cms, {
    signedIn,
    firstName: args.firstName ?? 'Jordan',
    wishlists: storyWishlists,
    wishlistProductsCount: args.wishlistProductsCount ?? 0,
    unseenCount: args.unseenCount ?? 0,
    localNotificationCount: bellSeen ? 0 : (args.localNotificationCount ?? 0),
    hasRecommendedProducts: true,
    cartCount: args.cartCount ?? 0,
    orderPreference: args.noStore ? null : storyPreference(config, args.orderType ?? 'PICKUP'),
    isDefaultHomePage: defaultHome || null,
    navLoading: args.navLoading ?? false,
    sponsoredBrands: brands.filter((brand) => brand.isSponsored),
    brands,
    categories,
    currentPath: pathname,
  });
  const standIn = (key: 'menu' | 'storePreference', title: string, side: 'left' | 'right', text: string) => (
    <Drawer side={side} open={open === key} onClose={close} title={title}>
      <p style={{ margin: 0 }}>{text}</p>
    </Drawer>
  );
  return (
    <LinkAdapterProvider renderLink={renderRouterLink}>
      <DesktopHeader
        {...data}
        onOpenMenu={() => setOpen('menu')}
        onOpenSearch={(text) => {
          setQuery(text);
          setOpen('search');
        }}
        onNavigate={(href) => void navigate(href)}
        onOpenStorePreference={() => setOpen('storePreference')}
        onUseDefaultHomePage={() => setDefaultHome(true)}
        onRequireSignIn={() => setOpen('signIn')}
        onNotificationsClick={() => setBellSeen(true)}
        onSignOut={() => setSignedOut(true)}
      />
      {body}
      <SearchPanelContainer
        {...searchPanelPropsFromCms(config)}
        {...storySearchContext(config)}
        mode="drawer"
        open={open === 'search'}
        initialQuery={query}
        onClose={close}
        pathname={pathname}
        closeKey={search}
      />
      {standIn('menu', 'Side menu', 'left', 'The app opens its side menu (spec 2.6) here.')}
      {standIn('storePreference', 'Store preference', 'right', 'The app opens its store-preference drawer (spec 2.7) here.')}
      <SignInRequiredModal open={open === 'signIn'} onClose={close} />
    </LinkAdapterProvider>
  );
}

export interface SearchStoryArgs {
  mode: SearchPanelMode;
  /** The text the panel opens with. */
  initialQuery?: string;
}

/** The search panel open over a page, fed by the demo API; closing it leaves a button to reopen it. */
export function SearchStory({ mode, initialQuery = '' }: SearchStoryArgs) {
  const { config } = useStoryCms();
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(true);
  return (
    <LinkAdapterProvider renderLink={renderRouterLink}>
      <Box padding="lg">
        <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
          Open search
        </Button>
      </Box>
      <PageBody />
      <SearchPanelContainer
        {...searchPanelPropsFromCms(config)}
        {...storySearchContext(config)}
        mode={mode}
        open={open}
        initialQuery={initialQuery}
        onClose={() => setOpen(false)}
        pathname={pathname}
        closeKey={search}
      />
    </LinkAdapterProvider>
  );
}
