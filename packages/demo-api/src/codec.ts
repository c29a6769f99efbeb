/**
 * The closest-retailer payload codec (spec 7: "The response data is a base64-encoded, compressed
 * JSON array of retailers"): JSON → pako.deflate → base64, and back. Browser- and Node-safe (btoa/atob).
 */
import { deflate, inflate } from 'pako';

const CHUNK = 0x8000;

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += CHUNK) binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return btoa(binary);
}

export function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function encodeCompressedJson(value: unknown): string {
  return bytesToBase64(deflate(new TextEncoder().encode(JSON.stringify(value))));
}

export function decodeCompressedJson<T = unknown>(base64: string): T {
  return JSON.parse(inflate(base64ToBytes(base64), { toText: true })) as T;
}
