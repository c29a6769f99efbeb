/**
 * Starts the demo server (API + images + the built app) on a free port for the whole run and
 * publishes its URL as E2E_BASE_URL (workers start after this and inherit it).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startDemoServer } from '../../packages/demo-api/src/server.ts';

const distDir = fileURLToPath(new URL('../../packages/storefront-app/dist', import.meta.url));

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(join(distDir, 'index.html'))) {
    throw new Error(`The storefront is not built (${distDir} has no index.html). Run: pnpm --filter @storefront/app build`);
  }
  const demo = await startDemoServer({ port: 0, host: '127.0.0.1', distDir });
  process.env.E2E_BASE_URL = demo.url;
  console.log(`[e2e] demo server at ${demo.url}`);
  return () => demo.close();
}
