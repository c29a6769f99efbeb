/**
 * The storefront API paths the app calls. The demo backend serves the same contract
 * (packages/demo-api/src/contract.ts); paths.test.ts checks the two agree. They are kept here so
 * the app bundle never imports the backend package (a dev dependency).
 */
const enc = encodeURIComponent;

export const appApiPaths = {
  sites: '/api/sites',
  cms: (siteId: string) => `/api/cms/${enc(siteId)}`,
  retailers: '/api/retailers',
  retailer: (idOrSlug: string) => `/api/retailers/${enc(idOrSlug)}`,
  menuProducts: '/api/menu/products',
  product: (slug: string) => `/api/products/${enc(slug)}`,
  brands: '/api/brands',
  categories: '/api/categories',
  customCategories: '/api/custom-categories',
  specials: '/api/specials',
  special: (urlSlug: string) => `/api/specials/${enc(urlSlug)}`,
  signIn: '/api/auth/sign-in',
} as const;

/** How many rows a catalogue list asks for (the demo API pages lists; this covers a whole list). */
export const LIST_LIMIT = 100;
