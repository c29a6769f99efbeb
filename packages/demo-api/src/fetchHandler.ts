/**
 * The demo API as a fetch-style handler, `(request: Request) => Promise<Response>`, over the one
 * route table (handlers.ts): for a server that mounts the API in-process (the storefront's server
 * hands /api/* requests to it, or gives it to the API client as its fetch) and for MSW (msw.ts).
 *
 *   const handle = createDemoFetchHandler();
 *   configureApi({ baseUrl: 'http://storefront.internal', fetch: (input, init) => handle(new Request(input, init)) });
 *
 * Browser-safe: only the Fetch API's Request and Response.
 */
import { SESSION_COOKIE } from './auth/sessions.ts';
import { createDemoApi, type DemoApi } from './handlers.ts';
import type { DemoRequest, DemoResponse, UploadedFile } from './handlerTypes.ts';
import { documentHeaders, errorBody } from './router.ts';
import { CART_COOKIE } from './routes/cart.ts';

const INVALID_JSON = Symbol('invalid-json');

/** A form's fields (repeated keys as lists; a file field holds its file name) and its files. */
export async function readForm(request: Request): Promise<{ fields: Record<string, unknown>; files: UploadedFile[] }> {
  const form = await request.formData();
  const fields: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  for (const [key, value] of form.entries()) {
    let v: string;
    if (typeof value === 'string') v = value;
    else {
      v = value.name;
      files.push({ field: key, name: value.name, type: value.type, bytes: new Uint8Array(await value.arrayBuffer()) });
    }
    const prev = fields[key];
    fields[key] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
  }
  return { fields, files };
}

/** The body as the route table reads it: JSON, or form fields (repeated keys as lists, files by name). */
export async function readRequestBody(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    return (await readForm(request)).fields;
  }
  const text = await request.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return INVALID_JSON;
  }
}

/** The API's own cookies, which a mock's jar keeps (DemoFetchOptions.cookieJar): the session and the guest cart. */
const JAR_COOKIES: readonly string[] = [SESSION_COOKIE, CART_COOKIE];

const json = (status: number, body: unknown, extra: DemoResponse['headers'] = {}): Response => {
  const headers = new Headers({ 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  for (const [name, value] of Object.entries(extra)) {
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  return new Response(JSON.stringify(body), { status, headers });
};

/**
 * `(request) => Promise<Response>` answering /api/* from `api` (a fresh demo API with its own
 * in-memory store when none is given). Other paths answer 404 in the API's error envelope.
 */
export interface DemoFetchOptions {
  /**
   * Keep the API's cookies the way a browser would, inside the handler: a mocked answer cannot set
   * an HttpOnly cookie (msw's service worker in Storybook, or a test DOM whose Headers hide
   * Set-Cookie), so the mock remembers its own `sf_session` and `sf_cart` (JAR_COOKIES) and sends
   * each with later requests that carry none of that name. For mocks only: a real server's cookies
   * are the browser's.
   */
  cookieJar?: boolean;
}

export function createDemoFetchHandler(
  api: DemoApi = createDemoApi(),
  options: DemoFetchOptions = {},
): (request: Request, extra?: { cookies?: Record<string, string>; ip?: string }) => Promise<Response> {
  const jar = new Map<string, string>();
  return async (request, extra = {}) => {
    const url = new URL(request.url);
    if (url.pathname !== '/api' && !url.pathname.startsWith('/api/')) {
      return json(404, errorBody(404, `No demo API route for ${request.method} ${url.pathname}.`));
    }
    const type = request.headers.get('content-type') ?? '';
    let body: unknown;
    let files: UploadedFile[] = [];
    if (request.method !== 'GET' && request.method !== 'HEAD' && type.includes('multipart/form-data')) {
      try {
        ({ fields: body, files } = await readForm(request));
      } catch {
        return json(400, errorBody(400, 'Request body is not a valid form.'));
      }
    } else {
      body = await readRequestBody(request);
    }
    if (body === INVALID_JSON) return json(400, errorBody(400, 'Request body is not valid JSON.'));
    const headers: Record<string, string> = {};
    request.headers.forEach((value, key) => {
      headers[key.toLowerCase()] = value;
    });
    // A Fetch API Request has no Host header: the URL's host is the origin the request was sent to.
    headers.host ??= url.host;
    // msw hands over the page's cookies separately (a browser never shows a Cookie header to a worker).
    const cookies = Object.entries(extra.cookies ?? {}).map(([k, v]) => `${k}=${v}`);
    if (cookies.length > 0 && !headers.cookie) headers.cookie = cookies.join('; ');
    if (options.cookieJar) {
      const sent = new Set((headers.cookie ?? '').split(';').map((part) => part.split('=')[0]?.trim()));
      const kept = [...jar].filter(([name]) => !sent.has(name)).map(([name, value]) => `${name}=${value}`);
      if (kept.length > 0) headers.cookie = [headers.cookie, ...kept].filter(Boolean).join('; ');
    }
    const demoRequest: DemoRequest = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      body,
      headers,
      files,
      ip: extra.ip,
    };
    const answer = await api(demoRequest);
    if (options.cookieJar) {
      const set = answer.headers?.['set-cookie'];
      for (const cookie of Array.isArray(set) ? set : set ? [set] : []) {
        const pair = cookie.split(';')[0] ?? '';
        const eq = pair.indexOf('=');
        const name = pair.slice(0, eq);
        if (eq < 0 || !JAR_COOKIES.includes(name)) continue;
        const value = pair.slice(eq + 1);
        if (/max-age=0/i.test(cookie) || value === '') jar.delete(name);
        else jar.set(name, value);
      }
    }
    if (answer.file) return new Response(answer.file.bytes.slice().buffer, { status: 200, headers: documentHeaders(answer.file) });
    return json(answer.status, answer.json, answer.headers);
  };
}
