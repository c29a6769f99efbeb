/**
 * The demo API as msw 2 handlers, for Storybook and tests: every /api/* request goes through the
 * same handler table as the Node server (handlers.ts), by way of the fetch-style handler.
 *
 *   import { demoHandlers } from '@storefront/demo-api/msw';
 *   parameters: { msw: { handlers: demoHandlers } }
 *
 * `createDemoHandlers(options)` gives a fresh in-memory store (and lets a story fix the clock or
 * swap the catalogue); `baseUrl` prefixes the pattern when requests go to another origin
 * ('*' matches any origin, handy under Node where relative patterns have no base).
 */
import { http } from 'msw';
import { createDemoFetchHandler } from './fetchHandler.ts';
import { createDemoApi, type DemoApi, type DemoApiOptions } from './handlers.ts';

export interface DemoHandlerOptions extends DemoApiOptions {
  baseUrl?: string;
  /** Use an existing API instance (shares its store). */
  api?: DemoApi;
}

export function createDemoHandlers(options: DemoHandlerOptions = {}) {
  const handle = createDemoFetchHandler(options.api ?? createDemoApi(options), { cookieJar: true });
  return [http.all(`${options.baseUrl ?? ''}/api/*`, ({ request, cookies }) => handle(request, { cookies }))];
}

/** Ready-made handlers with their own store, for Storybook's msw parameter. */
export const demoHandlers = createDemoHandlers();
