/**
 * Public entry of the demo backend (browser-safe): the handler table, the fetch-style handler a
 * server mounts in-process, and the demo data tests and stories refer to. The API contract is the
 * storefront's ('@storefront/components/api'); the closest-retailer codec too
 * ('@storefront/components/rules/retailer-payload'). The msw handlers are at
 * '@storefront/demo-api/msw'; the Node server at '@storefront/demo-api/server' (it imports node:http).
 */
export { createDemoApi, demoRoutes, type DemoApi, type DemoApiOptions } from './handlers.ts';
export { createDemoFetchHandler, readRequestBody } from './fetchHandler.ts';
export type { DemoRequest, DemoResponse } from './handlerTypes.ts';
export { DEMO_PASSWORD, DEMO_USER, demoCampaigns, couponFor } from './demoData.ts';
export { createMemoryDatabase, type StorefrontDb, type DialectName } from './db/connection.ts';
export { seedDatabase, loadCatalogFromDatabase } from './db/seed.ts';
export { memoryFileStore, type FileStore } from './db/files.ts';
export { SESSION_COOKIE } from './auth/sessions.ts';
export { CART_COOKIE } from './routes/cart.ts';
export { highlight, distanceMiles } from './routes/catalog.ts';
export { certificateFileName, certificateOfAnalysisPdf, certificatePath } from './certificate.ts';
export { sponsoredAdsFor, bannerFor, BANNER_PALETTE } from './adService.ts';
/** What the tests and clients assert on: the API's messages, limits and the seed's accounts. */
export { hashPassword } from './auth/password.ts';
export { COMMON_PASSWORD_MESSAGE, NEW_PASSWORD_TOO_SHORT_MESSAGE } from './auth/passwordPolicy.ts';
export { LIMITS } from './auth/rateLimit.ts';
export { DEMO_RETAILER_DEFAULT_PASSWORD, retailerEmail } from './db/retailerAccounts.ts';
export { DEMO_STAFF_DEFAULT_PASSWORD, staffEmail } from './db/staffAccounts.ts';
export { STAFF_ONLY_MESSAGE } from './auth/staff.ts';
export type { StaffOrderView } from './routes/staff.ts';
export type { Database } from './db/schema.ts';
export { STORAGE_UNAVAILABLE_MESSAGE } from './http/storageErrors.ts';
export { JSON_TOO_DEEP_MESSAGE, MAX_JSON_DEPTH } from './router.ts';
export type { OutboxEntry } from './routes/outbox.ts';
export {
  PASSWORD_RESET_DEAD_MESSAGE,
  PASSWORD_RESET_DONE_MESSAGE,
  PASSWORD_RESET_REQUESTED_MESSAGE,
  PASSWORD_RESET_TTL_MS,
} from './routes/passwordReset.ts';
export { SIGN_IN_LINK_DEAD_MESSAGE, SIGN_IN_LINK_REQUESTED_MESSAGE, SIGN_IN_LINK_TTL_MS } from './routes/signInLink.ts';
export { openingStock } from './stock.ts';
export { releaseSlot, slotsTaken, takeSlot } from './routes/slots.ts';
