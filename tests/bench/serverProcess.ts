/**
 * Forks the storefront server (tests/bench/serve.ts) on a loopback port with NODE_ENV=production,
 * as it runs in production: the server bundle picks React's production build at run time from
 * NODE_ENV. Resolves once it listens.
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import type { ServeMessage } from './serve.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const serveScript = fileURLToPath(new URL('./serve.ts', import.meta.url));

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
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  };
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
