/**
 * The store preference's delivery form (spec 2.7 "when delivery is active, a delivery form"): the
 * address it asks for, checked with the shared form check of spec 5 before submit, and which stores
 * deliver to it. Ours where the spec is silent (it shows the form, not its fields): street address,
 * city and ZIP code; a store delivers to the ZIP codes of its delivery zone.
 */
import { formCheck } from './validation.ts';

export interface DeliveryAddressValues {
  line1: string;
  city: string;
  postalCode: string;
}

/** The form's keys and the names its 'Please enter {field name}.' messages use. */
export const DELIVERY_ADDRESS_LABELS: Readonly<Record<keyof DeliveryAddressValues, string>> = {
  line1: 'street address',
  city: 'city',
  postalCode: 'ZIP code',
};
export const DELIVERY_ADDRESS_KEYS = ['line1', 'city', 'postalCode'] as const satisfies ReadonlyArray<keyof DeliveryAddressValues>;

/** Ours: the spec's form check has no ZIP rule; a US ZIP is 5 digits, optionally ZIP+4. */
export const INVALID_ZIP_MESSAGE = 'Please enter a valid ZIP code.';
/** Ours: the address is fine but no store's zone covers it. */
export const NO_DELIVERY_FOR_ADDRESS_MESSAGE = 'Sorry, no store delivers to this address yet.';

const ZIP_PATTERN = /^(\d{5})(?:-?\d{4})?$/;

/** The 5-digit ZIP of a US ZIP or ZIP+4 (spaces trimmed), else null. */
export function normalizeZip(value: string | null | undefined): string | null {
  return ZIP_PATTERN.exec((value ?? '').trim())?.[1] ?? null;
}

/**
 * The first message of the delivery form's check, or null: the shared form check (spec 5,
 * 'Please enter street address.' …) on the required fields, then the ZIP format.
 */
export function deliveryAddressCheck(values: Partial<DeliveryAddressValues>): string | null {
  const required = formCheck(values, DELIVERY_ADDRESS_KEYS, { labels: DELIVERY_ADDRESS_LABELS });
  if (required) return required;
  return normalizeZip(values.postalCode) === null ? INVALID_ZIP_MESSAGE : null;
}

export interface DeliveringRetailer {
  id: string;
  name: string;
  delivery?: {
    zipCodes: readonly string[];
    fee: number;
    minimum: number;
    etaMinutes?: readonly [number, number] | readonly number[];
  } | null;
}

export interface DeliveryOption {
  retailerId: string;
  name: string;
  fee: number;
  minimum: number;
  etaMinutes?: [number, number];
}

/** The stores whose delivery zone holds the ZIP, cheapest fee first (then by name). */
export function retailersDeliveringTo(retailers: readonly DeliveringRetailer[], zip: string | null | undefined): DeliveryOption[] {
  const wanted = normalizeZip(zip);
  if (!wanted) return [];
  return retailers
    .flatMap((retailer): DeliveryOption[] => {
      const zone = retailer.delivery;
      if (!zone || !Array.isArray(zone.zipCodes) || !zone.zipCodes.some((code) => normalizeZip(code) === wanted)) return [];
      const eta = zone.etaMinutes;
      return [
        {
          retailerId: retailer.id,
          name: retailer.name,
          fee: zone.fee,
          minimum: zone.minimum,
          ...(eta && eta.length === 2 ? { etaMinutes: [eta[0] as number, eta[1] as number] as [number, number] } : {}),
        },
      ];
    })
    .sort((a, b) => a.fee - b.fee || a.name.localeCompare(b.name, 'en'));
}
