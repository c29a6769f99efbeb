import { describe, expect, it } from 'vitest';
import { retailers } from '@storefront/fixtures/catalog';
import type { Retailer } from '../domain/types.ts';
import type { PickupHours } from '../rules/navigation/storeHours.ts';
import { openingHoursSpecification, storeJsonLd, type OpeningHoursSpecificationJsonLd } from './storeJsonLd.ts';

const ORIGIN = 'https://greenleaf.example';

function retailer(id: string): Retailer {
  const found = retailers.find((r) => r.id === id);
  if (!found) throw new Error(`no fixture retailer ${id}`);
  return found;
}

function spec(dayOfWeek: OpeningHoursSpecificationJsonLd['dayOfWeek'], opens: string, closes: string): OpeningHoursSpecificationJsonLd {
  return { '@type': 'OpeningHoursSpecification', dayOfWeek, opens, closes };
}

describe('storeJsonLd', () => {
  it('describes the Detroit demo retailer', () => {
    expect(storeJsonLd(retailer('ret-mi-detroit'), { origin: ORIGIN })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Store',
      name: 'Motor City Provisions',
      url: 'https://greenleaf.example/motor-city-provisions-detroit',
      image: 'https://greenleaf.example/images/catalog/retailers/ret-mi-detroit.svg',
      telephone: '(313) 555-0142',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '1450 Woodward Ave',
        addressLocality: 'Detroit',
        addressRegion: 'MI',
        postalCode: '48226',
        addressCountry: 'US',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 42.3314, longitude: -83.0458 },
      openingHoursSpecification: [
        spec(['Monday', 'Tuesday', 'Wednesday', 'Thursday'], '09:00', '21:00'),
        spec(['Friday', 'Saturday'], '09:00', '22:00'),
        spec(['Sunday'], '10:00', '20:00'),
      ],
    });
  });

  it('omits the closed days of the Boulder demo retailer (Saturday, Sunday)', () => {
    expect(storeJsonLd(retailer('ret-co-boulder'), { origin: ORIGIN }).openingHoursSpecification).toEqual([
      spec(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], '08:00', '18:00'),
    ]);
  });

  it.each<[string, Partial<Retailer>, Record<string, unknown>]>([
    ['url falls back to the id', { urlSlug: '' }, { url: 'https://greenleaf.example/ret-mi-detroit' }],
    ['name falls back to retailerName', { name: ' ', retailerName: 'MCP' }, { name: 'MCP' }],
    [
      'telephone falls back to retailerPhoneNumber',
      { contactNumber: '', retailerPhoneNumber: '313-555-0000' },
      { telephone: '313-555-0000' },
    ],
  ])('%s', (_, overrides, expected) => {
    expect(storeJsonLd({ ...retailer('ret-mi-detroit'), ...overrides }, { origin: ORIGIN })).toMatchObject(expected);
  });

  it.each(['image', 'telephone', 'address', 'geo', 'openingHoursSpecification', 'url'] as const)(
    'leaves %s out when the retailer has none',
    (field) => {
      expect(storeJsonLd({ name: 'Bare' }, { origin: ORIGIN })).not.toHaveProperty(field);
    },
  );

  it.each<[string | undefined, string | undefined]>([
    [undefined, 'US'],
    ['CA', 'CA'],
    ['', undefined],
  ])('addressCountry option %j → %j', (addressCountry, expected) => {
    const data = storeJsonLd(retailer('ret-mi-detroit'), { origin: ORIGIN, ...(addressCountry === undefined ? {} : { addressCountry }) });
    expect(data.address?.addressCountry).toBe(expected);
  });

  it('skips coordinates that are not finite numbers and a partial address keeps its parts', () => {
    const data = storeJsonLd(
      { name: 'X', coordinates: { latitude: Number.NaN, longitude: 1 }, addressObject: { city: 'Tempe', line1: ' ' } },
      { origin: ORIGIN, addressCountry: '' },
    );
    expect(data).not.toHaveProperty('geo');
    expect(data.address).toEqual({ '@type': 'PostalAddress', addressLocality: 'Tempe' });
  });
});

describe('openingHoursSpecification', () => {
  it.each<[string, PickupHours, OpeningHoursSpecificationJsonLd[]]>([
    ['no hours', undefined, []],
    ['every day closed', { Monday: { active: false, start: '09:00', end: '17:00' } }, []],
    [
      'Monday → Sunday order, grouped by hours',
      {
        Sunday: { active: true, start: '09:00', end: '17:00' },
        Monday: { active: true, start: '09:00', end: '17:00' },
        Tuesday: { active: true, start: '10:00', end: '18:00' },
      },
      [spec(['Monday', 'Sunday'], '09:00', '17:00'), spec(['Tuesday'], '10:00', '18:00')],
    ],
    ['single-digit hours and seconds', { Monday: { active: true, start: '9:30', end: '17:45:00' } }, [spec(['Monday'], '09:30', '17:45')]],
    ['open all day', { Friday: { active: true, start: '00:00', end: '00:00' } }, [spec(['Friday'], '00:00', '23:59')]],
    ['past midnight', { Saturday: { active: true, start: '18:00', end: '02:00' } }, [spec(['Saturday'], '18:00', '02:00')]],
    [
      'unreadable times are left out',
      {
        Monday: { active: true, start: '9am', end: '17:00' },
        Tuesday: { active: true, start: '09:00', end: '25:00' },
        Wednesday: { active: true, start: '09:00', end: '17:00' },
      },
      [spec(['Wednesday'], '09:00', '17:00')],
    ],
    ['a missing day is closed', { Monday: null }, []],
  ])('%s', (_, hours, expected) => {
    expect(openingHoursSpecification(hours)).toEqual(expected);
  });
});
