import { describe, expect, it } from 'vitest';
import { products, specials } from '@storefront/fixtures/catalog';
import type { MenuType } from '../../domain/types.ts';
import { PROVIDER_DISPENSARY_MENU_ONE, PROVIDER_ECOMMERCE } from '../constants.ts';
import { activeSpecialsFor, discountedUnitPrice, isSpecialActive, lowestPrice, priceOption, productCardPrice } from './pricing.ts';
import { priceCart } from './cartPricing.ts';
import { limitCheck, limitUsage, purchaseLimitsFor, taxRatesFor } from './taxesAndLimits.ts';

// The demo week of November 2026, each instant given in the store's own zone.
const DETROIT = 'America/Detroit';
const at = (iso: string) => new Date(iso);
const FRIDAY = at('2026-11-20T15:30:00-05:00');

function price(slug: string, option: string, retailerId: string, now: Date, timeZone: string, menuType: MenuType = 'RECREATIONAL') {
  const product = products.find((p) => p.slug === slug);
  if (!product) throw new Error(`no product ${slug}`);
  const opt = product.options.find((o) => o.option === option);
  if (!opt) throw new Error(`no option ${option} of ${slug}`);
  const active = activeSpecialsFor(product, specials, { retailerId, now, timeZone });
  return priceOption({ option: opt, menuType, specials: active, provider: PROVIDER_DISPENSARY_MENU_ONE });
}

