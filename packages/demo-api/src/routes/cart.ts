/**
 * The shopper's cart, kept on the server (spec 3 "Cart item"): one row per cart with a version, one
 * row per product option. Lines are merged on the server (adding an option already in the cart adds
 * to its quantity; merging a guest cart keeps the larger quantity), so two tabs adding at once lose
 * nothing; every change is one transaction that bumps the version, and a caller may send the
 * version it saw to refuse a stale change (409). Product data comes from the catalogue, never from
 * the client: a line is the catalogue's product option made into a cart line by cartLineFor (the
 * components' rules), the function the browser's add uses, priced at the menu the add names (`menu`:
 * the store, menu type and provider the shopper is shown; without one, the recreational list price).
 *
 * Whose cart: the signed-in shopper's (tables carts / cartLines, by user id); with no one signed
 * in, the guest's of the HttpOnly cookie `sf_cart` (guestCarts / guestCartLines, by the SHA-256 of
 * the cookie's 32 random bytes; the id itself is never stored). The same routes and line logic
 * serve both. A guest's first add opens the cart and sets the cookie (Path=/; HttpOnly;
 * SameSite=Lax; Secure outside localhost; 30 days, renewed on every change); reading without one
 * answers an empty cart and sets nothing; an unknown, expired or malformed id is no cart. At sign-in
 * the guest cart joins the account's (mergeGuestCartAtSignIn) and is deleted, the cookie cleared.
 * Guest carts unchanged for 30 days are swept when a new one opens; opening them is rate-limited
 * per address.
 */
import type { CartItem, Product } from '@storefront/components/domain';
import { cartLineFor, clampCartQuantity, menuTypes, providerKinds, type MenuType, type ProviderKind } from '@storefront/components/rules';
import { IdentifierNode, OperationNodeTransformer, type Kysely, type KyselyPlugin, type QueryId, type Transaction } from 'kysely';
import { base64url, randomBytes } from '../auth/password.ts';
import { enforce, LIMITS } from '../auth/rateLimit.ts';
import { cookieOf, httpOnlyCookie, sha256Hex, tokenOf } from '../auth/sessions.ts';
import type { CartLinesTable, CartsTable, Database, GuestCartLinesTable, GuestCartsTable } from '../db/schema.ts';
import { servedProduct } from './catalog.ts';
import { clearCartPromoCode, moveGuestPromoCode } from './promoCodes.ts';
import {
  ApiError,
  asObject,
  oneOf,
  ok,
  optionalNumber,
  optionalString,
  readJson,
  requireUser,
  requiredNumber,
  requiredString,
  type Json,
  type Route,
  type RouteContext,
} from '../router.ts';

export const MAX_CART_LINES = 100;
const STALE_CART = 'Your cart changed in another tab. Please review it.';
export const CART_COOKIE = 'sf_cart';
/** A guest cart unchanged this long is gone (and so is its cookie, whose Max-Age is the same). */
export const GUEST_CART_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** 32 random bytes, base64url. */
const CART_TOKEN = /^[A-Za-z0-9_-]{43}$/;

type Db = Kysely<Database> | Transaction<Database>;

export const lineKeyOf = (productId: string, option: string): string => `${productId}\u001f${option}`;

export interface CartSnapshot {
  items: CartItem[];
  version: number;
}

/** Whose cart a query reads or changes: a signed-in shopper's (by user id) or a guest's (by the hash of its cookie). */
export interface CartOwner {
  kind: 'user' | 'guest';
  id: string;
}
export const userCart = (userId: string): CartOwner => ({ kind: 'user', id: userId });

// ── One set of queries for both owners ──
// The queries below are written against `cart` and `lines` keyed by `owner`; a plugin renames
// these to the owner's own tables and key column when the query is compiled.
type Keyed<T, K extends keyof T> = Omit<T, K> & { owner: T[K] };
interface OwnerCartDb {
  cart: Keyed<CartsTable, 'userId'>;
  lines: Keyed<CartLinesTable, 'userId'>;
}
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** The guest tables have the same columns as the signed-in ones (a compile error otherwise). */
const _sameColumns: Same<Keyed<GuestCartsTable, 'cartId'>, OwnerCartDb['cart']> &
  Same<Keyed<GuestCartLinesTable, 'cartId'>, OwnerCartDb['lines']> = true;

const OWNER_TABLES = {
  user: { cart: 'carts', lines: 'cartLines', owner: 'userId' },
  guest: { cart: 'guestCarts', lines: 'guestCartLines', owner: 'cartId' },
} as const satisfies Record<CartOwner['kind'], { cart: keyof Database; lines: keyof Database; owner: string }>;

