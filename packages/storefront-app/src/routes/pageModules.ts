/**
 * Which lazy chunk holds each page kind. Pages are grouped by kind into a few modules so a route
 * loads only its group; the home module stays small because the first load includes it.
 */
import type { PageKind } from './routeTable.ts';

export const pageModuleNames = [
  'home',
  'catalog',
  'deals',
  'stores',
  'storeDetails',
  'content',
  'account',
  'support',
  'notifications',
  'cart',
  'staff',
  'notFound',
] as const;
export type PageModuleName = (typeof pageModuleNames)[number];

export const pageModuleOf = {
  home: 'home',
  shop: 'catalog',
  shopByPrice: 'catalog',
  product: 'catalog',
  categories: 'catalog',
  category: 'catalog',
  brands: 'catalog',
  brand: 'catalog',
  sponsoredBrands: 'catalog',
  search: 'catalog',
  searchBrands: 'catalog',
  searchCategories: 'catalog',
  specials: 'deals',
  deals: 'deals',
  dealDetail: 'deals',
  dealsCategory: 'deals',
  dealsCollection: 'deals',
  searchDeals: 'deals',
  storeDetails: 'storeDetails',
  storeDirectory: 'stores',
  stateDirectory: 'stores',
  info: 'content',
  support: 'support',
  auth: 'account',
  account: 'account',
  lists: 'account',
  notifications: 'notifications',
  settings: 'notifications',
  chat: 'support',
  menu: 'account',
  cart: 'cart',
  checkout: 'cart',
  cartAbandonment: 'cart',
  staff: 'staff',
  notFound: 'notFound',
} as const satisfies Record<PageKind, PageModuleName>;
