/**
 * The storefront app's Vite config.
 * - dev (`vite`): client-rendered from index.html (src/entry-client.tsx renders without server
 *   state), with the demo API's request listener (packages/demo-api) mounted as a middleware on
 *   /api, /images/catalog and /images/cms, so the app runs against the same contract as the build;
 * - build (`vite build`): the browser bundle from src/entry-client.tsx into dist/client, with its
 *   manifest (dist/client/.vite/manifest.json: the server reads each route's CSS and modulepreload
 *   links from it; tests/bench/bundle-size.ts its first-load JavaScript), and the catalogue and CMS
 *   images copied to dist/client/images/{catalog,cms};
 * - SSR build (`vite build --ssr src/entry-server.tsx`): the server renderer into dist/server, every
 *   dependency bundled (workspace packages are TypeScript sources with .css.ts styles).
 */
import { cpSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
// Node loads this config (bundled by esbuild), and a workspace package's entry is TypeScript that
// Node cannot import: the config reaches the two modules it needs by path instead.
// eslint-disable-next-line no-restricted-imports
import { RESPONSIVE_WIDTHS } from '../components/src/rules/media/responsiveImage.ts';
import { writeImageVariants } from './build/imageVariants.ts';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import type * as DemoServerModule from '@storefront/demo-api/server';

const appDir = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = resolve(appDir, '..', '..');
const imageDirs = {
  catalog: join(repoRoot, 'fixtures', 'catalog', 'images'),
  cms: join(repoRoot, 'fixtures', 'cms', 'images'),
} as const;
const DEV_PREFIXES = ['/api/', '/images/catalog/', '/images/cms/'];

/** Mounts the demo API and the fixture images on the dev server. */
function demoApiDevServer(): Plugin {
  return {
    name: 'storefront-demo-api',
    apply: 'serve',
    configureServer(server) {
      // Loaded through Vite (the demo API is TypeScript that Node cannot import), on the first call.
      let listener: ReturnType<(typeof DemoServerModule)['createDemoRequestListener']>['listener'] | undefined;
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0] ?? '';
        if (path !== '/api' && !DEV_PREFIXES.some((prefix) => path.startsWith(prefix))) return next();
        void (async () => {
          if (!listener) {
            const demo = (await server.ssrLoadModule('@storefront/demo-api/server')) as typeof DemoServerModule;
            listener = demo.createDemoRequestListener({ catalogImagesDir: imageDirs.catalog, cmsImagesDir: imageDirs.cms }).listener;
          }
          await listener(req, res);
        })().catch(next);
      });
    },
  };
}

/**
 * Writes the width variants of the storefront's own raster images (dist/client/images/**.png|jpg →
 * name-<w>w.webp for each RESPONSIVE_WIDTHS; the `responsiveImage` rule gives them as srcset).
 */
function responsiveImageVariants(): Plugin {
  let outDir = join(appDir, 'dist', 'client');
  return {
    name: 'storefront-responsive-images',
    // dev: the same variants made on request from public/images (nothing generated is committed).
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const match = /^\/images\/([^?#]+)-(\d+)w\.webp$/.exec((req.url ?? '').split('?')[0] ?? '');
        const width = Number(match?.[2]);
        if (!match || !(RESPONSIVE_WIDTHS as readonly number[]).includes(width)) return next();
        const source = ['png', 'jpg', 'jpeg']
          .map((ext) => join(appDir, 'public', 'images', `${match[1]}.${ext}`))
          .find((file) => existsSync(file));
        if (!source || !source.startsWith(join(appDir, 'public', 'images'))) return next();
        void import('sharp')
          .then(({ default: sharp }) => sharp(source).resize({ width, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer())
          .then((body) => {
            res.setHeader('content-type', 'image/webp');
            res.end(body);
          }, next);
      });
    },
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const imagesDir = join(outDir, 'images');
      await writeImageVariants(imagesDir, imagesDir);
    },
  };
}

/** Copies fixtures/{catalog,cms}/images into dist/images/{catalog,cms} after the build. */
function copyFixtureImages(): Plugin {
  let outDir = join(appDir, 'dist');
  return {
    name: 'storefront-fixture-images',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const [name, dir] of Object.entries(imageDirs)) {
        if (existsSync(dir)) cpSync(dir, join(outDir, 'images', name), { recursive: true });
      }
    },
  };
}

export default defineConfig(({ isSsrBuild, command }) => ({
  root: appDir,
  plugins: [react(), vanillaExtractPlugin(), demoApiDevServer(), ...(isSsrBuild ? [] : [copyFixtureImages(), responsiveImageVariants()])],
  // The server bundle carries every dependency but jsdom (the sanitiser's server DOM, which reads its
  // own files at run time: Node loads it from node_modules); in dev (server/dev.ts) Node loads the
  // CommonJS ones itself and Vite transforms the workspace's TypeScript and the packages that import CSS.
  ssr: { noExternal: command === 'build' ? true : [/^@storefront\//, /swiper/], external: ['jsdom'] },
  // The server bundle carries React's production build whatever NODE_ENV the server runs with
  // (React picks its build from process.env.NODE_ENV, which an SSR build leaves to run time).
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        target: 'node20',
        sourcemap: false,
        emptyOutDir: true,
        copyPublicDir: false,
        rollupOptions: { output: { entryFileNames: '[name].js' } },
      }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        target: 'es2022',
        sourcemap: false,
        rollupOptions: {
          input: join(appDir, 'src', 'entry-client.tsx'),
          output: {
            // The framework every route needs, in one long-cached chunk (sonner is not in it: toasts load
            // on demand, see <Toasts />).
            manualChunks(id) {
              if (
                /node_modules\/(\.pnpm\/)?(react|react-dom|scheduler|react-router|@tanstack|zustand|use-sync-external-store)[@/]/.test(id)
              )
                return 'framework';
              // The small modules every page shares, in one chunk: split by which lazy chunks also use
              // them, they became dozens of tiny files that compress worse (tests/bench/bundle-size.ts).
              if (
                /packages\/storefront-app\/src\/(stores\/|cart\/(index|cartStore|cartSync|useCartSync|CartSidebarSlot)\.tsx?$)|packages\/components\/src\/primitives\/(Button|IconButton|VisuallyHidden|Skeleton|dialog\/)|packages\/components\/src\/rules\/(navigation|media)\/|packages\/tokens\/src\/|@vanilla-extract\/(recipes|dynamic)|lucide-react/.test(
                  id,
                )
              )
                return 'shared';
              // The styles of the chrome that only one side of the breakpoint loads (the headers, the bottom
              // bar: layout/slots/viewportChrome.ts) stay with the entry: the server links only the entry's
              // and the page's stylesheets, and both sides are in its HTML (the other side hidden by them).
              if (
                /packages\/components\/src\/(header|desktop-header|bottom-bar|primitives\/scroller|overlays\/SignInRequiredModal)[./].*css\.ts/.test(
                  id,
                )
              )
                return 'shared';
              return undefined;
            },
          },
        },
      },
  server: { port: 5173 },
}));
