/**
 * Password hashing: scrypt with a random 16-byte salt per password, stored as
 * 'scrypt$N$r$p$salt$hash' (base64url) so the cost can rise later without breaking stored hashes;
 * verification compares in constant time. On the server scrypt is Node's own (node:crypto, off the
 * event loop in libuv's pool); where there is no node:crypto (Storybook's mock API in the browser)
 * the same function comes from @noble/hashes, so hashes are interchangeable.
 */
type ScryptParams = { N: number; r: number; p: number };
type Scrypt = (password: string, salt: Uint8Array, keyLength: number, params: ScryptParams) => Promise<Uint8Array>;

/** N=2^15, r=8, p=1: 32 MiB and about 60 ms per hash on this 2-core machine. */
export const SCRYPT_PARAMS: ScryptParams = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 32;

let scryptImpl: Promise<Scrypt> | undefined;
function loadScrypt(): Promise<Scrypt> {
  scryptImpl ??= (async (): Promise<Scrypt> => {
    const isNode = typeof process !== 'undefined' && typeof process.versions?.node === 'string';
    if (isNode) {
      const { scrypt } = await import(/* @vite-ignore */ 'node:crypto');
      return (password, salt, keyLength, { N, r, p }) =>
        new Promise((resolve, reject) =>
          scrypt(password, salt, keyLength, { N, r, p, maxmem: 256 * N * r }, (error, key) =>
            error ? reject(error) : resolve(new Uint8Array(key)),
          ),
        );
    }
    const { scryptAsync } = await import('@noble/hashes/scrypt.js');
    return (password, salt, keyLength, { N, r, p }) =>
      scryptAsync(password, salt, { N, r, p, dkLen: keyLength, maxmem: 256 * N * r + 1024 });
  })();
  return scryptImpl;
}

const toB64 = (bytes: Uint8Array): string => {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};
const fromB64 = (text: string): Uint8Array => {
  const s = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(s, (c) => c.charCodeAt(0));
};

export function randomBytes(length: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(length));
}
export const base64url = toB64;

export async function hashPassword(password: string, params: ScryptParams = SCRYPT_PARAMS): Promise<string> {
  const salt = randomBytes(16);
  const key = await (await loadScrypt())(password, salt, KEY_LENGTH, params);
  return ['scrypt', params.N, params.r, params.p, toB64(salt), toB64(key)].join('$');
}

/** Constant-time comparison of two byte strings of the same length. */
function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (!Object.values(params).every((v) => Number.isInteger(v) && v > 0 && v <= 2 ** 20)) return false;
  const expected = fromB64(hash);
  const key = await (await loadScrypt())(password, fromB64(salt), expected.length, params);
  return sameBytes(key, expected);
}

/** Verified when the account does not exist, so a wrong e-mail costs the same time as a wrong password. */
export const DUMMY_HASH = `scrypt$${SCRYPT_PARAMS.N}$${SCRYPT_PARAMS.r}$${SCRYPT_PARAMS.p}$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`;
