import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import {
  ACCOUNT_AND_LIST_LABEL,
  BOTTOM_BAR_NAV_LABEL,
  CREATE_LIST_LABEL,
  DESKTOP_NAV_LABEL,
  SEARCH_BOX_LABEL,
  SEARCH_PANEL_TITLE,
  SIGN_IN_LABEL,
  SIGN_OUT_CONFIRM_TITLE,
  SIGN_OUT_LABEL,
  WISHLIST_PATH,
  LinkAdapterProvider,
  NAV_SKELETON_AFTER_RETAILER_CHANGE_MS,
  parseCms,
  RETAILER_CHANGE_REFRESH_MS,
  SIGN_IN_REQUIRED_TITLE,
  footerQuickLinks,
  megaMenuTabLabels,
  SHOP_MENU_LABEL,
  type RenderLink,
  type SiteConfig,
} from '@storefront/components';
import { cmsFixtures } from '@storefront/fixtures/cms';
import { brands as catalogBrands } from '@storefront/fixtures/catalog';
import { AppLayout } from '../layout/AppLayout.tsx';
import { searchPanelMode } from '../layout/slots/SearchSlot.tsx';
import { preloadViewportChrome } from '../layout/slots/viewportChrome.ts';
import { SignInRequiredSlot } from '../layout/slots/SignInRequiredSlot.tsx';
import { SiteContextProvider, type SiteContextValue } from '../site/SiteContext.tsx';
import { demoSites } from '../site/demoSites.ts';
import {
  initialPreference,
  useNotificationsStore,
  usePreferenceStore,
  useSessionStore,
  useSiteDataStore,
  useUiStore,
  useWishlistStore,
} from '../stores/index.ts';
import { useRetailerChange } from './useRetailerChange.ts';
import { createDemoFetchHandler, DEMO_PASSWORD, DEMO_USER } from '@storefront/demo-api';

const greenleaf = parseCms(cmsFixtures.greenleaf).config; // header one, footer one, full-text search, sticky
const copperState = parseCms(cmsFixtures['copper-state']).config; // header three, footer five, menu search
const mileHigh = parseCms(cmsFixtures['mile-high']).config; // header six, e-commerce

const renderLink: RenderLink = ({ href, ref, ...props }) => <Link to={href} ref={ref} {...props} />;

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function site(config: SiteConfig): SiteContextValue {
  return { siteId: 'test', sites: demoSites, setSiteId: () => undefined, config, warnings: [], status: 'ready' };
}

function renderShell(path: string, config: SiteConfig = greenleaf) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <LinkAdapterProvider renderLink={renderLink}>
        <SiteContextProvider value={site(config)}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route element={<AppLayout />}>
                <Route path="*" element={<Where />} />
              </Route>
            </Routes>
          </MemoryRouter>
        </SiteContextProvider>
      </LinkAdapterProvider>
    </QueryClientProvider>,
  );
}

/** fetch answered by the demo API's handler table (the contract the built app calls), keeping the session cookie. */
function demoFetch() {
  const handle = createDemoFetchHandler(undefined, { cookieJar: true });
  return vi.fn((input: RequestInfo | URL, init?: RequestInit) => handle(new Request(new URL(String(input), 'http://localhost'), init)));
}

const mobileBranch = (container: HTMLElement) => {
  const branch = container.querySelector<HTMLElement>('[data-header-branch="mobile"]');
  if (!branch) throw new Error('no mobile header branch');
  return branch;
};
const mobileKind = (container: HTMLElement) => {
  const branch = mobileBranch(container);
  return (
    branch.querySelector('[data-mobile-header]')?.getAttribute('data-mobile-header') ??
    (branch.querySelector('[data-header-variant]') ? 'variant' : 'none')
  );
};

// Both headers and the bottom bar are modules of their own (viewportChrome.ts), and so is the
// sign-in-required modal; loaded once here, as the server loads the chrome, they render at once
// (whatever the stubbed matchMedia says).
beforeAll(() => Promise.all([preloadViewportChrome('all'), SignInRequiredSlot.preload()]));

