import { deflate, gzip } from 'pako';
import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64, decodeRetailerPayload, encodeRetailerPayload } from './retailerPayload.ts';

describe('closest-retailer payload (base64 → inflate → JSON array)', () => {
  const list = [
    { id: 'r1', name: 'Café Détroit' },
    { id: 'r2', name: 'Toledo Grove' },
  ];
  const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

  it('round-trips encode → decode, including non-ASCII text', () => {
    expect(decodeRetailerPayload(encodeRetailerPayload(list))).toEqual(list);
  });
  it('decodes a payload compressed elsewhere (zlib and gzip)', () => {
    expect(decodeRetailerPayload(b64(deflate(JSON.stringify(list))))).toEqual(list);
    expect(decodeRetailerPayload(b64(gzip(JSON.stringify(list))))).toEqual(list);
  });
  it('handles a payload larger than one encoding chunk', () => {
    const big = Array.from({ length: 3000 }, (_, i) => ({ id: `r${i}`, seed: Math.sin(i).toString(36) }));
    expect(decodeRetailerPayload(encodeRetailerPayload(big))).toEqual(big);
  });
  it.each<[string, unknown]>([
    ['empty array', encodeRetailerPayload([])],
    ['not an array', b64(deflate(JSON.stringify({ id: 'r1' })))],
    ['not JSON', b64(deflate('hello'))],
    ['not compressed', btoa('[1,2,3]')],
    ['bad base64', '%%%not base64%%%'],
    ['blank', '   '],
    ['empty string', ''],
    ['null', null],
    ['a plain array', list],
  ])('%s → []', (_name, data) => {
    expect(decodeRetailerPayload(data)).toEqual([]);
  });
});

describe('base64 helpers', () => {
  it.each([[[]], [[0, 1, 2, 254, 255]], [Array.from({ length: 70_000 }, (_, i) => i % 256)]])('round-trips %#', (bytes) => {
    const data = Uint8Array.from(bytes);
    expect(base64ToBytes(bytesToBase64(data))).toEqual(data);
    expect(bytesToBase64(data)).toBe(Buffer.from(data).toString('base64'));
  });
});
