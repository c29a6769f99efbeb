// @vitest-environment node
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@storefront/components/api';
import { DEMO_PASSWORD, DEMO_USER } from './demoData.ts';
import { createDemoHandlers } from './msw.ts';

const origin = 'http://storefront.test';
const server = setupServer(...createDemoHandlers({ baseUrl: origin }));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const post = (path: string, body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  fetch(`${origin}${path}`, { method: 'POST', headers, body });

describe('msw handlers', () => {
  it.each([
    [`${apiPaths.brands}?sponsored=true`, 200],
    [apiPaths.product('og-kush-flower-3-5g'), 200],
    [apiPaths.product('nothing'), 404],
    ['/api/nowhere', 404],
  ])('GET %s → %i', async (path, status) => {
    expect((await fetch(`${origin}${path}`)).status).toBe(status);
  });

  it('runs the product menu through the same table', async () => {
    const res = await post(
      apiPaths.menuProducts,
      JSON.stringify({ filter: { categories: ['TOPICALS'] }, pagination: { offset: 0, limit: 2 } }),
    );
    const json = (await res.json()) as { menu: { products: unknown[]; total: number } };
    expect(json.menu.products).toHaveLength(2);
    expect(json.menu.total).toBe(7);
  });

  it('answers malformed JSON with 400', async () => {
    expect((await post(apiPaths.menuProducts, '{oops')).status).toBe(400);
  });

  it('reads form bodies', async () => {
    const res = await post(apiPaths.signIn, new URLSearchParams({ email: DEMO_USER.email, password: DEMO_PASSWORD }).toString(), {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(res.status).toBe(200);
  });

  it('shares one database across requests (sign in, then read /api/me with the session cookie)', async () => {
    const signIn = await post(apiPaths.signIn, JSON.stringify({ email: DEMO_USER.email, password: DEMO_PASSWORD }));
    expect(signIn.status).toBe(200);
    const [setCookie = ''] = signIn.headers.getSetCookie();
    const cookie = setCookie.split(';')[0] ?? '';
    expect(cookie).toMatch(/^sf_session=/);
    const me = await fetch(`${origin}${apiPaths.me}`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { data: { email: string } }).data.email).toBe(DEMO_USER.email);
  });
});
