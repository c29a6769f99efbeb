/** /readyz: whether this instance can write to its database (what a balancer asks). */
import { hostname } from 'node:os';
import type { DemoApi } from '../handlers.ts';
import { log } from './log.ts';

/** How long the readiness write may take before the instance counts as not ready. */
export const READINESS_TIMEOUT_MS = 2_000;
/** The readiness answer's body when the database cannot be written (a balancer's log shows it). */
export const NOT_READY_WRITE = 'database cannot be written';

/**
 * The readiness check (issue 32, item 3): a tiny real write, not a read. A full disk, a read-only
 * file or a PostgreSQL that refuses writes still answers `select 1`, so a read-only check kept the
 * instance in the balancer while every order failed. Each instance upserts its own row of
 * `readinessProbes` (host and process: instances never wait on one another's row) within
 * READINESS_TIMEOUT_MS. A rolled-back write would not do: SQLite may never touch the disk for it.
 */
export async function databaseReady(
  api: DemoApi,
  { timeoutMs = READINESS_TIMEOUT_MS, now = Date.now }: { timeoutMs?: number; now?: () => number } = {},
): Promise<{ ready: true } | { ready: false; reason: string }> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    const write = (async () => {
      const { db } = await api.database();
      const at = now();
      await db
        .insertInto('readinessProbes')
        .values({ instance: probeInstance, checkedAt: at })
        .onConflict((oc) => oc.column('instance').doUpdateSet({ checkedAt: at }))
        .execute();
    })();
    // A late failure after the timeout must not become an unhandled rejection.
    write.catch(() => undefined);
    await Promise.race([write, timedOut]);
    return { ready: true };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    log.warn('readiness write failed', { reason });
    return { ready: false, reason };
  } finally {
    clearTimeout(timer);
  }
}
const probeInstance = `${hostname()}:${process.pid}`;
