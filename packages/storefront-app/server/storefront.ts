/**
 * The storefront server: server-rendered pages (dist/server/entry-server.js), the client build's
 * files (dist/client: hashed assets immutable for a year), robots.txt and sitemap.xml, and the demo
 * backend mounted on /api and /images (the same module MSW serves in Storybook and unit tests).
 *
 * Stateless: nothing a request needs lives only in this process (the CMS cache is a cache), so any
 * number of instances can run behind a load balancer. HTML is streamed and compressed; anonymous
 * catalogue pages carry CDN-friendly Cache-Control (s-maxage + stale-while-revalidate), pages for
 * a visitor with a session cookie `private, no-store`.
 *
 *   pnpm --filter @storefront/app build && pnpm tsx packages/storefront-app/server/start.ts   (PORT, default 4000)
 */
import type * as EntryServerModule from '../src/entry-server.tsx';
import { answerShopperForm } from './shopperForms.ts';
import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, extname, join, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createGzip } from 'node:zlib';
import { createDemoFetchHandler, type StorefrontDb } from '@storefront/demo-api';
import { bootDemoApi } from '@storefront/demo-api/boot';
import {
  acceptsGzip,
  clientOf,
  createDemoRequestListener,
  HASHED_ASSET,
  listen,
  refuseOddPath,
  safeFile,
  send,
  sendFile,
  type Listening,
  type ServerTimeouts,
  type TrustedProxies,
} from '@storefront/demo-api/server';
import { CART_COOKIE } from '@storefront/demo-api';
import { readManifest, readStylesheets, routeAssets, type Manifest } from './assets.ts';
import { documentEnd, documentStart, htmlSink, inlineScriptHashes, securityHeaders } from './document.ts';
import { cachedPageOf, createPageCache, pageCacheKey, withNonce, type CachedPage, type RenderedPage } from './pageCache.ts';
import { encodeShopperCookie, readShopperCookie } from '../src/shop/shopperCookie.ts';
import { randomBytes } from 'node:crypto';
import { AsyncLocalStorage } from 'node:async_hooks';
import { CMS_PREVIEW_OFF, CMS_PREVIEW_PARAM, decodeCmsPreview } from '@storefront/components/cms/preview';
import { cacheControlFor, PRIVATE_CACHE, SESSION_COOKIE } from './cachePolicy.ts';
import {
  clearPreviewCookie,
  createDatabasePreviewStore,
  looksLikePreviewToken,
  mayMakePreview,
  PREVIEW_COOKIE,
  PREVIEW_EXPIRED_MESSAGE,
  PREVIEW_LINK_TTL_MS,
  previewAccess,
  previewAccount,
  previewCookie,
  previewSecret,
  signPreviewToken,
  verifyPreviewToken,
  type PreviewAccount,
} from './previews.ts';
import { readCookie } from '../src/site/siteChoice.ts';
import { WEB_APP_PATHS } from '@storefront/components/rules';

type EntryServer = typeof EntryServerModule;

const here = dirname(fileURLToPath(import.meta.url));
export const defaultDist = {
  client: join(here, '..', 'dist', 'client'),
  server: join(here, '..', 'dist', 'server'),
};
export const DEFAULT_PORT = 4000;
export { clockFrom } from './clock.ts';
/** The origin the server renderer's API calls carry when the demo API answers them in-process. */
const IN_PROCESS_ORIGIN = 'http://demo-api.internal';

export interface StorefrontServerOptions {
  port?: number;
  host?: string;
  clientDir?: string;
  serverDir?: string;
  /** Extra static folders by URL prefix (the Lighthouse benchmark's bare React page). */
  staticMounts?: Record<string, string>;
  /** Host names of retailers' own domains → site ids. */
  hostSites?: Record<string, string>;
  /** The public origin for canonical URLs; default: the request's Host. */
  publicOrigin?: string;
  /** Where the server renderer calls the API; default: the demo API in-process. */
  apiOrigin?: string;
  /** postgres://… for PostgreSQL; default: SQLite in dataDir. */
  databaseUrl?: string;
  /** The data folder: the SQLite file and uploads/ (default ./data). */
  dataDir?: string;
  /** Origins besides the server's own allowed to send state-changing API requests. */
  allowedOrigins?: string[];
  /** Origins allowed to frame the pages besides our own (the Storybook workbench preview). */
  frameAncestors?: string[];
  /** The API's clock in ms (store hours, specials' hours, order times, sessions); default Date.now. See clockFrom. */
  now?: () => number;
  /** Serve the demo e-mail outbox at /api/dev/outbox (the demo; off by default). */
  devOutbox?: boolean;
  /** Keep rendered pages in memory for a few seconds (pageCache.ts); default on. */
  pageCache?: boolean;
  /** Seed the catalogue and CMS at start (default); off when another process did (start.ts's workers). */
  seed?: boolean;
  /** The proxies whose X-Forwarded-For / X-Forwarded-Proto are believed (TRUST_PROXY); default none. */
  trustProxy?: TrustedProxies;
  /** The server's header, request, body and keep-alive timeouts (default: DEFAULT_TIMEOUTS of the demo API's server). */
  timeouts?: Partial<ServerTimeouts>;
  /** The key preview links are signed with (PREVIEW_SECRET); default: generated once and kept in the database. */
  previewSecret?: string;
}

