import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { apiPaths } from '@storefront/components/api';
import { DEMO_PASSWORD, DEMO_USER } from '@storefront/demo-api';
import { server, takeUnhandledRequests } from './network.ts';

describe('unit-test network (tests/unit/network.ts)', () => {
  it('answers a relative /api/* call with the demo API', async () => {
    const res = await fetch(apiPaths.product('og-kush-flower-3-5g'));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ statusCode: 200 });
    expect((await fetch('/api/nowhere')).status).toBe(404);
  });

  // The two tests below run in order: a session made by the first must be gone in the second.
  // (The session is an HttpOnly cookie: the test environment's fetch keeps and sends it, as a browser does.)
  it('keeps state within a test (sign in, then /api/me)', async () => {
    const signIn = await fetch(apiPaths.signIn, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_USER.email, password: DEMO_PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    expect(await signIn.json()).not.toHaveProperty('token');
    expect((await fetch(apiPaths.me)).status).toBe(200);
  });

  it("gives each test a fresh store (the previous test's session is unknown)", async () => {
    expect((await fetch(apiPaths.me)).status).toBe(401);
  });

  it('rejects a request nothing answers and records it for the afterEach check', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(fetch('https://cdn.example.com/x.json')).rejects.toThrow();
    expect(takeUnhandledRequests()).toEqual(['GET https://cdn.example.com/x.json']);
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('lets a test override the API with server.use', async () => {
    server.use(http.get('*/api/me', () => HttpResponse.json({ statusCode: 503, message: 'down' }, { status: 503 })));
    expect((await fetch(apiPaths.me)).status).toBe(503);
  });

  it('leaves a stubbed fetch alone', async () => {
    const stub = vi.fn(async () => new Response('{}', { status: 299 }));
    vi.stubGlobal('fetch', stub);
    expect((await fetch(apiPaths.me)).status).toBe(299);
    expect(stub).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
    expect(fetch).not.toBe(stub);
  });
});