class RenameIdentifiers extends OperationNodeTransformer {
  readonly #names: Readonly<Record<string, string>>;
  constructor(names: Readonly<Record<string, string>>) {
    super();
    this.#names = names;
  }
  protected override transformIdentifier(node: IdentifierNode, queryId?: QueryId): IdentifierNode {
    const name = this.#names[node.name];
    return name ? IdentifierNode.create(name) : super.transformIdentifier(node, queryId);
  }
}
function renamePlugin(names: Readonly<Record<string, string>>): KyselyPlugin {
  const transformer = new RenameIdentifiers(names);
  return { transformQuery: ({ node, queryId }) => transformer.transformNode(node, queryId), transformResult: async ({ result }) => result };
}
const OWNER_PLUGINS = { user: renamePlugin(OWNER_TABLES.user), guest: renamePlugin(OWNER_TABLES.guest) };
/** `db` (or the transaction) with the owner's tables as `cart` and `lines`. */
const tablesOf = (db: Db, owner: CartOwner): Kysely<OwnerCartDb> =>
  db.withPlugin(OWNER_PLUGINS[owner.kind]) as unknown as Kysely<OwnerCartDb>;

export async function readCart(db: Db, owner: CartOwner): Promise<CartSnapshot> {
  const t = tablesOf(db, owner);
  const cart = await t.selectFrom('cart').select('version').where('owner', '=', owner.id).executeTakeFirst();
  const rows = await t
    .selectFrom('lines')
    .select(['item', 'quantity'])
    .where('owner', '=', owner.id)
    .orderBy('position')
    .orderBy('lineKey')
    .execute();
  const items = rows.map(
    (row) => ({ ...readJson<Omit<CartItem, 'quantity'>>(row.item, {} as Omit<CartItem, 'quantity'>), quantity: row.quantity }) as CartItem,
  );
  return { items, version: cart?.version ?? 0 };
}

/**
 * Bumps the cart's version, or creates the cart when `create` (else a missing cart stays missing:
 * a guest's removal never opens one); refuses when `expected` is given and stale.
 */
async function bumpVersion(trx: Db, owner: CartOwner, now: number, expected: number | undefined, create = true): Promise<void> {
  const t = tablesOf(trx, owner);
  const current = await t.selectFrom('cart').select('version').where('owner', '=', owner.id).executeTakeFirst();
  if (expected !== undefined && (current?.version ?? 0) !== expected) throw new ApiError(409, STALE_CART);
  if (current) {
    await t
      .updateTable('cart')
      .set((eb) => ({ version: eb('version', '+', 1), updatedAt: now }))
      .where('owner', '=', owner.id)
      .execute();
  } else if (create) {
    await t
      .insertInto('cart')
      .values({ owner: owner.id, version: 1, updatedAt: now })
      .onConflict((oc) => oc.column('owner').doUpdateSet((eb) => ({ version: eb('cart.version', '+', 1), updatedAt: now })))
      .execute();
  }
}

/** Empties the cart (after an order is placed), its promo code too, inside the caller's transaction. */
export async function clearCart(trx: Db, owner: CartOwner, now: number): Promise<void> {
  await tablesOf(trx, owner).deleteFrom('lines').where('owner', '=', owner.id).execute();
  await clearCartPromoCode(trx, owner);
  await bumpVersion(trx, owner, now, undefined);
}

/** The menu an add is priced at (the store shown, its menu type, the site's provider kind); every part optional. */
export interface CartMenu {
  retailerId?: string;
  menuType?: MenuType;
  provider?: ProviderKind;
}

/** A request's `menu` (absent: none), checked: a known menu type and provider kind, a store id of sane length. */
function menuOf(value: unknown): CartMenu {
  if (value === undefined || value === null) return {};
  const menu = asObject(value, '"menu"');
  const retailerId = optionalString(menu, 'retailerId', 200);
  return {
    ...(retailerId ? { retailerId } : {}),
    ...(menu.menuType === undefined || menu.menuType === null ? {} : { menuType: oneOf(menu.menuType, menuTypes, 'menu.menuType') }),
    ...(menu.provider === undefined || menu.provider === null ? {} : { provider: oneOf(menu.provider, providerKinds, 'menu.provider') }),
  };
}

/**
 * The catalogue's product option as a cart line keeps it (its quantity is the row's): cartLineFor
 * over the product as the menu's store serves it now (servedProduct: the deals running there), so the
 * line equals the one the browser built from the same menu. An unknown store prices with no deals.
 */