/**
 * A clock that starts at `start` (an ISO time) and runs at real speed from then: a demo or a test
 * can shop at a store's opening hours, or try a closed store, whatever the machine's time.
 * Undefined or blank: the real clock. An unparsable time is an error (never a silent real clock).
 */

export type StorefrontServer = Listening & { database: StorefrontDb };

/**
 * The session and guest cart cookies of the request being rendered: the server renderer's API calls
 * carry them (the shopper's data and cart are in their first HTML), and nothing else of the browser's.
 */
const renderingFor = new AsyncLocalStorage<{ session: string | undefined; guestCart?: string | undefined }>();

function withSession(input: RequestInfo | URL, init?: RequestInit): Request {
  const request = new Request(input, init);
  const store = renderingFor.getStore();
  const cookies = [
    ...(store?.session !== undefined ? [`${SESSION_COOKIE}=${encodeURIComponent(store.session)}`] : []),
    ...(store?.guestCart !== undefined ? [`${CART_COOKIE}=${encodeURIComponent(store.guestCart)}`] : []),
  ];
  if (cookies.length > 0) request.headers.set('cookie', cookies.join('; '));
  return request;
}

/** The largest form body the shopper's forms post (a few short fields). */
const FORM_BODY_LIMIT = 8 * 1024;

async function readForm(req: IncomingMessage): Promise<URLSearchParams | null> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') return null;
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > FORM_BODY_LIMIT) return null;
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** A form posted from another site (its Origin is not ours) is refused. */
function sameOrigin(req: IncomingMessage, origin: string, allowed: readonly string[]): boolean {
  const from = req.headers.origin;
  return from === undefined || from === 'null' ? from === undefined : from === origin || allowed.includes(from);
}

/** 303 to a path on this site (the preview link's way back), never cached. */
function redirect(res: ServerResponse, location: string, cookie: string): void {
  res.writeHead(303, { location, 'set-cookie': cookie, 'cache-control': PRIVATE_CACHE, 'content-length': '0' });
  res.end();
}

function html(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    ...securityHeaders(randomBytes(16).toString('base64')),
  });
  res.end(body);
}

