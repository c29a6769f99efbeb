/**
 * Public entry of the demo backend (browser-safe): the API contract and the handler table. The
 * closest-retailer codec is the storefront's own ('@storefront/components/rules/retailer-payload').
 * The msw handlers are at '@storefront/demo-api/msw'; the Node server is src/server.ts (not
 * exported here, it imports node:http).
 */
export * from './contract.ts';
export { createDemoApi, demoRoutes, type DemoApi, type DemoApiOptions } from './handlers.ts';
export { DEMO_TOKEN, DEMO_USER, demoCampaigns, couponFor } from './demoData.ts';
export { highlight } from './routes/catalog.ts';
