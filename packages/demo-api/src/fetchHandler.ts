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
import { createDemoApi, type DemoApi } from './handlers.ts';
import type { DemoRequest } from './handlerTypes.ts';
import { errorBody } from './router.ts';

const INVALID_JSON = Symbol('invalid-json');

/** The body as the route table reads it: JSON, or form fields (repeated keys as lists, files by name). */
export async function readRequestBody(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    const form = await request.formData();
    const out: Record<string, unknown> = {};
    form.forEach((value, key) => {
      const v = typeof value === 'string' ? value : value.name;
      const prev = out[key];
      out[key] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
    });
    return out;
  }
  const text = await request.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return INVALID_JSON;
  }
}

const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' } });

/**
 * `(request) => Promise<Response>` answering /api/* from `api` (a fresh demo API with its own
 * in-memory store when none is given). Other paths answer 404 in the API's error envelope.
 */
export function createDemoFetchHandler(api: DemoApi = createDemoApi()): (request: Request) => Promise<Response> {
  return async (request) => {
    const url = new URL(request.url);
    if (url.pathname !== '/api' && !url.pathname.startsWith('/api/')) {
      return json(404, errorBody(404, `No demo API route for ${request.method} ${url.pathname}.`));
    }
    const body = await readRequestBody(request);
    if (body === INVALID_JSON) return json(400, errorBody(400, 'Request body is not valid JSON.'));
    const headers: Record<string, string> = {};
    request.headers.forEach((value, key) => {
      headers[key.toLowerCase()] = value;
    });
    const demoRequest: DemoRequest = { method: request.method, path: url.pathname, query: url.searchParams, body, headers };
    const answer = await api(demoRequest);
    return json(answer.status, answer.json);
  };
}
