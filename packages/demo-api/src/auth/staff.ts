/**
 * The staff role (issue 35, item 4): an account's stores, from `staffStores` (migration 0009; the
 * demo seeds one account per store, db/staffAccounts.ts). A guest gets 401, a signed-in account
 * without the role 403 — a shopper never reaches the staff API — and staff reach only their own
 * stores' orders: another store's order answers 404, as an unknown one does, so its existence is
 * not told either.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database, OrderRow } from '../db/schema.ts';
import { ApiError, requireUser, type RouteContext } from '../router.ts';

export const STAFF_ONLY_MESSAGE = 'This page is for store staff.';

/** The store ids the account works at (empty for a shopper). */
export async function staffStoresOf(db: Kysely<Database> | Transaction<Database>, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('staffStores').select('retailerId').where('userId', '=', userId).orderBy('retailerId').execute();
  return rows.map((row) => row.retailerId);
}

/** The signed-in staff member and their stores: 401 for a guest, 403 for an account without the role. */
export async function requireStaff(ctx: Pick<RouteContext, 'user' | 'db'>): Promise<{ userId: string; stores: string[] }> {
  const user = requireUser(ctx);
  const stores = await staffStoresOf(ctx.db, user._id);
  if (stores.length === 0) throw new ApiError(403, STAFF_ONLY_MESSAGE);
  return { userId: user._id, stores };
}

/** One of the staff member's stores' orders, else 404. */
export async function staffOrder(db: Kysely<Database> | Transaction<Database>, stores: readonly string[], id: string): Promise<OrderRow> {
  const order =
    stores.length > 0
      ? await db.selectFrom('orders').selectAll().where('id', '=', id).where('retailerId', 'in', stores).executeTakeFirst()
      : undefined;
  if (!order) throw new ApiError(404, 'Order not found.');
  return order;
}