beforeEach(() => {
  localStorage.clear();
  // A returning shopper's stored answers, loaded: the age gate answered (pending, it would be a dialog of its own).
  useSiteDataStore.setState({ hydrated: true, canAgeConsent: true, isVisitedCustomerChoicePage: true });
  usePreferenceStore.setState(initialPreference);
  useSessionStore.setState({ user: null });
  useNotificationsStore.setState({ unseenCount: 0, notificationCount: 0 });
  useUiStore.setState({
    sideMenuOpen: false,
    searchOpen: false,
    searchQuery: '',
    storePickerOpen: false,
    preferenceDrawerOpen: false,
    signInRequiredOpen: false,
    navLinksLoading: false,
    defaultHomePage: {},
  });
  vi.stubGlobal('fetch', demoFetch());
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the shell wires the mobile header by route (spec 2.3)', () => {
  it.each([
    ['/cart', 'search'],
    ['/deals', 'title'],
    ['/search', 'none'],
    ['/product/blue-dream-flower-3-5g', 'product'],
    ['/', 'variant'],
  ])('%s → %s header', (path, kind) => {
    const { container } = renderShell(path);
    expect(mobileKind(container)).toBe(kind);
  });

  it("the title header on /deals reads 'Shop Deals by Category'", () => {
    const { container } = renderShell('/deals');
    expect(within(mobileBranch(container)).getByText('Shop Deals by Category')).toBeInTheDocument();
  });

  it.each([
    ['greenleaf', 'one', greenleaf],
    ['copper-state', 'three', copperState],
    ['mile-high', 'six', mileHigh],
  ] as const)('the CMS variant on / follows the config (%s: header %s)', (_site, variant, config) => {
    const { container } = renderShell('/', config);
    expect(mobileBranch(container).querySelector('[data-header-variant]')?.getAttribute('data-header-variant')).toBe(variant);
  });

  it('keeps the desktop header in its own branch', () => {
    const { container } = renderShell('/');
    expect(container.querySelector('[data-header-branch="desktop"] [data-desktop-header]')).not.toBeNull();
  });

  it('shows the ?search= term and clears it', async () => {
    const { container } = renderShell('/shop?search=gummies&pageNo=1');
    const branch = within(mobileBranch(container));
    expect(branch.getByDisplayValue('gummies')).toBeInTheDocument();
    await userEvent.click(branch.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/shop\?pageNo=1$/);
  });
});

