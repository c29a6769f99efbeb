/**
 * The service worker's build (issue 12 item 5): src/sw/service-worker.ts into dist/client/sw.js,
 * one classic script with everything it imports inlined (a worker registered without
 * `type: 'module'` cannot import), not hashed (its URL is what the browser re-checks).
 */
import { defineConfig } from 'vite';

export default defineConfig({
  publicDir: false,
  build: {
    outDir: 'dist/client',
    emptyOutDir: false,
    copyPublicDir: false,
    sourcemap: false,
    minify: true,
    lib: { entry: 'src/sw/service-worker.ts', formats: ['iife'], name: 'storefrontServiceWorker', fileName: () => 'sw.js' },
  },
});
