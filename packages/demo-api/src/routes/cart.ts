/**
 * The signed-in shopper's cart, kept on the server (spec 3 "Cart item"): one row per shopper with
 * a version, one row per product option. Lines are merged on the server (adding an option already
 * in the cart adds to its quantity; merging a guest cart keeps the larger quantity), so two tabs
 * adding at once lose nothing; every change is one
 * transaction that bumps the version, and a caller may send the version it saw to refuse a stale
 * change (409). Product data comes from the catalogue, never from the client.
 */
import type { CartItem, Product } from '@storefront/components/domain';
import { clampCartQuantity } from '@storefront/components/rules';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { ApiError, asObject, ok, optionalNumber, readJson, requireUser, requiredNumber, requiredString, type Json, type Route, type RouteContext } from '../router.ts';

export const MAX_CART_LINES = 100;
const STALE_CART = 'Your cart changed in another tab. Please review it.';

type Db = Kysely<Database> | Transaction<Database>;

export const lineKeyOf = (productId: string, option: string): string => `${productId}\u001f${option}`;

export interface CartSnapshot {
  items: CartItem[];
  version: number;
}

export async function readCart(db: Db, userId: string): Promise<CartSnapshot> {
  const cart = await db.selectFrom('carts').select('version').where('userId', '=', userId).executeTakeFirst();
  const rows = await db.selectFrom('cartLines').select(['item', 'quantity']).where('userId', '=', userId).orderBy('position').orderBy('lineKey').execute();
  const items = rows.map((row) => ({ ...readJson<Omit<CartItem, 'quantity'>>(row.item, {} as Omit<CartItem, 'quantity'>), quantity: row.quantity }) as CartItem);
  return { items, version: cart?.version ?? 0 };
}

/** Bumps (or creates) the cart's version; refuses when `expected` is given and stale. */
async function bumpVersion(trx: Db, userId: string, now: number, expected: number | undefined): Promise<void> {
  const current = await trx.selectFrom('carts').select('version').where('userId', '=', userId).executeTakeFirst();
  if (expected !== undefined && (current?.version ?? 0) !== expected) throw new ApiError(409, STALE_CART);
  if (!current) {
    await trx
      .insertInto('carts')
      .values({ userId, version: 1, updatedAt: now })
      .onConflict((oc) => oc.column('userId').doUpdateSet((eb) => ({ version: eb('carts.version', '+', 1), updatedAt: now })))
      .execute();
  } else {
    await trx.updateTable('carts').set((eb) => ({ version: eb('version', '+', 1), updatedAt: now })).where('userId', '=', userId).execute();
  }
}

/** Empties the cart (after an order is placed), inside the caller's transaction. */
export async function clearCart(trx: Db, userId: string, now: number): Promise<void> {
  await trx.deleteFrom('cartLines').where('userId', '=', userId).execute();
  await bumpVersion(trx, userId, now, undefined);
}

/** The catalogue's snapshot of a product option, as a cart line keeps it. */
function lineOf(ctx: RouteContext, productId: string, option: string): { item: Omit<CartItem, 'quantity'>; max: number | undefined } {
  const product: Product | undefined = ctx.catalog.products.find((p) => p.id === productId || p.slug === productId);
  if (!product || !product.isActive) throw new ApiError(404, `Product "${productId}" was not found.`);
  const opt = product.options.find((o) => o.option === option);
  if (!opt) throw new ApiError(400, `${product.productName} has no option "${option}".`);
  const max = opt.maxQuantity ?? product.maxQuantity;
  return {
    item: {
      product: { slug: product.slug, image: product.image, name: product.productName, category: product.category },
      productId: product.id,
      option: opt.option,
      weight: opt.weight,
      // The listed price: the store and menu of the order are not known here; pages and orders price
      // the line with the one pricing function at the chosen store (rules/commerce/pricing.ts).
      price: opt.price,
      ...(max !== undefined ? { maxQuantity: max } : {}),
    },
    max,
  };
}

function quantityOf(value: unknown, key = 'quantity'): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 1000) throw new ApiError(400, `"${key}" must be a whole number from 1 to 1000.`);
  return value;
}

/**
 * Adds `quantity` of a line inside `trx`: to an existing line's quantity ('add'), or raising it to
 * at least `quantity` ('atLeast': a guest cart merged at sign-in, so merging the same cart twice
 * never doubles it).
 */
