/**
 * The demo's role accounts (the retailers of retailerAccounts.ts, the store staff of staffAccounts.ts):
 * one mechanism for both. Each account is created where missing only, under a fixed id, with the
 * demo password (an environment variable when set, else the documented public default, whose hash
 * is kept so seeding hashes nothing), and its role granted in the same transaction, only when this
 * seed created the row: an address someone signed up with before the seed ran (emailKey is unique),
 * or another instance's seed, is left alone and never gets the role.
 */
import type { Kysely, Transaction } from 'kysely';
import { hashPassword } from '../auth/password.ts';
import type { Database } from './schema.ts';

export interface DemoAccount {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** The retailer role (users.retailerOf), when the account has it. */
  retailerOf?: string;
}

export interface DemoPassword {
  /** The environment variable that overrides the default. */
  envName: string;
  defaultPassword: string;
  /** scrypt hash of the default (auth/password.ts format). */
  defaultHash: string;
}

/** The demo password: the environment's, or the documented default. */
export function demoPassword(password: DemoPassword, env: Record<string, string | undefined>): string {
  return env[password.envName]?.trim() || password.defaultPassword;
}

export const processEnv = (): Record<string, string | undefined> => (typeof process === 'undefined' ? {} : process.env);

export async function seedDemoAccounts<A extends DemoAccount>(
  db: Kysely<Database>,
  accounts: readonly A[],
  password: DemoPassword,
  now: number,
  grant?: (trx: Transaction<Database>, account: A) => Promise<void>,
): Promise<void> {
  if (accounts.length === 0) return;
  const existing = new Set(
    (
      await db
        .selectFrom('users')
        .select('id')
        .where(
          'id',
          'in',
          accounts.map((a) => a.id),
        )
        .execute()
    ).map((row) => row.id),
  );
  const missing = accounts.filter((account) => !existing.has(account.id));
  if (missing.length === 0) return;
  const plain = demoPassword(password, processEnv());
  const passwordHash = plain === password.defaultPassword ? password.defaultHash : await hashPassword(plain);
  for (const account of missing) {
    await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('users')
        .values({
          id: account.id,
          emailKey: account.email,
          email: account.email,
          firstName: account.firstName,
          lastName: account.lastName,
          phone: '',
          passwordHash,
          createdAt: now,
          updatedAt: now,
          ...(account.retailerOf ? { retailerOf: account.retailerOf } : {}),
        })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return;
      await grant?.(trx, account);
    });
  }
}
