/**
 * The demo API over HTTP: the route table on /api/* and the catalogue and CMS images on
 * /images/catalog/* and /images/cms/*. The storefront server (packages/storefront-app/server)
 * mounts `createDemoRequestListener` beside its pages; run alone it is an API server:
 *
 *   pnpm tsx packages/demo-api/src/server.ts   (PORT, default 4000)
 *
 * Also the small HTTP helpers both servers use: content types, gzip, safe static files, `listen`.
 */
import { readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, extname, join, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { TLSSocket } from 'node:tls';
import type { DemoRequest, DemoResponse, UploadedFile } from './handlerTypes.ts';
import { createDemoApi, type DemoApi, type DemoApiOptions } from './handlers.ts';
import { readForm } from './fetchHandler.ts';
import { log } from './http/log.ts';
import { documentHeaders, errorBody } from './router.ts';
import { NO_TRUSTED_PROXIES, resolveClient, STRICT_TRANSPORT_SECURITY, type Client, type TrustedProxies } from './http/forwarded.ts';
export { parseTrustProxy, type Client, type TrustedProxies } from './http/forwarded.ts';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '..', '..', '..');

export const defaultPaths = {
  catalogImagesDir: join(repoRoot, 'fixtures', 'catalog', 'images'),
  cmsImagesDir: join(repoRoot, 'fixtures', 'cms', 'images'),
};

export const DEFAULT_PORT = 4000;
/** JSON and form bodies: 1 MiB. Multipart uploads (careers, contact): 6 MiB. */
export const MAX_BODY_BYTES = 1024 * 1024;
export const MAX_UPLOAD_BYTES = 6 * 1024 * 1024;
const UPLOAD_PATHS = new Set(['/api/careers', '/api/contact']);
/** How long a graceful close waits for requests in flight before cutting them. */
export const SHUTDOWN_GRACE_MS = 10_000;

export const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};
export const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt', '.xml', '.webmanifest']);
/** Vite's hashed output: name-<hash>.ext under assets/. */
export const HASHED_ASSET = /(^|\/)assets\/.+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

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

class BodyTooLarge extends Error {
  constructor(readonly limit: number) {
    super('Request body is too large.');
  }
}

/** The body's bytes, at most `limit` of them (a longer body rejects with BodyTooLarge, read no further). */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolveBody, reject) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > limit) {
      reject(new BodyTooLarge(limit));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        done = true;
        req.off('data', onData);
        // Stop buffering; the rest is drained (not kept) so the answer can be read by the client.
        req.resume();
        reject(new BodyTooLarge(limit));
      } else {
        chunks.push(chunk);
      }
    };
    req.on('data', onData);
    req.on('end', () => {
      if (!done) resolveBody(Buffer.concat(chunks));
    });
    req.on('error', reject);
  });
}

async function parseBody(
  bytes: Buffer,
  contentType: string,
  url: URL,
  req: IncomingMessage,
): Promise<{ ok: true; value: unknown; files?: UploadedFile[] } | { ok: false; message: string }> {
  if (bytes.length === 0) return { ok: true, value: undefined };
  if (contentType.includes('multipart/form-data')) {
    try {
      const request = new Request(url, { method: req.method, headers: { 'content-type': contentType }, body: new Uint8Array(bytes) });
      const { fields, files } = await readForm(request);
      return { ok: true, value: fields, files };
    } catch {
      return { ok: false, message: 'Request body is not a valid form.' };
    }
  }
  const text = bytes.toString('utf8');
  if (contentType.includes('application/x-www-form-urlencoded')) {
    return { ok: true, value: Object.fromEntries(new URLSearchParams(text)) };
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, message: 'Request body is not valid JSON.' };
  }
}

export const acceptsGzip = (req: IncomingMessage): boolean => /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));

export function send(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  body: Buffer,
  headers: Record<string, string>,
  compressible: boolean,
): void {
  const out = compressible && body.length > 512 && acceptsGzip(req) ? gzipSync(body) : body;
  res.writeHead(status, {
    ...headers,
    ...(out !== body ? { 'content-encoding': 'gzip' } : {}),
    ...(compressible ? { vary: 'Accept-Encoding' } : {}),
    'content-length': String(out.length),
    'x-content-type-options': 'nosniff',
  });
  res.end(req.method === 'HEAD' ? undefined : out);
}

