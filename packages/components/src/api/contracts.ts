/**
 * The answer checks, loaded when a call needs them: the contract schemas (schemas.ts) are zod
 * schemas, and zod is not part of the storefront's first load (the server hands the browser its
 * data, so the browser's first call comes later). A `Contract` stands for a schema of schemas.ts;
 * `request` starts loading it with the call's own fetch and checks the answer when both are in.
 * Modules that load apart from the first load (the account, order and support calls) may pass a
 * zod schema itself: `SchemaOf` takes either.
 */
import type { z } from 'zod/mini';
import type * as SchemasModule from './schemas.ts';

type Schemas = typeof SchemasModule;

/** A contract schema that loads on first use (then once). */
export interface Contract<T> {
  readonly load: () => Promise<z.ZodMiniType<T>>;
}

/** A zod schema, or a contract that loads one. */
export type SchemaOf<T> = z.ZodMiniType<T> | Contract<T>;

/** Retries a failed load next time (a module fetch that failed offline is not failed for ever). */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}

/** schemas.ts (and zod with it). */
export const loadSchemas: () => Promise<Schemas> = once(() => import('./schemas.ts'));

/** A contract over a schema another module loads (accountContracts.ts). */
export function contractOf<T>(load: () => Promise<z.ZodMiniType<T>>): Contract<T> {
  return { load: once(load) };
}

/** A contract over one of schemas.ts's schemas (or one built from them). */
export function contract<T>(pick: (schemas: Schemas) => z.ZodMiniType<T> | Promise<z.ZodMiniType<T>>): Contract<T> {
  return contractOf(() => loadSchemas().then(pick));
}

function isContract<T>(schema: SchemaOf<T>): schema is Contract<T> {
  return typeof (schema as Partial<Contract<T>>).load === 'function';
}

/** The zod schema of either kind. */
export function schemaOf<T>(schema: SchemaOf<T>): Promise<z.ZodMiniType<T>> {
  return isContract(schema) ? schema.load() : Promise.resolve(schema);
}

/** The contracts of the calls every page can make (the entities of schemas.ts, and their envelopes). */
export const contracts = {
  cmsEnvelope: contract((schemas) => schemas.cmsEnvelopeSchema),
  product: contract((schemas) => schemas.productSchema),
  retailer: contract((schemas) => schemas.retailerSchema),
  brand: contract((schemas) => schemas.brandSchema),
  category: contract((schemas) => schemas.categorySchema),
  special: contract((schemas) => schemas.specialSchema),
  productMenu: contract((schemas) => schemas.productMenuSchema),
  searchSuggestions: contract((schemas) => schemas.envelopeOf(schemas.searchSuggestionResultSchema)),
  signIn: contract((schemas) => schemas.signInSchema),
  user: contract((schemas) => schemas.userSchema),
  notifications: contract((schemas) => schemas.notificationsSchema),
  wishlistRow: contract((schemas) => schemas.wishlistRowSchema),
  serverCart: contract((schemas) => schemas.serverCartSchema),
} as const;