describe('guest-blocked actions and login-required routes (spec 2.1, 5, 6)', () => {
  it('a guest wishlist click opens the one sign-in-required modal', async () => {
    const { container } = renderShell('/cart');
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(within(mobileBranch(container)).getByRole('button', { name: 'Your List' }));
    expect(screen.getByRole('dialog', { name: SIGN_IN_REQUIRED_TITLE })).toBeInTheDocument();
  });

  it('a guest on /your-list gets the modal; a signed-in shopper does not', () => {
    renderShell('/your-list');
    expect(screen.getByRole('dialog', { name: SIGN_IN_REQUIRED_TITLE })).toBeInTheDocument();
    act(() => useSessionStore.getState().signIn({ _id: 'u1', email: 'a@b.co', firstName: 'A', lastName: 'B', fullName: 'A B' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a signed-in bell click resets the local count and opens the notifications page', async () => {
    // The account calls have not answered yet: the counts set here are the ones shown.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<never>(() => undefined)),
    );
    useSessionStore.getState().signIn(DEMO_USER);
    useNotificationsStore.setState({ unseenCount: 2, notificationCount: 3 });
    const { container } = renderShell('/');
    const bell = within(mobileBranch(container)).getByRole('button', { name: /Notifications/ });
    await userEvent.click(bell);
    expect(useNotificationsStore.getState()).toMatchObject({ unseenCount: 2, notificationCount: 0 });
    expect(screen.getByTestId('where')).toHaveTextContent('/notification');
  });
});

describe('menus, search and the store chooser', () => {
  it('the bottom bar Menu opens the side menu, and a route change closes it', async () => {
    renderShell('/');
    const bar = screen.getByRole('navigation', { name: BOTTOM_BAR_NAV_LABEL });
    await userEvent.click(within(bar).getByRole('button', { name: /Menu/ }));
    expect(useUiStore.getState().sideMenuOpen).toBe(true);
    // The first CMS main-menu link (the menu's logo links home, where we already are). The menu's
    // module loads on the first open (SideMenuSlot).
    const menuLink = (await screen.findByRole('dialog')).querySelector<HTMLElement>('[data-section="mainMenu"] a');
    if (!menuLink) throw new Error('the side menu has no main-menu links');
    await userEvent.click(menuLink);
    expect(screen.getByTestId('where')).not.toHaveTextContent(/^\/$/);
    expect(useUiStore.getState().sideMenuOpen).toBe(false);
  });

  it('the bottom bar is not rendered on a product page', () => {
    renderShell('/product/blue-dream-flower-3-5g');
    expect(screen.queryByRole('navigation', { name: BOTTOM_BAR_NAV_LABEL })).toBeNull();
  });

  it('the search field on /cart leads to /search: menu search type', async () => {
    const { container } = renderShell('/cart', copperState);
    await userEvent.click(within(mobileBranch(container)).getByRole('textbox'));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/search$/);
    expect(useUiStore.getState().searchOpen).toBe(false);
  });

  it('the search field on /cart opens the search panel: full-text type (no navigation)', async () => {
    const { container } = renderShell('/cart', greenleaf);
    await userEvent.click(within(mobileBranch(container)).getByRole('textbox'));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/cart$/);
    expect(useUiStore.getState()).toMatchObject({ searchOpen: true, searchQuery: '' });
    expect(await screen.findByRole('dialog', { name: SEARCH_PANEL_TITLE })).toBeInTheDocument();
  });

  it('the store bar opens the store preference in place (no navigation)', async () => {
    const { container } = renderShell('/');
    const storeBar = mobileBranch(container).querySelector<HTMLElement>('[data-part="storeBar"]');
    if (!storeBar) throw new Error('no store bar');
    await userEvent.click(storeBar);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
    expect(useUiStore.getState()).toMatchObject({ preferenceDrawerOpen: true });
  });
});

describe('default home page (spec 4)', () => {
  it('nav-link clicks record the flag in use against the retailer id', async () => {
    const { container } = renderShell('/');
    const nav = within(mobileBranch(container)).getByRole('navigation', { name: 'Shop links' });
    const link = within(nav).getAllByRole('link')[0];
    if (!link) throw new Error('no nav link');
    await userEvent.click(link);
    const retailerId = greenleaf.initialSiteData.canSelectedRetailerId;
    expect(useUiStore.getState().defaultHomePage).toEqual({ [retailerId]: greenleaf.siteSettings.isDefaultHomePage });
  });
});

const desktopBranch = (container: HTMLElement) => {
  const branch = container.querySelector<HTMLElement>('[data-header-branch="desktop"]');
  if (!branch) throw new Error('no desktop header branch');
  return branch;
};
/** Signs the demo shopper in through the API (the session cookie lands in demoFetch's jar). */
async function signInDemoShopper(): Promise<void> {
  const answer = await fetch('/api/auth/sign-in', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_USER.email, password: DEMO_PASSWORD }),
  });
  expect(answer.status).toBe(200);
  useSessionStore.setState({ user: DEMO_USER });
}
/** matchMedia answering every query with `matches` (the search mode is read when the panel opens). */
const stubMatchMedia = (matches: boolean) =>
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches, media: query, onchange: null, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
  );

