/**
 * An /api/* request over HTTP into the demo API: the body read within its limit (413 past it), parsed
 * as JSON, a urlencoded form or multipart with files (400 when it is none of them), and the client's
 * address for the rate limits.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DemoRequest, UploadedFile } from '../handlerTypes.ts';
import type { DemoApi } from '../handlers.ts';
import { readForm } from '../fetchHandler.ts';
import { errorBody } from '../router.ts';
import { clientOf } from './listen.ts';
import { sendDocument, sendJson } from './responses.ts';

/** JSON and form bodies: 1 MiB. Multipart uploads (careers, contact): 6 MiB. */
export const MAX_BODY_BYTES = 1024 * 1024;
export const MAX_UPLOAD_BYTES = 6 * 1024 * 1024;
const UPLOAD_PATHS = new Set(['/api/careers', '/api/contact']);

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
