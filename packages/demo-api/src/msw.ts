/**
 * The demo API as msw 2 handlers, for Storybook and tests: every /api/* request goes through the
 * same handler table as the Node server (handlers.ts).
 *
 *   import { demoHandlers } from '@storefront/demo-api/msw';
 *   parameters: { msw: { handlers: demoHandlers } }
 *
 * `createDemoHandlers(options)` gives a fresh in-memory store (and lets a story fix the clock or
 * swap the catalogue); `baseUrl` prefixes the pattern when requests go to another origin
 * ('*' matches any origin, handy under Node where relative patterns have no base).
 */
import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { DemoRequest } from './contract.ts';
import { createDemoApi, type DemoApi, type DemoApiOptions } from './handlers.ts';
import { errorBody } from './router.ts';

export interface DemoHandlerOptions extends DemoApiOptions {
  baseUrl?: string;
  /** Use an existing API instance (shares its store). */
  api?: DemoApi;
}

const INVALID_JSON = Symbol('invalid-json');

async function readBody(request: Request): Promise<unknown> {
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

export function createDemoHandlers(options: DemoHandlerOptions = {}) {
  const api = options.api ?? createDemoApi(options);
  return [
    http.all(`${options.baseUrl ?? ''}/api/*`, async ({ request }) => {
      const url = new URL(request.url);
      const body = await readBody(request);
      if (body === INVALID_JSON) return HttpResponse.json(errorBody(400, 'Request body is not valid JSON.') as unknown as JsonBodyType, { status: 400 });
      const headers: Record<string, string> = {};
      request.headers.forEach((value, key) => {
        headers[key.toLowerCase()] = value;
      });
      const req: DemoRequest = { method: request.method, path: url.pathname, query: url.searchParams, body, headers };
      const res = await api(req);
      return HttpResponse.json(res.json as JsonBodyType, { status: res.status });
    }),
  ];
}

/** Ready-made handlers with their own store, for Storybook's msw parameter. */
export const demoHandlers = createDemoHandlers();
