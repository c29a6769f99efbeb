/**
 * Pickup and delivery slots with capacity (issue 35, item 5). GET /api/retailers/:idOrSlug/slots lists
 * the slots a store offers now with the places left in each (a full one is not listed); placing an order
 * takes its slot's place inside the order's transaction (takeSlot), and a cancelled order gives it back
 * (releaseSlot).
 *
 * The count is one row per store and slot (table slotBookings), raised by a conditional update
 * `taken < places` whose rows-affected says whether the place was had. Two shoppers racing for the last
 * place: on PostgreSQL the second update waits for the first transaction and re-reads the row it
 * committed, on SQLite the writes are serialised; either way exactly one of them gets it, and the other
 * gets a 409 with the message and the next open slots, and nothing of its order is kept.
 */
import type { OrderType, Retailer } from '@storefront/components/domain';
import { offeredSlots, slotFullMessage, storeSlotSettings, type OfferedSlot } from '@storefront/components/rules';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { ApiError, ok, type Route } from '../router.ts';
import { findRetailer } from './catalogLookup.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The next open slots a refused order is offered. */
export const NEXT_SLOTS_OFFERED = 3;

/** What each of the store's slots from `now` on already holds, by the slot's ISO value. */
export async function slotsTaken(db: Db, retailerId: string, now: number): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('slotBookings')
    .select(['slot', 'taken'])
    .where('retailerId', '=', retailerId)
    .where('slot', '>=', new Date(now).toISOString())
    .execute();
  return Object.fromEntries(rows.map((row) => [row.slot, Number(row.taken)]));
}

/** The slots the store offers at `now` with the places left (full ones left out). */
export async function storeOfferedSlots(db: Db, retailer: Retailer, now: number): Promise<OfferedSlot[]> {
  return offeredSlots(retailer, storeSlotSettings(retailer), new Date(now), await slotsTaken(db, retailer.id, now));
}

/**
 * Takes one place of the order's slot, in the order's transaction (`slot` already passed the store's
 * check, isOfferedSlot). No slot (an order for now while the store is open) takes nothing. A full slot
 * throws the 409 with the next open slots: the transaction rolls back and the order is not placed.
 */
export async function takeSlot(trx: Db, retailer: Retailer, orderType: OrderType, slot: string | null, now: number): Promise<void> {
  if (!slot) return;
  const places = storeSlotSettings(retailer).ordersPerSlot;
  await trx
    .insertInto('slotBookings')
    .values({ retailerId: retailer.id, slot, taken: 0, updatedAt: now })
    .onConflict((conflict) => conflict.columns(['retailerId', 'slot']).doNothing())
    .execute();
  const result = await trx
    .updateTable('slotBookings')
    .set((eb) => ({ taken: eb('taken', '+', 1), updatedAt: now }))
    .where('retailerId', '=', retailer.id)
    .where('slot', '=', slot)
    .where('taken', '<', places)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return;
  const nextSlots = (await storeOfferedSlots(trx, retailer, now)).slice(0, NEXT_SLOTS_OFFERED);
  throw new ApiError(409, slotFullMessage(orderType), { nextSlots });
}

/** Gives back the place a cancelled order held (never below zero); call it in the cancelling transaction. */
export async function releaseSlot(trx: Db, retailerId: string, slot: string | null | undefined, now: number): Promise<void> {
  if (!slot) return;
  await trx
    .updateTable('slotBookings')
    .set((eb) => ({ taken: eb('taken', '-', 1), updatedAt: now }))
    .where('retailerId', '=', retailerId)
    .where('slot', '=', slot)
    .where('taken', '>', 0)
    .execute();
}

export const slotRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/api/retailers/:idOrSlug/slots',
    handle: async (ctx) => {
      const retailer = findRetailer(ctx, ctx.params.idOrSlug ?? '');
      if (!retailer) throw new ApiError(404, `Retailer "${ctx.params.idOrSlug ?? ''}" was not found.`);
      const settings = storeSlotSettings(retailer);
      const slots = await storeOfferedSlots(ctx.db, retailer, ctx.now());
      return ok({ retailerId: retailer.id, timezone: retailer.timezone ?? null, ordersPerSlot: settings.ordersPerSlot, slots });
    },
  },
];
