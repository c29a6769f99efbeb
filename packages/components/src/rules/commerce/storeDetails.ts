/**
 * The store details page's facts (issue 35: "the weekly hours with today marked, special hours, the
 * address with a directions link, phone, the delivery zone with its fee and minimum, and the licence
 * number from the retailer's data"). The spec's store details route (spec 2.1) names no content, so
 * every string here is ours; the hours and their open/closed logic are storeHours.ts's.
 *
 * - Directions: a Google Maps directions URL (the documented `maps/dir/?api=1&destination=` form) for
 *   the written address; it opens in a new tab, so the link is rel="noopener noreferrer".
 * - Phone: a tel: link in E.164 for a US number (10 digits, or 11 starting with 1); anything else is
 *   shown without a link rather than dialled wrong.
 * - Delivery: the zone's name (else its ZIP codes), 'Delivery fee $5.00', 'Order minimum $50.00', the
 *   usual time; no zone: 'Pickup only'.
 * - Licence: 'License {number}' with the state's regulator (the issue: Arizona and Colorado require the
 *   number on a dispensary's advertising); US spelling on the page, as the regulators write it.
 */
import type { RetailerDelivery } from '../../domain/types.ts';
import { nonBlank } from '../navigation/text.ts';
import { formatMoney } from './money.ts';

export const STORE_HOURS_HEADING = 'Store hours';
export const SPECIAL_HOURS_HEADING = 'Special hours';
export const NO_SPECIAL_HOURS_TEXT = 'No special hours coming up.';
export const CONTACT_HEADING = 'Address and phone';
export const DIRECTIONS_LABEL = 'Directions';
export const DELIVERY_HEADING = 'Delivery';
export const PICKUP_ONLY_TEXT = 'Pickup only';
export const LICENSE_HEADING = 'License';
export const TODAY_LABEL = 'Today';

/** The state regulators whose licence numbers the demo stores carry. */
export const STATE_REGULATORS: Readonly<Record<string, string>> = {
  MI: 'Michigan Cannabis Regulatory Agency',
  AZ: 'Arizona Department of Health Services',
  CO: 'Colorado Marijuana Enforcement Division',
  AR: 'Arkansas Medical Marijuana Commission',
};

/** Google Maps directions to the address (https, the address URI-encoded); null without an address. */
export function directionsUrl(address: string | null | undefined): string | null {
  const destination = nonBlank(address);
  return destination === undefined ? null : `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

/** 'tel:+13135550142' for a US number as written ('(313) 555-0142', '+1 313-555-0142'); null otherwise. */
export function phoneHref(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (digits.length === 10) return `tel:+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `tel:+${digits}`;
  return null;
}

// The store's address and phone lines live beside composeAddress (the store card, in the first load,
// needs them without the rest of this module).
export { storeAddress, storePhone } from '../navigation/storeBar.ts';

export interface DeliveryTerms {
  /** 'Downtown, Midtown and Corktown', else 'ZIP codes 48201, 48202'. */
  zone: string;
  fee: string;
  minimum: string;
  /** 'Usually 45–90 minutes', when known. */
  eta: string | null;
}

/** The delivery zone's terms as the page says them; null: the store does not deliver ('Pickup only'). */
export function deliveryTerms(delivery: Partial<RetailerDelivery> | null | undefined): DeliveryTerms | null {
  if (!delivery || typeof delivery.fee !== 'number' || typeof delivery.minimum !== 'number') return null;
  const zips = (delivery.zipCodes ?? []).filter((zip) => nonBlank(zip) !== undefined);
  const name = nonBlank(delivery.zoneName);
  if (name === undefined && zips.length === 0) return null;
  const eta = delivery.etaMinutes;
  return {
    zone: name ?? `ZIP codes ${zips.join(', ')}`,
    fee: `Delivery fee ${formatMoney(delivery.fee)}`,
    minimum: `Order minimum ${formatMoney(delivery.minimum)}`,
    eta: eta && eta.length === 2 ? `Usually ${eta[0]}–${eta[1]} minutes` : null,
  };
}

/** The ZIP codes line under a named zone ('ZIP codes 48201, 48202'); null when the name is all there is. */
export function deliveryZipsText(delivery: Partial<RetailerDelivery> | null | undefined): string | null {
  const zips = (delivery?.zipCodes ?? []).filter((zip) => nonBlank(zip) !== undefined);
  return zips.length > 0 && nonBlank(delivery?.zoneName) !== undefined ? `ZIP codes ${zips.join(', ')}` : null;
}

/** 'License AU-R-000555 (Michigan Cannabis Regulatory Agency)'; null without a number. */
export function licenseText(licenseNumber: string | null | undefined, state: string | null | undefined): string | null {
  const number = nonBlank(licenseNumber);
  if (number === undefined) return null;
  const regulator = STATE_REGULATORS[(state ?? '').trim().toUpperCase()];
  return regulator ? `License ${number} (${regulator})` : `License ${number}`;
}

/** 'Thu, Dec 25' of a 'YYYY-MM-DD' store date (no zone: it is already the store's calendar); as given when unreadable. */
export function storeDateLabel(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const at = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(at.getTime())) return date;
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' }).format(at);
}

/** One date, or 'Mon, Dec 28 – Wed, Dec 30' for a span. */
export function storeDateRangeLabel(from: string, to: string): string {
  return from === to ? storeDateLabel(from) : `${storeDateLabel(from)} – ${storeDateLabel(to)}`;
}
