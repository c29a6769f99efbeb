// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { apiPaths, configureApi, productQuery, resetApiConfig, retailersQuery } from '@storefront/components/api';
import { QueryClient } from '@tanstack/react-query';
import { DEMO_PASSWORD, DEMO_USER } from './demoData.ts';
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

  it('reads JSON and form bodies; the session cookie and the Authorization header both sign in', async () => {
    const api = createDemoApi();
    const handle = createDemoFetchHandler(api);
    const credentials = { email: DEMO_USER.email, password: DEMO_PASSWORD };
    const signIn = await handle(
      at(apiPaths.signIn, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(credentials) }),
    );
    expect(signIn.status).toBe(200);
    const body = (await signIn.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ data: { email: DEMO_USER.email } });
    expect(body).not.toHaveProperty('token');
    const [setCookie = ''] = signIn.headers.getSetCookie();
    expect(setCookie).toMatch(/^sf_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+(; Secure)?$/);
    const cookie = setCookie.split(';')[0] ?? '';

    const formSignIn = await handle(at(apiPaths.signIn, { method: 'POST', body: new URLSearchParams(credentials) }));
    expect(formSignIn.status).toBe(200);

    expect((await handle(at(apiPaths.me, { headers: { cookie } }))).status).toBe(200);
    const token = cookie.slice('sf_session='.length);
    expect((await handle(at(apiPaths.me, { headers: { authorization: `Bearer ${token}` } }))).status).toBe(200);
    // msw hands the page's cookies over separately.
    expect((await handle(at(apiPaths.me), { cookies: { sf_session: token } })).status).toBe(200);
    expect((await handle(at(apiPaths.me))).status).toBe(401);

    const { db } = await api.database();
    const sessions = await db.selectFrom('sessions').select('tokenHash').where('userId', '=', DEMO_USER._id).execute();
    expect(sessions).toHaveLength(2);
    // Only the token's hash is kept.
    expect(sessions.map((s) => s.tokenHash)).not.toContain(token);
  });

  it('passes multipart fields and files to the route table', async () => {
    const api = createDemoApi();
    const handle = createDemoFetchHandler(api);
    const form = new FormData();
    for (const [k, v] of Object.entries({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '313-555-0142',
      position: 'Budtender',
    }))
      form.set(k, v);
    const pdf = new TextEncoder().encode('%PDF-1.7\n% a tiny resume\n');
    form.set('resume', new File([pdf], 'Ada CV.pdf', { type: 'application/pdf' }));
    const res = await handle(at(apiPaths.careers, { method: 'POST', body: form }), { ip: '203.0.113.7' });
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: { id: string; resume: { fileName: string; size: number } } };
    expect(data.resume).toMatchObject({ fileName: 'Ada CV.pdf', size: pdf.length });
    const { db } = await api.database();
    expect(await db.selectFrom('uploads').select(['submissionId', 'fileName', 'contentType']).execute()).toEqual([
      { submissionId: data.id, fileName: 'Ada CV.pdf', contentType: 'application/pdf' },
    ]);
  });

  it('answers errors in the API envelope: bad JSON 400, unknown routes and non-API paths 404', async () => {
    const handle = createDemoFetchHandler();
    const bad = await handle(
      at(apiPaths.menuProducts, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"retailerId":' }),
    );
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      statusCode: 400,
      message: 'Request body is not valid JSON.',
      error: { data: { message: 'Request body is not valid JSON.' } },
    });
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
      await expect(client.fetchQuery(retailersQuery('greenleaf'))).resolves.toHaveLength(3);
      await expect(client.fetchQuery(productQuery('no-such-product'))).resolves.toBeNull();
    } finally {
      resetApiConfig();
    }
  });
});
