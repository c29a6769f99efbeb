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
export function stopperOf(child: ChildProcess): () => Promise<void> {
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
    env: {
      ...process.env,
      NODE_ENV: 'production',
      WORKERS: String(workers),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'storefront-bench-')),
    },
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

/** Resident memory (VmRSS, MB) of a process and its children, from /proc (Linux); 0 once it has ended. */
export function rssMbOfTree(pid: number): number {
  let kb = 0;
  const walk = (id: number) => {
    try {
      const status = readFileSync(`/proc/${id}/status`, 'utf8');
      kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      for (const task of readdirSync(`/proc/${id}/task`)) {
        const children = readFileSync(`/proc/${id}/task/${task}/children`, 'utf8').trim();
        for (const child of children ? children.split(' ') : []) walk(Number(child));
      }
    } catch {
      // the process ended meanwhile
    }
  };
  walk(pid);
  return kb / 1024;
}

export interface StorefrontInstance extends ServerProcess {
  pid: number;
  port: number;
  /** Ends the instance at once, primary and workers (SIGKILL to its process group): a crash, not a stop. */
  kill: () => Promise<void>;
  /** What it printed (stdout and stderr, the last 64 kB), for an error message. */
  output: () => string;
  /** How it ended ('code 1', 'SIGKILL'), or null while it runs. */
  ended: () => string | null;
}

/**
 * One instance of the deployment in docs/deploy.md: `npm start`'s server (server/start.ts) on
 * 127.0.0.1:`port` with `workers` processes, NODE_ENV=production, and `env` on top of this process's
 * (DATABASE_URL, DATA_DIR, TRUST_PROXY …). In a process group of its own, so `kill` takes the
 * workers with the primary, as a machine or container that dies would. Resolves once it listens.
 */
export async function startStorefrontInstance(options: {
  port: number;
  workers: number;
  env?: NodeJS.ProcessEnv;
  startTimeoutMs?: number;
}): Promise<StorefrontInstance> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/storefront-app/server/start.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ...options.env,
      WORKERS: String(options.workers),
      PORT: String(options.port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let out = '';
  const keep = (chunk: Buffer) => (out = (out + chunk.toString()).slice(-64_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const pid = child.pid ?? 0;
  const ended = () => child.exitCode !== null || child.signalCode !== null;
  const kill = async () => {
    if (ended()) return;
    const exited = once(child, 'exit');
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      child.kill('SIGKILL');
    }
    await exited;
  };
  const stop = async () => {
    if (ended()) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const timer = setTimeout(() => void kill(), 10_000);
    await exited;
    clearTimeout(timer);
    // Workers left behind by a primary that did not wait for them.
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // the group is gone
    }
  };
  const url = `http://127.0.0.1:${options.port}`;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      void kill();
      reject(new Error(`The instance on ${url} did not start in time: ${out}`));
    }, options.startTimeoutMs ?? 60_000);
    const onData = () => {
      if (/Storefront: http:\/\//.test(out)) {
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`The instance on ${url} ended (${signal ?? `code ${code}`}) before listening: ${out}`));
    });
  });
  return {
    url,
    pid,
    port: options.port,
    stop,
    kill,
    output: () => out,
    ended: () => (ended() ? (child.signalCode ?? `code ${child.exitCode}`) : null),
  };
}
