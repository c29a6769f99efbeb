/**
 * A real load balancer (HAProxy, Debian's package) in front of N storefront instances on loopback,
 * the way docs/deploy.md deploys them; used by the two-instance test (tests/deploy/) and the 4/20
 * drill (tests/bench/drill.ts), and by hand:
 *
 *   pnpm tsx tests/tools/with-balancer.ts 127.0.0.1:4001,127.0.0.1:4002 [--port P] -- <command …>
 *
 * starts the balancer on a free loopback port (or P) in front of those instances, runs the command
 * with BALANCER_URL exported, and always stops the balancer and deletes its folder.
 *
 * What the generated configuration does (balancerConfig below, one line per reason):
 * - passive health checks: a connection refused or reset marks the instance down at once
 *   (`observe layer4`), and a request whose connection failed is sent to another instance
 *   (`retries` + `option redispatch`), so a killed instance costs the requests it had in flight, not
 *   the ones after; an active check of /healthz every second brings it back when it listens again;
 * - only a failed *connection* is retried (HAProxy's default `retry-on conn-failure`): a request the
 *   instance had received may have been acted on, and is never sent twice (orders carry a request key
 *   for the shopper's own retry instead);
 * - X-Forwarded-For (`option forwardfor`) and X-Forwarded-Proto (http, or https when the balancer
 *   ends TLS) for the storefront's TRUST_PROXY;
 * - failing open: the same instances again as backups without checks, used only when every checked
 *   one looks down (an overloaded host answering /healthz late everywhere would otherwise turn a
 *   slow storefront into a 503 for everyone);
 * - /healthz, not /readyz: a PostgreSQL restart fails /readyz on every instance at once, and taking
 *   them all out would stop the menus the page cache can still serve.
 * Nothing needs root: the configuration, and nothing else, is in a temporary folder; the balancer runs
 * in the foreground as a child of this process (`-db`), without a pid file, chroot or user switch.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

export interface Upstream {
  host: string;
  port: number;
}

export interface BalancerOptions {
  /** The balancer's own port (default: a free one). Always on 127.0.0.1. */
  port?: number;
  /**
   * Tests only: answer with `x-balancer-upstream: <server name>` (s1, s2 …), to prove which instance
   * served a request. Off by default: a deployment does not tell visitors its inner layout.
   */
  revealUpstream?: boolean;
}

export interface Balancer {
  url: string;
  port: number;
  /** The upstreams' names in the configuration, in order: s1, s2 … (b1, b2 … when serving as backups). */
  names: string[];
  stop: () => Promise<void>;
}

const CANDIDATES = ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy', '/usr/bin/haproxy'];

/** The haproxy binary: on PATH or Debian's place, else installed with apt-get (as with-postgres.sh installs PostgreSQL). */
export function haproxyBinary(): string {
  const found = (): string | undefined => {
    const onPath = spawnSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' }).stdout.trim();
    return onPath || CANDIDATES.find((candidate) => existsSync(candidate));
  };
  const have = found();
  if (have) return have;
  console.error("[balancer] no haproxy found: installing Debian's haproxy package");
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const run = (args: string[]) => {
    const result = spawnSync(sudo[0] ?? args[0] ?? '', sudo.length ? args : args.slice(1), {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) throw new Error(`[balancer] ${args.join(' ')} failed (exit ${result.status}); install haproxy and try again`);
  };
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', 'haproxy']);
  const installed = found();
  if (!installed) throw new Error('[balancer] haproxy is still missing after apt-get install');
  return installed;
}

/** A free TCP port on 127.0.0.1 (the OS picks it; released before it is used, like with-postgres.sh). */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePort(port));
    });
  });
}

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|localhost)$/;

const address = (upstream: Upstream): string => `${upstream.host.includes(':') ? `[${upstream.host}]` : upstream.host}:${upstream.port}`;

