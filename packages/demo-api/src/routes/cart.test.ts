/**
 * One cart line on both sides (issue 33): the line a page adds (cartAddRequestFor over the product
 * the menu served it) is the line the cart API stores and answers with, for every product option of
 * the demo catalogue on every menu below. The two used to be built apart and had drifted: the server
 * left out the line's maximum (the browser's carried the quantity rule's default of 20) and the deal
 * that priced it, and priced every line at the recreational list price.
 */
import { describe, expect, it } from 'vitest';
import { apiPaths } from '@storefront/components/api';
import type { CartItem, Product } from '@storefront/components/domain';
import { cartAddRequestFor, type MenuType, type ProviderKind } from '@storefront/components/rules';
import { products as catalogue } from '@storefront/fixtures/catalog';
import type { DemoApi } from '../handlers.ts';
import { freshApis } from './testApi.ts';

const fresh = freshApis();

/** The menu a shopper is shown: no store yet, or a store's recreational or medical menu under each provider kind. */
interface Menu {
  name: string;
  retailerId?: string;
  menuType?: MenuType;
  provider?: ProviderKind;
}
const MENUS: Menu[] = [
  { name: 'no store chosen' },
  { name: 'Detroit, recreational, dispensary menu', retailerId: 'ret-mi-detroit', menuType: 'RECREATIONAL', provider: 'dispensaryMenuOne' },
  { name: 'Detroit, medical, e-commerce', retailerId: 'ret-mi-detroit', menuType: 'MEDICAL', provider: 'ecommerce' },
  { name: 'Phoenix, recreational, e-commerce', retailerId: 'ret-az-phoenix', menuType: 'RECREATIONAL', provider: 'ecommerce' },
];
const QUANTITY = 2;
/** The catalogue's eight kinds of product (flower and pre-rolls by weight, edibles by pack, accessories without either …). */
const CATEGORIES = ['FLOWER', 'PRE_ROLLS', 'VAPORIZERS', 'EDIBLES', 'CONCENTRATES', 'TINCTURES', 'TOPICALS', 'ACCESSORIES'];

const post = (api: DemoApi, path: string, body: unknown) => api({ method: 'POST', path, query: new URLSearchParams(), body, headers: {} });

/** The menu's products as the browser receives them (with the deals running at the store). */
async function servedMenu(api: DemoApi, menu: Menu): Promise<Product[]> {
  const res = await post(api, apiPaths.menuProducts, {
    ...(menu.retailerId ? { retailerId: menu.retailerId } : {}),
    ...(menu.menuType ? { menuType: menu.menuType } : {}),
    pagination: { offset: 0, limit: 100 },
  });
  expect(res.status).toBe(200);
  return (res.json as { menu: { products: Product[] } }).menu.products;
}

/** The line the cart API stores for one add (a new guest's cart each time: no cookie is sent back). */
async function serverLine(api: DemoApi, menu: Menu, productId: string, option: string): Promise<CartItem | undefined> {
  const { name: _name, ...named } = menu;
  const res = await post(api, apiPaths.cartItems, { item: { productId, option, quantity: QUANTITY }, menu: named });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return (res.json as { data: { items: CartItem[] } }).data.items[0];
}

describe.each(MENUS)('the cart line on $name', (menu) => {
  it('is the same line in the browser and on the server, for every option of every product served', async () => {
    const api = fresh();
    const served = await servedMenu(api, menu);
    const cases = served.flatMap((product) => product.options.map((option) => ({ product, option })));
    const compared: Array<{ category: string; options: number; max: boolean; special: boolean }> = [];
    for (const { product, option } of cases) {
      const client = cartAddRequestFor(product, option.option, { menuType: menu.menuType, provider: menu.provider, quantity: QUANTITY });
      const server = await serverLine(api, menu, product.id, option.option);
      expect(server, `${product.productName} (${option.option})`).toEqual(client?.item);
      compared.push({
        category: product.category,
        options: product.options.length,
        max: option.maxQuantity !== undefined,
        special: (client?.item.specialDiscount ?? null) !== null,
      });
    }
    // Every kind of line was compared: each category, one- and several-option products, options with
    // and without their own maximum, and (at a store) lines a running deal prices.
    expect(new Set(compared.map((c) => c.category))).toEqual(new Set(CATEGORIES));
    expect(compared.some((c) => c.options === 1) && compared.some((c) => c.options > 1)).toBe(true);
    expect(compared.some((c) => c.max) && compared.some((c) => !c.max)).toBe(true);
    if (menu.retailerId) expect(compared.some((c) => c.special)).toBe(true);
  });
});

describe('the stored line', () => {
  it("links to the product's productSlug and carries the line's maximum (the quantity rule's default when the catalogue sets none)", async () => {
    const api = fresh();
    const product = catalogue.find((p) => p.isActive && p.options.length > 1 && p.options.every((o) => o.maxQuantity === undefined));
    if (!product) throw new Error('the demo catalogue has no product with several options and no maximum');
    const line = await serverLine(api, MENUS[0]!, product.id, product.options[0]!.option);
    expect(line).toMatchObject({ product: { slug: product.productSlug }, maxQuantity: 20, quantity: QUANTITY });
  });

  it('refuses a menu it does not know', async () => {
    const api = fresh();
    const res = await post(api, apiPaths.cartItems, {
      item: { productId: 'prod-0001', option: '3.5g', quantity: 1 },
      menu: { menuType: 'BOTH' },
    });
    expect(res.status).toBe(400);
  });
});
