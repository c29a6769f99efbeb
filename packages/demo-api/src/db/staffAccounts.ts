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
import { hashPassword } from '../auth/password.ts';
import type { Database } from './schema.ts';

export const DEMO_STAFF_DEFAULT_PASSWORD = 'staff-demo-2026';
/** scrypt hash of the default (auth/password.ts format): seeding needs no hashing unless the password is set. */
const DEFAULT_PASSWORD_HASH = 'scrypt$32768$8$1$g08rR6y265_SyCs-B650UA$eXApLFLq1yr-2yIxVHAWU9eheEO1J7qsrwFIkLpO-2A';

export const staffEmail = (retailerId: string): string => `staff+${retailerId}@example.com`;
export const staffUserId = (retailerId: string): string => `user-staff-${retailerId}`;

/** The demo staff password: DEMO_STAFF_PASSWORD, or the documented default. */
export function demoStaffPassword(env: Record<string, string | undefined> = typeof process === 'undefined' ? {} : process.env): string {
  return env.DEMO_STAFF_PASSWORD?.trim() || DEMO_STAFF_DEFAULT_PASSWORD;
}

/** One staff account per store (`stores`: id → name), each with the role for its own store only. */
export async function seedStaffAccounts(
  db: Kysely<Database>,
  stores: ReadonlyArray<{ id: string; name: string }>,
  now: number,
): Promise<void> {
  if (stores.length === 0) return;
  const existing = new Set(
    (
      await db
        .selectFrom('users')
        .select('id')
        .where(
          'id',
          'in',
          stores.map((s) => staffUserId(s.id)),
        )
        .execute()
    ).map((row) => row.id),
  );
  const missing = stores.filter((store) => !existing.has(staffUserId(store.id)));
  if (missing.length === 0) return;
  const password = demoStaffPassword();
  const passwordHash = password === DEMO_STAFF_DEFAULT_PASSWORD ? DEFAULT_PASSWORD_HASH : await hashPassword(password);
  for (const store of missing) {
    const email = staffEmail(store.id);
    await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('users')
        .values({
          id: staffUserId(store.id),
          emailKey: email,
          email,
          firstName: store.name,
          lastName: 'staff',
          phone: '',
          passwordHash,
          createdAt: now,
          updatedAt: now,
        })
        // The address taken by a sign-up (emailKey is unique) or another instance's seed: left alone.
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return;
      await trx
        .insertInto('staffStores')
        .values({ userId: staffUserId(store.id), retailerId: store.id, createdAt: now })
        .onConflict((oc) => oc.doNothing())
        .execute();
    });
  }
}
