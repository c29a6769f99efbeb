/**
 * Every route of spec 2.1, in one table. It is plain data (no React) so the router, the layout
 * shell, the end-to-end suite and the bundle benchmark all read the same list.
 *
 * - `path`: a react-router pattern. Static segments outrank dynamic ones, so '/about' wins over
 *   '/:retailerSlug' (store details) and '*' (the fallback resolver, see fallback.ts).
 * - `title`: the page's h1 and document title.
 * - `page`: which page component renders it; `pageModules` groups pages into lazy chunks.
 * - `loginRequired`: guests get the sign-in-required state instead of the page (spec 2.1, 5, 6).
 * - `chrome`: per-route chrome the rules do not decide. Header, footer, bottom bar and breadcrumbs
 *   come from the navigation rules at run time (layout/useChrome.ts), never from this table.
 */
import { CART_ABANDONMENT_MARKER, DEFAULT_SHOP_BASE_PATH, SHOP_PAGE_TWO_PATH, STATE_DIRECTORY_ROUTES } from '@storefront/components/rules';

export const pageKinds = [
  'home',
  'shop',
  'shopByPrice',
  'product',
  'categories',
  'category',
  'brands',
  'brand',
  'sponsoredBrands',
  'specials',
  'deals',
  'dealDetail',
  'dealsCategory',
  'dealsCollection',
  'search',
  'searchDeals',
  'searchBrands',
  'searchCategories',
  'storeDetails',
  'storeDirectory',
  'stateDirectory',
  'info',
  'support',
  'auth',
  'account',
  'lists',
  'notifications',
  'settings',
  'chat',
  'menu',
  'cart',
  'checkout',
  'cartAbandonment',
  'staff',
  'notFound',
] as const;
export type PageKind = (typeof pageKinds)[number];

export interface RouteChrome {
  /** A single-column page (checkout, sign-in, forms): the main column gets a readable width. */
  narrow?: boolean;
}

export interface RouteDef {
  /** Unique id, stable across edits (used as React key and in test names). */
  id: string;
  path: string;
  title: string;
  page: PageKind;
  loginRequired?: boolean;
  chrome?: RouteChrome;
}

/** US state codes of the state directories (spec 2.1) → their names. */
export const stateNames: Readonly<Record<string, string>> = { mi: 'Michigan', az: 'Arizona', co: 'Colorado', ar: 'Arkansas' };

/** A path containing this marks the cart-abandonment landing page (spec 2.1; the rule's constant). */
export { CART_ABANDONMENT_MARKER };

const stateDirectories: RouteDef[] = STATE_DIRECTORY_ROUTES.map((path) => {
  const code = path.slice(1);
  return { id: `state-${code}`, path, title: `${stateNames[code] ?? code.toUpperCase()} Store Directory`, page: 'stateDirectory' };
});

