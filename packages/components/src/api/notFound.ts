import { ApiError } from './client.ts';

/** A 404 answer: the slug names nothing (a lookup reads it as null, "not found"). */
export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.kind === 'http' && error.status === 404;
