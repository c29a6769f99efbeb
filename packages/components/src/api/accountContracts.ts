/** The account calls' contracts: accountSchemas.ts, loaded on first use (see contracts.ts). */
import type { z } from 'zod/mini';
import type * as AccountSchemasModule from './accountSchemas.ts';
import { contractOf, type Contract } from './contracts.ts';

const loadAccountSchemas = () => import('./accountSchemas.ts');

/** A contract over one of accountSchemas.ts's schemas. */
export function accountContract<T>(pick: (schemas: typeof AccountSchemasModule) => z.ZodMiniType<T>): Contract<T> {
  return contractOf(() => loadAccountSchemas().then(pick));
}