/** A document the API wrote. */
function sendDocument(req: IncomingMessage, res: ServerResponse, file: NonNullable<DemoResponse['file']>): void {
  send(req, res, 200, Buffer.from(file.bytes), documentHeaders(file), true);
}

function sendJson(req: IncomingMessage, res: ServerResponse, status: number, json: unknown, headers: DemoResponse['headers'] = {}): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  send(
    req,
    res,
    status,
    Buffer.from(JSON.stringify(json)),
    { 'content-type': contentTypes['.json'] ?? 'application/json', 'cache-control': 'no-store' },
    true,
  );
}

/** Answers an /api/* request through `api`: body limits (413), JSON / form / multipart bodies, the client's address. */
export async function handleApiRequest(api: DemoApi, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const limit =
    UPLOAD_PATHS.has(url.pathname) && String(req.headers['content-type'] ?? '').includes('multipart/form-data')
      ? MAX_UPLOAD_BYTES
      : MAX_BODY_BYTES;
  let bytes: Buffer;
  try {
    bytes = await readBody(req, limit);
  } catch (error) {
    if (error instanceof BodyTooLarge) {
      const mib = error.limit / (1024 * 1024);
      res.setHeader('connection', 'close');
      return sendJson(req, res, 413, errorBody(413, `Request body is too large (at most ${mib} MiB).`));
    }
    throw error;
  }
  const parsed = await parseBody(bytes, String(req.headers['content-type'] ?? ''), url, req);
  if (!parsed.ok) return sendJson(req, res, 400, errorBody(400, parsed.message));
  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries(req.headers)) if (typeof value === 'string') headers[key.toLowerCase()] = value;
  const demoReq: DemoRequest = {
    method: req.method ?? 'GET',
    path: url.pathname,
    query: url.searchParams,
    body: parsed.value,
    headers,
    files: parsed.files,
    ip: clientOf(req).address,
  };
  const out = await api(demoReq);
  if (out.file) return sendDocument(req, res, out.file);
  return sendJson(req, res, out.status, out.json, out.headers);
}

/** How long the readiness write may take before the instance counts as not ready. */
export const READINESS_TIMEOUT_MS = 2_000;
/** The readiness answer's body when the database cannot be written (a balancer's log shows it). */
export const NOT_READY_WRITE = 'database cannot be written';

/**
 * The readiness check (issue 32, item 3): a tiny real write, not a read. A full disk, a read-only
 * file or a PostgreSQL that refuses writes still answers `select 1`, so a read-only check kept the
 * instance in the balancer while every order failed. Each instance upserts its own row of
 * `readinessProbes` (host and process: instances never wait on one another's row) within
 * READINESS_TIMEOUT_MS. A rolled-back write would not do: SQLite may never touch the disk for it.
 */
export async function databaseReady(
  api: DemoApi,
  { timeoutMs = READINESS_TIMEOUT_MS, now = Date.now }: { timeoutMs?: number; now?: () => number } = {},
): Promise<{ ready: true } | { ready: false; reason: string }> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    const write = (async () => {
      const { db } = await api.database();
      const at = now();
      await db
        .insertInto('readinessProbes')
        .values({ instance: probeInstance, checkedAt: at })
        .onConflict((oc) => oc.column('instance').doUpdateSet({ checkedAt: at }))
        .execute();
    })();
    // A late failure after the timeout must not become an unhandled rejection.
    write.catch(() => undefined);
    await Promise.race([write, timedOut]);
    return { ready: true };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    log.warn('readiness write failed', { reason });
    return { ready: false, reason };
  } finally {
    clearTimeout(timer);
  }
}
const probeInstance = `${hostname()}:${process.pid}`;

/**
 * Why a request path is not one we serve (bad percent-encoding, a NUL, a '..' segment, a backslash),
 * or null when it is fine. Such a request gets a 400 and a warning in the log.
 */
export function oddPath(path: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return 'bad percent-encoding';
  }
  if (decoded.includes('\0')) return 'NUL in the path';
  if (decoded.includes('\\')) return 'backslash in the path';
  if (decoded.split('/').some((segment) => segment === '..')) return 'dot-dot segment';
  return null;
}

/** Answers an odd path with 400 and logs it; true when it did. */
export function refuseOddPath(req: IncomingMessage, res: ServerResponse, path: string): boolean {
  const why = oddPath(path);
  if (!why) return false;
  log.warn('odd path refused', { method: req.method, path: path.slice(0, 200), why, address: clientOf(req).address });
  send(req, res, 400, Buffer.from('Bad request'), { 'content-type': 'text/plain; charset=utf-8' }, false);
  return true;
}

