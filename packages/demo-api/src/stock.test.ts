/**
 * Stock per store: the demo's opening stock, the chosen store's quantities in the menu and on a
 * product, an order taking what it sells (and refusing what the store no longer has), a cancellation
 * putting it back, and a restart that keeps it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Product } from '@storefront/components/domain';
import { isStoreOpen } from '@storefront/components/rules';
import { apiPaths } from '@storefront/components/api';
import { demoCatalog, demoRetailerIds } from '@storefront/fixtures/catalog';
import { DEMO_PASSWORD, DEMO_USER } from './demoData.ts';
import { seedDatabase } from './db/seed.ts';
import { createDemoApi, type DemoApi } from './handlers.ts';
import { notEnoughStockMessage, openingStock, openingStockRows } from './stock.ts';

const opened: DemoApi[] = [];
afterEach(async () => {
  for (const api of opened.splice(0)) await (await api.database()).close();
});

const { products, retailers } = demoCatalog;
const retailer = retailers.find((r) => r.id === 'ret-mi-detroit')!;
/** A Wednesday at 1 p.m. in Detroit: the store is open, so an order needs no pickup slot. */
const NOON = Date.parse('2026-11-25T18:00:00Z');

function fresh(): DemoApi {
  const api = createDemoApi({ now: () => NOON });
  opened.push(api);
  return api;
}
const call = (api: DemoApi, method: string, url: string, body?: unknown, headers: Record<string, string> = {}) => {
  const [path = '', qs = ''] = url.split('?');
  return api({ method, path, query: new URLSearchParams(qs), body, headers });
};
async function signIn(api: DemoApi): Promise<Record<string, string>> {
  const res = await call(api, 'POST', apiPaths.signIn, { email: DEMO_USER.email, password: DEMO_PASSWORD });
  const set = res.headers?.['set-cookie'] ?? [];
  return { cookie: (Array.isArray(set) ? set : [set]).map((c) => c.split(';')[0] ?? '').join('; ') };
}
async function productAt(api: DemoApi, slug: string, retailerId: string): Promise<Product> {
  const res = await call(api, 'GET', `/api/products/${slug}?retailerId=${retailerId}`);
  return (res.json as { data: Product }).data;
}

const firstOptionStock = (product: Product, retailerId: string): number => openingStock(retailerId, product.id, product.options[0]!.option);

describe('openingStock', () => {
  it('is the same for the same store, product and option, and 0 to 60', () => {
    for (const row of openingStockRows(demoCatalog, 0)) {
      expect(row.quantity).toBe(openingStock(row.retailerId, row.productId, row.option));
      expect(row.quantity).toBeGreaterThanOrEqual(0);
      expect(row.quantity).toBeLessThanOrEqual(60);
    }
  });

  it.each(demoRetailerIds.map((id) => [id]))('%s has options sold out, options down to their last few, and most in stock', (retailerId) => {
    const rows = openingStockRows(demoCatalog, 0).filter((row) => row.retailerId === retailerId);
    const soldOut = rows.filter((row) => row.quantity === 0).length;
    const few = rows.filter((row) => row.quantity >= 1 && row.quantity <= 5).length;
    expect(soldOut).toBeGreaterThan(0);
    expect(few).toBeGreaterThan(0);
    expect((rows.length - soldOut - few) / rows.length).toBeGreaterThan(0.7);
  });

  it('differs between stores for the same option', () => {
    const differing = products
      .filter((p) => p.retailerIds.length > 1)
      .some((p) => new Set(p.retailerIds.map((r) => firstOptionStock(p, r))).size > 1);
    expect(differing).toBe(true);
  });

  it('covers every option of every product a store carries, and nothing it does not', () => {
    const rows = openingStockRows(demoCatalog, 0);
    expect(rows.length).toBe(products.reduce((n, p) => n + p.retailerIds.length * p.options.length, 0));
  });
});

describe("the API answers with the chosen store's stock", () => {
  // A product whose first option's stock differs between its first store and another.
  const pairs = products.flatMap((p) => {
    const [first, ...rest] = p.retailerIds;
    const other = rest.find((r) => first && firstOptionStock(p, r) !== firstOptionStock(p, first));
    return first && other ? [{ shared: p, first, other }] : [];
  });
  const { shared, first, other } = pairs[0]!;

  it('on a product', async () => {
    const api = fresh();
    for (const retailerId of [first, other]) {
      const served = await productAt(api, shared.productSlug, retailerId);
      expect(served.options.map((o) => o.quantityAvailable)).toEqual(
        shared.options.map((o) => openingStock(retailerId, shared.id, o.option)),
      );
    }
    // No store chosen: the catalogue's own figures.
    const plain = (await call(api, 'GET', `/api/products/${shared.productSlug}`)).json as { data: Product };
    expect(plain.data.options.map((o) => o.quantityAvailable)).toEqual(shared.options.map((o) => o.quantityAvailable));
  });

  it('in the product menu', async () => {
    const api = fresh();
    const res = await call(api, 'POST', '/api/menu/products', {
      retailerId: first,
      menuType: shared.menuTypes[0],
      filter: { slugs: [shared.slug] },
    });
    const menu = (res.json as { menu: { products: Product[] } }).menu.products;
    expect(menu[0]?.options.map((o) => o.quantityAvailable)).toEqual(shared.options.map((o) => openingStock(first, shared.id, o.option)));
  });
});