async function addLine(ctx: RouteContext, trx: Db, userId: string, productId: string, option: string, quantity: number, now: number, mode: 'add' | 'atLeast' = 'add'): Promise<void> {
  const { item, max } = lineOf(ctx, productId, option);
  const key = lineKeyOf(item.productId, item.option);
  const existing = await trx.selectFrom('cartLines').select('quantity').where('userId', '=', userId).where('lineKey', '=', key).executeTakeFirst();
  if (existing) {
    const next = clampCartQuantity(mode === 'add' ? existing.quantity + quantity : Math.max(existing.quantity, quantity), { optionMaxQuantity: max });
    await trx.updateTable('cartLines').set({ quantity: next, item: JSON.stringify(item), updatedAt: now }).where('userId', '=', userId).where('lineKey', '=', key).execute();
    return;
  }
  const count = await trx.selectFrom('cartLines').select((eb) => eb.fn.countAll<number>().as('n')).where('userId', '=', userId).executeTakeFirst();
  const lines = Number(count?.n ?? 0);
  if (lines >= MAX_CART_LINES) throw new ApiError(400, `A cart holds at most ${MAX_CART_LINES} different items.`);
  await trx
    .insertInto('cartLines')
    .values({ userId, lineKey: key, item: JSON.stringify(item), quantity: clampCartQuantity(quantity, { optionMaxQuantity: max }), position: lines, updatedAt: now })
    .execute();
}

function itemRef(value: unknown, what: string): { productId: string; option: string; quantity: number } {
  const item = asObject(value, what);
  return {
    productId: requiredString(item, 'productId', 'productId', 200),
    option: requiredString(item, 'option', 'option', 100),
    quantity: quantityOf(item.quantity ?? 1, `${what}.quantity`),
  };
}

/** Runs `change` in one transaction that bumps the version, then answers with the whole cart. */
async function change(ctx: RouteContext, body: Json | undefined, run: (trx: Db, userId: string, now: number) => Promise<void>) {
  const user = requireUser(ctx);
  const expected = body ? optionalNumber(body, 'version') : undefined;
  const now = ctx.now();
  const cart = await ctx.db.transaction().execute(async (trx) => {
    await bumpVersion(trx, user._id, now, expected);
    await run(trx, user._id, now);
    return readCart(trx, user._id);
  });
  return ok(cart);
}

export const cartRoutes: Route[] = [
  { method: 'GET', pattern: '/api/cart', handle: async (ctx) => ok(await readCart(ctx.db, requireUser(ctx)._id)) },
  {
    method: 'POST',
    pattern: '/api/cart/items',
    handle: (ctx) => {
      const body = asObject(ctx.body);
      const ref = itemRef(body.item, '"item"');
      return change(ctx, body, (trx, userId, now) => addLine(ctx, trx, userId, ref.productId, ref.option, ref.quantity, now));
    },
  },
  {
    method: 'PATCH',
    pattern: '/api/cart/items',
    handle: (ctx) => {
      const body = asObject(ctx.body);
      const productId = requiredString(body, 'productId', 'productId', 200);
      const option = requiredString(body, 'option', 'option', 100);
      const quantity = quantityOf(requiredNumber(body, 'quantity'));
      return change(ctx, body, async (trx, userId, now) => {
        const key = lineKeyOf(productId, option);
        const row = await trx.selectFrom('cartLines').select('item').where('userId', '=', userId).where('lineKey', '=', key).executeTakeFirst();
        if (!row) throw new ApiError(404, 'That item is not in your cart.');
        const max = readJson<{ maxQuantity?: number }>(row.item, {}).maxQuantity;
        await trx.updateTable('cartLines').set({ quantity: clampCartQuantity(quantity, { optionMaxQuantity: max }), updatedAt: now }).where('userId', '=', userId).where('lineKey', '=', key).execute();
      });
    },
  },
  {
    method: 'DELETE',
    pattern: '/api/cart/items',
    handle: (ctx) => {
      const productId = ctx.query.get('productId') ?? '';
      const option = ctx.query.get('option') ?? '';
      if (!productId || !option) throw new ApiError(400, 'Please give productId and option.');
      const version = ctx.query.get('version');
      return change(ctx, version === null ? undefined : { version: Number(version) }, async (trx, userId) => {
        await trx.deleteFrom('cartLines').where('userId', '=', userId).where('lineKey', '=', lineKeyOf(productId, option)).execute();
      });
    },
  },
  {
    method: 'POST',
    pattern: '/api/cart/merge',
    handle: (ctx) => {
      const body = asObject(ctx.body);
      if (!Array.isArray(body.items)) throw new ApiError(400, '"items" must be a list.');
      if (body.items.length > MAX_CART_LINES) throw new ApiError(400, `"items" has too many entries (at most ${MAX_CART_LINES}).`);
      const refs = body.items.map((item, i) => itemRef(item, `"items[${i}]"`));
      // The guest cart joins the account's, all or nothing: a line in both keeps the larger
      // quantity. A product no longer sold is left out rather than failing the whole sign-in.
      return change(ctx, undefined, async (trx, userId, now) => {
        for (const ref of refs) {
          try {
            lineOf(ctx, ref.productId, ref.option);
          } catch {
            continue;
          }
          await addLine(ctx, trx, userId, ref.productId, ref.option, ref.quantity, now, 'atLeast');
        }
      });
    },
  },
  {
    method: 'DELETE',
    pattern: '/api/cart',
    handle: (ctx) =>
      change(ctx, undefined, async (trx, userId) => {
        await trx.deleteFrom('cartLines').where('userId', '=', userId).execute();
      }),
  },
];
