/**
 * The HTTP listener both servers run on: the server's limits on slow clients, the client's address
 * and scheme as the trusted proxies tell them, a request id and a log line per request, and a
 * graceful close.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import type { TLSSocket } from 'node:tls';
import { NO_TRUSTED_PROXIES, resolveClient, STRICT_TRANSPORT_SECURITY, type Client, type TrustedProxies } from './forwarded.ts';
import { log } from './log.ts';

export const DEFAULT_PORT = 4000;
/** How long a graceful close waits for requests in flight before cutting them. */
export const SHUTDOWN_GRACE_MS = 10_000;

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
