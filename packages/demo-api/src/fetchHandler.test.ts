// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { apiPaths, configureApi, productQuery, resetApiConfig, retailersQuery } from '@storefront/components/api';
import { QueryClient } from '@tanstack/react-query';
import { DEMO_TOKEN } from './demoData.ts';
import { createDemoFetchHandler } from './fetchHandler.ts';
import { createDemoApi } from './handlers.ts';

const origin = 'http://storefront.internal';
const at = (path: string, init?: RequestInit) => new Request(`${origin}${path}`, init);

describe('createDemoFetchHandler: the route table as (Request) => Promise<Response>', () => {
  it('answers a GET with the JSON envelope', async () => {
    const handle = createDemoFetchHandler();
    const res = await handle(at(apiPaths.product('og-kush-flower-3-5g')));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toMatchObject({ statusCode: 200, data: { productSlug: 'og-kush-flower-3-5g' } });
  });

  it('reads JSON and form bodies, and the Authorization header', async () => {
    const api = createDemoApi();
    const handle = createDemoFetchHandler(api);
    const signIn = await handle(at(apiPaths.signIn, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'shopper@example.com', password: 'secret1' }) }));
    expect(await signIn.json()).toMatchObject({ token: expect.stringMatching(/^demo-session-/) });
    const form = new URLSearchParams({ email: 'shopper@example.com', password: 'secret1' });
    const formSignIn = await handle(at(apiPaths.signIn, { method: 'POST', body: form }));
    expect(formSignIn.status).toBe(200);
    const me = await handle(at(apiPaths.me, { headers: { authorization: `Bearer ${DEMO_TOKEN}` } }));
    expect(me.status).toBe(200);
    expect(api.store.sessions.size).toBeGreaterThan(1);
  });

  it('answers errors in the API envelope: bad JSON 400, unknown routes and non-API paths 404', async () => {
    const handle = createDemoFetchHandler();
    const bad = await handle(at(apiPaths.menuProducts, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"retailerId":' }));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ statusCode: 400, message: 'Request body is not valid JSON.', error: { data: { message: 'Request body is not valid JSON.' } } });
    expect((await handle(at('/api/nowhere'))).status).toBe(404);
    const page = await handle(at('/shop'));
    expect(page.status).toBe(404);
    expect(await page.json()).toMatchObject({ statusCode: 404 });
  });

  it("is a fetch for the storefront's client on a server (no network, no window)", async () => {
    const handle = createDemoFetchHandler();
    configureApi({ baseUrl: origin, fetch: (input, init) => handle(new Request(input, init)) });
    try {
      const client = new QueryClient();
      await expect(client.fetchQuery(retailersQuery())).resolves.toHaveLength(9);
      await expect(client.fetchQuery(productQuery('no-such-product'))).resolves.toBeNull();
    } finally {
      resetApiConfig();
    }
  });
});
