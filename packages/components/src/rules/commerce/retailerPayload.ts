/**
 * The closest-retailers payload codec (spec 7: "The response data is a base64-encoded, compressed
 * JSON array of retailers"): base64 ↔ zlib (pako) ↔ UTF-8 JSON. Browser- and Node-safe (btoa/atob).
 *
 * Its own module, published as `@storefront/components/rules/retailer-payload` and NOT re-exported
 * by the rules barrel: pako runs code when its module loads (CRC and Huffman tables), so a bundler
 * cannot drop it from a chunk that merely imports the barrel. Only the store chooser (which asks for
 * the closest retailers) and the demo backend load it.
 */
import { deflate, inflate } from 'pako';

const CHUNK = 0x8000;

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  }
  return btoa(binary);
}

export function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64);
  return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
}

/**
 * Decodes the closest-retailers response data: base64 → inflate (zlib or gzip, pako) → UTF-8 JSON
 * array. Anything else (not a string, blank, bad base64, corrupt data, JSON that is not an array)
 * reads as [] (spec 7: "empty when there are none"; failures are not shown to the shopper).
 */
export function decodeRetailerPayload<R = unknown>(data: unknown): R[] {
  if (typeof data !== 'string' || !data.trim()) return [];
  try {
    const parsed: unknown = JSON.parse(inflate(base64ToBytes(data.trim()), { toText: true }));
    return Array.isArray(parsed) ? (parsed as R[]) : [];
  } catch {
    return [];
  }
}

/** The demo backend's side: JSON → deflate (zlib) → base64. decodeRetailerPayload reverses it. */
export function encodeRetailerPayload(retailers: readonly unknown[]): string {
  return bytesToBase64(deflate(JSON.stringify(retailers)));
}