export async function createStorefrontListener(options: StorefrontServerOptions = {}) {
  const clientDir = options.clientDir ?? defaultDist.client;
  const serverDir = options.serverDir ?? defaultDist.server;
  const serverEntry = join(serverDir, 'entry-server.js');
  if (!existsSync(serverEntry) || !existsSync(join(clientDir, '.vite', 'manifest.json'))) {
    throw new Error(`The storefront is not built (no ${serverEntry}). Build it with: pnpm --filter @storefront/app build`);
  }
  const ssr = (await import(pathToFileURL(serverEntry).href)) as EntryServer;
  const manifest: Manifest = readManifest(clientDir);
  const inlineCss = readStylesheets(clientDir, manifest);
  // The demo API's boot (@storefront/demo-api/boot): the database migrated and seeded at start (on
  // the API's clock), the catalogue read back from it. One API instance: served over HTTP on /api for
  // browsers, and called in-process by the server renderer (no socket per call), unless API_ORIGIN
  // points the renderer elsewhere.
  const { api, database } = await bootDemoApi({
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir,
    seed: options.seed !== false,
    now: options.now,
    allowedOrigins: [...(options.allowedOrigins ?? []), ...(options.publicOrigin ? [options.publicOrigin] : [])],
    devOutbox: options.devOutbox === true,
  });
  const demo = createDemoRequestListener({ api });
  const handleInProcess = createDemoFetchHandler(api);
  if (options.apiOrigin) ssr.configureServerApi({ baseUrl: options.apiOrigin, fetch: (input, init) => fetch(withSession(input, init)) });
  else ssr.configureServerApi({ baseUrl: IN_PROCESS_ORIGIN, fetch: (input, init) => handleInProcess(withSession(input, init)) });
  const siteIds = ssr.demoSites.map((site) => site.id);
  const previews = createDatabasePreviewStore(database.db);
  const previewKey = await previewSecret(database.db, options.previewSecret);
  const mounts = Object.entries(options.staticMounts ?? {});
  await ssr
    .warmUp(siteIds[0] ?? '', options.publicOrigin ?? 'http://localhost')
    .catch((error: unknown) => console.error('[server] warm-up render failed', error));

  const pages = options.pageCache === false ? null : createPageCache();

  /** Renders a page for an anonymous shopper into a string (a stale cached page's background refresh). */
  async function renderToString(input: EntryServerModule.RenderInput & { cookieHeader: string | null }): Promise<RenderedPage> {
    const shopper = await ssr.shopperOf(input.cookieHeader, { session: false, guestCart: false });
    const rendered = await ssr.render({ ...input, shopper });
    const assets = { ...routeAssets(manifest, rendered.pageModule, rendered.chromeModules), inlineCss };
    const chunks: string[] = [documentStart(rendered.head, assets, input.nonce)];
    await new Promise<void>((resolveDone, rejectDone) => {
      const sink = htmlSink(
        {
          write: (chunk: Buffer | string) => chunks.push(chunk.toString()),
          end: (tail: string) => {
            chunks.push(tail);
            resolveDone();
          },
        } as unknown as NodeJS.WritableStream,
        () => documentEnd(rendered.state(), assets, input.nonce),
      );
      sink.on('error', rejectDone);
      rendered.pipe(sink);
    });
    const page = chunks.join('');
    // Rendered without a nonce: a page a CDN may keep carries its inline scripts' hashes instead.
    return {
      status: rendered.status,
      html: page,
      nonce: input.nonce ?? '',
      ...(input.nonce ? {} : { scriptHashes: inlineScriptHashes(page) }),
    };
  }

  function sendCachedPage(
    req: IncomingMessage,
    res: ServerResponse,
    page: Omit<CachedPage, 'storedAt'>,
    nonce: string,
    cookieHeader: string | null,
    cacheHeader: 'hit' | 'miss' = 'hit',
  ): void {
    const body = withNonce(page, nonce);
    send(
      req,
      res,
      page.status,
      body,
      {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': cacheControlFor({ cookieHeader, setsCookie: false, status: page.status }),
        vary: 'Accept-Encoding, Cookie',
        'x-page-cache': cacheHeader,
        ...securityHeaders(page.scriptHashes ? { hashes: page.scriptHashes } : nonce, options.frameAncestors),
      },
      true,
    );
  }

  /** The signed-in account of a session cookie and its role, through the API's /api/me. */
  async function viewerOf(session: string | undefined): Promise<PreviewAccount | null> {
    if (session === undefined) return null;
    const response = await handleInProcess(
      new Request(`${IN_PROCESS_ORIGIN}/api/me`, { headers: { cookie: `${SESSION_COOKIE}=${encodeURIComponent(session)}` } }),
    );
    if (!response.ok) return null;
    const body = (await response.json()) as {
      data?: { _id?: unknown; email?: unknown; firstName?: unknown; lastName?: unknown; retailerOf?: unknown };
    };
    const user = body.data;
    if (!user || typeof user._id !== 'string') return null;
    const name =
      `${typeof user.firstName === 'string' ? user.firstName : ''} ${typeof user.lastName === 'string' ? user.lastName : ''}`.trim();
    return {
      id: user._id,
      retailerOf: typeof user.retailerOf === 'string' ? user.retailerOf : null,
      displayName: name || String(user.email ?? ''),
    };
  }

  /** A preview token opened by this viewer on this site: the kept draft and its maker's name, or why not. */
  async function openPreview(
    text: string,
    siteId: string,
    viewer: PreviewAccount | null,
  ): Promise<{ ok: true; json: unknown; by: string } | { ok: false; message: string }> {
    const checked = verifyPreviewToken(text, previewKey, Date.now());
    if (!checked.ok) return checked;
    const access = previewAccess({ siteId, token: checked.token, viewer, maker: await previewAccount(database.db, checked.token.userId) });
    if (!access.ok) return access;
    const json = await previews.get(checked.token.previewId);
    return json === undefined ? { ok: false, message: PREVIEW_EXPIRED_MESSAGE } : { ok: true, json, by: access.by };
  }

  async function renderPage(req: IncomingMessage, res: ServerResponse, url: URL, origin: string): Promise<void> {
    const cookieHeader = req.headers.cookie ?? null;
    const siteId = ssr.resolveRequestSite({ host: req.headers.host, search: url.search, cookieHeader }, siteIds, options.hostSites);
    const chosenInUrl = url.searchParams.get(ssr.SITE_QUERY_PARAM) === siteId;
    const nonce = randomBytes(16).toString('base64');
    // Who is shopping: the shopper cookie, and the session's user (asked of the API with its cookie).
    const session = readCookie(cookieHeader, SESSION_COOKIE);
    const guestCart = readCookie(cookieHeader, CART_COOKIE);
    // A private CMS preview (previews.ts): only for a signed-in retailer of this site. A draft link
    // is kept and becomes a signed token in this browser's cookie; a token link (the banner's share
    // link) is checked; either comes back without its long query. Anyone else: the published site
    // and the banner's reason.
    const secure = origin.startsWith('https:');
    const previewParam = url.searchParams.get(CMS_PREVIEW_PARAM);
    let preview: EntryServerModule.RenderInput['preview'];
    const previewCookies: string[] = [];
    if (previewParam !== null) {
      const clean = new URL(url);
      clean.searchParams.delete(CMS_PREVIEW_PARAM);
      const back = `${clean.pathname}${clean.search}`;
      if (previewParam === CMS_PREVIEW_OFF) return redirect(res, back, clearPreviewCookie(secure));
      const viewer = await viewerOf(session);
      if (looksLikePreviewToken(previewParam)) {
        const opened = await openPreview(previewParam, siteId, viewer);
        if (opened.ok) return redirect(res, back, previewCookie(previewParam, secure));
        preview = { notice: { kind: 'error', message: opened.message } };
      } else {
        // The role first: a stranger's draft is never decoded, let alone kept.
        const allowed = mayMakePreview(siteId, viewer);
        const decoded = allowed.ok ? decodeCmsPreview(previewParam) : null;
        if (viewer && decoded?.ok) {
          const previewId = await previews.put(decoded.json);
          const token = signPreviewToken({ previewId, siteId, userId: viewer.id, expiresAt: Date.now() + PREVIEW_LINK_TTL_MS }, previewKey);
          return redirect(res, back, previewCookie(token, secure));
        }
        preview = { notice: { kind: 'error', message: !allowed.ok ? allowed.message : decoded && !decoded.ok ? decoded.error : '' } };
      }
    } else {
      const token = readCookie(cookieHeader, PREVIEW_COOKIE);
      if (token !== undefined) {
        const opened = await openPreview(token, siteId, await viewerOf(session));
        if (opened.ok)
          preview = {
            json: opened.json,
            notice: { kind: 'on', by: opened.by, share: `${url.pathname}?${new URLSearchParams({ [CMS_PREVIEW_PARAM]: token })}` },
          };
        else {
          preview = { notice: { kind: 'error', message: opened.message } };
          previewCookies.push(clearPreviewCookie(secure));
        }
      }
    }
    // A page that is the same for everyone with this shopper cookie comes from the page cache.
    const pathAndQuery = `${url.pathname}${url.search}`;
    const shopperState = readShopperCookie(cookieHeader);
    // A page a CDN may keep (public, s-maxage: cachePolicy.ts) is rendered whole without a nonce and
    // sent with its inline scripts' hashes (document.ts inlineScriptHashes); a private one streams
    // with this response's nonce.
    const setsCookie = chosenInUrl || previewCookies.length > 0;
    const shared = !preview && cacheControlFor({ cookieHeader, setsCookie, status: 200 }) !== PRIVATE_CACHE;
    const cacheKey =
      pages &&
      !preview &&
      session === undefined &&
      guestCart === undefined &&
      !chosenInUrl &&
      previewCookies.length === 0 &&
      req.method === 'GET'
        ? `${pageCacheKey({ siteId, pathAndQuery, shopper: shopperState ? encodeShopperCookie(shopperState) : null })}${shared ? '\nshared' : ''}`
        : null;
    if (pages && cacheKey) {
      const hit = pages.lookup(cacheKey);
      if (hit.kind !== 'miss') {
        if (hit.kind === 'stale' && hit.refresh) {
          const refreshNonce = randomBytes(16).toString('base64');
          void renderingFor
            .run({ session: undefined }, () =>
              renderToString({ url: pathAndQuery, origin, siteId, ...(shared ? {} : { nonce: refreshNonce }), cookieHeader }),
            )
            .then((page) => (page.status === 200 || page.status === 404 ? pages.store(cacheKey, page) : pages.settled(cacheKey)))
            .catch((error: unknown) => {
              pages.settled(cacheKey);
              console.error('[server] a cached page could not be refreshed', error);
            });
        }
        return sendCachedPage(req, res, hit.page, nonce, cookieHeader);
      }
    }
    if (shared) {
      const page = cachedPageOf(
        await renderingFor.run({ session: undefined }, () => renderToString({ url: pathAndQuery, origin, siteId, cookieHeader })),
      );
      if (pages && cacheKey && (page.status === 200 || page.status === 404)) pages.store(cacheKey, page);
      return sendCachedPage(req, res, page, '', cookieHeader, 'miss');
    }
    const rendered = await renderingFor.run({ session, guestCart }, async () => {
      const shopper = await ssr.shopperOf(cookieHeader, { session: session !== undefined, guestCart: guestCart !== undefined });
      return ssr.render({ url: `${url.pathname}${url.search}`, origin, siteId, nonce, preview, shopper });
    });
    const setCookies = [...(chosenInUrl ? [ssr.siteCookie(siteId)] : []), ...previewCookies];
    const assets = { ...routeAssets(manifest, rendered.pageModule, rendered.chromeModules), inlineCss };
    const gzip = acceptsGzip(req);
    res.writeHead(rendered.status, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': preview
        ? PRIVATE_CACHE
        : cacheControlFor({ cookieHeader, setsCookie: setCookies.length > 0, status: rendered.status }),
      vary: 'Accept-Encoding, Cookie',
      ...securityHeaders(nonce, options.frameAncestors),
      ...(setCookies.length > 0 ? { 'set-cookie': setCookies } : {}),
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    if (req.method === 'HEAD') {
      rendered.abort();
      res.end();
      return;
    }
    const out = gzip ? createGzip({ level: 6 }) : res;
    if (gzip) (out as ReturnType<typeof createGzip>).pipe(res);
    const start = documentStart(rendered.head, assets, nonce);
    out.write(start);
    // A cacheable page is kept as it streams out (200 and 404 only).
    const kept: string[] | null = cacheKey && (rendered.status === 200 || rendered.status === 404) ? [start] : null;
    rendered.pipe(
      htmlSink(
        out,
        () => {
          const tail = documentEnd(rendered.state(), assets, nonce);
          if (kept && pages && cacheKey) pages.store(cacheKey, { status: rendered.status, html: kept.join('') + tail, nonce });
          return tail;
        },
        kept ? (chunk) => kept.push(chunk.toString()) : undefined,
      ),
    );
    res.on('close', () => {
      if (!res.writableFinished) rendered.abort();
    });
  }

  const listener = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname;
    // The scheme the shopper used: our own TLS, or a trusted proxy's X-Forwarded-Proto (TRUST_PROXY).
    const origin = options.publicOrigin ?? `${clientOf(req).secure ? 'https' : 'http'}://${req.headers.host ?? 'localhost'}`;
    try {
      // Bad percent-encoding, NUL, '..' segments: 400 and a warning, before any routing.
      if (refuseOddPath(req, res, (req.url ?? '/').split('?')[0] ?? '/')) return;
      if (
        path === '/api' ||
        path.startsWith('/api/') ||
        path.startsWith('/images/catalog/') ||
        path.startsWith('/images/cms/') ||
        path === '/healthz' ||
        path === '/readyz'
      ) {
        // An order takes (or a cancel puts back) stock that cached pages show: they render afresh.
        if (pages && req.method !== 'GET' && req.method !== 'HEAD' && path.startsWith('/api/orders'))
          res.on('finish', () => res.statusCode < 400 && pages.invalidate());
        return await demo.listener(req, res);
      }
      // The shopper's forms, posted before the page's code ran or without it (shopperForms.ts).
      const shopperForm = req.method === 'POST' ? ssr.shopperFormAt(path) : null;
      if (shopperForm) {
        const form = sameOrigin(req, origin, options.allowedOrigins ?? []) ? await readForm(req) : null;
        if (!form)
          return send(
            req,
            res,
            400,
            Buffer.from('This form could not be read. Please go back and try again.'),
            { 'content-type': 'text/plain; charset=utf-8' },
            false,
          );
        const siteId = ssr.resolveRequestSite(
          { host: req.headers.host, search: url.search, cookieHeader: req.headers.cookie },
          siteIds,
          options.hostSites,
        );
        const answer = await answerShopperForm(shopperForm, form, req, { ssr, api, siteId, origin, ip: clientOf(req).address });
        res.writeHead(303, {
          location: answer.location,
          'cache-control': PRIVATE_CACHE,
          'content-length': '0',
          ...(answer.cookies.length > 0 ? { 'set-cookie': answer.cookies } : {}),
        });
        res.end();
        return;
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
      for (const [prefix, dir] of mounts) {
        if (path.startsWith(prefix)) {
          const file =
            safeFile(dir, path.slice(prefix.length) || '/index.html') ?? safeFile(dir, `${path.slice(prefix.length)}/index.html`);
          if (file) return sendFile(req, res, file, 'no-cache');
        }
      }
      if (path === '/robots.txt' || path === '/sitemap.xml') {
        const siteId = ssr.resolveRequestSite(
          { host: req.headers.host, search: url.search, cookieHeader: req.headers.cookie },
          siteIds,
          options.hostSites,
        );
        const body = path === '/robots.txt' ? ssr.robotsText(origin) : await ssr.sitemapXml({ origin, siteId });
        const type = path === '/robots.txt' ? 'text/plain; charset=utf-8' : 'application/xml; charset=utf-8';
        return send(
          req,
          res,
          200,
          Buffer.from(body),
          { 'content-type': type, 'cache-control': 'public, max-age=300, s-maxage=3600' },
          true,
        );
      }
      // The installable web app (issue 12 item 5): the site's manifest and offline page, and the
      // service worker, always revalidated so a new worker reaches shoppers at once.
      if (path === WEB_APP_PATHS.manifest || path === WEB_APP_PATHS.offline) {
        const siteId = ssr.resolveRequestSite(
          { host: req.headers.host, search: url.search, cookieHeader: req.headers.cookie },
          siteIds,
          options.hostSites,
        );
        const manifestFile = path === WEB_APP_PATHS.manifest;
        const body = manifestFile ? await ssr.webAppManifestJson({ siteId }) : await ssr.offlinePage({ siteId });
        const headers = manifestFile
          ? { 'content-type': 'application/manifest+json; charset=utf-8', 'cache-control': 'no-cache', vary: 'Cookie' }
          : {
              'content-type': 'text/html; charset=utf-8',
              'cache-control': 'no-cache',
              vary: 'Cookie',
              ...securityHeaders(randomBytes(16).toString('base64'), options.frameAncestors),
            };
        return send(req, res, 200, Buffer.from(body), headers, true);
      }
      if (path === WEB_APP_PATHS.serviceWorker) {
        const worker = safeFile(clientDir, path);
        if (worker) return sendFile(req, res, worker, 'no-cache');
      }
      // Build internals (the manifest under .vite/) are the server's, not the browser's.
      const file = path === '/' || /(^|\/)\./.test(path) ? null : safeFile(clientDir, path);
      if (file) {
        const relative = file.slice(resolve(clientDir).length).split(sep).join('/');
        return sendFile(req, res, file, HASHED_ASSET.test(relative) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      }
      // A missing file with an extension is a plain 404 (no page render for a stray asset).
      if (extname(path) && !path.endsWith('.html')) {
        return send(req, res, 404, Buffer.from('Not found'), { 'content-type': 'text/plain; charset=utf-8' }, false);
      }
      return await renderPage(req, res, url, origin);
    } catch (error) {
      console.error('[server]', error);
      if (!res.headersSent)
        html(res, 500, '<!doctype html><title>Server error</title><h1>Something went wrong</h1><p>Please try again.</p>');
      else res.end();
    }
  };
  return { listener, database };
}

export async function startStorefrontServer(options: StorefrontServerOptions = {}): Promise<StorefrontServer> {
  const { listener, database } = await createStorefrontListener(options);
  const listening = await listen(listener, {
    port: options.port ?? DEFAULT_PORT,
    host: options.host,
    trustProxy: options.trustProxy,
    timeouts: options.timeouts,
  });
  return {
    ...listening,
    database,
    close: async () => {
      await listening.close();
      await database.close();
    },
  };
}
