/**
 * Restarting the drill's throwaway PostgreSQL (the one tests/tools/with-postgres.sh started): the
 * drill asks the server where its cluster is (`show data_directory`), stops it (fast: sessions are
 * cut, as in a failover or a crash-restart), keeps it down for a while, and starts it again with
 * `pg_ctl restart` (which starts a stopped cluster with the options of its last start,
 * postmaster.opts: the same port, socket folder and fsync). Only ever called by drill.ts, under
 * with-postgres.sh; never on a server of anyone's.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import pg from 'pg';

/** pg_ctl's folder, found the way with-postgres.sh finds it. */
function binDir(): string {
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    for (const version of readdirSync(root).sort().reverse())
      if (existsSync(join(root, version, 'bin', 'pg_ctl'))) return join(root, version, 'bin');
  }
  const onPath = spawnSync('sh', ['-c', 'command -v pg_ctl'], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return onPath.replace(/\/pg_ctl$/, '');
  throw new Error('pg_ctl not found (the drill runs under tests/tools/with-postgres.sh)');
}

export interface PostgresControl {
  stop: () => void;
  start: () => void;
}

export async function postgresControl(databaseUrl: string): Promise<PostgresControl> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ data_directory: string }>('show data_directory');
  await client.end();
  const dataDir = rows[0]?.data_directory;
  if (!dataDir || !dataDir.startsWith('/tmp/storefront-pg.'))
    throw new Error(`Not the drill's throwaway PostgreSQL (${dataDir ?? 'no data directory'}): refusing to restart it`);
  const pgCtl = join(binDir(), 'pg_ctl');
  // As with-postgres.sh: PostgreSQL refuses to run as root, the cluster belongs to `postgres` then.
  const as = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
  const run = (args: string[]) => {
    const command = [...as, pgCtl, ...args];
    const result = spawnSync(command[0] ?? '', command.slice(1), { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`pg_ctl ${args[0]} failed: ${result.stderr || result.stdout}`);
  };
  return {
    stop: () => run(['stop', '-D', dataDir, '-m', 'fast', '-w']),
    // Its log where with-postgres.sh keeps it (a folder the postgres user owns, deleted after).
    start: () => run(['restart', '-D', dataDir, '-m', 'fast', '-w', '-l', join(dirname(dataDir), 'log')]),
  };
}
