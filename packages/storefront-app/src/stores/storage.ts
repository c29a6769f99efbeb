/**
 * Local storage for the stores. Values the spec names ('provider', 'canUserSelectedState',
 * 'billingAddress', the per-retailer default-home-page flag, …: STORAGE_KEYS) are kept under
 * exactly those keys, each as its own plain JSON value, so any code reading the spec's key finds
 * the value itself rather than a store envelope.
 */
import type { PersistStorage, StorageValue } from 'zustand/middleware';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Parsed JSON under `key`; undefined when absent or unreadable. */
export function readStored(key: string): unknown {
  const raw = storage()?.getItem(key);
  if (raw === null || raw === undefined) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

export function writeStored(key: string, value: unknown): void {
  const store = storage();
  if (!store) return;
  try {
    if (value === undefined) store.removeItem(key);
    else store.setItem(key, JSON.stringify(value));
  } catch (error) {
    console.warn(`[storage] could not write ${key}`, error);
  }
}

export function removeStored(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // nothing to do: storage unavailable
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A zustand PersistStorage that writes chosen fields under their own keys (`fieldKeys`) and the
 * remaining fields, together, under `restKey` (omit it to persist only the mapped fields).
 */
export function keyedStorage<S extends object>(fieldKeys: Partial<Record<keyof S & string, string>>, restKey?: string): PersistStorage<S> {
  const mapped = Object.entries(fieldKeys) as Array<[string, string]>;
  return {
    getItem: (): StorageValue<S> | null => {
      const state: Record<string, unknown> = {};
      let found = false;
      const rest = restKey ? readStored(restKey) : undefined;
      if (isRecord(rest)) {
        Object.assign(state, rest);
        found = true;
      }
      for (const [field, key] of mapped) {
        const value = readStored(key);
        if (value !== undefined) {
          state[field] = value;
          found = true;
        }
      }
      return found ? { state: state as S, version: 0 } : null;
    },
    setItem: (_name, value) => {
      const rest: Record<string, unknown> = {};
      for (const [field, fieldValue] of Object.entries(value.state as Record<string, unknown>)) {
        const key = fieldKeys[field as keyof S & string];
        if (key) writeStored(key, fieldValue === null ? undefined : fieldValue);
        else rest[field] = fieldValue;
      }
      if (restKey) writeStored(restKey, rest);
    },
    removeItem: () => {
      for (const [, key] of mapped) removeStored(key);
      if (restKey) removeStored(restKey);
    },
  };
}