export const routeTable: readonly RouteDef[] = [
  // Home
  { id: 'home', path: '/', title: 'Home', page: 'home' },
  { id: 'homepage2', path: '/homepage2', title: 'Home', page: 'home' },
  // Profile and menu
  { id: 'menu-profile', path: '/menu-profile', title: 'Profile', page: 'menu' },
  { id: 'profile', path: '/profile', title: 'Profile', page: 'account' },
  { id: 'account-new', path: '/account-new', title: 'Account', page: 'account' },
  { id: 'menu', path: '/menu', title: 'Menu', page: 'menu' },
  // Cart and checkout
  { id: 'cart', path: '/cart', title: 'Cart', page: 'cart' },
  { id: 'checkout', path: '/checkout', title: 'Checkout', page: 'checkout', chrome: { narrow: true } },
  { id: 'ecommerce-checkout', path: '/ecommerce-checkout', title: 'Checkout', page: 'checkout', chrome: { narrow: true } },
  { id: 'cart-abandonment', path: `/${CART_ABANDONMENT_MARKER}`, title: 'Your Cart Is Waiting', page: 'cartAbandonment' },
  { id: 'cart-abandonment-deep', path: `/${CART_ABANDONMENT_MARKER}/*`, title: 'Your Cart Is Waiting', page: 'cartAbandonment' },
  // Deals
  { id: 'deals', path: '/deals', title: 'Deals', page: 'deals' },
  { id: 'deal-detail', path: '/deals/:slug', title: 'Deal Details', page: 'dealDetail' },
  { id: 'deals-category', path: '/deals-category', title: 'Deals by Category', page: 'dealsCategory' },
  { id: 'deals-category-detail', path: '/deals-category/:categorySlug', title: 'Deals by Category', page: 'dealsCategory' },
  { id: 'deals-collection', path: '/deals-collection/:categorySlug', title: 'Deals Collection', page: 'dealsCollection' },
  { id: 'specials', path: '/specials', title: 'Specials', page: 'specials' },
  // Search
  { id: 'search', path: '/search', title: 'Search', page: 'search' },
  { id: 'search-deals', path: '/search/deals', title: 'All Specials', page: 'searchDeals' },
  { id: 'search-deal', path: '/search/deals/:dealUrlSlug', title: 'Deal', page: 'searchDeals' },
  { id: 'search-brands', path: '/search/brands', title: 'Top Brands', page: 'searchBrands' },
  { id: 'search-brand', path: '/search/brands/:brandSlug', title: 'Brand', page: 'searchBrands' },
  { id: 'search-categories', path: '/search/categories', title: 'Categories', page: 'searchCategories' },
  { id: 'search-category', path: '/search/categories/:slug', title: 'Categories', page: 'searchCategories' },
  // Shop and catalogue
  { id: 'shop-page-two', path: SHOP_PAGE_TWO_PATH, title: 'Shop', page: 'shop' },
  { id: 'shop-by-price', path: `${SHOP_PAGE_TWO_PATH}/shop-by-price`, title: 'Shop By Price', page: 'shopByPrice' },
  { id: 'shop', path: DEFAULT_SHOP_BASE_PATH, title: 'Shop', page: 'shop' },
  { id: 'shop-brand', path: `${DEFAULT_SHOP_BASE_PATH}/brand/:brand`, title: 'Brand', page: 'brand' },
  { id: 'product', path: '/product/:productSlug', title: 'Product Details', page: 'product' },
  { id: 'category', path: '/category/:categorySlug', title: 'Category', page: 'category' },
  { id: 'categories', path: '/categories', title: 'Categories', page: 'categories' },
  { id: 'brand', path: '/brand/:brand', title: 'Brand', page: 'brand' },
  { id: 'brands', path: '/brands', title: 'Brands', page: 'brands' },
  { id: 'brand-details', path: '/brands/:brand', title: 'Brand Details', page: 'brand' },
  { id: 'sponsored-brand', path: '/sponsored-brand', title: 'Sponsored Brands', page: 'sponsoredBrands' },
  // Stores
  { id: 'store-by-slug', path: '/:retailerSlug', title: 'Store Details', page: 'storeDetails' },
  { id: 'store-details', path: '/store-details/:id', title: 'Store Details', page: 'storeDetails' },
  { id: 'find-a-dispensary', path: '/find-a-dispensary', title: 'Find a Dispensary', page: 'storeDirectory' },
  { id: 'store-directory', path: '/store-directory', title: 'Store Directory', page: 'storeDirectory' },
  ...stateDirectories,
  // Information
  { id: 'about', path: '/about', title: 'About Us', page: 'info' },
  { id: 'blog', path: '/blog', title: 'Blog', page: 'info' },
  { id: 'blog-detail', path: '/blog/:slug', title: 'Blog Details', page: 'info' },
  { id: 'blogs', path: '/blogs', title: 'Blogs', page: 'info' },
  { id: 'education', path: '/education', title: 'Education', page: 'info' },
  { id: 'education-detail', path: '/education/:slug', title: 'Education Details', page: 'info' },
  { id: 'faq', path: '/faq', title: 'FAQ', page: 'info' },
  { id: 'contact', path: '/contact', title: 'Contact Us', page: 'info' },
  { id: 'terms', path: '/terms-and-conditions', title: 'Terms & Condition', page: 'info' },
  { id: 'privacy', path: '/privacy-policy', title: 'Privacy Policy', page: 'info' },
  { id: 'career', path: '/career', title: 'Career', page: 'info' },
  // Customer support, responses and events
  { id: 'customer-support', path: '/customer-support', title: 'Customer Support', page: 'support' },
  { id: 'ticket-list', path: '/ticket-list', title: 'Ticket List', page: 'support' },
  { id: 'create-ticket', path: '/create-ticket', title: 'Create Support Ticket', page: 'support', chrome: { narrow: true } },
  { id: 'response', path: '/response/:id', title: 'Response', page: 'support' },
  { id: 'events', path: '/events', title: 'Events', page: 'info' },
  { id: 'event', path: '/events/:id', title: 'Event', page: 'info' },
  // Sign-in
  { id: 'sign-in', path: '/sign-in', title: 'Sign In', page: 'auth', chrome: { narrow: true } },
  { id: 'sign-up', path: '/sign-up', title: 'Sign Up', page: 'auth', chrome: { narrow: true } },
  // Password reset (issue 35): the mailed link's request and the page it opens.
  { id: 'forgot-password', path: '/forgot-password', title: 'Forgot Password', page: 'auth', chrome: { narrow: true } },
  { id: 'reset-password', path: '/reset-password', title: 'Set a New Password', page: 'auth', chrome: { narrow: true } },
  // The store list: with the store pages (their chunk has it).
  { id: 'customer-choice', path: '/customer-choice', title: 'Customer Choice', page: 'storeDirectory' },
  // Account
  { id: 'account', path: '/account', title: 'Your Account', page: 'account' },
  { id: 'login-and-security', path: '/account/login-and-security', title: 'Login & Security', page: 'account' },
  { id: 'request-your-information', path: '/account/request-your-information', title: 'Request Your Information', page: 'account' },
  { id: 'close-your-account', path: '/account/close-your-account', title: 'Close Your Account', page: 'account' },
  // Orders and lists
  { id: 'your-order', path: '/your-order', title: 'Your Order', page: 'lists' },
  { id: 'buy-again', path: '/buy-again', title: 'Buy Again', page: 'lists' },
  { id: 'keep-shopping-for', path: '/keep-shopping-for', title: 'Keep Shopping For', page: 'lists' },
  { id: 'save-for-later', path: '/save-for-later', title: 'Save for Later', page: 'lists' },
  { id: 'your-list', path: '/your-list', title: 'Your List', page: 'lists', loginRequired: true },
  { id: 'my-wishlist', path: '/your-list/my-wishlist', title: 'Your List', page: 'lists', loginRequired: true },
  { id: 'your-list-detail', path: '/your-list/:slug', title: 'Your List', page: 'lists', loginRequired: true },
  // Notifications and settings
  { id: 'notification', path: '/notification', title: 'Notifications', page: 'notifications', loginRequired: true },
  { id: 'notification-settings', path: '/notification-settings', title: 'Notification Settings', page: 'settings' },
  { id: 'permission-settings', path: '/permission-settings', title: 'Permission Settings', page: 'settings' },
  { id: 'deals-alert', path: '/deals-alert', title: 'Deals Alert', page: 'settings' },
  // Chat
  { id: 'chat', path: '/chat-with-retailer', title: 'Chat with Retailer', page: 'chat' },
  { id: 'chat-thread', path: '/chat-with-retailer/:id', title: 'Chat with Retailer', page: 'chat' },
  // The staff order board (issue 35): server-rendered, never indexed, linked from no shopper chrome.
  { id: 'staff', path: '/staff', title: 'Staff Order Board', page: 'staff', loginRequired: true },
  // Anything else: the fallback resolver (CMS shop path, cart-abandonment paths, else 404)
  { id: 'not-found', path: '*', title: 'Page Not Found', page: 'notFound' },
];

/** The definition behind a page kind's 404 (used by resolvers that end in "not found"). */
export const notFoundRoute: RouteDef = routeTable.find((route) => route.page === 'notFound') as RouteDef;

export function routeById(id: string): RouteDef | undefined {
  return routeTable.find((route) => route.id === id);
}
