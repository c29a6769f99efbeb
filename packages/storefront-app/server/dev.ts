/**
 * `pnpm dev`: the storefront server-rendered with hot reload. Vite runs in middleware mode (its dev
 * plugins, including the demo API on /api and /images, see vite.config.ts); every page request is
 * rendered by src/entry-server.tsx loaded through Vite (so edits apply on the next request), with
 * Vite's client and React Refresh preamble in the head. Styles arrive with the client's modules in
 * dev (the built server links them in the head).
 */
import type * as EntryServerModule from '../src/entry-server.tsx';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer as createViteServer } from 'vite';
import { documentEnd, documentStart, htmlSink } from './document.ts';

type EntryServer = typeof EntryServerModule;

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 5173);
const vite = await createViteServer({ root: appDir, server: { middlewareMode: true }, appType: 'custom' });

const server = createServer((req, res) => {
  vite.middlewares(req, res, () => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      try {
        const ssr = (await vite.ssrLoadModule('/src/entry-server.tsx')) as EntryServer;
        ssr.configureServerApi({ baseUrl: `http://127.0.0.1:${port}` });
        const siteIds = ssr.demoSites.map((site) => site.id);
        const siteId = ssr.resolveRequestSite({ host: req.headers.host, search: url.search, cookieHeader: req.headers.cookie }, siteIds);
        const rendered = await ssr.render({
          url: `${url.pathname}${url.search}`,
          origin: `http://${req.headers.host ?? 'localhost'}`,
          siteId,
        });
        const viteHead = await vite.transformIndexHtml(url.pathname, '<html><head></head><body></body></html>');
        const preamble = /<head>([\s\S]*)<\/head>/.exec(viteHead)?.[1] ?? '';
        res.writeHead(rendered.status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
        const assets = { entry: '/src/entry-client.tsx', css: [], modulepreload: [] };
        res.write(documentStart({ ...rendered.head, tags: rendered.head.tags + preamble }, assets));
        rendered.pipe(htmlSink(res, () => documentEnd(rendered.state(), assets)));
      } catch (error) {
        vite.ssrFixStacktrace(error as Error);
        console.error(error);
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end(String(error instanceof Error ? error.stack : error));
      }
    })();
  });
});
server.listen(port, () => console.log(`Storefront (dev, server-rendered): http://localhost:${port}`));
