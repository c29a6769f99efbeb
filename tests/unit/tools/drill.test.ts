/**
 * The deployment tooling's pure parts: the balancer's generated HAProxy configuration
 * (tests/tools/with-balancer.ts) and the 4/20 drill's bookkeeping (tests/bench/drillStats.ts).
 */
import { describe, expect, it } from 'vitest';
import { balancerConfig, parseUpstreams } from '../../tools/with-balancer.ts';
import { classify, compareOrders, inWindow, percentile, shopperAddress, thinkMs } from '../../bench/drillStats.ts';

describe('balancerConfig', () => {
  const config = balancerConfig(
    [
      { host: '127.0.0.1', port: 4001 },
      { host: '127.0.0.1', port: 4002 },
    ],
    8080,
  );
  const lines = config.split('\n').map((line) => line.trim());

  it.each([
    ['listens on loopback only', 'bind 127.0.0.1:8080'],
    ['sets X-Forwarded-For', 'option forwardfor'],
    ['sets X-Forwarded-Proto http', 'http-request set-header X-Forwarded-Proto http if !{ ssl_fc }'],
    ['sets X-Forwarded-Proto https behind TLS', 'http-request set-header X-Forwarded-Proto https if { ssl_fc }'],
    ['retries a failed connection', 'retries 3'],
    ['on another instance', 'option redispatch 1'],
    ['checks the process, not the database', 'option httpchk GET /healthz'],
    ['fails open to unchecked backups', 'option allbackups'],
    [
      'instance 1, checked and observed',
      'server s1 127.0.0.1:4001 check inter 1s fastinter 500ms downinter 1s fall 3 rise 1 observe layer4 error-limit 1 on-error mark-down',
    ],
    [
      'instance 2, checked and observed',
      'server s2 127.0.0.1:4002 check inter 1s fastinter 500ms downinter 1s fall 3 rise 1 observe layer4 error-limit 1 on-error mark-down',
    ],
    ['instance 1 as a backup', 'server b1 127.0.0.1:4001 backup'],
  ])('%s', (_why, line) => {
    expect(lines).toContain(line);
  });

  it('never retries a request an instance may have acted on (no retry-on beyond connection failures)', () => {
    expect(config).not.toMatch(/retry-on/);
  });

  it('tells which instance answered only when asked (tests)', () => {
    expect(config).not.toMatch(/x-balancer-upstream/);
    expect(balancerConfig([{ host: '127.0.0.1', port: 1 }], 2, { revealUpstream: true })).toMatch(
      /http-response set-header x-balancer-upstream %\[srv_name\]/,
    );
  });

  it.each([
    [[], /at least one upstream/],
    [[{ host: '10.0.0.5', port: 4001 }], /not a loopback address/],
    [[{ host: '127.0.0.1', port: 0 }], /not a port/],
    [[{ host: '127.0.0.1', port: 70_000 }], /not a port/],
  ])('refuses %j', (upstreams, error) => {
    expect(() => balancerConfig(upstreams, 8080)).toThrow(error);
  });

  it('reads an upstream list', () => {
    expect(parseUpstreams('127.0.0.1:4001, [::1]:4002')).toEqual([
      { host: '127.0.0.1', port: 4001 },
      { host: '::1', port: 4002 },
    ]);
  });
});

describe('classify', () => {
  it.each([
    [{ status: 200 }, { ok: true }],
    [{ status: 303 }, { ok: true }],
    [
      { status: 409, message: 'Sour Diesel (1g) is sold out at Detroit.' },
      { ok: false, refusal: true, kind: '409 sold out / changed' },
    ],
    [
      { status: 400, message: 'Your cart is empty.' },
      { ok: false, refusal: true, kind: '400 cart empty' },
    ],
    [
      { status: 400, message: '"item" must be an object.' },
      { ok: false, refusal: false, kind: '400 client error' },
    ],
    [{ status: 429 }, { ok: false, refusal: false, kind: '429 rate limited' }],
    [{ status: 500 }, { ok: false, refusal: false, kind: '500 server error' }],
    [{ status: 502 }, { ok: false, refusal: false, kind: '502 from the balancer or readiness' }],
    [{ status: 503 }, { ok: false, refusal: false, kind: '503 from the balancer or readiness' }],
    [
      { status: null, errorCode: 'ECONNRESET' },
      { ok: false, refusal: false, kind: 'no answer: ECONNRESET' },
    ],
    [
      { status: null, errorCode: 'TIMEOUT' },
      { ok: false, refusal: false, kind: 'no answer: timeout' },
    ],
    [
      { status: null, errorCode: 'ABORT_ERR' },
      { ok: false, refusal: false, kind: 'no answer: timeout' },
    ],
  ])('%j → %j', (outcome, verdict) => {
    expect(classify(outcome)).toEqual(verdict);
  });
});

describe('inWindow', () => {
  const windows = [
    { name: 'instance killed', start: 1000, end: 2000 },
    { name: 'PostgreSQL restart', start: 5000, end: Number.POSITIVE_INFINITY },
  ];
  it.each([
    ['before every fault', 0, 900, null],
    ['overlapping the start', 900, 1100, 'instance killed'],
    ['inside', 1500, 1600, 'instance killed'],
    ['within the grace after the end', 2400, 2450, 'instance killed'],
    ['after the grace', 2600, 2700, null],
    ['in a fault still going on', 9000, 9100, 'PostgreSQL restart'],
  ])('%s', (_why, start, end, name) => {
    expect(inWindow(windows, start, end, 500)).toBe(name);
  });
});

describe('the figures', () => {
  it.each([
    [[], 50, Number.NaN],
    [[5], 99, 5],
    [[1, 2, 3, 4], 50, 2],
    [Array.from({ length: 100 }, (_, i) => i + 1), 99, 99],
    [Array.from({ length: 100 }, (_, i) => i + 1), 100, 100],
  ])('percentile(%j, %i) = %d', (sorted, p, value) => {
    expect(percentile(sorted, p)).toBe(value);
  });

  it('compares acknowledged orders with the database both ways', () => {
    expect(compareOrders(new Set(['a', 'b', 'c']), new Set(['b', 'c', 'd']))).toEqual({ lost: ['a'], unacknowledged: ['d'] });
    expect(compareOrders(new Set(['a']), new Set(['a']))).toEqual({ lost: [], unacknowledged: [] });
  });

  it.each([
    [0, '127.0.1.1'],
    [249, '127.0.1.250'],
    [250, '127.0.2.1'],
    [999, '127.0.4.250'],
  ])('shopper %i comes from %s (never the balancer’s 127.0.0.1)', (index, address) => {
    expect(shopperAddress(index)).toBe(address);
  });

  it.each([
    [0, 2000, 8000, 2000],
    [0.5, 2000, 8000, 5000],
    [0.999_999, 2000, 8000, 8000],
  ])('think time from %d in [%i, %i] ms is %i', (random, min, max, ms) => {
    expect(thinkMs(random, min, max)).toBe(ms);
  });
});
