import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { fileURLToPath } from 'node:url';
import { chromiumPath, chromiumArgs } from './tests/tools/chromium.ts';

const dirname = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  test: {
    // Every core: left to itself Vitest ran one worker on this 2-core machine (its default keeps a
    // core free), and the unit-node project took 138 s instead of 77 s.
    maxWorkers: '100%',
    coverage: {
      provider: 'v8',
      include: ['packages/components/src/rules/**/*.ts'],
      exclude: ['**/*.test.ts', '**/index.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95, branches: 95, functions: 95, statements: 95 },
    },
    projects: [
      // Unit tests in two projects: those that render or need a DOM (*.test.tsx, *.dom.test.ts) get
      // happy-dom and the setup (jest-dom, msw answering /api with the demo API); the rest (rules,
      // the demo API, the server) run in plain Node without either. Loading happy-dom and the setup
      // for each of ~150 files that never touch a DOM was most of the step's time (59 rules files:
      // 93 s with them, 20 s without). `pnpm test:unit` runs both, with the rules' coverage.
      {
        plugins: [vanillaExtractPlugin(), react()],
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: [
            'packages/*/src/**/*.test.tsx',
            'packages/*/src/**/*.dom.test.ts',
            'tests/unit/**/*.test.tsx',
            'tests/unit/**/*.dom.test.ts',
          ],
          setupFiles: ['tests/unit/setup.ts'],
          // DOM tests that call the API open and seed a fresh in-memory demo database per test
          // (tests/unit/network.ts): about a second alone, 5+ s on a loaded 2-core machine.
          testTimeout: 15_000,
        },
      },
      {
        plugins: [vanillaExtractPlugin(), react()],
        test: {
          name: 'unit-node',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'packages/storefront-app/server/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          exclude: ['**/*.dom.test.ts', '**/node_modules/**'],
          testTimeout: 15_000,
        },
      },
      {
        // The backend against a real database: SQLite by default, PostgreSQL when DATABASE_URL is
        // set (tests/tools/with-postgres.sh). Over the API in-process and over HTTP to a server process.
        test: {
          name: 'backend',
          environment: 'node',
          include: ['tests/backend/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The deployment (docs/deploy.md): storefront instances behind HAProxy on one PostgreSQL, as
        // processes on loopback. Needs the built storefront and DATABASE_URL: `pnpm test:deploy`.
        test: {
          name: 'deploy',
          environment: 'node',
          include: ['tests/deploy/**/*.test.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [storybookTest({ configDir: `${dirname}.storybook` })],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
            instances: [{ browser: 'chromium' }],
          },
          setupFiles: ['.storybook/vitest.setup.ts'],
        },
      },
    ],
  },
});