describe('priceOption over every demo special', () => {
  // special, product, option, store, when, zone, menu → regular, price, the special that gives it
  const table: Array<[string, string, string, string, Date, string, MenuType, number, number, string | null]> = [
    [
      '20-off-all-flower (issue: $13.00 must read $10.40)',
      'blue-dream-flower-3-5g',
      '1g',
      'ret-mi-detroit',
      FRIDAY,
      DETROIT,
      'RECREATIONAL',
      13,
      10.4,
      '20-off-all-flower',
    ],
    [
      '20-off-all-flower, medical price list',
      'blue-dream-flower-3-5g',
      '1g',
      'ret-mi-detroit',
      FRIDAY,
      DETROIT,
      'MEDICAL',
      11.5,
      9.2,
      '20-off-all-flower',
    ],
    [
      'pre-roll-power-hour (25% off, Michigan)',
      'blue-dream-pre-roll-1g',
      '1g',
      'ret-mi-ann-arbor',
      FRIDAY,
      DETROIT,
      'RECREATIONAL',
      12,
      9,
      'pre-roll-power-hour',
    ],
    [
      'pre-roll-power-hour is not at an Arizona store',
      'blue-dream-pre-roll-1g',
      '1g',
      'ret-az-phoenix',
      FRIDAY,
      'America/Phoenix',
      'RECREATIONAL',
      12,
      12,
      null,
    ],
    [
      'vape-wednesday on a Wednesday',
      'blue-dream-live-resin-cart-vape-0-5g',
      '0.5g',
      'ret-mi-detroit',
      at('2026-11-18T12:00:00-05:00'),
      DETROIT,
      'RECREATIONAL',
      30,
      25.5,
      'vape-wednesday',
    ],
    [
      'vape-wednesday not on a Friday',
      'blue-dream-live-resin-cart-vape-0-5g',
      '0.5g',
      'ret-mi-detroit',
      FRIDAY,
      DETROIT,
      'RECREATIONAL',
      30,
      30,
      null,
    ],
    [
      'edible-friday ($5 off)',
      'midnight-berry-sleep-gummies-edible-10pk',
      '10pk',
      'ret-mi-detroit',
      FRIDAY,
      DETROIT,
      'RECREATIONAL',
      24,
      19,
      'edible-friday',
    ],
    [
      'concentrate-crush ($10 off, AZ and CO)',
      'gelato-live-resin-badder-concentrate-1g',
      '0.5g',
      'ret-co-denver',
      FRIDAY,
      'America/Denver',
      'RECREATIONAL',
      25,
      15,
      'concentrate-crush',
    ],
    [
      'tincture-tuesday (medical stores, Tuesday)',
      'cbn-sleep-tincture-30ml',
      '30ml',
      'ret-ar-little-rock',
      at('2026-11-17T10:00:00-06:00'),
      'America/Chicago',
      'MEDICAL',
      44,
      35.2,
      'tincture-tuesday',
    ],
    [
      'self-care-sunday (Sunday)',
      'cooling-relief-balm-topical-1oz',
      '1oz',
      'ret-mi-grand-rapids',
      at('2026-11-22T11:00:00-05:00'),
      DETROIT,
      'RECREATIONAL',
      35,
      26.25,
      'self-care-sunday',
    ],
    [
      'gear-up-accessory-sale (30% off)',
      'unbleached-rolling-papers-accessory',
      'N/A',
      'ret-az-tempe',
      FRIDAY,
      'America/Phoenix',
      'RECREATIONAL',
      4,
      2.8,
      'gear-up-accessory-sale',
    ],
    [
      'great-lakes-growers-spotlight (15%) loses to 20% off flower',
      'og-kush-flower-3-5g',
      '1g',
      'ret-mi-detroit',
      FRIDAY,
      DETROIT,
      'RECREATIONAL',
      14,
      11.2,
      '20-off-all-flower',
    ],
    [
      'great-lakes-growers-spotlight on a vape',
      'lemon-haze-cart-vape-0-5g',
      '0.5g',
      'ret-mi-detroit',
      FRIDAY,
      DETROIT,
      'RECREATIONAL',
      26,
      22.1,
      'great-lakes-growers-spotlight',
    ],
    [
      'weekend-warm-up (Saturday)',
      'pineapple-express-pre-roll-1g',
      '1g',
      'ret-co-boulder',
      at('2026-11-21T13:00:00-07:00'),
      'America/Denver',
      'RECREATIONAL',
      11,
      9.9,
      'weekend-warm-up',
    ],
    [
      'half-ounce-harvest-deal ($99 half ounces, Arizona)',
      'sour-diesel-flower-3-5g',
      '14g',
      'ret-az-phoenix',
      FRIDAY,
      'America/Phoenix',
      'RECREATIONAL',
      143,
      99,
      'half-ounce-harvest-deal',
    ],
    [
      'half-ounce-harvest-deal leaves the 7 g jar alone',
      'sour-diesel-flower-3-5g',
      '7g',
      'ret-az-phoenix',
      FRIDAY,
      'America/Phoenix',
      'RECREATIONAL',
      78,
      78,
      null,
    ],
    [
      'half-ounce-harvest-deal beats 20% off on 14 g',
      'blue-dream-flower-3-5g',
      '14g',
      'ret-az-tempe',
      FRIDAY,
      'America/Phoenix',
      'RECREATIONAL',
      129,
      99,
      'half-ounce-harvest-deal',
    ],
    [
      'happy-hour (CO, weekdays 4–6 PM store time)',
      'gelato-33-flower-3-5g',
      '1g',
      'ret-co-denver',
      at('2026-11-20T17:00:00-07:00'),
      'America/Denver',
      'RECREATIONAL',
      15,
      13.5,
      'happy-hour',
    ],
    [
      'happy-hour not at 3:30 PM',
      'gelato-33-flower-3-5g',
      '1g',
      'ret-co-denver',
      at('2026-11-20T15:30:00-07:00'),
      'America/Denver',
      'RECREATIONAL',
      15,
      15,
      null,
    ],
    [
      'happy-hour ends at 6 PM (end exclusive)',
      'gelato-33-flower-3-5g',
      '1g',
      'ret-co-denver',
      at('2026-11-20T18:00:00-07:00'),
      'America/Denver',
      'RECREATIONAL',
      15,
      15,
      null,
    ],
  ];
  it.each(table)('%s', (_name, slug, option, retailerId, now, zone, menuType, regular, expected, specialSlug) => {
    const result = price(slug, option, retailerId, now, zone, menuType);
    expect(result.regular).toBe(regular);
    expect(result.price).toBe(expected);
    expect(result.onSale).toBe(expected < regular);
    if (specialSlug) expect(result.special?.specialSlug).toBe(specialSlug);
    else if (result.special) expect(result.special.specialSlug).not.toBe(specialSlug);
  });

  it('register-only deals (first-time patient, veterans, seniors) never change an online price', () => {
    for (const slug of ['first-time-patient-discount', 'veterans-appreciation', 'senior-saturday']) {
      const special = specials.find((s) => s.urlSlug === slug);
      expect(special?.discount?.kind).toBe('AT_REGISTER');
      expect(special?.productSlugs).toEqual([]);
    }
    const saturday = at('2026-11-21T12:00:00-05:00');
    expect(price('unbleached-rolling-papers-accessory', 'N/A', 'ret-mi-detroit', saturday, DETROIT).price).toBe(2.8);
    const plain = products.find((p) => p.slug === 'harlequin-flower-3-5g');
    expect(activeSpecialsFor(plain!, specials, { retailerId: 'ret-mi-detroit', now: saturday, timeZone: DETROIT })).toEqual([]);
  });

  it('munchie-monday prices two edibles at $30 in the cart, not per unit', () => {
    const monday = at('2026-11-23T12:00:00-05:00');
    const berry = price('midnight-berry-sleep-gummies-edible-10pk', '10pk', 'ret-mi-detroit', monday, DETROIT);
    const mango = price('mango-chili-gummies-edible-10pk', '10pk', 'ret-mi-detroit', monday, DETROIT);
    expect(berry).toMatchObject({ regular: 24, price: 24, special: { specialSlug: 'munchie-monday', specialName: 'Munchie Monday' } });
    const bundle = specials.filter((s) => s.urlSlug === 'munchie-monday');
    const cart = priceCart(
      [
        { slug: 'midnight-berry-sleep-gummies-edible-10pk', quantity: 1, regular: berry.regular, price: berry.price },
        { slug: 'mango-chili-gummies-edible-10pk', quantity: 2, regular: mango.regular, price: mango.price },
      ],
      { bundles: bundle },
    );
    // Units 24, 20, 20: the dearest two (24 + 20) make one bundle at $30; the third 20 pays full.
    expect(cart.subtotal).toBe(64);
    expect(cart.discount).toBe(14);
    expect(cart.total).toBe(50);
    expect(cart.lines.reduce((sum, l) => sum + l.lineTotal, 0)).toBeCloseTo(50, 10);
    expect(cart.count).toBe(3);
  });
});

