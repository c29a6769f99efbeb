/**
 * The pop-up, abandoned-cart and checkout calls' fields (spec 4, 7): every text field has a length
 * limit and every number a range, checked before anything is written, so a 900 kB visitor post
 * answers 400 naming its field and keeps nothing.
 */
import type { VisitorReferrer } from '@storefront/components/api';
import type { DemoResponse } from '../handlerTypes.ts';
import { ApiError, asObject, optionalString, requiredNumber, type Json, type RouteContext } from '../router.ts';

/** Field limits (characters). */
export const ENGAGEMENT_LIMITS = {
  visitorName: 200,
  url: 2048,
  referrerField: 2048,
  timezone: 64,
  /** Visitor, campaign, retailer, cart and checkout ids. */
  id: 200,
  personName: 200,
  /** Abandoned-cart reminders: items per cart, and the JSON size of each item. */
  cartItems: 100,
  cartItemJson: 4096,
  cartItemCount: 10_000,
  /** Longest reminder delay: 30 days. */
  abandonAfterMs: 30 * 24 * 60 * 60 * 1000,
  /** Latest accepted unix time stamp (seconds): 9999-12-31. */
  unixTimeStamp: 253_402_300_799,
} as const;

/** Pop-up calls answer with `status` (spec 7: "On status 'success' …"). */
export const success = (data: unknown, statusCode = 200): DemoResponse => ({
  status: statusCode,
  json: { status: 'success', statusCode, data },
});

export function referrer(body: Json): VisitorReferrer {
  const r = body.referrer === undefined || body.referrer === null ? {} : asObject(body.referrer, '"referrer"');
  const str = (k: string): string => {
    const v = r[k];
    if (v === undefined || v === null) return '';
    if (typeof v !== 'string') throw new ApiError(400, `"referrer.${k}" must be a string.`);
    if (v.length > ENGAGEMENT_LIMITS.referrerField)
      throw new ApiError(400, `"referrer.${k}" is too long (at most ${ENGAGEMENT_LIMITS.referrerField} characters).`);
    return v;
  };
  if (r.known !== undefined && r.known !== null && typeof r.known !== 'boolean')
    throw new ApiError(400, '"referrer.known" must be true or false.');
  return {
    known: r.known === true,
    domain: str('domain'),
    source: str('source') || 'Direct',
    medium: str('medium') || 'unknown',
    term: str('term'),
    uri: str('uri'),
  };
}

/** A whole number in [min, max] (numeric strings accepted, as form posts send them). */
export function boundedInteger(body: Json, key: string, min: number, max: number, what = 'a whole number'): number {
  const n = requiredNumber(body, key);
  if (!Number.isInteger(n) || n < min || n > max) throw new ApiError(400, `"${key}" must be ${what} between ${min} and ${max}.`);
  return n;
}

/** The unix time stamp (seconds) of a pop-up call; now when absent. */
export function timestamp(body: Json, ctx: RouteContext): number {
  if (body.unixTimeStamp === undefined || body.unixTimeStamp === null) return Math.floor(ctx.now() / 1000);
  return boundedInteger(body, 'unixTimeStamp', 0, ENGAGEMENT_LIMITS.unixTimeStamp, 'a whole number of seconds');
}

export const timezone = (body: Json): string => optionalString(body, 'timezone', ENGAGEMENT_LIMITS.timezone)?.trim() || 'UTC';

/** A text id from the body: trimmed, '' when absent. */
export const optionalId = (body: Json, key: string): string => optionalString(body, key, ENGAGEMENT_LIMITS.id)?.trim() ?? '';
/** The visitor id in a path (the notification status and its claim): required, at most ENGAGEMENT_LIMITS.id characters. */
export function visitorIdParam(value: string | undefined): string {
  const visitorId = (value ?? '').trim();
  if (!visitorId) throw new ApiError(400, 'Please enter visitorId.');
  if (visitorId.length > ENGAGEMENT_LIMITS.id)
    throw new ApiError(400, `"visitorId" is too long (at most ${ENGAGEMENT_LIMITS.id} characters).`);
  return visitorId;
}

/** One cart item entry: a JSON value of at most 4 kB. */
export function cartItemsOf(body: Json): unknown[] {
  const items = body.cartItems;
  if (!Array.isArray(items)) throw new ApiError(400, '"cartItems" must be a list.');
  if (items.length > ENGAGEMENT_LIMITS.cartItems)
    throw new ApiError(400, `"cartItems" has too many entries (at most ${ENGAGEMENT_LIMITS.cartItems}).`);
  items.forEach((item, index) => {
    const json = JSON.stringify(item ?? null);
    if (json.length > ENGAGEMENT_LIMITS.cartItemJson)
      throw new ApiError(400, `"cartItems[${index}]" is too large (at most ${ENGAGEMENT_LIMITS.cartItemJson} characters of JSON).`);
  });
  return items;
}
