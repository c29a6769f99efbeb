import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The width variants (WebP) of the storefront's own raster images, as the app's build makes them
// (packages/storefront-app/build/imageVariants.ts): srcset in stories finds what the storefront's
// does. Written before Storybook reads its static folders; generated, never committed.
const here = dirname(fileURLToPath(import.meta.url));
const generatedImages = join(here, '.generated', 'images');
mkdirSync(generatedImages, { recursive: true });
execFileSync(
  join(here, '..', 'node_modules', '.bin', 'tsx'),
  [
    join(here, '..', 'packages', 'storefront-app', 'build', 'imageVariants.ts'),
    join(here, '..', 'packages', 'storefront-app', 'public', 'images'),
    generatedImages,
  ],
  { stdio: 'inherit' },
);

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  staticDirs: [
    { from: '../fixtures/catalog/images', to: '/images/catalog' },
    { from: '../fixtures/cms/images', to: '/images/cms' },
    '../packages/storefront-app/public',
    { from: './.generated/images', to: '/images' },
    './public',
  ],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin()];
    // The runtimes below are imported only by the JS that vanillaExtractPlugin generates from
    // `.css.ts` files at transform time, so Vite's dependency scan never sees them. Found late on a
    // cold cache, they re-optimise and reload the page: Storybook dev flashes, and the Vitest
    // 'storybook' project loses its runner mid-run ("Vitest failed to find the runner").
    // Pinned through @storefront/tokens because pnpm makes them resolvable only from the packages
    // that depend on them; Vite matches `a > b` entries to the importer's copy of b.
    // To re-check after a dependency change: delete node_modules/.cache/storybook and look for
    // "optimized dependencies changed. reloading" in `pnpm test:stories`.
    viteConfig.optimizeDeps = {
      ...viteConfig.optimizeDeps,
      include: [
        ...(viteConfig.optimizeDeps?.include ?? []),
        '@storefront/tokens > @vanilla-extract/recipes/createRuntimeFn',
        '@storefront/tokens > @vanilla-extract/sprinkles/createRuntimeSprinkles',
        // The mock API's in-memory database and password hashing, imported on its first request.
        '@storefront/demo-api > sql.js/dist/sql-asm-memory-growth.js',
        '@storefront/demo-api > @noble/hashes/scrypt.js',
        '@storefront/demo-api > kysely',
      ],
    };
    return viteConfig;
  },
};

export default config;
