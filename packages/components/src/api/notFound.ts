import { ApiError, requestSingle } from './client.ts';
import type { SchemaOf } from './contracts.ts';

/** A 404 answer: the slug names nothing (a lookup reads it as null, "not found"). */
export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.kind === 'http' && error.status === 404;

/**
 * A lookup by slug: the entity, or null when the API does not know it (404) or answers with an
 * empty list. A truncated or malformed answer still fails (it is not "not found").
 */
export async function requestOrNull<T>(path: string, item: SchemaOf<T>, signal: AbortSignal): Promise<T | null> {
  try {
    return (await requestSingle(path, item, { signal })) ?? null;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}
