/**
 * The answers both servers (the demo API's and the storefront's) write: content types, gzip, JSON,
 * the API's documents, safe static files, and the refusal of odd paths.
 */
import { readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { DemoResponse } from '../handlerTypes.ts';
import { documentHeaders } from '../router.ts';
import { clientOf } from './listen.ts';
import { log } from './log.ts';

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
export function sendDocument(req: IncomingMessage, res: ServerResponse, file: NonNullable<DemoResponse['file']>): void {
  send(req, res, 200, Buffer.from(file.bytes), documentHeaders(file), true);
}

export function sendJson(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  json: unknown,
  headers: DemoResponse['headers'] = {},
): void {
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