describe('the desktop header (spec 2.3, 6)', () => {
  it("guests get 'Sign In' to /sign-in, no account menu", () => {
    const { container } = renderShell('/');
    const header = within(desktopBranch(container));
    expect(header.getByRole('link', { name: SIGN_IN_LABEL })).toHaveAttribute('href', '/sign-in');
    expect(header.queryByRole('button', { name: new RegExp(ACCOUNT_AND_LIST_LABEL) })).toBeNull();
  });

  it("signed in: the first name and 'Account & List'; the menu lists the shopper's lists from the wishlists call", async () => {
    await signInDemoShopper();
    const { container } = renderShell('/');
    const header = within(desktopBranch(container));
    expect(header.queryByRole('link', { name: SIGN_IN_LABEL })).toBeNull();
    const trigger = header.getByRole('button', { name: `${DEMO_USER.firstName} ${ACCOUNT_AND_LIST_LABEL}` });
    // The wishlist rows (2 in 'My Wishlist', 1 in 'Weekend') arrive and fill the badge count.
    await vi.waitFor(() => expect(useWishlistStore.getState().wishlistProductsCount).toBe(3));
    await userEvent.click(trigger);
    const menu = header.getByRole('menu', { name: ACCOUNT_AND_LIST_LABEL });
    expect(within(menu).getByRole('menuitem', { name: 'My Wishlist' })).toHaveAttribute('href', '/your-list/my-wishlist');
    expect(within(menu).getByRole('menuitem', { name: 'Weekend' })).toHaveAttribute('href', '/your-list/weekend');
    expect(within(menu).getAllByRole('menuitem', { name: 'My Wishlist' })).toHaveLength(1);
  });

  it("'Create a Your List' goes to /your-list", async () => {
    await signInDemoShopper();
    const { container } = renderShell('/');
    const header = within(desktopBranch(container));
    await userEvent.click(header.getByRole('button', { name: new RegExp(ACCOUNT_AND_LIST_LABEL) }));
    await userEvent.click(header.getByRole('menuitem', { name: CREATE_LIST_LABEL }));
    expect(screen.getByTestId('where')).toHaveTextContent(new RegExp(`^${WISHLIST_PATH}$`));
  });

  it("'Sign Out', once confirmed, ends the session and forgets the wishlist", async () => {
    await signInDemoShopper();
    const { container } = renderShell('/');
    const header = within(desktopBranch(container));
    await vi.waitFor(() => expect(useWishlistStore.getState().wishlistProductsCount).toBe(3));
    await userEvent.click(header.getByRole('button', { name: new RegExp(ACCOUNT_AND_LIST_LABEL) }));
    await userEvent.click(header.getByRole('menuitem', { name: SIGN_OUT_LABEL }));
    const confirm = screen.getByRole('dialog', { name: SIGN_OUT_CONFIRM_TITLE });
    expect(useSessionStore.getState().user).toEqual(DEMO_USER);
    await userEvent.click(within(confirm).getByRole('button', { name: SIGN_OUT_LABEL }));
    expect(useSessionStore.getState()).toMatchObject({ user: null });
    expect(useWishlistStore.getState().wishlistProductsCount).toBe(0);
    expect(header.getByRole('link', { name: SIGN_IN_LABEL })).toBeInTheDocument();
  });

  it('a session the API no longer knows (401) is ended quietly', async () => {
    useSessionStore.setState({ user: DEMO_USER });
    renderShell('/');
    await vi.waitFor(() => expect(useSessionStore.getState().user).toBeNull());
  });

  it('signed in: the unseen count comes from the notifications call, and the bell shows (recommended products exist)', async () => {
    await signInDemoShopper();
    const { container } = renderShell('/');
    await vi.waitFor(() => expect(useNotificationsStore.getState().unseenCount).toBeGreaterThan(0));
    const unseen = useNotificationsStore.getState().unseenCount;
    expect(within(desktopBranch(container)).getByRole('button', { name: new RegExp(`Notifications.*${unseen}`) })).toBeInTheDocument();
  });

  it('a guest wishlist click opens the sign-in-required modal', async () => {
    const { container } = renderShell('/');
    await userEvent.click(within(desktopBranch(container)).getByRole('button', { name: 'Your List' }));
    expect(screen.getByRole('dialog', { name: SIGN_IN_REQUIRED_TITLE })).toBeInTheDocument();
  });

  it('the cart icon shows the cart count; the menu button opens the side menu', async () => {
    const { container } = renderShell('/');
    const header = within(desktopBranch(container));
    expect(header.getByRole('link', { name: /^Cart/ })).toHaveAttribute('href', '/cart');
    const nav = within(header.getByRole('navigation', { name: DESKTOP_NAV_LABEL }));
    await userEvent.click(nav.getAllByRole('button')[0] ?? header.getByRole('banner'));
    expect(useUiStore.getState().sideMenuOpen).toBe(true);
  });

  it('the nav links show the skeleton while a retailer change loads', () => {
    useUiStore.setState({ navLinksLoading: true });
    const { container } = renderShell('/');
    const nav = within(desktopBranch(container)).getByRole('navigation', { name: DESKTOP_NAV_LABEL });
    expect(nav.querySelector('[aria-busy="true"]')).not.toBeNull();
    act(() => useUiStore.setState({ navLinksLoading: false }));
    expect(nav.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('a nav-link click records the default-home-page flag against the retailer id', async () => {
    const { container } = renderShell('/');
    const nav = within(desktopBranch(container)).getByRole('navigation', { name: DESKTOP_NAV_LABEL });
    const link = within(nav)
      .getAllByRole('link')
      .find((anchor) => anchor.textContent === greenleaf.headerWidgetCmsData.links[0]?.label);
    if (!link) throw new Error('no CMS nav link');
    await userEvent.click(link);
    const retailerId = greenleaf.initialSiteData.canSelectedRetailerId;
    expect(useUiStore.getState().defaultHomePage).toEqual({ [retailerId]: greenleaf.siteSettings.isDefaultHomePage });
  });
});

describe('the search drawer / overlay (spec 2.4, 4)', () => {
  it('typing in the desktop search box (full-text type) opens the drawer with the text and the demo suggestions', async () => {
    stubMatchMedia(true);
    const { container } = renderShell('/cart');
    const box = within(desktopBranch(container)).getByRole('searchbox', { name: SEARCH_BOX_LABEL });
    fireEvent.change(box, { target: { value: 'blue dream' } });
    expect(useUiStore.getState()).toMatchObject({ searchOpen: true, searchQuery: 'blue dream' });
    const dialog = await screen.findByRole('dialog', { name: SEARCH_PANEL_TITLE });
    expect(dialog.querySelector('[data-search-mode]')).toHaveAttribute('data-search-mode', 'drawer');
    expect(within(dialog).getByRole('searchbox')).toHaveValue('blue dream');
    expect(await within(dialog).findByRole('link', { name: /^Blue Dream Variants: \d+$/ })).toHaveAttribute(
      'href',
      '/product/blue-dream-flower-3-5g',
    );
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/cart$/);
  });

  it('below 769 px it opens as the full overlay, from the mobile search header', async () => {
    stubMatchMedia(false);
    const { container } = renderShell('/cart');
    await userEvent.click(within(mobileBranch(container)).getByRole('textbox'));
    const dialog = await screen.findByRole('dialog', { name: SEARCH_PANEL_TITLE });
    expect(dialog.querySelector('[data-search-mode]')).toHaveAttribute('data-search-mode', 'overlay');
  });

  it('Escape closes it and gives focus back to the control that opened it', async () => {
    stubMatchMedia(false);
    const { container } = renderShell('/cart');
    const opener = within(mobileBranch(container)).getByRole('textbox');
    await userEvent.click(opener);
    await screen.findByRole('dialog', { name: SEARCH_PANEL_TITLE });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: SEARCH_PANEL_TITLE })).toBeNull();
    expect(useUiStore.getState().searchOpen).toBe(false);
    expect(opener).toHaveFocus();
  });

  it('a route change closes it', async () => {
    stubMatchMedia(true);
    renderShell('/cart');
    act(() => useUiStore.getState().openSearch('gummies'));
    const dialog = await screen.findByRole('dialog', { name: SEARCH_PANEL_TITLE });
    const seeAll = await within(dialog).findByRole('link', { name: /^See All \d+ Products$/ });
    await userEvent.click(seeAll);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/shop\?search=gummies$/);
    expect(screen.queryByRole('dialog', { name: SEARCH_PANEL_TITLE })).toBeNull();
    expect(useUiStore.getState().searchOpen).toBe(false);
  });

  it('with another search type the desktop search box submits to /search?search=…', async () => {
    const { container } = renderShell('/cart', copperState);
    const box = within(desktopBranch(container)).getByRole('searchbox', { name: SEARCH_BOX_LABEL });
    await userEvent.type(box, 'gummies{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/search\?search=gummies$/);
    expect(useUiStore.getState().searchOpen).toBe(false);
  });

  it.each([
    [true, 'drawer'],
    [false, 'overlay'],
  ] as const)('searchPanelMode: matchMedia(media.md) %s → %s', (matches, mode) => {
    stubMatchMedia(matches);
    expect(searchPanelMode()).toBe(mode);
  });
});

