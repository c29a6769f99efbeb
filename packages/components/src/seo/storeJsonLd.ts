/**
 * schema.org Store (a LocalBusiness) structured data for a store details page.
 *
 * Our readings:
 * - url: the store details path rule ('/{urlSlug}', else '/{id}', else '/{retailerId}').
 * - name: name, else retailerName; telephone: contactNumber, else retailerPhoneNumber.
 * - openingHoursSpecification: the weekly pickup hours, Monday → Sunday (HOURS_DISPLAY_ORDER), times
 *   read by the store-hours rule (parseClockMinutes) and written 'HH:mm'. Days sharing the same
 *   hours are one entry. Inactive days and days with unreadable times are left out (closed).
 *   A day whose start equals its end is open all day: '00:00'–'23:59'. An end before the start
 *   (past midnight) is written as it is.
 * - Special hours are not emitted: their date-range flag describes today, not a date range.
 * - addressCountry: 'US' unless told otherwise (every state code of the spec is a US state).
 */
import type { Retailer } from '../domain/types.ts';
import { storeDetailsPath } from '../rules/navigation/paths.ts';
import { HOURS_DISPLAY_ORDER, parseClockMinutes, type PickupHours } from '../rules/navigation/storeHours.ts';
import { nonBlank } from '../rules/navigation/text.ts';
import { SCHEMA_ORG_CONTEXT } from './productJsonLd.ts';
import { absoluteUrl } from './url.ts';

export const DEFAULT_ADDRESS_COUNTRY = 'US';
export const ALL_DAY_OPENS = '00:00';
export const ALL_DAY_CLOSES = '23:59';

export type DayName = (typeof HOURS_DISPLAY_ORDER)[number];

export interface OpeningHoursSpecificationJsonLd {
  '@type': 'OpeningHoursSpecification';
  dayOfWeek: DayName[];
  opens: string;
  closes: string;
}

export interface PostalAddressJsonLd {
  '@type': 'PostalAddress';
  streetAddress?: string;
  addressLocality?: string;
  addressRegion?: string;
  postalCode?: string;
  addressCountry?: string;
}

export interface StoreJsonLd {
  '@context': typeof SCHEMA_ORG_CONTEXT;
  '@type': 'Store';
  name: string;
  url?: string;
  image?: string;
  telephone?: string;
  address?: PostalAddressJsonLd;
  geo?: { '@type': 'GeoCoordinates'; latitude: number; longitude: number };
  openingHoursSpecification?: OpeningHoursSpecificationJsonLd[];
}

/** The retailer fields read here (a catalogue Retailer fits). */
export type StoreSeoSource = Partial<
  Pick<Retailer, 'id' | 'retailerId' | 'name' | 'retailerName' | 'urlSlug' | 'contactNumber' | 'retailerPhoneNumber' | 'image'>
> & {
  addressObject?: Partial<Retailer['addressObject']> | null;
  coordinates?: Partial<Retailer['coordinates']> | null;
  pickupHours?: PickupHours;
};

export interface StoreJsonLdOptions {
  origin: string;
  /** Default DEFAULT_ADDRESS_COUNTRY; '' leaves it out. */
  addressCountry?: string;
}

/** 'HH:mm' (24 h) of minutes after midnight (parseClockMinutes keeps them under 24 h). */
function clock24(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The weekly pickup hours as OpeningHoursSpecification entries (see the module note); [] when closed all week. */
export function openingHoursSpecification(pickupHours: PickupHours): OpeningHoursSpecificationJsonLd[] {
  const specs: OpeningHoursSpecificationJsonLd[] = [];
  for (const day of HOURS_DISPLAY_ORDER) {
    const hours = pickupHours?.[day];
    if (hours?.active !== true) continue;
    const start = parseClockMinutes(hours.start);
    const end = parseClockMinutes(hours.end);
    if (start === null || end === null) continue;
    const allDay = start === end;
    const opens = allDay ? ALL_DAY_OPENS : clock24(start);
    const closes = allDay ? ALL_DAY_CLOSES : clock24(end);
    const same = specs.find((spec) => spec.opens === opens && spec.closes === closes);
    if (same) same.dayOfWeek.push(day);
    else specs.push({ '@type': 'OpeningHoursSpecification', dayOfWeek: [day], opens, closes });
  }
  return specs;
}

function postalAddress(source: StoreSeoSource['addressObject'], country: string | undefined): PostalAddressJsonLd | undefined {
  const street = nonBlank(source?.line1);
  const city = nonBlank(source?.city);
  const state = nonBlank(source?.state);
  const postalCode = nonBlank(source?.postalCode);
  if (street === undefined && city === undefined && state === undefined && postalCode === undefined) return undefined;
  return {
    '@type': 'PostalAddress',
    ...(street === undefined ? {} : { streetAddress: street }),
    ...(city === undefined ? {} : { addressLocality: city }),
    ...(state === undefined ? {} : { addressRegion: state }),
    ...(postalCode === undefined ? {} : { postalCode }),
    ...(country === undefined ? {} : { addressCountry: country }),
  };
}

function geoCoordinates(coordinates: StoreSeoSource['coordinates']): StoreJsonLd['geo'] {
  const latitude = coordinates?.latitude;
  const longitude = coordinates?.longitude;
  if (typeof latitude !== 'number' || typeof longitude !== 'number' || !Number.isFinite(latitude) || !Number.isFinite(longitude)) {
    return undefined;
  }
  return { '@type': 'GeoCoordinates', latitude, longitude };
}

export function storeJsonLd(retailer: StoreSeoSource, options: StoreJsonLdOptions): StoreJsonLd {
  const url = absoluteUrl(storeDetailsPath(retailer), options.origin);
  const image = absoluteUrl(retailer.image, options.origin);
  const telephone = nonBlank(retailer.contactNumber) ?? nonBlank(retailer.retailerPhoneNumber);
  const country = options.addressCountry === undefined ? DEFAULT_ADDRESS_COUNTRY : nonBlank(options.addressCountry);
  const address = postalAddress(retailer.addressObject, country);
  const geo = geoCoordinates(retailer.coordinates);
  const hours = openingHoursSpecification(retailer.pickupHours);
  return {
    '@context': SCHEMA_ORG_CONTEXT,
    '@type': 'Store',
    name: nonBlank(retailer.name) ?? nonBlank(retailer.retailerName) ?? '',
    ...(url === undefined ? {} : { url }),
    ...(image === undefined ? {} : { image }),
    ...(telephone === undefined ? {} : { telephone }),
    ...(address === undefined ? {} : { address }),
    ...(geo === undefined ? {} : { geo }),
    ...(hours.length === 0 ? {} : { openingHoursSpecification: hours }),
  };
}
