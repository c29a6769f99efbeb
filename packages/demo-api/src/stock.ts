/**
 * Stock per store (issue 13, item 2: "stock at the chosen store"). The database keeps each store's
 * quantity of each option it carries (table `stock`); the product menu and a product answer with the
 * chosen store's quantities (`quantityAvailable`), placing an order takes what it sells in the same
 * transaction (a line the store no longer has enough of is refused and nothing is taken), and
 * cancelling an order puts its lines back.
 *
 * The demo's opening stock is a pure function of the store, the product and the option
 * (`openingStock`): stores differ, about one option in eleven is sold out at a given store and one in
 * eleven is down to its last few, so every state of the product page shows in the demo data. Seeding
 * inserts missing rows only: a restart never refills what shoppers bought (`pnpm db:reset` does).
 */
import type { Kysely, Transaction } from 'kysely';
import type { Product } from '@storefront/components/domain';
import { notEnoughStockMessage } from '@storefront/components/rules';
import type { DemoCatalog } from '@storefront/fixtures/catalog';
import type { Database, StockTable } from './db/schema.ts';
import { ApiError } from './router.ts';

/** A store's quantities by stockKey(product id, option name). */
export type StockLevels = ReadonlyMap<string, number>;

export const stockKey = (productId: string, option: string): string => `${productId}|${option}`;

/** 32-bit FNV-1a: a stable spread of the demo's opening stock. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The demo's opening quantity of an option at a store: 0 (sold out), 1–5 (the last few) or 6–60. */
export function openingStock(retailerId: string, productId: string, option: string): number {
  const hash = fnv1a(`${retailerId}|${productId}|${option}`);
  const band = hash % 11;
  if (band === 0) return 0;
  if (band === 1) return 1 + ((hash >>> 8) % 5);
  return 6 + ((hash >>> 8) % 55);
}

/** Every store's opening row for every option of every product it carries. */
export function openingStockRows(catalog: Pick<DemoCatalog, 'products'>, now: number): StockTable[] {
  return catalog.products.flatMap((product) =>
    product.retailerIds.flatMap((retailerId) =>
      product.options.map((option) => ({
        retailerId,
        productId: product.id,
        option: option.option,
        quantity: openingStock(retailerId, product.id, option.option),
        updatedAt: now,
      })),
    ),
  );
}

type Db = Kysely<Database> | Transaction<Database>;

/** Inserts the opening rows that are missing (never overwrites a quantity). */
export async function seedStock(db: Db, catalog: Pick<DemoCatalog, 'products'>, now: number): Promise<void> {
  const rows = openingStockRows(catalog, now);
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insertInto('stock')
      .values(rows.slice(i, i + 200))
      .onConflict((oc) => oc.columns(['retailerId', 'productId', 'option']).doNothing())
      .execute();
  }
}

/** The store's quantities. */
export async function stockAt(db: Db, retailerId: string): Promise<StockLevels> {
  const rows = await db.selectFrom('stock').select(['productId', 'option', 'quantity']).where('retailerId', '=', retailerId).execute();
  return new Map(rows.map((row) => [stockKey(row.productId, row.option), row.quantity]));
}

/** The product with the store's quantity on each option it has a row for. */
export function withStock(product: Product, stock: StockLevels | undefined): Product {
  if (!stock) return product;
  return {
    ...product,
    options: product.options.map((option) => {
      const quantity = stock.get(stockKey(product.id, option.option));
      return quantity === undefined ? option : { ...option, quantityAvailable: quantity };
    }),
  };
}

/** What an order line takes from the shelf. */
export interface StockLine {
  productId: string;
  name: string;
  option: string;
  quantity: number;
}

/** The shopper's message when a store cannot sell a line's quantity: the same rule the cart warns with. */
export { notEnoughStockMessage };

/**
 * Takes the lines' quantities from the store's stock, inside the order's transaction: a line whose
 * quantity the store no longer has throws (409, notEnoughStockMessage) and the transaction takes
 * nothing. A line of an option without a stock row is not counted (a catalogue without stock).
 */
export async function takeStock(trx: Db, retailer: { id: string; name: string }, lines: readonly StockLine[], now: number): Promise<void> {
  for (const line of lines) {
    // Only when enough is left: two orders at once cannot both take the last one.
    const taken = await trx
      .updateTable('stock')
      .set((eb) => ({ quantity: eb('quantity', '-', line.quantity), updatedAt: now }))
      .where('retailerId', '=', retailer.id)
      .where('productId', '=', line.productId)
      .where('option', '=', line.option)
      .where('quantity', '>=', line.quantity)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) > 0) continue;
    const row = await trx
      .selectFrom('stock')
      .select('quantity')
      .where('retailerId', '=', retailer.id)
      .where('productId', '=', line.productId)
      .where('option', '=', line.option)
      .executeTakeFirst();
    if (row) throw new ApiError(409, notEnoughStockMessage(line, row.quantity, retailer.name));
  }
}

/** Puts a cancelled order's lines back on the store's shelf. */
export async function returnStock(
  trx: Db,
  retailerId: string,
  lines: readonly Pick<StockLine, 'productId' | 'option' | 'quantity'>[],
  now: number,
): Promise<void> {
  for (const line of lines) {
    await trx
      .updateTable('stock')
      .set((eb) => ({ quantity: eb('quantity', '+', line.quantity), updatedAt: now }))
      .where('retailerId', '=', retailerId)
      .where('productId', '=', line.productId)
      .where('option', '=', line.option)
      .execute();
  }
}