/** The API calls the shell has made (the demo fetch records every call). */
const apiCalls = () =>
  vi.mocked(fetch).mock.calls.map(([input]) => new URL(input instanceof Request ? input.url : String(input), 'http://localhost'));
const calledApi = (path: string) => apiCalls().some((url) => url.pathname === path);
const footerBranch = (container: HTMLElement, branch: 'desktop' | 'mobile') => {
  const element = container.querySelector<HTMLElement>(`[data-footer-branch="${branch}"]`);
  if (!element) throw new Error(`no ${branch} footer branch`);
  return element;
};

describe('chrome off the first load: the side menu and the desktop footer', () => {
  it('the side menu mounts on the first open and calls its catalogue then; Escape gives focus back to Menu; it reopens at once', async () => {
    // 390 px: the desktop footer, whose calls overlap the menu's, is not rendered.
    stubMatchMedia(false);
    renderShell('/');
    const menuButton = within(screen.getByRole('navigation', { name: BOTTOM_BAR_NAV_LABEL })).getByRole('button', { name: /Menu/ });
    await act(async () => undefined);
    expect(document.querySelector('[data-side-menu]')).toBeNull();
    // The retailers list is a first-load need since issue 10 (the store bar's default store and the
    // store-closed check; the server renders it into the page), the menu's specials are not.
    expect(calledApi('/api/specials')).toBe(false);

    await userEvent.click(menuButton);
    const menu = await screen.findByRole('dialog');
    expect(menu.querySelector('[data-side-menu]')).toHaveAttribute('data-side-menu', 'one');
    await vi.waitFor(() => expect(calledApi('/api/retailers') && calledApi('/api/specials')).toBe(true));

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useUiStore.getState().sideMenuOpen).toBe(false);
    expect(menuButton).toHaveFocus();
    // Still mounted: the second open needs no module and no waiting.
    await userEvent.click(menuButton);
    expect(screen.getByRole('dialog').querySelector('[data-side-menu]')).not.toBeNull();
  });

  it('below 769 px: the compact footer with the CMS quick links; the desktop footer is not rendered and its calls are not made', async () => {
    stubMatchMedia(false);
    const { container } = renderShell('/', mileHigh);
    const compact = within(footerBranch(container, 'mobile'));
    const title = mileHigh.quickLinks.title.trim() || 'Quick Links';
    const expected = footerQuickLinks(mileHigh.quickLinks.links, mileHigh.initialSiteData.provider);
    expect(expected.length).toBeLessThan(mileHigh.quickLinks.links.length); // the provider rule hides some
    const nav = within(compact.getByRole('navigation', { name: title }));
    expect(nav.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(expected.map((link) => link.url));
    expect(footerBranch(container, 'desktop')).toBeEmptyDOMElement();
    await act(async () => undefined);
    expect(calledApi('/api/specials')).toBe(false);
    expect(calledApi('/api/categories')).toBe(false);
  });

  it('the desktop header calls brands, sponsored brands and categories only from 769 px, and shows them', async () => {
    stubMatchMedia(false);
    const phone = renderShell('/');
    await act(async () => undefined);
    expect(calledApi('/api/brands')).toBe(false);
    expect(calledApi('/api/categories')).toBe(false);
    phone.unmount();

    stubMatchMedia(true);
    const { container } = renderShell('/');
    await vi.waitFor(() => {
      const calls = apiCalls();
      expect(calls.some((url) => url.pathname === '/api/brands' && url.searchParams.get('sponsored') === 'true')).toBe(true);
      expect(calls.some((url) => url.pathname === '/api/brands' && !url.searchParams.has('sponsored'))).toBe(true);
      expect(calledApi('/api/categories')).toBe(true);
    });
    // The answers reach the header (read from the cache): the mega menu's Brands tab lists the
    // demo catalogue's brands, not its placeholder searches.
    const header = within(desktopBranch(container));
    const brand = catalogBrands[0]?.brandName ?? '';
    await userEvent.click(header.getByRole('button', { name: SHOP_MENU_LABEL }));
    await userEvent.click(header.getByRole('tab', { name: megaMenuTabLabels.brands }));
    expect(await header.findByRole('link', { name: brand })).toBeInTheDocument();
  });

  it('from 769 px: the desktop footer with its calls (categories, specials, retailers)', async () => {
    stubMatchMedia(true);
    const { container } = renderShell('/');
    const desktop = within(footerBranch(container, 'desktop'));
    expect(await desktop.findByRole('contentinfo')).toBeInTheDocument();
    await vi.waitFor(() => expect(['/api/categories', '/api/specials', '/api/retailers'].every(calledApi)).toBe(true));
  });
});

