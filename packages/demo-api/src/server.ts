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
import type { DemoRequest } from './handlerTypes.ts';
import { createDemoApi, type DemoApi, type DemoApiOptions } from './handlers.ts';
import { errorBody } from './router.ts';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '..', '..', '..');

export const defaultPaths = {
  catalogImagesDir: join(repoRoot, 'fixtures', 'catalog', 'images'),
  cmsImagesDir: join(repoRoot, 'fixtures', 'cms', 'images'),
};

export const DEFAULT_PORT = 4000;
const MAX_BODY_BYTES = 1024 * 1024;

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
}

export interface DemoServer {
  server: Server;
  port: number;
  url: string;
  api: DemoApi;
  close: () => Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolveBody, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new Error('Request body is too large.'));
        req.destroy();
      } else {
        chunks.push(chunk);
      }
    });
    req.on('end', () => resolveBody(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function parseBody(text: string, contentType: string): { ok: true; value: unknown } | { ok: false } {
  if (!text) return { ok: true, value: undefined };
  if (contentType.includes('application/x-www-form-urlencoded')) {
    return { ok: true, value: Object.fromEntries(new URLSearchParams(text)) };
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

export const acceptsGzip = (req: IncomingMessage): boolean => /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));

export function send(req: IncomingMessage, res: ServerResponse, status: number, body: Buffer, headers: Record<string, string>, compressible: boolean): void {
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

function sendJson(req: IncomingMessage, res: ServerResponse, status: number, json: unknown): void {
  send(req, res, status, Buffer.from(JSON.stringify(json)), { 'content-type': contentTypes['.json'] ?? 'application/json', 'cache-control': 'no-store' }, true);
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
    res.writeHead(status, { ...headers, 'content-encoding': 'gzip', vary: 'Accept-Encoding', 'content-length': String(body.length), 'x-content-type-options': 'nosniff' });
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
      if (path === '/api' || path.startsWith('/api/')) {
        const parsed = parseBody(await readBody(req), String(req.headers['content-type'] ?? ''));
        if (!parsed.ok) return sendJson(req, res, 400, errorBody(400, 'Request body is not valid JSON.'));
        const headers: Record<string, string> = {};
        for (const [key, value] of Object.entries(req.headers)) if (typeof value === 'string') headers[key.toLowerCase()] = value;
        const demoReq: DemoRequest = { method: req.method ?? 'GET', path, query: url.searchParams, body: parsed.value, headers };
        const out = await api(demoReq);
        return sendJson(req, res, out.status, out.json);
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        return send(req, res, 405, Buffer.from('Method not allowed'), { 'content-type': 'text/plain; charset=utf-8', allow: 'GET, HEAD' }, false);
      }
      for (const [prefix, root] of imageRoots) {
        if (path.startsWith(prefix)) {
          const file = safeFile(root, path.slice(prefix.length));
          if (!file) return send(req, res, 404, Buffer.from('Not found'), { 'content-type': 'text/plain; charset=utf-8' }, false);
          return sendFile(req, res, file, 'public, max-age=3600');
        }
      }
      return send(req, res, 404, Buffer.from('Not found: the demo API serves /api/* and /images/*.'), { 'content-type': 'text/plain; charset=utf-8' }, false);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (!res.headersSent) sendJson(req, res, 500, errorBody(500, `Demo server error: ${message}`));
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

/** Serves `listener` on `port` (0: a free one) and `host` (default loopback). */
export async function listen(listener: (req: IncomingMessage, res: ServerResponse) => Promise<void>, { port = DEFAULT_PORT, host = '127.0.0.1' }: { port?: number; host?: string } = {}): Promise<Listening> {
  const server = createServer((req, res) => {
    void listener(req, res);
  });
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
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolveClose()));
      }),
  };
}

export async function startDemoServer(options: DemoServerOptions = {}): Promise<DemoServer> {
  const { listener, api } = createDemoRequestListener(options);
  return { ...(await listen(listener, options)), api };
}

const runDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (runDirectly) {
  const port = Number(process.env.PORT ?? DEFAULT_PORT);
  const demo = await startDemoServer({ port, host: process.env.HOST ?? '0.0.0.0' });
  console.log(`Demo API: ${demo.url}/api/retailers  (the storefront: npm start)`);
  const stop = () => {
    void demo.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