describe('provider kinds', () => {
  const option = { option: '1g', price: 20, specialPrice: 15 };
  it("the e-commerce kind honours the option's own sale price; dispensary menus price only from specials", () => {
    expect(priceOption({ option, specials: [], provider: PROVIDER_ECOMMERCE })).toEqual({
      regular: 20,
      price: 15,
      special: null,
      onSale: true,
    });
    expect(priceOption({ option, specials: [], provider: PROVIDER_DISPENSARY_MENU_ONE })).toEqual({
      regular: 20,
      price: 20,
      special: null,
      onSale: false,
    });
  });
  it('a special beats a dearer own sale price and names itself', () => {
    const special = { name: 'Half Off', urlSlug: 'half-off', discount: { kind: 'PERCENT_OFF' as const, percent: 50 } };
    expect(priceOption({ option, specials: [special], provider: PROVIDER_ECOMMERCE })).toMatchObject({
      price: 10,
      special: { specialSlug: 'half-off' },
    });
  });
});

describe('bad discounts price nothing', () => {
  it.each([
    ['no discount', undefined],
    ['percent above 100', { kind: 'PERCENT_OFF', percent: 150 }],
    ['percent not a number', { kind: 'PERCENT_OFF', percent: '20' }],
    ['negative amount', { kind: 'AMOUNT_OFF', amount: -5 }],
    ['unknown kind', { kind: 'MYSTERY' }],
    ['fixed price for another option', { kind: 'FIXED_PRICE', price: 5, options: ['14g'] }],
  ])('%s', (_name, discount) => {
    expect(discountedUnitPrice(10, discount as never, '1g')).toBeNull();
  });
  it('amount off never goes below a cent', () => {
    expect(discountedUnitPrice(4, { kind: 'AMOUNT_OFF', amount: 10 })).toBe(0.01);
  });
  it('a special whose discount is missing or malformed leaves the listed price', () => {
    expect(priceOption({ option: { price: 9 }, specials: [{ name: 'x', urlSlug: 'x', discount: { kind: 'NOPE' } as never }] }).price).toBe(
      9,
    );
    expect(priceOption({ option: { price: 9 }, specials: null }).price).toBe(9);
  });
});

describe('isSpecialActive', () => {
  it('reads the weekday in the store zone, not the runner zone', () => {
    // 11 PM Saturday in Phoenix is already Sunday in Detroit.
    const now = at('2026-11-21T23:00:00-07:00');
    expect(isSpecialActive({ retailerIds: ['r'], days: ['Saturday'] }, { retailerId: 'r', now, timeZone: 'America/Phoenix' })).toBe(true);
    expect(isSpecialActive({ retailerIds: ['r'], days: ['Saturday'] }, { retailerId: 'r', now, timeZone: 'America/Detroit' })).toBe(false);
  });
  it('hours that do not read as HH:mm never match', () => {
    expect(
      isSpecialActive({ retailerIds: ['r'], hours: { start: 'four', end: '18:00' } }, { retailerId: 'r', now: FRIDAY, timeZone: DETROIT }),
    ).toBe(false);
  });
  it('a store not in the special is never active', () => {
    expect(isSpecialActive({ retailerIds: ['a'] }, { retailerId: 'b', now: FRIDAY })).toBe(false);
  });
});