describe('useRetailerChange (spec 2.3, 4)', () => {
  afterEach(() => vi.useRealTimers());

  function setup(pending: boolean) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const fetches = { count: 0 };
    client.setQueryDefaults(['productMenu'], {
      queryFn: () => {
        fetches.count += 1;
        return pending ? new Promise<never>(() => undefined) : Promise.resolve([]);
      },
    });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    return { client, fetches, wrapper };
  }

  it('the first render is not a change', () => {
    const { wrapper } = setup(false);
    renderHook(() => useRetailerChange('r1'), { wrapper });
    expect(useUiStore.getState().navLinksLoading).toBe(false);
  });

  it('a change shows the skeleton; the refresh after 100 ms settles it', async () => {
    vi.useFakeTimers();
    const { client, wrapper } = setup(false);
    await client.prefetchQuery({ queryKey: ['productMenu', 'x'] });
    client
      .getQueryCache()
      .find({ queryKey: ['productMenu', 'x'] })
      ?.setState({ isInvalidated: false });
    const { rerender } = renderHook(({ id }) => useRetailerChange(id), { wrapper, initialProps: { id: 'r1' as string | null } });
    rerender({ id: 'r2' });
    expect(useUiStore.getState().navLinksLoading).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(RETAILER_CHANGE_REFRESH_MS - 1));
    expect(useUiStore.getState().navLinksLoading).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(useUiStore.getState().navLinksLoading).toBe(false);
    expect(client.getQueryState(['productMenu', 'x'])?.isInvalidated).toBe(true);
  });

  it('the skeleton lasts at most 3 s when the data does not arrive', async () => {
    vi.useFakeTimers();
    const { wrapper, fetches } = setup(true);
    const { rerender } = renderHook(
      ({ id }) => {
        // An active page query that never answers: the refresh never settles.
        useQuery({ queryKey: ['productMenu', 'slow'] });
        useRetailerChange(id);
      },
      { wrapper, initialProps: { id: 'r1' as string | null } },
    );
    rerender({ id: null });
    await act(() => vi.advanceTimersByTimeAsync(NAV_SKELETON_AFTER_RETAILER_CHANGE_MS - 1));
    expect(useUiStore.getState().navLinksLoading).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(useUiStore.getState().navLinksLoading).toBe(false);
    // The query already loading was not restarted by the refresh.
    expect(fetches.count).toBe(1);
  });

  it('never refreshes the CMS payload', async () => {
    vi.useFakeTimers();
    const { client, wrapper } = setup(false);
    client.setQueryData(['cms', 'greenleaf'], {});
    const { rerender } = renderHook(({ id }) => useRetailerChange(id), { wrapper, initialProps: { id: 'r1' as string | null } });
    rerender({ id: 'r2' });
    await act(() => vi.advanceTimersByTimeAsync(RETAILER_CHANGE_REFRESH_MS));
    expect(client.getQueryState(['cms', 'greenleaf'])?.isInvalidated).toBe(false);
  });
});
