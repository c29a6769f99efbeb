import { describe, expect, it } from 'vitest';
import { retailers } from '@storefront/fixtures/catalog';
import { deliveryAddressCheck, normalizeZip, retailersDeliveringTo, type DeliveryAddressValues } from './delivery.ts';

describe('deliveryAddressCheck: the shared form check of spec 5, then the ZIP', () => {
  const ok: DeliveryAddressValues = { line1: '1450 Woodward Ave', city: 'Detroit', postalCode: '48226' };
  it.each<[Partial<DeliveryAddressValues>, string | null]>([
    [ok, null],
    [{ ...ok, line1: '' }, 'Please enter street address.'],
    [{ ...ok, line1: '   ' }, 'Please enter street address.'],
    [{ ...ok, city: '' }, 'Please enter city.'],
    [{ ...ok, postalCode: '' }, 'Please enter ZIP code.'],
    [{}, 'Please enter street address.'],
    [{ ...ok, postalCode: '4822' }, 'Please enter a valid ZIP code.'],
    [{ ...ok, postalCode: 'ABCDE' }, 'Please enter a valid ZIP code.'],
    [{ ...ok, postalCode: '48226-1234' }, null],
    [{ ...ok, postalCode: ' 482261234 ' }, null],
  ])('%j → %j', (values, expected) => {
    expect(deliveryAddressCheck(values)).toBe(expected);
  });
});

describe('normalizeZip', () => {
  it.each([
    ['48226', '48226'],
    [' 48226-1234 ', '48226'],
    ['482261234', '48226'],
    ['4822', null],
    ['48226-12', null],
    [null, null],
  ])('%j → %j', (value, expected) => {
    expect(normalizeZip(value)).toBe(expected);
  });
});

describe('retailersDeliveringTo (the demo catalogue’s delivery zones)', () => {
  it.each<[string, string[]]>([
    ['48226', ['ret-mi-detroit']],
    ['48104', ['ret-mi-ann-arbor']],
    // Two zones overlap downtown Phoenix: the cheaper fee first.
    ['85004', ['ret-az-tempe', 'ret-az-phoenix']],
    ['49503', []],
    ['72201', []],
    ['00000', []],
    ['not a zip', []],
  ])('%s → %j', (zip, expected) => {
    const ids = retailersDeliveringTo(retailers, zip).map((option) => option.retailerId);
    expect(ids).toEqual(expected);
  });

  it('gives each store’s fee, minimum and delivery time', () => {
    expect(retailersDeliveringTo(retailers, '48226')).toEqual([
      { retailerId: 'ret-mi-detroit', name: 'Motor City Provisions', fee: 5, minimum: 50, etaMinutes: [45, 90] },
    ]);
  });

  it('ignores a broken zone', () => {
    expect(
      retailersDeliveringTo([{ id: 'x', name: 'X', delivery: { zipCodes: 'nope' as unknown as string[], fee: 1, minimum: 1 } }], '48226'),
    ).toEqual([]);
  });
});
