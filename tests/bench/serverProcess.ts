/**
 * Forks the storefront server (tests/bench/serve.ts) on a loopback port with NODE_ENV=production,
 * as it runs in production: the server bundle picks React's production build at run time from
 * NODE_ENV. Resolves once it listens.
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import type { ServeMessage } from './serve.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const serveScript = fileURLToPath(new URL('./serve.ts', import.meta.url));

/** Stops a server child with SIGTERM and waits for it to exit (nothing when it already has). */
function stopperOf(child: ChildProcess): () => Promise<void> {
  return async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  };
}

export interface ServerProcess {
  url: string;
  stop: () => Promise<void>;
}

export async function startServerProcess(options: { staticMounts?: Record<string, string> } = {}): Promise<ServerProcess> {
  const mountArgs = Object.entries(options.staticMounts ?? {}).flatMap(([prefix, dir]) => ['--mount', `${prefix}=${dir}`]);
  const child = fork(serveScript, mountArgs, {
    cwd: repoRoot,
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const stop = stopperOf(child);
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (message: ServeMessage) => resolve(message.url));
    child.once('exit', (code) => reject(new Error(`The storefront server exited (code ${code}) before listening`)));
    child.once('error', reject);
  });
  const host = new URL(url).hostname;
  if (host !== '127.0.0.1' && host !== 'localhost') {
    await stop();
    throw new Error(`The server is not on loopback: ${url}`);
  }
  return { url, stop };
}

/** CPU time (user + system, ms) of a process and its children so far, from /proc (Linux). */
export function cpuMsOfTree(pid: number): number {
  const ticksPerMs = 100 / 1000; // USER_HZ is 100 on Linux
  let total = 0;
  const walk = (id: number) => {
    try {
      const stat = readFileSync(`/proc/${id}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      total += (Number(fields[11]) + Number(fields[12])) / ticksPerMs;
      for (const task of readdirSync(`/proc/${id}/task`)) {
        const children = readFileSync(`/proc/${id}/task/${task}/children`, 'utf8').trim();
        for (const child of children ? children.split(' ') : []) walk(Number(child));
      }
    } catch {
      // the process ended meanwhile
    }
  };
  walk(pid);
  return total;
}

/**
 * `npm start`'s server (packages/storefront-app/server/start.ts) with `workers` processes (node:cluster)
 * on a free loopback port and a fresh SQLite folder, NODE_ENV=production. Resolves once it listens.
 */
export async function startClusterProcess(workers: number): Promise<ServerProcess & { pid: number }> {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/storefront-app/server/start.ts'], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production', WORKERS: String(workers), PORT: String(port), HOST: '127.0.0.1', DATA_DIR: mkdtempSync(join(tmpdir(), 'storefront-bench-')) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = stopperOf(child);
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /Storefront: (http:\/\/[^\s]+)/.exec(out);
      if (found?.[1]) resolve(found[1]);
    });
    child.once('exit', (code) => reject(new Error(`The storefront server exited (code ${code}) before listening`)));
  });
  return { url, stop, pid: child.pid ?? 0 };
}