/** The HAProxy configuration for these upstreams (pure: tested without starting anything). */
export function balancerConfig(upstreams: readonly Upstream[], port: number, options: { revealUpstream?: boolean } = {}): string {
  if (upstreams.length === 0) throw new Error('The balancer needs at least one upstream');
  for (const upstream of upstreams) {
    if (!LOOPBACK.test(upstream.host)) throw new Error(`Upstream ${upstream.host} is not a loopback address`);
    if (!Number.isInteger(upstream.port) || upstream.port <= 0 || upstream.port > 65_535)
      throw new Error(`Upstream port ${upstream.port} is not a port`);
  }
  return [
    'global',
    // Enough for the drill's 1,000 shoppers with keep-alive, well under the default file limit.
    '  maxconn 4000',
    '',
    'defaults',
    '  mode http',
    // Connection failures: 3 more tries, each on another instance when one is up.
    '  retries 3',
    '  option redispatch 1',
    '  timeout connect 2s',
    // The storefront cuts slow clients itself; these only bound what the balancer holds.
    '  timeout client 65s',
    '  timeout server 65s',
    '  timeout http-request 30s',
    '  timeout http-keep-alive 10s',
    '  timeout queue 10s',
    '',
    'frontend storefront',
    `  bind 127.0.0.1:${port}`,
    '  option forwardfor',
    '  http-request set-header X-Forwarded-Proto https if { ssl_fc }',
    '  http-request set-header X-Forwarded-Proto http if !{ ssl_fc }',
    '  default_backend instances',
    '',
    'backend instances',
    '  balance leastconn',
    '  option httpchk GET /healthz',
    ...(options.revealUpstream ? ['  http-response set-header x-balancer-upstream %[srv_name]'] : []),
    // Failing open: when every instance looks down (a host so loaded that /healthz answers late
    // everywhere), the same instances as backups without checks rather than a 503 for everyone; one
    // that is really gone refuses the connection, and the request is redispatched to the next.
    '  option allbackups',
    '  timeout check 3s',
    // Active check every second (down after 3 misses, up after 1 answer); passive: the first refused
    // or reset connection marks the instance down without waiting for the check.
    ...upstreams.map(
      (upstream, index) =>
        `  server s${index + 1} ${address(upstream)} check inter 1s fastinter 500ms downinter 1s fall 3 rise 1 observe layer4 error-limit 1 on-error mark-down`,
    ),
    ...upstreams.map((upstream, index) => `  server b${index + 1} ${address(upstream)} backup`),
    '',
  ].join('\n');
}

function accepting(port: number): Promise<boolean> {
  return new Promise((resolveAccepting) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolveAccepting(true);
    });
    socket.once('error', () => resolveAccepting(false));
  });
}

/** Starts HAProxy in front of `upstreams` on loopback; resolves once it accepts connections. */
export async function startBalancer(upstreams: readonly Upstream[], options: BalancerOptions = {}): Promise<Balancer> {
  const binary = haproxyBinary();
  const port = options.port ?? (await freePort());
  const dir = mkdtempSync(join(tmpdir(), 'storefront-balancer-'));
  const config = join(dir, 'haproxy.cfg');
  writeFileSync(config, balancerConfig(upstreams, port, options));
  const check = spawnSync(binary, ['-c', '-q', '-f', config], { encoding: 'utf8' });
  if (check.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`[balancer] the configuration was refused: ${check.stderr || check.stdout}`);
  }
  let output = '';
  const child: ChildProcess = spawn(binary, ['-db', '-f', config], { stdio: ['ignore', 'pipe', 'pipe'] });
  // Its log lines (one per request) are kept short in memory for an error message, never printed.
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  while (!(await accepting(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`[balancer] HAProxy did not start on 127.0.0.1:${port}: ${output}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { url: `http://127.0.0.1:${port}`, port, names: upstreams.map((_, index) => `s${index + 1}`), stop };
}

/** "127.0.0.1:4001,127.0.0.1:4002" → upstreams. */
export function parseUpstreams(value: string): Upstream[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const split = part.lastIndexOf(':');
      return { host: part.slice(0, split).replace(/^\[|\]$/g, ''), port: Number(part.slice(split + 1)) };
    });
}

async function main(argv: string[]): Promise<number> {
  const dash = argv.indexOf('--');
  const own = dash < 0 ? argv : argv.slice(0, dash);
  const command = dash < 0 ? [] : argv.slice(dash + 1);
  const portFlag = own.indexOf('--port');
  const list = own.find((arg, index) => !arg.startsWith('--') && index !== portFlag + 1);
  if (!list || command.length === 0) {
    console.error('usage: tsx tests/tools/with-balancer.ts 127.0.0.1:4001,127.0.0.1:4002 [--port P] -- <command …>');
    return 2;
  }
  const balancer = await startBalancer(parseUpstreams(list), portFlag >= 0 ? { port: Number(own[portFlag + 1]) } : {});
  console.error(`[balancer] HAProxy on ${balancer.url} → ${list}`);
  const child = spawn(command[0] ?? '', command.slice(1), { stdio: 'inherit', env: { ...process.env, BALANCER_URL: balancer.url } });
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  const [code] = (await once(child, 'exit')) as [number | null];
  await balancer.stop();
  return code ?? 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exitCode = await main(process.argv.slice(2));
}
