// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isTrusted, normalizeAddress, parseTrustProxy, resolveClient, type ClientInput } from './forwarded.ts';

const trust = (value: string) => parseTrustProxy(value);

describe('resolveClient: the client address and scheme behind trusted proxies', () => {
  const cases: Array<[string, string, ClientInput, { address: string; secure: boolean }]> = [
    [
      'no TRUST_PROXY: a forwarded header is ignored',
      '',
      { socketAddress: '203.0.113.9', encrypted: false, forwardedFor: '1.1.1.1', forwardedProto: 'https' },
      { address: '203.0.113.9', secure: false },
    ],
    [
      'a spoofed header from an untrusted peer is ignored',
      '10.0.0.0/8',
      { socketAddress: '203.0.113.9', encrypted: false, forwardedFor: '10.0.0.5', forwardedProto: 'https' },
      { address: '203.0.113.9', secure: false },
    ],
    [
      'one trusted proxy: the address it saw',
      '10.0.0.1',
      { socketAddress: '10.0.0.1', encrypted: false, forwardedFor: '198.51.100.7', forwardedProto: 'https' },
      { address: '198.51.100.7', secure: true },
    ],
    [
      'a chain through two trusted proxies',
      '10.0.0.0/8',
      { socketAddress: '10.0.0.2', encrypted: false, forwardedFor: '198.51.100.7, 10.0.0.1' },
      { address: '198.51.100.7', secure: false },
    ],
    [
      'the client cannot prepend a fake address before the real one',
      '10.0.0.0/8',
      { socketAddress: '10.0.0.2', encrypted: false, forwardedFor: '10.9.9.9, 198.51.100.7, 10.0.0.1' },
      { address: '198.51.100.7', secure: false },
    ],
    [
      'every hop trusted: the leftmost',
      'loopback, 10.0.0.0/8',
      { socketAddress: '127.0.0.1', encrypted: false, forwardedFor: '10.1.1.1,10.2.2.2' },
      { address: '10.1.1.1', secure: false },
    ],
    [
      'a malformed entry stops at the last good hop',
      '10.0.0.0/8',
      { socketAddress: '10.0.0.2', encrypted: false, forwardedFor: 'not-an-ip, 10.0.0.1' },
      { address: '10.0.0.1', secure: false },
    ],
    [
      'a malformed header right at the proxy: the proxy',
      'loopback',
      { socketAddress: '127.0.0.1', encrypted: false, forwardedFor: '1.2.3.4.5' },
      { address: '127.0.0.1', secure: false },
    ],
    [
      'client junk left of the real client does not matter',
      'loopback',
      { socketAddress: '127.0.0.1', encrypted: false, forwardedFor: '<script>, 198.51.100.7' },
      { address: '198.51.100.7', secure: false },
    ],
    [
      'an empty header: the trusted peer itself',
      'loopback',
      { socketAddress: '::1', encrypted: false, forwardedFor: '' },
      { address: '::1', secure: false },
    ],
    [
      'repeated headers are one list',
      'loopback',
      { socketAddress: '127.0.0.1', encrypted: false, forwardedFor: ['198.51.100.7', '10.0.0.1'] },
      { address: '10.0.0.1', secure: false },
    ],
    [
      'IPv4 on a dual-stack socket matches an IPv4 range',
      '10.0.0.0/8',
      { socketAddress: '::ffff:10.0.0.3', encrypted: false, forwardedFor: '2001:db8::7' },
      { address: '2001:db8::7', secure: false },
    ],
    [
      'an IPv6 range',
      'fd00::/8',
      { socketAddress: 'fd12::1', encrypted: false, forwardedFor: '[2001:db8::8]', forwardedProto: 'HTTPS' },
      { address: '2001:db8::8', secure: true },
    ],
    [
      'our own TLS socket is secure without any header',
      '',
      { socketAddress: '203.0.113.9', encrypted: true },
      { address: '203.0.113.9', secure: true },
    ],
    [
      'a trusted proxy saying http: not secure even over TLS to us',
      'loopback',
      { socketAddress: '127.0.0.1', encrypted: true, forwardedProto: 'http' },
      { address: '127.0.0.1', secure: false },
    ],
    [
      'an odd proto from a trusted proxy is ignored',
      'loopback',
      { socketAddress: '127.0.0.1', encrypted: false, forwardedProto: 'javascript' },
      { address: '127.0.0.1', secure: false },
    ],
    [
      'the first proto of a list',
      'loopback',
      { socketAddress: '127.0.0.1', encrypted: false, forwardedProto: 'https, http' },
      { address: '127.0.0.1', secure: true },
    ],
    [
      'no socket address (a closed socket)',
      'loopback',
      { socketAddress: undefined, encrypted: false, forwardedFor: '1.1.1.1' },
      { address: '', secure: false },
    ],
  ];
  it.each(cases)('%s', (_name, trustProxy, input, expected) => {
    expect(resolveClient(input, trust(trustProxy))).toEqual(expected);
  });
});

describe('TRUST_PROXY', () => {
  it.each([
    ['10.0.0.0/8', '10.255.1.2', true],
    ['10.0.0.0/8', '11.0.0.1', false],
    ['192.168.1.7', '192.168.1.7', true],
    ['192.168.1.7', '192.168.1.8', false],
    ['172.16.0.0/12', '172.31.255.255', true],
    ['172.16.0.0/12', '172.32.0.0', false],
    ['loopback', '127.8.0.1', true],
    ['loopback', '::1', true],
    ['2001:db8::/32', '2001:db8:ffff::1', true],
    ['2001:db8::/32', '2001:db9::1', false],
    ['0.0.0.0/0', '8.8.8.8', true],
    ['0.0.0.0/0', '::1', false],
  ])('%s trusts %s: %s', (range, address, expected) => {
    expect(isTrusted(normalizeAddress(address) ?? '', trust(range))).toBe(expected);
  });

  it.each(['10.0.0.0/33', 'proxy.example', '10.0.0.0/x', '::1/129'])('refuses "%s" at start', (value) => {
    expect(() => parseTrustProxy(value)).toThrow(/TRUST_PROXY/);
  });

  it('is empty when unset', () => {
    expect(parseTrustProxy(undefined).ranges).toEqual([]);
    expect(parseTrustProxy(' , ').ranges).toEqual([]);
  });
});
