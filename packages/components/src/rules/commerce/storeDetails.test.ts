import { describe, expect, it } from 'vitest';
import {
  deliveryTerms,
  deliveryZipsText,
  directionsUrl,
  licenseText,
  phoneHref,
  storeDateLabel,
  storeDateRangeLabel,
  storeAddress,
  storePhone,
} from './storeDetails.ts';

describe('directionsUrl', () => {
  it.each([
    [
      '1450 Woodward Ave, Detroit, MI 48226',
      'https://www.google.com/maps/dir/?api=1&destination=1450%20Woodward%20Ave%2C%20Detroit%2C%20MI%2048226',
    ],
    ['  12 Elm & Oak St #4  ', 'https://www.google.com/maps/dir/?api=1&destination=12%20Elm%20%26%20Oak%20St%20%234'],
    ['', null],
    ['   ', null],
    [null, null],
  ])('%j → %j', (address, url) => {
    expect(directionsUrl(address)).toBe(url);
  });
});

describe('phoneHref and storePhone', () => {
  it.each([
    ['(313) 555-0142', 'tel:+13135550142'],
    ['+1 313-555-0142', 'tel:+13135550142'],
    ['313.555.0142', 'tel:+13135550142'],
    ['555-0142', null],
    ['+44 20 7946 0958', null],
    ['call us', null],
    [null, null],
  ])('%j → %j', (phone, href) => {
    expect(phoneHref(phone)).toBe(href);
  });
  it.each([
    [{ contactNumber: '(313) 555-0142', retailerPhoneNumber: '(313) 555-9999' }, '(313) 555-0142'],
    [{ contactNumber: '  ', retailerPhoneNumber: '(313) 555-9999' }, '(313) 555-9999'],
    [{}, null],
  ])('%j → %j', (retailer, phone) => {
    expect(storePhone(retailer)).toBe(phone);
  });
});

describe('storeAddress (the store card and the store details page share it)', () => {
  const object = { line1: '1450 Woodward Ave', city: 'Detroit', state: 'MI', postalCode: '48226' };
  it.each([
    ['the composed addressObject first', { address: 'Somewhere else', addressObject: object }, '1450 Woodward Ave, Detroit, MI 48226'],
    ['else the formatted address', { address: ' 1 Main St ', addressObject: {} }, '1 Main St'],
    ['else nothing', { address: '  ', addressObject: {} }, ''],
  ])('%s', (_label, retailer, expected) => {
    expect(storeAddress(retailer)).toBe(expected);
  });
});

describe('deliveryTerms', () => {
  it.each([
    [
      {
        zoneName: 'Downtown, Midtown and Corktown',
        zipCodes: ['48201', '48226'],
        fee: 5,
        minimum: 50,
        etaMinutes: [45, 90] as [number, number],
      },
      { zone: 'Downtown, Midtown and Corktown', fee: 'Delivery fee $5.00', minimum: 'Order minimum $50.00', eta: 'Usually 45–90 minutes' },
    ],
    [
      { zipCodes: ['80301', '80302'], fee: 4.5, minimum: 40 },
      { zone: 'ZIP codes 80301, 80302', fee: 'Delivery fee $4.50', minimum: 'Order minimum $40.00', eta: null },
    ],
    [{ zipCodes: [], fee: 5, minimum: 50 }, null],
    [{ zoneName: 'Boulder', fee: 5 }, null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (delivery, terms) => {
    expect(deliveryTerms(delivery)).toEqual(terms);
  });
  it.each([
    [{ zoneName: 'Boulder', zipCodes: ['80301', '80302'] }, 'ZIP codes 80301, 80302'],
    [{ zipCodes: ['80301'] }, null],
    [{ zoneName: 'Boulder', zipCodes: [] }, null],
  ])('ZIP line of %j → %j', (delivery, text) => {
    expect(deliveryZipsText(delivery)).toBe(text);
  });
});

describe('licenseText', () => {
  it.each([
    ['AU-R-000555', 'MI', 'License AU-R-000555 (Michigan Cannabis Regulatory Agency)'],
    ['00000555DEMO00000001', 'az', 'License 00000555DEMO00000001 (Arizona Department of Health Services)'],
    ['402R-00555', 'CO', 'License 402R-00555 (Colorado Marijuana Enforcement Division)'],
    ['DISP-00555', 'AR', 'License DISP-00555 (Arkansas Medical Marijuana Commission)'],
    ['C10-0000001', 'CA', 'License C10-0000001'],
    ['  ', 'MI', null],
    [undefined, 'MI', null],
  ])('%j in %j → %j', (number, state, text) => {
    expect(licenseText(number, state)).toBe(text);
  });
});

describe('store date labels', () => {
  it.each([
    ['2026-12-25', 'Fri, Dec 25'],
    ['2027-04-20', 'Tue, Apr 20'],
    ['soon', 'soon'],
  ])('%s → %s', (date, label) => {
    expect(storeDateLabel(date)).toBe(label);
  });
  it.each([
    ['2026-12-25', '2026-12-25', 'Fri, Dec 25'],
    ['2026-12-28', '2026-12-30', 'Mon, Dec 28 – Wed, Dec 30'],
  ])('%s to %s → %s', (from, to, label) => {
    expect(storeDateRangeLabel(from, to)).toBe(label);
  });
});