describe('orders take stock, cancellations put it back', () => {
  expect(isStoreOpen(retailer, new Date(NOON))).toBe(true);
  // An option the Detroit store has only a few of, on the recreational menu, not flower (no weight limit in the way).
  const low = products
    .filter(
      (p) =>
        p.isActive &&
        p.retailerIds.includes(retailer.id) &&
        p.menuTypes.includes('RECREATIONAL') &&
        (p.category === 'ACCESSORIES' || p.category === 'TOPICALS' || p.category === 'TINCTURES' || p.category === 'EDIBLES'),
    )
    .flatMap((p) => p.options.map((o) => ({ product: p, option: o, left: openingStock(retailer.id, p.id, o.option) })))
    .find((entry) => entry.left >= 2 && entry.left <= 5)!;
  const order = {
    retailerId: retailer.id,
    orderType: 'PICKUP',
    pricingType: 'RECREATIONAL',
    contact: { firstName: 'Sam', lastName: 'Rivera', email: DEMO_USER.email, phone: '(313) 555-0142' },
  };
  const fill = async (api: DemoApi, auth: Record<string, string>, quantity: number) => {
    await call(api, 'DELETE', '/api/cart', undefined, auth);
    const added = await call(
      api,
      'POST',
      '/api/cart/items',
      { item: { productId: low.product.id, option: low.option.option, quantity } },
      auth,
    );
    expect(added.status).toBe(200);
  };
  const leftNow = async (api: DemoApi) =>
    (await productAt(api, low.product.productSlug, retailer.id)).options.find((o) => o.option === low.option.option)?.quantityAvailable;

  it('an order takes its quantity; one for more than is left is refused and takes nothing; a cancellation puts it back', async () => {
    const api = fresh();
    const auth = await signIn(api);
    await fill(api, auth, 1);
    const placed = await call(api, 'POST', '/api/orders', { ...order, requestKey: 'stock-1' }, auth);
    expect(placed.status).toBe(201);
    expect(await leftNow(api)).toBe(low.left - 1);

    await fill(api, auth, low.left);
    const refused = await call(api, 'POST', '/api/orders', { ...order, requestKey: 'stock-2' }, auth);
    expect(refused.status).toBe(409);
    expect((refused.json as { message: string }).message).toBe(
      notEnoughStockMessage({ name: low.product.productName, option: low.option.option }, low.left - 1, retailer.name),
    );
    expect(await leftNow(api)).toBe(low.left - 1);
    // The refused order left the cart as it was.
    expect(((await call(api, 'GET', '/api/cart', undefined, auth)).json as { data: { items: unknown[] } }).data.items).toHaveLength(1);

    const id = (placed.json as { data: { id: string } }).data.id;
    expect((await call(api, 'POST', `/api/orders/${id}/cancel`, {}, auth)).status).toBe(200);
    expect(await leftNow(api)).toBe(low.left);
    // Cancelling twice puts nothing back twice.
    await call(api, 'POST', `/api/orders/${id}/cancel`, {}, auth);
    expect(await leftNow(api)).toBe(low.left);
  });

  it('a restart (seeding again) keeps what orders took', async () => {
    const api = fresh();
    const auth = await signIn(api);
    await fill(api, auth, 1);
    expect((await call(api, 'POST', '/api/orders', { ...order, requestKey: 'stock-4' }, auth)).status).toBe(201);
    await seedDatabase((await api.database()).db, { now: NOON });
    expect(await leftNow(api)).toBe(low.left - 1);
  });

  it('a sold-out option is refused with the sold-out message', async () => {
    const soldOut = products
      .filter((p) => p.isActive && p.retailerIds.includes(retailer.id) && p.menuTypes.includes('RECREATIONAL'))
      .flatMap((p) => p.options.map((o) => ({ product: p, option: o })))
      .find(({ product, option }) => openingStock(retailer.id, product.id, option.option) === 0)!;
    const api = fresh();
    const auth = await signIn(api);
    await call(api, 'DELETE', '/api/cart', undefined, auth);
    await call(
      api,
      'POST',
      '/api/cart/items',
      { item: { productId: soldOut.product.id, option: soldOut.option.option, quantity: 1 } },
      auth,
    );
    const refused = await call(api, 'POST', '/api/orders', { ...order, requestKey: 'stock-3' }, auth);
    expect(refused.status).toBe(409);
    expect((refused.json as { message: string }).message).toBe(
      `${soldOut.product.productName} (${soldOut.option.option}) is sold out at ${retailer.name}. Please remove it from your cart.`,
    );
  });
});