export function cartLineOf(
  ctx: RouteContext,
  productId: string,
  option: string,
  menu: CartMenu = {},
): { item: Omit<CartItem, 'quantity'>; max: number | undefined } {
  const product: Product | undefined = ctx.catalog.products.find((p) => p.id === productId || p.slug === productId);
  if (!product || !product.isActive) throw new ApiError(404, `Product "${productId}" was not found.`);
  const retailer = menu.retailerId ? ctx.catalog.retailers.find((r) => r.id === menu.retailerId) : undefined;
  const line = cartLineFor(servedProduct(ctx, product, retailer), option, { menuType: menu.menuType, provider: menu.provider });
  if (!line) throw new ApiError(400, `${product.productName} has no option "${option}".`);
  const { quantity: _quantity, ...item } = line;
  return { item, max: item.maxQuantity };
}

function quantityOf(value: unknown, key = 'quantity'): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 1000)
    throw new ApiError(400, `"${key}" must be a whole number from 1 to 1000.`);
  return value;
}

/**
 * Adds `quantity` of a line inside `trx`: to an existing line's quantity ('add'), or raising it to
 * at least `quantity` ('atLeast': a guest cart merged at sign-in, so merging the same cart twice
 * never doubles it).
 */
async function addLine(
  ctx: RouteContext,
  trx: Db,
  owner: CartOwner,
  productId: string,
  option: string,
  quantity: number,
  now: number,
  mode: 'add' | 'atLeast' = 'add',
  menu: CartMenu = {},
): Promise<void> {
  const t = tablesOf(trx, owner);
  const { item, max } = cartLineOf(ctx, productId, option, menu);
  const key = lineKeyOf(item.productId, item.option);
  const existing = await t
    .selectFrom('lines')
    .select('quantity')
    .where('owner', '=', owner.id)
    .where('lineKey', '=', key)
    .executeTakeFirst();
  if (existing) {
    const next = clampCartQuantity(mode === 'add' ? existing.quantity + quantity : Math.max(existing.quantity, quantity), {
      optionMaxQuantity: max,
    });
    await t
      .updateTable('lines')
      .set({ quantity: next, item: JSON.stringify(item), updatedAt: now })
      .where('owner', '=', owner.id)
      .where('lineKey', '=', key)
      .execute();
    return;
  }
  const count = await t
    .selectFrom('lines')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('owner', '=', owner.id)
    .executeTakeFirst();
  const lines = Number(count?.n ?? 0);
  if (lines >= MAX_CART_LINES) throw new ApiError(400, `A cart holds at most ${MAX_CART_LINES} different items.`);
  await t
    .insertInto('lines')
    .values({
      owner: owner.id,
      lineKey: key,
      item: JSON.stringify(item),
      quantity: clampCartQuantity(quantity, { optionMaxQuantity: max }),
      position: lines,
      updatedAt: now,
    })
    .execute();
}

type LineRef = Pick<CartItem, 'productId' | 'option' | 'quantity'>;

/**
 * Another cart's lines join `owner`'s: a line in both keeps the larger quantity. A product no
 * longer sold is left out rather than failing the whole merge.
 */
async function mergeLines(
  ctx: RouteContext,
  trx: Db,
  owner: CartOwner,
  refs: readonly LineRef[],
  now: number,
  menu: CartMenu = {},
): Promise<void> {
  for (const ref of refs) {
    try {
      cartLineOf(ctx, ref.productId, ref.option, menu);
    } catch {
      continue;
    }
    await addLine(ctx, trx, owner, ref.productId, ref.option, ref.quantity, now, 'atLeast', menu);
  }
}

function itemRef(value: unknown, what: string): LineRef {
  const item = asObject(value, what);
  return {
    productId: requiredString(item, 'productId', 'productId', 200),
    option: requiredString(item, 'option', 'option', 100),
    quantity: quantityOf(item.quantity ?? 1, `${what}.quantity`),
  };
}

// ── Guest carts: the cookie, finding, opening, sweeping, merging at sign-in ──

const cartTokenOf = (ctx: RouteContext): string | null => cookieOf(ctx.req.headers, CART_COOKIE, CART_TOKEN);
const cartCookie = (ctx: RouteContext, token: string, maxAgeMs: number): string =>
  httpOnlyCookie(CART_COOKIE, token, maxAgeMs, ctx.req.headers.host);

/** The live guest cart of a cookie's token, or null (no token, unknown, or unchanged for 30 days). */
async function guestCartOf(db: Db, token: string | null, now: number): Promise<CartOwner | null> {
  if (!token) return null;
  const id = await sha256Hex(token);
  const row = await db.selectFrom('guestCarts').select('updatedAt').where('cartId', '=', id).executeTakeFirst();
  return row && Number(row.updatedAt) > now - GUEST_CART_TTL_MS ? { kind: 'guest', id } : null;
}

