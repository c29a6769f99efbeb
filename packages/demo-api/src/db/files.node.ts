/** The server's upload store: files under `dir` (the data folder's uploads/), written atomically. */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import type { FileStore } from './files.ts';

const SAFE_NAME = /^[A-Za-z0-9_-]{8,80}(\.[a-z0-9]{1,8})?$/;

export function nodeFileStore(dir: string): FileStore {
  const root = resolve(dir);
  const inside = (name: string): string => {
    if (!SAFE_NAME.test(name)) throw new Error(`Unsafe upload name: ${name}`);
    const file = resolve(root, name);
    if (!file.startsWith(root + sep)) throw new Error(`Upload outside ${root}`);
    return file;
  };
  return {
    save: async (name, bytes) => {
      await mkdir(root, { recursive: true });
      const file = inside(name);
      await writeFile(`${file}.part`, bytes, { flag: 'wx' });
      await rename(`${file}.part`, file);
      return name;
    },
    read: async (storedPath) => {
      try {
        return new Uint8Array(await readFile(inside(storedPath)));
      } catch {
        return null;
      }
    },
  };
}
