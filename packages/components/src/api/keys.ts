/**
 * Every query key of the storefront API, in one table: the query-options factories use them, and
 * the app reads them to invalidate or prefetch. The first element names the resource.
 */
import type { AdRequest } from '../rules/commerce/ads.ts';
import type { MenuType } from '../rules/constants.ts';
import type { ProductMenuQuery } from './productMenu.ts';

/** The brand list's optional filters (the desktop brand dropdown, the search panel's 'Top Brands'). */
export interface BrandsFilter {
  retailerId?: string | null;
  sponsored?: boolean;
}

export interface SearchSuggestionsParams {
  q: string;
  retailerId?: string | null;
  menuType?: MenuType | null;
}

export const queryKeys = {
  cms: (siteId: string) => ['cms', siteId] as const,
  sitePages: (siteId: string) => ['sitePages', siteId] as const,
  /** A site's stores (the demo API: the stores its CMS lists). */
  retailers: (siteId: string) => ['retailers', siteId] as const,
  productMenu: (query: ProductMenuQuery) => ['productMenu', query] as const,
  product: (slug: string, retailerId?: string | null) => ['product', slug, retailerId ?? null] as const,
  /** All brands: ['brands']; a filtered list: ['brands', { retailerId, sponsored }]. */
  brands: ({ retailerId = null, sponsored }: BrandsFilter = {}) =>
    retailerId === null && sponsored === undefined
      ? (['brands'] as const)
      : (['brands', { retailerId, sponsored: sponsored ?? null }] as const),
  categories: () => ['categories'] as const,
  customCategories: () => ['customCategories'] as const,
  specials: (retailerId: string | null) => ['specials', retailerId] as const,
  special: (urlSlug: string) => ['special', urlSlug] as const,
  /** The shopper's orders: ['orders']; one order: ['orders', id] (so invalidating the list refreshes each). */
  /** A store's offered pickup and delivery slots with places left (slots.ts). */
  storeSlots: (retailerId: string) => ['storeSlots', retailerId] as const,
  orders: () => ['orders'] as const,
  order: (id: string) => ['orders', id] as const,
  /** The shopper's tickets or chats: ['threads', 'tickets']; one: ['threads', 'tickets', id]. */
  threads: (collection: 'tickets' | 'chats') => ['threads', collection] as const,
  thread: (collection: 'tickets' | 'chats', id: string) => ['threads', collection, id] as const,
  /** One slot's creatives: the whole request is the key (a new store or menu asks again). */
  ads: (request: AdRequest | null) => ['ads', request] as const,
  popupCampaigns: (request: { retailerId: string; visitorId: string; timezone: string } | null) => ['popupCampaigns', request] as const,
  wishlists: (userId: string | null) => ['wishlists', userId] as const,
  notifications: (userId: string | null) => ['notifications', userId] as const,
  /** The feed itself (under the summary's key: invalidating the summary refreshes it too). */
  notificationFeed: (userId: string | null) => ['notifications', userId, 'feed'] as const,
  notificationSettings: () => ['notificationSettings'] as const,
  dealsAlerts: () => ['dealsAlerts'] as const,
  /** Buy Again's list: under the orders' key, so placing or cancelling an order refreshes it. */
  purchases: () => ['orders', 'purchases'] as const,
  searchSuggestions: ({ q, retailerId = null, menuType = null }: SearchSuggestionsParams) =>
    ['search', 'suggestions', q.trim(), retailerId, menuType] as const,
} as const;
