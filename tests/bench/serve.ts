/**
 * The built storefront on a loopback port, in its own process (NODE_ENV=production when forked by
 * serverProcess.ts): the benchmarks fork this so the load generator or Lighthouse and the server do
 * not share an event loop. Reports `{ url }` to the parent over IPC (or prints it when run by hand)
 * and stops on SIGTERM/SIGINT or when the parent leaves.
 *
 *   pnpm tsx tests/bench/serve.ts [--mount /prefix/=/absolute/dir …]
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStorefrontServer } from '@storefront/app/server';

export interface ServeMessage {
  url: string;
}

/** `--mount /__bare/=/abs/dir` pairs → staticMounts. */
function mountsFrom(args: readonly string[]): Record<string, string> {
  const mounts: Record<string, string> = {};
  args.forEach((arg, index) => {
    if (arg !== '--mount') return;
    const value = args[index + 1] ?? '';
    const split = value.indexOf('=');
    if (split <= 0) throw new Error(`--mount needs /prefix/=/dir (got "${value}")`);
    mounts[value.slice(0, split)] = value.slice(split + 1);
  });
  return mounts;
}

try {
  const storefront = await startStorefrontServer({
    port: 0,
    host: '127.0.0.1',
    staticMounts: mountsFrom(process.argv.slice(2)),
    databaseUrl: process.env.DATABASE_URL,
    dataDir: process.env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'storefront-bench-')),
  });
  const stop = () => {
    void storefront.close().then(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  process.on('disconnect', stop);
  const message: ServeMessage = { url: storefront.url };
  if (process.send) process.send(message);
  else console.log(`Storefront: ${storefront.url}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
