/**
 * Where uploaded files go. `memoryFileStore()` (browser mock, unit tests) keeps them in a Map; the
 * servers' `databaseFileStore(db)` is in files.node.ts and keeps them in the database every instance
 * shares (the `uploadFiles` table), never on one instance's disk. Stored names are generated ids,
 * never the browser's file name.
 */
export interface FileStore {
  /** Stores the bytes under `name` (a generated, path-safe name) and returns where. */
  save: (name: string, bytes: Uint8Array) => Promise<string>;
  read: (storedPath: string) => Promise<Uint8Array | null>;
}

export function memoryFileStore(): FileStore {
  const files = new Map<string, Uint8Array>();
  return {
    save: async (name, bytes) => {
      files.set(name, bytes);
      return name;
    },
    read: async (storedPath) => files.get(storedPath) ?? null,
  };
}
