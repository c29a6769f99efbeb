/**
 * POST /api/delivery/check (the store preference's delivery form, spec 2.7): the address is checked
 * with the storefront's own rule (the shared form check of spec 5, then the ZIP), then against each
 * store's delivery zone; the answer lists the stores that deliver there with their fee and minimum.
 */
import { deliveryAddressCheck, DELIVERY_ADDRESS_KEYS, retailersDeliveringTo, normalizeZip } from '@storefront/components/rules';
import { ApiError, asObject, ok, optionalString, type Json, type Route } from '../router.ts';
import { siteStores } from './catalog.ts';

/** Longest street, city and ZIP a form sends (characters). */
const FIELD_LIMITS = { line1: 120, city: 80, postalCode: 10 } as const;

function field(body: Json, key: keyof typeof FIELD_LIMITS): string {
  return (optionalString(body, key, FIELD_LIMITS[key]) ?? '').trim();
}

export const deliveryRoutes: Route[] = [
  {
    method: 'POST',
    pattern: '/api/delivery/check',
    handle: (ctx) => {
      const body = asObject(ctx.body);
      const values = Object.fromEntries(DELIVERY_ADDRESS_KEYS.map((key) => [key, field(body, key)])) as Record<
        (typeof DELIVERY_ADDRESS_KEYS)[number],
        string
      >;
      const problem = deliveryAddressCheck(values);
      if (problem) throw new ApiError(400, problem);
      const zip = normalizeZip(values.postalCode) as string;
      // The stores of the site that asks (?site=), as the store chooser lists them.
      const retailers = retailersDeliveringTo(ctx.catalog.retailers.filter(siteStores(ctx)), zip);
      const given = (optionalString(body, 'state', 2) ?? '').trim().toUpperCase();
      const state = given || ctx.catalog.retailers.find((r) => r.id === retailers[0]?.retailerId)?.addressObject.state || '';
      return ok({ address: { line1: values.line1, city: values.city, state, postalCode: zip }, retailers });
    },
  },
];
