/**
 * The demo's store staff (issue 35, item 4): one account per store, `staff+<storeId>@example.com`,
 * with the staff role for that store (a `staffStores` row, migration 0009) — the account that signs
 * in to /staff and works the store's orders (routes/staff.ts). Sign-up never grants the role.
 *
 * The password is DEMO_STAFF_PASSWORD when set, else the documented demo default
 * DEMO_STAFF_DEFAULT_PASSWORD (public like the demo shopper's and retailer's: a demo account, not a
 * secret of any deployment). Created where missing only, under a fixed id: an account someone signed
 * up with that address before the seed ran never gets the role.
 */
import type { Kysely } from 'kysely';
import { demoPassword, processEnv, seedDemoAccounts, type DemoPassword } from './demoAccounts.ts';
import type { Database } from './schema.ts';

export const DEMO_STAFF_DEFAULT_PASSWORD = 'staff-demo-2026';
const PASSWORD: DemoPassword = {
  envName: 'DEMO_STAFF_PASSWORD',
  defaultPassword: DEMO_STAFF_DEFAULT_PASSWORD,
  defaultHash: 'scrypt$32768$8$1$g08rR6y265_SyCs-B650UA$eXApLFLq1yr-2yIxVHAWU9eheEO1J7qsrwFIkLpO-2A',
};

export const staffEmail = (retailerId: string): string => `staff+${retailerId}@example.com`;
export const staffUserId = (retailerId: string): string => `user-staff-${retailerId}`;

/** The demo staff password: DEMO_STAFF_PASSWORD, or the documented default. */
export function demoStaffPassword(env: Record<string, string | undefined> = processEnv()): string {
  return demoPassword(PASSWORD, env);
}

/** One staff account per store (`stores`: id → name), each with the role for its own store only (a staffStores row). */
export async function seedStaffAccounts(
  db: Kysely<Database>,
  stores: ReadonlyArray<{ id: string; name: string }>,
  now: number,
): Promise<void> {
  const accounts = stores.map((store) => ({
    id: staffUserId(store.id),
    email: staffEmail(store.id),
    firstName: store.name,
    lastName: 'staff',
    retailerId: store.id,
  }));
  await seedDemoAccounts(db, accounts, PASSWORD, now, async (trx, account) => {
    await trx
      .insertInto('staffStores')
      .values({ userId: account.id, retailerId: account.retailerId, createdAt: now })
      .onConflict((oc) => oc.doNothing())
      .execute();
  });
}