/** Resolves `urlPath` inside `root`; null for traversal attempts or missing files. */
export function safeFile(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const base = resolve(root);
  const file = resolve(base, `.${decoded.startsWith('/') ? decoded : `/${decoded}`}`);
  if (file !== base && !file.startsWith(base + sep)) return null;
  try {
    return statSync(file).isFile() ? file : null;
  } catch {
    return null;
  }
}

const gzipCache = new Map<string, { mtimeMs: number; body: Buffer }>();

export function sendFile(req: IncomingMessage, res: ServerResponse, file: string, cacheControl: string, status = 200): void {
  const ext = extname(file).toLowerCase();
  const type = contentTypes[ext] ?? 'application/octet-stream';
  const compressible = COMPRESSIBLE.has(ext);
  const stat = statSync(file);
  const headers = { 'content-type': type, 'cache-control': cacheControl, 'last-modified': stat.mtime.toUTCString() };
  if (compressible && stat.size > 512 && acceptsGzip(req)) {
    const cached = gzipCache.get(file);
    const body = cached && cached.mtimeMs === stat.mtimeMs ? cached.body : gzipSync(readFileSync(file));
    gzipCache.set(file, { mtimeMs: stat.mtimeMs, body });
    res.writeHead(status, {
      ...headers,
      'content-encoding': 'gzip',
      vary: 'Accept-Encoding',
      'content-length': String(body.length),
      'x-content-type-options': 'nosniff',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  send(req, res, status, readFileSync(file), headers, false);
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

export interface Listening {
  server: Server;
  port: number;
  url: string;
  close: () => Promise<void>;
}

const REQUEST_ID = /^[\w-]{1,64}$/;

/**
 * The server's own limits on a slow client (issue 32, item 3). Node's defaults let a body sent a
 * byte at a time hold a connection for 300 s (plus up to 30 s before the check ran): the request
 * headers must now arrive within 10 s and the whole request (headers and body) within 25 s, checked
 * every second, so a slow client gets a 408 and a closed socket within 26 s. A body that stops
 * arriving for 10 s is cut sooner the same way. An idle keep-alive connection closes after 5 s
 * (a balancer's own idle timeout should be longer than this one, or it reuses a closing socket).
 * A 6 MiB upload needs about 250 kB/s to arrive within the request limit.
 */
export interface ServerTimeouts {
  headersMs: number;
  requestMs: number;
  /** No byte of the body for this long: 408. */
  bodyIdleMs: number;
  keepAliveMs: number;
  /** How often Node checks the header and request deadlines. */
  checkEveryMs: number;
}
export const DEFAULT_TIMEOUTS: ServerTimeouts = {
  headersMs: 10_000,
  requestMs: 25_000,
  bodyIdleMs: 10_000,
  keepAliveMs: 5_000,
  checkEveryMs: 1_000,
};

export interface ListenOptions {
  port?: number;
  host?: string;
  /** The proxies whose X-Forwarded-For / X-Forwarded-Proto are believed (http/forwarded.ts); default none. */
  trustProxy?: TrustedProxies;
  timeouts?: Partial<ServerTimeouts>;
}

const clients = new WeakMap<IncomingMessage, Client>();

/**
 * The client of a request: its address (what the rate limits count) and whether it came over TLS,
 * as `listen` resolved them with the server's trusted proxies; a request from elsewhere (a test's
 * bare server) trusts no proxy.
 */
export function clientOf(req: IncomingMessage): Client {
  const known = clients.get(req);
  if (known) return known;
  const client = resolveClient(
    { socketAddress: req.socket.remoteAddress, encrypted: Boolean((req.socket as Partial<TLSSocket>).encrypted) },
    NO_TRUSTED_PROXIES,
  );
  clients.set(req, client);
  return client;
}

const REQUEST_TIMEOUT_ANSWER =
  'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: 48\r\n\r\nThe request took too long to arrive. Try again.\n';

/** Cuts a request whose body stops arriving for `idleMs`: a 408 (unless an answer began) and the socket closed. */
function watchBody(req: IncomingMessage, res: ServerResponse, idleMs: number): void {
  const expectsBody = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
  if (!expectsBody || req.complete) return;
  let timer: ReturnType<typeof setTimeout>;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (req.complete) return;
      if (!res.headersSent) req.socket.end(REQUEST_TIMEOUT_ANSWER);
      req.socket.destroySoon();
    }, idleMs);
    timer.unref();
  };
  arm();
  req.on('data', arm);
  const stop = () => clearTimeout(timer);
  req.on('end', stop);
  req.on('close', stop);
  res.on('close', stop);
}

/**
 * Serves `listener` on `port` (0: a free one) and `host` (default loopback), with a request id on
 * every answer (`x-request-id`, the caller's when it is sane) and one JSON log line per request.
 * `close()` is graceful: no new connections, requests in flight finish (up to SHUTDOWN_GRACE_MS),
 * idle keep-alive connections close at once.
 */
export async function listen(
  listener: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
  { port = DEFAULT_PORT, host = '127.0.0.1', trustProxy = NO_TRUSTED_PROXIES, timeouts: timeoutOptions }: ListenOptions = {},
): Promise<Listening> {
  const inFlight = new Set<ServerResponse>();
  const timeouts = { ...DEFAULT_TIMEOUTS, ...timeoutOptions };
  const server = createServer(
    {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      keepAliveTimeout: timeouts.keepAliveMs,
      connectionsCheckingInterval: timeouts.checkEveryMs,
    },
    (req, res) => {
      const client = resolveClient(
        {
          socketAddress: req.socket.remoteAddress,
          encrypted: Boolean((req.socket as Partial<TLSSocket>).encrypted),
          forwardedFor: req.headers['x-forwarded-for'],
          forwardedProto: req.headers['x-forwarded-proto'],
        },
        trustProxy,
      );
      clients.set(req, client);
      // HSTS only when the shopper's own request was TLS: on plain http it would be ignored at best,
      // and a local or test server must never pin a browser to https.
      if (client.secure) res.setHeader('strict-transport-security', STRICT_TRANSPORT_SECURITY);
      watchBody(req, res, timeouts.bodyIdleMs);
      const incoming = req.headers['x-request-id'];
      const requestId = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
      res.setHeader('x-request-id', requestId);
      const started = performance.now();
      inFlight.add(res);
      res.on('close', () => {
        inFlight.delete(res);
        const path = (req.url ?? '/').split('?')[0];
        log.info('request', { requestId, method: req.method, path, status: res.statusCode, ms: Math.round(performance.now() - started) });
      });
      void listener(req, res);
    },
  );
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolveListen());
  });
  const address = server.address() as AddressInfo;
  return {
    server,
    port: address.port,
    url: `http://${host === '0.0.0.0' ? 'localhost' : host}:${address.port}`,
    close: () =>
      new Promise<void>((resolveClose, reject) => {
        server.close((error) => (error ? reject(error) : resolveClose()));
        server.closeIdleConnections();
        const deadline = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
        deadline.unref();
        const poll = setInterval(() => {
          server.closeIdleConnections();
          if (inFlight.size === 0) clearInterval(poll);
        }, 50);
        poll.unref();
      }),
  };
}

