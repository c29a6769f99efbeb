/**
 * The storefront app's Vite config.
 * - dev (`vite`): the demo API's request listener (packages/demo-api) is mounted as a middleware on
 *   /api, /images/catalog and /images/cms (images from fixtures/catalog/images and
 *   fixtures/cms/images), so the app runs against the same contract as the built demo;
 * - build: the manifest is written (dist/.vite/manifest.json, read by tests/bench/bundle-size.ts),
 *   and the catalogue and CMS images are copied to dist/images/catalog and dist/images/cms.
 */
import { cpSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

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
    async configureServer(server) {
      const { createDemoRequestListener } = await import('../demo-api/src/server.ts');
      const { listener } = createDemoRequestListener({ catalogImagesDir: imageDirs.catalog, cmsImagesDir: imageDirs.cms });
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0] ?? '';
        if (path !== '/api' && !DEV_PREFIXES.some((prefix) => path.startsWith(prefix))) return next();
        listener(req, res).catch(next);
      });
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

export default defineConfig({
  root: appDir,
  plugins: [react(), vanillaExtractPlugin(), demoApiDevServer(), copyFixtureImages()],
  build: {
    manifest: true,
    target: 'es2022',
    sourcemap: false,
    rollupOptions: {
      output: {
        // The framework every route needs, in one long-cached chunk (sonner is not in it: toasts load
        // on demand, see <Toasts />).
        manualChunks(id) {
          if (/node_modules\/(\.pnpm\/)?(react|react-dom|scheduler|react-router|@tanstack|zustand|use-sync-external-store)[@/]/.test(id)) return 'framework';
          return undefined;
        },
      },
    },
  },
  server: { port: 5173 },
});