/** The request's existing cart: the signed-in shopper's, else the live guest cart of the cookie, else null. */
export async function cartOwnerOf(ctx: RouteContext): Promise<CartOwner | null> {
  refuseEndedSession(ctx);
  return ctx.user ? userCart(ctx.user._id) : guestCartOf(ctx.db, cartTokenOf(ctx), ctx.now());
}

/** The id (the SHA-256 of the cookie's token) of the caller's live guest cart, or null: who a guest is to the abandoned-cart status. */
export async function callerGuestCartId(ctx: RouteContext): Promise<string | null> {
  return (await guestCartOf(ctx.db, cartTokenOf(ctx), ctx.now()))?.id ?? null;
}

interface RequestCart {
  owner: CartOwner;
  /** A guest's cookie value (null for a signed-in shopper). */
  token: string | null;
  /** A guest without a cart yet: `owner` is a new random one, not saved. */
  isNew: boolean;
}

/**
 * A request that presents a session the API no longer knows (expired, ended on another device) is
 * refused as before guest carts (401): the browser learns the session ended and keeps its cart as
 * the guest's, instead of being answered with an empty guest cart in its place.
 */
function refuseEndedSession(ctx: RouteContext): void {
  if (!ctx.user && tokenOf(ctx.req.headers) !== null) requireUser(ctx);
}

/** The request's cart: the signed-in shopper's, else the guest's of the cookie, else a new guest's (unsaved). */
async function requestCart(ctx: RouteContext, now: number): Promise<RequestCart> {
  if (ctx.user) return { owner: userCart(ctx.user._id), token: null, isNew: false };
  refuseEndedSession(ctx);
  const sent = cartTokenOf(ctx);
  const live = await guestCartOf(ctx.db, sent, now);
  if (live && sent) return { owner: live, token: sent, isNew: false };
  const token = base64url(randomBytes(32));
  return { owner: { kind: 'guest', id: await sha256Hex(token) }, token, isNew: true };
}

/**
 * The request's cart, opened for a guest without one (as an add opens it: rate-limited per address,
 * the expired swept, the cookie set): a guest whose lines live in the browser applies a promo code
 * to a cart of their own that way, and it joins their account's at sign-in.
 */
export async function openCartOwner(ctx: RouteContext): Promise<CartOwner> {
  const now = ctx.now();
  const cart = await requestCart(ctx, now);
  if (cart.isNew) {
    if (ctx.ip) await enforce(ctx.db, LIMITS.guestCartsPerAddress, ctx.ip, now);
    await sweepExpiredGuestCarts(ctx.db, now);
    await ctx.db.transaction().execute((trx) => bumpVersion(trx, cart.owner, now, undefined, true));
  }
  if (cart.token) ctx.cookies.push(cartCookie(ctx, cart.token, GUEST_CART_TTL_MS));
  return cart.owner;
}

/** A request's list of line references (productId, option, quantity), checked. */
export function lineRefsOf(value: unknown, key = 'items'): LineRef[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new ApiError(400, `"${key}" must be a list.`);
  if (value.length > MAX_CART_LINES) throw new ApiError(400, `"${key}" has too many entries (at most ${MAX_CART_LINES}).`);
  return value.map((item, i) => itemRef(item, `"${key}[${i}]"`));
}