export async function startDemoServer(options: DemoServerOptions = {}): Promise<DemoServer> {
  const { listener, api } = createDemoRequestListener(options);
  return { ...(await listen(listener, options)), api };
}

const runDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (runDirectly) {
  // The API alone (tests, a separate API tier): PORT, HOST (default loopback), DATABASE_URL, DATA_DIR, TRUST_PROXY.
  const { openDatabase, databaseFileStore, seedDatabase, loadCatalogFromDatabase } = await import('./db/index.node.ts');
  const { parseTrustProxy } = await import('./http/forwarded.ts');
  const trustProxy = parseTrustProxy(process.env.TRUST_PROXY);
  const dataDir = process.env.DATA_DIR ?? join(process.cwd(), 'data');
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
  await seedDatabase(database.db);
  const { catalog, cms } = await loadCatalogFromDatabase(database.db);
  const port = Number(process.env.PORT ?? DEFAULT_PORT);
  const demo = await startDemoServer({
    port,
    host: process.env.HOST ?? '127.0.0.1',
    trustProxy,
    database,
    catalog,
    cms: cms.fixtures,
    cmsNames: cms.names,
    cmsPages: cms.pages,
    files: databaseFileStore(database.db, { legacyDir: join(dataDir, 'uploads') }),
    allowedOrigins: (process.env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
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
