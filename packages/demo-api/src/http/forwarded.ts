/**
 * Who is on the other end of a request, behind proxies we were told to trust (issue 32, item 1).
 *
 * `TRUST_PROXY` names the proxies whose `X-Forwarded-For` and `X-Forwarded-Proto` are believed: a
 * comma-separated list of addresses and CIDR ranges, IPv4 or IPv6 (`10.0.0.0/8, 192.168.1.7,
 * fd00::/8`), or `loopback` for 127.0.0.0/8 and ::1 (a balancer on the same machine). We chose a
 * list over a hop count: a count believes whatever sits that many hops in, so one proxy too few in
 * the count (or a direct connection that skips the balancer) lets a client name its own address;
 * a list believes only the machines it names. Unset: every forwarded header is ignored and the
 * socket's address is the client (a server reached directly never lets a client pick the address
 * its rate limits count).
 *
 * The walk is the one proxies agree on: start at the socket's peer; while that hop is trusted, step
 * one entry to the left in X-Forwarded-For (each proxy appends the address it saw). The first hop
 * that is not trusted is the client. A malformed entry stops the walk at the last good hop (the
 * trusted proxy that passed it on): a garbled header never yields an address nobody connected from.
 * Proto: believed only from a trusted peer, its first value, and only `http` or `https`.
 */
import { isIP } from 'node:net';

export interface TrustedProxies {
  /** Each range as [family, network bytes, prefix length]. */
  ranges: ReadonlyArray<{ family: 4 | 6; bytes: number[]; prefix: number }>;
}

export interface ClientInput {
  /** The socket's peer (`req.socket.remoteAddress`). */
  socketAddress: string | undefined;
  /** True when the connection to us is TLS (`req.socket.encrypted`). */
  encrypted: boolean;
  forwardedFor?: string | string[] | undefined;
  forwardedProto?: string | string[] | undefined;
}

export interface Client {
  /** The client's address as the rate limits count it ('' when the socket has none). */
  address: string;
  /** The original request was TLS: our own socket, or a trusted proxy's X-Forwarded-Proto https. */
  secure: boolean;
}

export const NO_TRUSTED_PROXIES: TrustedProxies = { ranges: [] };

/** '::ffff:10.0.0.1' (IPv4 on a dual-stack socket) is 10.0.0.1; brackets and zone ids go. */
export function normalizeAddress(value: string): string | null {
  let text = value.trim();
  if (text.startsWith('[') && text.endsWith(']')) text = text.slice(1, -1);
  text = text.replace(/%[\w.-]+$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(text);
  if (mapped?.[1]) text = mapped[1];
  return isIP(text) === 0 ? null : text.toLowerCase();
}

function bytesOf(address: string): { family: 4 | 6; bytes: number[] } {
  if (isIP(address) === 4) return { family: 4, bytes: address.split('.').map(Number) };
  const [head = '', tail = ''] = address.includes('::') ? address.split('::') : [address, ''];
  const part = (s: string) => (s === '' ? [] : s.split(':'));
  let left = part(head);
  let right = part(tail);
  // An embedded IPv4 tail (::ffff:1.2.3.4 that was not mapped, 64:ff9b::1.2.3.4) is two groups.
  const v4 = (groups: string[]) => {
    const last = groups.at(-1);
    if (!last?.includes('.')) return groups;
    const [a = 0, b = 0, c = 0, d = 0] = last.split('.').map(Number);
    return [...groups.slice(0, -1), ((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
  };
  if (address.includes('::')) right = v4(right);
  else left = v4(left);
  const groups = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return { family: 6, bytes: groups.flatMap((g) => [parseInt(g, 16) >> 8, parseInt(g, 16) & 255]) };
}

/**
 * TRUST_PROXY's text → the trusted ranges. An entry that is neither an address, a CIDR nor
 * `loopback` is an error at start (a typo must not quietly trust nothing, or everything).
 */
export function parseTrustProxy(value: string | undefined): TrustedProxies {
  const ranges: Array<TrustedProxies['ranges'][number]> = [];
  for (const raw of (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    if (raw.toLowerCase() === 'loopback') {
      ranges.push({ ...bytesOf('127.0.0.0'), prefix: 8 }, { ...bytesOf('::1'), prefix: 128 });
      continue;
    }
    const [addressText = '', prefixText] = raw.split('/');
    const address = normalizeAddress(addressText);
    const family = address ? (isIP(address) as 4 | 6) : 0;
    const max = family === 4 ? 32 : 128;
    const prefix = prefixText === undefined ? max : /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : NaN;
    if (!address || !(prefix >= 0 && prefix <= max)) {
      throw new Error(`TRUST_PROXY: "${raw}" is not an address, a CIDR range (e.g. 10.0.0.0/8) or "loopback".`);
    }
    ranges.push({ ...bytesOf(address), prefix });
  }
  return { ranges };
}

export function isTrusted(address: string, trusted: TrustedProxies): boolean {
  const { family, bytes } = bytesOf(address);
  return trusted.ranges.some((range) => {
    if (range.family !== family) return false;
    let bits = range.prefix;
    for (let i = 0; bits > 0; i += 1, bits -= 8) {
      const mask = bits >= 8 ? 0xff : (0xff << (8 - bits)) & 0xff;
      if (((bytes[i] ?? 0) & mask) !== ((range.bytes[i] ?? 0) & mask)) return false;
    }
    return true;
  });
}

const joined = (value: string | string[] | undefined): string => (Array.isArray(value) ? value.join(',') : (value ?? ''));

/** The client's address and whether the original request was TLS (see the module comment). */
export function resolveClient(input: ClientInput, trusted: TrustedProxies): Client {
  const peer = normalizeAddress(input.socketAddress ?? '');
  if (!peer) return { address: input.socketAddress ?? '', secure: input.encrypted };
  if (!isTrusted(peer, trusted)) return { address: peer, secure: input.encrypted };
  const hops = joined(input.forwardedFor)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  let address = peer;
  for (let i = hops.length - 1; i >= 0; i -= 1) {
    const hop = normalizeAddress(hops[i] ?? '');
    if (!hop) break;
    address = hop;
    if (!isTrusted(hop, trusted)) break;
  }
  const proto = joined(input.forwardedProto).split(',')[0]?.trim().toLowerCase();
  // A trusted proxy's word on the original scheme wins over our own hop (TLS re-encrypted to us, or not).
  const secure = proto === 'https' ? true : proto === 'http' ? false : input.encrypted;
  return { address, secure };
}

/** HSTS for a year, subdomains included: sent only when the original request was TLS. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';