/** Deletes the guest carts (and their lines) unchanged for 30 days. */
export async function sweepExpiredGuestCarts(db: Db, now: number): Promise<number> {
  // Their promo codes first (cartPromoCodes names an owner of either kind, so no cascade reaches it).
  await db
    .deleteFrom('cartPromoCodes')
    .where('ownerKind', '=', 'guest')
    .where('ownerId', 'in', (eb) =>
      eb
        .selectFrom('guestCarts')
        .select('cartId')
        .where('updatedAt', '<=', now - GUEST_CART_TTL_MS),
    )
    .execute();
  const result = await db
    .deleteFrom('guestCarts')
    .where('updatedAt', '<=', now - GUEST_CART_TTL_MS)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Runs `change` in one transaction that bumps the version, then answers with the whole cart. A
 * guest without a cart gets one only from a change that `opens` it (an add): it is rate-limited
 * per address, sweeps the expired guest carts, and sets the cookie; any other change answers the
 * empty cart and sets nothing. A guest's every change renews the cookie.
 */
async function change(
  ctx: RouteContext,
  body: Json | undefined,
  run: (trx: Db, owner: CartOwner, now: number) => Promise<void>,
  opens = false,
) {
  const expected = body ? optionalNumber(body, 'version') : undefined;
  const now = ctx.now();
  const cart = await requestCart(ctx, now);
  const writes = !cart.isNew || opens;
  if (cart.isNew && opens) {
    if (ctx.ip) await enforce(ctx.db, LIMITS.guestCartsPerAddress, ctx.ip, now);
    await sweepExpiredGuestCarts(ctx.db, now);
  }
  const snapshot = await ctx.db.transaction().execute(async (trx) => {
    await bumpVersion(trx, cart.owner, now, expected, writes);
    await run(trx, cart.owner, now);
    return readCart(trx, cart.owner);
  });
  if (cart.token && writes) ctx.cookies.push(cartCookie(ctx, cart.token, GUEST_CART_TTL_MS));
  return ok(snapshot);
}

/**
 * At sign-in and sign-up: the guest cart of the request's `sf_cart` cookie joins the account's as
 * /api/cart/merge does (a line in both keeps the larger quantity; a product no longer sold is left
 * out), in one transaction that deletes the guest cart; the cookie is cleared. When the lines do not
 * fit (the account's cart would pass MAX_CART_LINES) the sign-in goes on and the guest cart stays,
 * cookie and all: nothing is lost.
 */
export async function mergeGuestCartAtSignIn(ctx: RouteContext, userId: string): Promise<void> {
  if (cookieOf(ctx.req.headers, CART_COOKIE, /^/) === null) return;
  const now = ctx.now();
  const guest = await guestCartOf(ctx.db, cartTokenOf(ctx), now);
  if (guest) {
    try {
      await ctx.db.transaction().execute(async (trx) => {
        const { items } = await readCart(trx, guest);
        if (items.length > 0) {
          const account = userCart(userId);
          await bumpVersion(trx, account, now, undefined);
          await mergeLines(ctx, trx, account, items, now);
        }
        // The guest's promo code joins too, when the account may use it (moveGuestPromoCode).
        await moveGuestPromoCode(trx, guest, userCart(userId), now);
        await tablesOf(trx, guest).deleteFrom('cart').where('owner', '=', guest.id).execute();
      });
    } catch (error) {
      if (error instanceof ApiError) return;
      throw error;
    }
  }
  ctx.cookies.push(cartCookie(ctx, '', 0));
}

const EMPTY_CART: CartSnapshot = { items: [], version: 0 };

export const cartRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/api/cart',
    handle: async (ctx) => {
      refuseEndedSession(ctx);
      const cart = ctx.user ? userCart(ctx.user._id) : await guestCartOf(ctx.db, cartTokenOf(ctx), ctx.now());
      return ok(cart ? await readCart(ctx.db, cart) : EMPTY_CART);
    },
  },
  {
    method: 'POST',
    pattern: '/api/cart/items',
    handle: (ctx) => {
      const body = asObject(ctx.body);
      const ref = itemRef(body.item, '"item"');
      const menu = menuOf(body.menu);
      return change(
        ctx,
        body,
        (trx, owner, now) => addLine(ctx, trx, owner, ref.productId, ref.option, ref.quantity, now, 'add', menu),
        true,
      );
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
      return change(ctx, body, async (trx, owner, now) => {
        const t = tablesOf(trx, owner);
        const key = lineKeyOf(productId, option);
        const row = await t.selectFrom('lines').select('item').where('owner', '=', owner.id).where('lineKey', '=', key).executeTakeFirst();
        if (!row) throw new ApiError(404, 'That item is not in your cart.');
        const max = readJson<{ maxQuantity?: number }>(row.item, {}).maxQuantity;
        await t
          .updateTable('lines')
          .set({ quantity: clampCartQuantity(quantity, { optionMaxQuantity: max }), updatedAt: now })
          .where('owner', '=', owner.id)
          .where('lineKey', '=', key)
          .execute();
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
      return change(ctx, version === null ? undefined : { version: Number(version) }, async (trx, owner) => {
        await tablesOf(trx, owner)
          .deleteFrom('lines')
          .where('owner', '=', owner.id)
          .where('lineKey', '=', lineKeyOf(productId, option))
          .execute();
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
      const menu = menuOf(body.menu);
      // The browser's cart joins this one, all or nothing (mergeLines).
      return change(ctx, undefined, (trx, owner, now) => mergeLines(ctx, trx, owner, refs, now, menu), refs.length > 0);
    },
  },
  {
    method: 'DELETE',
    pattern: '/api/cart',
    handle: (ctx) =>
      change(ctx, undefined, async (trx, owner) => {
        await tablesOf(trx, owner).deleteFrom('lines').where('owner', '=', owner.id).execute();
      }),
  },
];
