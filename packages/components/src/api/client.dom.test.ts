import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { STORAGE_KEYS } from '../rules/constants.ts';
import {
  api,
  ApiError,
  GENERIC_FAILURE_MESSAGE,
  MALFORMED_ANSWER_MESSAGE,
  NETWORK_FAILURE_MESSAGE,
  request,
  requestList,
  requestPage,
  requestSingle,
  TIMEOUT_MESSAGE,
} from './client.ts';
import { brandsQuery } from './brands.ts';
import { QUERY_RETRIES, queryRetries, retryQuery, withRetries } from './queryPolicy.ts';
import { categorySchema, userSchema } from './schemas.ts';
import { storeLocally } from './storage.ts';
import { apiSettings, apiUrl, configureApi, DEFAULT_TIMEOUT_MS, resetApiConfig, retryDelayFor } from './transport.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fetch answering with `respond`, recording each call's URL and init. */
function stubFetch(respond: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(input), init });
    return respond(String(input), init);
  });
  configureApi({ fetch: fetch as unknown as typeof globalThis.fetch });
  return calls;
}

afterEach(() => {
  resetApiConfig();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('configureApi: one transport for the browser and the server', () => {
  it('defaults: same origin, the global fetch, a 10 s timeout', () => {
    expect(apiSettings()).toMatchObject({ baseUrl: '', fetch: undefined, timeoutMs: DEFAULT_TIMEOUT_MS, onUnauthorized: undefined });
    expect(apiUrl('/api/brands')).toBe('/api/brands');
  });

  it('prefixes paths with baseUrl (server use), leaves full URLs alone, and resets a key given as undefined', () => {
    configureApi({ baseUrl: 'http://127.0.0.1:4000/' });
    expect(apiUrl('/api/brands')).toBe('http://127.0.0.1:4000/api/brands');
    expect(apiUrl('https://cms.example.com/x')).toBe('https://cms.example.com/x');
    configureApi({ timeoutMs: 5 });
    expect(apiSettings()).toMatchObject({ baseUrl: 'http://127.0.0.1:4000', timeoutMs: 5 });
    configureApi({ baseUrl: undefined, timeoutMs: undefined });
    expect(apiSettings()).toMatchObject({ baseUrl: '', timeoutMs: DEFAULT_TIMEOUT_MS });
  });

  it('sends through the configured fetch, with the token and a JSON body', async () => {
    configureApi({ baseUrl: 'http://api.test' });
    const calls = stubFetch(() => json({ statusCode: 201, data: { ok: true } }));
    await expect(request('/api/checkout', { method: 'POST', json: { a: 1 }, token: 'tok' })).resolves.toMatchObject({ statusCode: 201 });
    expect(calls[0]?.url).toBe('http://api.test/api/checkout');
    expect(calls[0]?.init).toMatchObject({
      method: 'POST',
      body: '{"a":1}',
      headers: { Accept: 'application/json', Authorization: 'Bearer tok', 'Content-Type': 'application/json' },
    });
  });

  it('posts form data as multipart (special_attributes item by item)', async () => {
    const calls = stubFetch(() => json({ statusCode: 200 }));
    await api.postForm('/api/upload', { images: ['a', 'b'], title: 'x' }, ['images']);
    const body = calls[0]?.init.body as FormData;
    expect(body.getAll('images')).toEqual(['a', 'b']);
    expect((calls[0]?.init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });
});

describe('how an answer is judged', () => {
  it.each([
    ['HTTP status when the body states none', json({ data: 1 }, 201), { statusCode: 201, data: 1 }],
    ['a token is success whatever the status', json({ token: 't', statusCode: 401 }), { token: 't', statusCode: 401 }],
    ['a JSON list becomes data', json([1, 2]), { data: [1, 2], statusCode: 200 }],
  ])('%s', async (_name, answer, expected) => {
    stubFetch(() => answer);
    await expect(request('/api/x')).resolves.toEqual(expected);
  });

  it.each([
    [
      'a JSON failure: its message',
      json({ statusCode: 400, message: 'Invalid coupon' }, 400),
      { kind: 'http', status: 400, message: 'Invalid coupon' },
    ],
    [
      'a failure without a message: the generic one',
      json({ statusCode: 500 }, 500),
      { kind: 'http', status: 500, message: GENERIC_FAILURE_MESSAGE },
    ],
    [
      'an HTML page: the generic one',
      new Response('<html><body>Bad gateway</body></html>', { status: 502 }),
      { kind: 'http', status: 502, message: GENERIC_FAILURE_MESSAGE },
    ],
    [
      'a 200 that is not JSON: malformed',
      new Response('{"statusCode":200,"da', { status: 200 }),
      { kind: 'malformed', status: 200, message: MALFORMED_ANSWER_MESSAGE },
    ],
  ])('%s', async (_name, answer, expected) => {
    stubFetch(() => answer);
    await expect(request('/api/x')).rejects.toMatchObject(expected);
  });

  it('a network failure', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(request('/api/x')).rejects.toMatchObject({ kind: 'network', status: 0, message: NETWORK_FAILURE_MESSAGE });
  });

  it('checks the answer when given a schema', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubFetch(() => json({ statusCode: 200, data: { _id: 'u1' } }));
    await expect(requestSingle('/api/me', userSchema)).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('single, list and page reads unwrap data (spec 7)', async () => {
    const category = { categoryName: 'FLOWER', urlSlug: 'flower', image: '/f.svg' };
    stubFetch(() => json({ statusCode: 200, data: [category, { ...category, urlSlug: 'b' }] }));
    await expect(requestSingle('/api/c', categorySchema)).resolves.toEqual(category);
    await expect(requestList('/api/c', categorySchema)).resolves.toHaveLength(2);
    await expect(requestPage('/api/c', categorySchema)).resolves.toMatchObject({ total: 2 });
  });
});

describe('timeouts and cancelling', () => {
  const hang = (_url: string, init: RequestInit) =>
    new Promise<Response>((_, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error)));

  it('a call fails after its timeout, also when the fetch ignores the signal', async () => {
    configureApi({ timeoutMs: 20 });
    stubFetch(() => new Promise<Response>(() => undefined));
    await expect(request('/api/x')).rejects.toMatchObject({ kind: 'timeout', message: TIMEOUT_MESSAGE });
    stubFetch(hang);
    await expect(request('/api/x', { timeoutMs: 10 })).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('a body that never ends times out too', async () => {
    configureApi({ timeoutMs: 20 });
    const stream = new ReadableStream({ start: () => undefined });
    stubFetch(() => new Response(stream, { status: 200 }));
    await expect(request('/api/x')).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('a call the caller cancels rejects with the abort, not as a failure of the call', async () => {
    stubFetch(hang);
    const controller = new AbortController();
    const pending = request('/api/x', { signal: controller.signal });
    controller.abort(new Error('left the page'));
    const error = await pending.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    const already = new AbortController();
    already.abort();
    const result = await api.get('/api/x', { signal: already.signal });
    expect(result).toMatchObject({ ok: false, aborted: true });
  });
});

describe('retries (spec 7: "Queries retry 2 times")', () => {
  it.each([
    [0, new ApiError('x', 500, null), true],
    [1, new ApiError('x', 0, null, 'timeout'), true],
    [2, new ApiError('x', 0, null, 'network'), false],
    [0, new ApiError('x', 404, null), false],
    [0, new ApiError('x', 401, null), false],
    [0, new ApiError('x', 429, null), true],
    [0, new ApiError('x', 408, null), true],
    [0, new ApiError('x', 400, null, 'malformed'), true],
    [1, new Error('thrown'), true],
  ])('failure %i, %s → retry %s', (count, error, expected) => {
    expect(retryQuery(count, error)).toBe(expected);
  });

  it('2 in a browser, 0 on a server, or as configured', () => {
    expect(queryRetries()).toBe(QUERY_RETRIES);
    expect(QUERY_RETRIES).toBe(2);
    vi.stubGlobal('window', undefined);
    expect(queryRetries()).toBe(0);
    vi.unstubAllGlobals();
    configureApi({ retries: 5 });
    expect(queryRetries()).toBe(5);
  });

  it('waits retryDelayMs × 2^n between tries (at most 30 s)', async () => {
    expect([0, 1, 2, 10].map(retryDelayFor)).toEqual([1000, 2000, 4000, 30_000]);
    configureApi({ retryDelayMs: 0 });
    const attempt = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('x', 503, null))
      .mockResolvedValue('ok');
    await expect(withRetries(attempt)).resolves.toBe('ok');
    expect(attempt).toHaveBeenCalledTimes(2);
    const aborted = new AbortController();
    aborted.abort();
    await expect(withRetries(() => Promise.reject(new Error('x')), aborted.signal)).rejects.toThrow('x');
  });
});

describe('local side effects are guarded', () => {
  it('the whole brand list is kept as brandList; filtered lists are not', async () => {
    const brand = { id: 'b1', urlSlug: 'b-one', brandName: 'B One', name: 'B One', description: 'long' };
    stubFetch(() => json({ statusCode: 200, data: { data: [brand], total: 1 } }));
    await new QueryClient().fetchQuery(brandsQuery({ retailerId: 'r1' }));
    expect(localStorage.getItem(STORAGE_KEYS.brandList)).toBeNull();
    await new QueryClient().fetchQuery(brandsQuery());
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.brandList) ?? 'null')).toEqual([
      { id: 'b1', urlSlug: 'b-one', brandName: 'B One' },
    ]);
  });

  it("an 'address' fetch saves the first element as billingAddress", async () => {
    const address = { line1: '1 Main St', city: 'Detroit', state: 'MI', postalCode: '48201' };
    stubFetch(() => json({ statusCode: 200, data: [address] }));
    await requestSingle('/api/address', z.looseObject({ line1: z.string() }), { kind: 'address' });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.billingAddress) ?? 'null')).toEqual(address);
  });

  it('storing is a no-op without a window (a server render) or when storage throws', () => {
    vi.stubGlobal('window', undefined);
    expect(() => storeLocally('k', 1)).not.toThrow();
    vi.unstubAllGlobals();
    expect(localStorage.getItem('k')).toBeNull();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const setItem = vi.fn(() => {
      throw new Error('QuotaExceededError');
    });
    vi.stubGlobal('window', { localStorage: { setItem } });
    expect(() => storeLocally('k', 1)).not.toThrow();
    expect(setItem).toHaveBeenCalledWith('k', '1');
    expect(warn).toHaveBeenCalled();
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new Error('SecurityError');
      },
    });
    expect(() => storeLocally('k', 1)).not.toThrow();
  });
});