describe('priceCart: taxes, discount and total', () => {
  it('a Michigan recreational cart: excise 10% and sales 6% on what is paid', () => {
    const cart = priceCart(
      [
        { slug: 'a', quantity: 2, regular: 13, price: 10.4 },
        { slug: 'b', quantity: 1, regular: 4, price: 4 },
      ],
      { tax: taxRatesFor('MI', 'RECREATIONAL') },
    );
    expect(cart.subtotal).toBe(30);
    expect(cart.discount).toBe(5.2);
    expect(cart.taxes).toEqual([
      { name: 'Excise tax (10%)', amount: 2.48 },
      { name: 'Sales tax (6%)', amount: 1.49 },
    ]);
    expect(cart.taxTotal).toBe(3.97);
    expect(cart.total).toBe(28.77);
    expect(cart.lines.map((l) => l.lineTotal)).toEqual([20.8, 4]);
  });
  it('medical menus are exempt from excise; an unknown state charges no tax', () => {
    expect(taxRatesFor('MI', 'MEDICAL')?.rates).toEqual([{ name: 'Sales tax (6%)', rate: 0.06 }]);
    expect(taxRatesFor('ZZ', 'RECREATIONAL')).toBeNull();
    expect(priceCart([{ slug: 'a', quantity: 1, regular: 10, price: 10 }], { tax: null }).total).toBe(10);
  });
  it('an empty cart costs nothing', () => {
    expect(priceCart([])).toMatchObject({ subtotal: 0, discount: 0, taxTotal: 0, total: 0, count: 0 });
  });
});

describe('purchase limits', () => {
  const flower = (grams: number, quantity: number) => ({ category: 'FLOWER', weight: `${grams}g`, quantity });
  it("the issue's cart: 168 g of flower in Michigan passes the 2.5 oz limit", () => {
    const limits = purchaseLimitsFor('MI', 'RECREATIONAL');
    const usage = limitUsage([flower(14, 12)], limits);
    expect(usage.find((u) => u.group === 'flower')).toMatchObject({ used: 168, limit: 70.9, unit: 'g', over: true });
  });
  it('refuses the add that would pass a limit, with the message; allows one that fits', () => {
    const limits = purchaseLimitsFor('MI', 'RECREATIONAL');
    const cart = [flower(14, 4)];
    expect(limitCheck(cart, flower(14, 1), limits)).toEqual({ ok: true });
    expect(limitCheck(cart, flower(14, 2), limits)).toEqual({
      ok: false,
      group: 'flower',
      message: 'Purchase limit: Flower is limited to 70.9 g per order.',
    });
  });
  it('counts pre-roll packs by weight, vapes as concentrate and edibles by THC mg', () => {
    const limits = purchaseLimitsFor('CO', 'RECREATIONAL');
    const usage = limitUsage(
      [
        { category: 'PRE_ROLLS', weight: '2.5g', quantity: 2 },
        { category: 'VAPORIZERS', weight: '1g', quantity: 3 },
        { category: 'EDIBLES', weight: '100mg', quantity: 9 },
        { category: 'TINCTURES', weight: '30ml', thc: '500mg', quantity: 1 },
        { category: 'ACCESSORIES', weight: 'N/A', quantity: 40 },
      ],
      limits,
    );
    expect(usage).toEqual([
      { group: 'flower', label: 'Flower', used: 5, limit: 28.3, unit: 'g', over: false },
      { group: 'concentrate', label: 'Concentrates', used: 3, limit: 8, unit: 'g', over: false },
      { group: 'edibleThc', label: 'Edibles (THC)', used: 1400, limit: 800, unit: 'mg', over: true },
    ]);
  });
  it('a state or menu without limits limits nothing', () => {
    expect(purchaseLimitsFor('AR', 'RECREATIONAL')).toEqual({});
    expect(limitCheck([], flower(1000, 1), {})).toEqual({ ok: true });
  });
});

describe('productCardPrice and lowestPrice (cards, shop by price, price sort)', () => {
  const twentyOff = { name: '20% Off All Flower', urlSlug: '20-off-all-flower', discount: { kind: 'PERCENT_OFF' as const, percent: 20 } };
  const options = [
    { option: '1g', price: 13, medicalPrice: 11.5 },
    { option: '3.5g', price: 38 },
    { option: 'bad', price: Number.NaN },
  ];
  it('the cheapest option with the deal running, skipping unusable prices', () => {
    expect(productCardPrice({ options, activeSpecials: [twentyOff] }, { menuType: 'RECREATIONAL' })).toEqual({
      regular: 13,
      price: 10.4,
      special: { specialName: '20% Off All Flower', specialSlug: '20-off-all-flower' },
      onSale: true,
    });
    expect(productCardPrice({ options, activeSpecials: null }, { menuType: 'MEDICAL' })?.price).toBe(11.5);
    expect(productCardPrice({ options: [{ option: 'x', price: Number.NaN }] }, {})).toBeNull();
  });
  it('lowestPrice is the cheapest unit price', () => {
    expect(lowestPrice(options.slice(0, 2), { specials: [twentyOff] })).toBe(10.4);
  });
});
