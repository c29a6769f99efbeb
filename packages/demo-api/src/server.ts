/**
 * The demo API over HTTP: the route table on /api/* and the catalogue and CMS images on
 * /images/catalog/* and /images/cms/*. The storefront server (packages/storefront-app/server)
 * mounts `createDemoRequestListener` beside its pages; run alone it is an API server:
 *
 *   pnpm tsx packages/demo-api/src/server.ts   (PORT, default 4000)
 *
 * The pieces both servers use are in http/: `listen` and the limits on slow clients (listen.ts),
 * the answers (responses.ts: content types, gzip, safe static files), the API's request bodies
 * (apiRequest.ts) and /readyz (readiness.ts); this entry ('@storefront/demo-api/server') exports them.
 * The boot sequence (database, seed, API) is boot.ts.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { catalogImagesDir, cmsImagesDir } from '@storefront/fixtures/paths';
import { createDemoApi, type DemoApi, type DemoApiOptions } from './handlers.ts';
import { handleApiRequest } from './http/apiRequest.ts';
import { parseTrustProxy, type TrustedProxies } from './http/forwarded.ts';
import { DEFAULT_PORT, listen, type ServerTimeouts } from './http/listen.ts';
import { log } from './http/log.ts';
import { databaseReady, NOT_READY_WRITE } from './http/readiness.ts';
import { refuseOddPath, safeFile, send, sendFile, sendJson } from './http/responses.ts';
import { errorBody } from './router.ts';

export { parseTrustProxy, type Client, type TrustedProxies } from './http/forwarded.ts';
export { handleApiRequest, MAX_BODY_BYTES, MAX_UPLOAD_BYTES } from './http/apiRequest.ts';
export {
  clientOf,
  DEFAULT_PORT,
  DEFAULT_TIMEOUTS,
  listen,
  SHUTDOWN_GRACE_MS,
  type Listening,
  type ListenOptions,
  type ServerTimeouts,
} from './http/listen.ts';
export { databaseReady, NOT_READY_WRITE, READINESS_TIMEOUT_MS } from './http/readiness.ts';
export {
  acceptsGzip,
  COMPRESSIBLE,
  contentTypes,
  HASHED_ASSET,
  oddPath,
  refuseOddPath,
  safeFile,
  send,
  sendFile,
} from './http/responses.ts';

export const defaultPaths = { catalogImagesDir, cmsImagesDir };

export interface DemoServerOptions extends DemoApiOptions {
  port?: number;
  host?: string;
  catalogImagesDir?: string;
  cmsImagesDir?: string;
  /** Use an existing API instance. */
  api?: DemoApi;
  /** The proxies whose forwarded headers are believed (TRUST_PROXY, http/forwarded.ts). */
  trustProxy?: TrustedProxies;
  timeouts?: Partial<ServerTimeouts>;
}

export interface DemoServer {
  server: Server;
  port: number;
  url: string;
  api: DemoApi;
  close: () => Promise<void>;
}

export function createDemoRequestListener(options: DemoServerOptions = {}) {
  const api = options.api ?? createDemoApi(options);
  const imageRoots: Array<[string, string]> = [
    ['/images/catalog/', options.catalogImagesDir ?? defaultPaths.catalogImagesDir],
    ['/images/cms/', options.cmsImagesDir ?? defaultPaths.cmsImagesDir],
  ];

  const listener = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname;
    try {
      if (refuseOddPath(req, res, (req.url ?? '/').split('?')[0] ?? '/')) return;
      if (path === '/api' || path.startsWith('/api/')) return await handleApiRequest(api, req, res, url);
      if (path === '/healthz') return sendJson(req, res, 200, { status: 'ok' });
      if (path === '/readyz') {
        const check = await databaseReady(api);
        return sendJson(
          req,
          res,
          check.ready ? 200 : 503,
          check.ready
            ? { status: 'ready' }
            : {
                status: NOT_READY_WRITE,
                reason:
                  'A test write to the database failed or took too long: it may be full, read-only or unreachable. Orders and sign-ins on this instance would fail.',
              },
        );
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        return send(
          req,
          res,
          405,
          Buffer.from('Method not allowed'),
          { 'content-type': 'text/plain; charset=utf-8', allow: 'GET, HEAD' },
          false,
        );
      }
      for (const [prefix, root] of imageRoots) {
        if (path.startsWith(prefix)) {
          const file = safeFile(root, path.slice(prefix.length));
          if (!file) return send(req, res, 404, Buffer.from('Not found'), { 'content-type': 'text/plain; charset=utf-8' }, false);
          return sendFile(req, res, file, 'public, max-age=3600');
        }
      }
      return send(
        req,
        res,
        404,
        Buffer.from('Not found: the demo API serves /api/* and /images/*.'),
        { 'content-type': 'text/plain; charset=utf-8' },
        false,
      );
    } catch (error) {
      log.error('request failed', { method: req.method, path, error: error instanceof Error ? error.message : String(error) });
      if (!res.headersSent) sendJson(req, res, 500, errorBody(500, 'Something went wrong on our side. Please try again.'));
      else res.end();
    }
  };
  return { listener, api };
}

export async function startDemoServer(options: DemoServerOptions = {}): Promise<DemoServer> {
  const { listener, api } = createDemoRequestListener(options);
  return { ...(await listen(listener, options)), api };
}

const runDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (runDirectly) {
  // The API alone (tests, a separate API tier): PORT, HOST (default loopback), DATABASE_URL, DATA_DIR, TRUST_PROXY.
  const { bootDemoApi } = await import('./boot.ts');
  const { api, database } = await bootDemoApi({
    databaseUrl: process.env.DATABASE_URL,
    dataDir: process.env.DATA_DIR,
    allowedOrigins: (process.env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
  });
  const demo = await startDemoServer({
    port: Number(process.env.PORT ?? DEFAULT_PORT),
    host: process.env.HOST ?? '127.0.0.1',
    trustProxy: parseTrustProxy(process.env.TRUST_PROXY),
    api,
  });
  log.info('listening', { url: demo.url, database: database.location });
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void demo
      .close()
      .then(() => database.close())
      .then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
