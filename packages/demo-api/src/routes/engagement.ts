/**
 * Pop-up campaigns (visitors, responses, subscriptions and their coupon codes), abandoned-cart
 * status calls with the reminder e-mail outbox, and checkout creation (spec 4, 7) — kept in the
 * database. Every text field has a length limit and every number a range, checked before anything
 * is written: a 900 kB visitor post answers 400 naming its field and keeps nothing.
 */
import { POPUP_EMAIL_INVALID_MESSAGE, POPUP_EMAIL_REQUIRED_MESSAGE, menuTypes, orderTypes } from '@storefront/components/rules';
import {
  popupResponseType,
  popupTemplates,
  popupVisitorResponses,
  type Checkout,
  type CouponInfo,
  type PopupCampaign,
  type PopupResponsePayload,
  type Visitor,
  type VisitorReferrer,
} from '@storefront/components/api';
import { enforce, LIMITS } from '../auth/rateLimit.ts';
import { tokenOf } from '../auth/sessions.ts';
import type { DemoResponse } from '../handlerTypes.ts';
import { couponFor, demoCampaigns } from '../demoData.ts';
import {
  ApiError,
  asObject,
  emailField,
  hasControlCharacter,
  nameField,
  newId,
  oneOf,
  optionalString,
  readJson,
  requiredNumber,
  requiredString,
  type Json,
  type Route,
  type RouteContext,
} from '../router.ts';
import { callerGuestCartId } from './cart.ts';
import { findRetailer } from './catalog.ts';

const CHECKOUT_LIFETIME_MS = 24 * 60 * 60 * 1000;

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

/** The outbox template and key of an abandoned-cart reminder (one pending reminder per e-mail). */
export const ABANDONED_CART_TEMPLATE = 'abandoned-cart';
export const abandonedCartDedupeKey = (emailKey: string): string => `abandoned-cart:${emailKey}`;

/** Pop-up calls answer with `status` (spec 7: "On status 'success' …"). */
const success = (data: unknown, statusCode = 200): DemoResponse => ({ status: statusCode, json: { status: 'success', statusCode, data } });

function campaign(id: string) {
  const found = demoCampaigns.find((c) => c._id === id);
  if (!found) throw new ApiError(404, `Pop-up campaign "${id}" was not found.`);
  return found;
}

function referrer(body: Json): VisitorReferrer {
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
function boundedInteger(body: Json, key: string, min: number, max: number, what = 'a whole number'): number {
  const n = requiredNumber(body, key);
  if (!Number.isInteger(n) || n < min || n > max) throw new ApiError(400, `"${key}" must be ${what} between ${min} and ${max}.`);
  return n;
}

/** The unix time stamp (seconds) of a pop-up call; now when absent. */
function timestamp(body: Json, ctx: RouteContext): number {
  if (body.unixTimeStamp === undefined || body.unixTimeStamp === null) return Math.floor(ctx.now() / 1000);
  return boundedInteger(body, 'unixTimeStamp', 0, ENGAGEMENT_LIMITS.unixTimeStamp, 'a whole number of seconds');
}

const timezone = (body: Json): string => optionalString(body, 'timezone', ENGAGEMENT_LIMITS.timezone)?.trim() || 'UTC';

/** A text id from the body: trimmed, '' when absent. */
const optionalId = (body: Json, key: string): string => optionalString(body, key, ENGAGEMENT_LIMITS.id)?.trim() ?? '';
/** The visitor id in a path (the notification status and its claim): required, at most ENGAGEMENT_LIMITS.id characters. */
function visitorIdParam(value: string | undefined): string {
  const visitorId = (value ?? '').trim();
  if (!visitorId) throw new ApiError(400, 'Please enter visitorId.');
  if (visitorId.length > ENGAGEMENT_LIMITS.id)
    throw new ApiError(400, `"visitorId" is too long (at most ${ENGAGEMENT_LIMITS.id} characters).`);
  return visitorId;
}

/** One cart item entry: a JSON value of at most 4 kB. */
function cartItemsOf(body: Json): unknown[] {
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

export const SIGN_IN_FOR_REMINDER_MESSAGE = 'Please sign in to get a reminder of your cart by e-mail.';
export const OTHER_EMAIL_REMINDER_MESSAGE = 'A cart reminder can only go to the e-mail of the account you are signed in with.';
export const GUEST_REMINDER_MESSAGE = 'Abandoned cart saved. Sign in to get a reminder by e-mail.';
/** The longest first name a reminder greets (an account's names are at most 100 characters). */
const GREETING_NAME_MAX = 100;

interface ReminderOwner {
  /** The abandoned-cart record's key: the account's e-mail key, or 'guest:' and the guest cart's id. */
  key: string;
  /** Where the reminder goes and whom it greets: the signed-in account only (null for a guest). */
  mail: { toEmail: string; firstName: string } | null;
}

/**
 * Whose abandoned cart a status call is about (issue 32: it used to be any `customerEmail` in the
 * body, so anyone could schedule a mail with their own text to any address, or cancel a real
 * shopper's reminder). A signed-in shopper's: the reminder goes to the account's e-mail and greets
 * the account's first name (when it is a plain name); a `customerEmail` in the body must be that
 * e-mail. Without a session, the guest cart of the `sf_cart` cookie's: its status is kept under the
 * cart, but no mail is scheduled, as the API knows no address of a guest it could trust. Neither can
 * reach another shopper's record. Anyone else: 401.
 */
async function reminderOwner(ctx: RouteContext, body: Json): Promise<ReminderOwner> {
  const given =
    body.customerEmail === undefined || body.customerEmail === null || body.customerEmail === ''
      ? undefined
      : emailField(body, 'customerEmail');
  if (ctx.user) {
    const emailKey = ctx.user.email.toLowerCase();
    if (given !== undefined && given.toLowerCase() !== emailKey) throw new ApiError(403, OTHER_EMAIL_REMINDER_MESSAGE);
    const name = ctx.user.firstName.trim();
    const firstName = name.length <= GREETING_NAME_MAX && !hasControlCharacter(name) ? name : '';
    return { key: emailKey, mail: { toEmail: ctx.user.email, firstName } };
  }
  // A session the API no longer knows is a 401 too (the browser learns it ended), not a guest.
  if (tokenOf(ctx.req.headers) !== null) throw new ApiError(401, SIGN_IN_FOR_REMINDER_MESSAGE);
  const guestCart = await callerGuestCartId(ctx);
  if (!guestCart) throw new ApiError(401, SIGN_IN_FOR_REMINDER_MESSAGE);
  return { key: `guest:${guestCart}`, mail: null };
}

/** What a reminder keeps of each cart item: the product, option and quantity it prices from the catalogue; nothing else the caller sent. */
function reminderLines(items: unknown[]): Array<{ productId: string; option: string; quantity: number }> {
  const lines: Array<{ productId: string; option: string; quantity: number }> = [];
  for (const raw of items) {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) continue;
    const item = raw as Record<string, unknown>;
    if (typeof item.productId !== 'string' || typeof item.option !== 'string' || typeof item.quantity !== 'number') continue;
    lines.push({
      productId: item.productId.slice(0, ENGAGEMENT_LIMITS.id),
      option: item.option.slice(0, ENGAGEMENT_LIMITS.id),
      quantity: item.quantity,
    });
  }
  return lines;
}

export const engagementRoutes: Route[] = [
  {
    method: 'POST',
    pattern: '/api/popup/visitor',
    handle: async (ctx) => {
      const body = asObject(ctx.body);
      const visitor: Visitor = {
        _id: newId('vis'),
        name: nameField(body, 'name', { max: ENGAGEMENT_LIMITS.visitorName }),
        url: optionalString(body, 'url', ENGAGEMENT_LIMITS.url) ?? '',
        referrer: referrer(body),
        unixTimeStamp: timestamp(body, ctx),
        timezone: timezone(body),
      };
      if (ctx.ip) await enforce(ctx.db, LIMITS.visitorsPerAddress, ctx.ip, ctx.now());
      await ctx.db
        .insertInto('visitors')
        .values({
          id: visitor._id,
          name: visitor.name,
          url: visitor.url,
          referrer: JSON.stringify(visitor.referrer),
          unixTimeStamp: visitor.unixTimeStamp,
          timezone: visitor.timezone,
          createdAt: ctx.now(),
        })
        .execute();
      return success(visitor, 201);
    },
  },
  {
    method: 'GET',
    pattern: '/api/popup/active',
    handle: async (ctx) => {
      const visitorId = (ctx.query.get('visitorId') ?? '').slice(0, ENGAGEMENT_LIMITS.id + 1);
      const retailerId = ctx.query.get('retailerId');
      if (visitorId.length > ENGAGEMENT_LIMITS.id)
        throw new ApiError(400, `"visitorId" is too long (at most ${ENGAGEMENT_LIMITS.id} characters).`);
      const retailer = retailerId ? findRetailer(ctx, retailerId) : undefined;
      if (retailerId && !retailer) throw new ApiError(404, `Retailer "${retailerId.slice(0, ENGAGEMENT_LIMITS.id)}" was not found.`);
      // Spec 4: "Dismissed or responded campaigns are not queued again": a visitor's sign-ups,
      // clicks and dismissals (cancel) are kept, so those campaigns are left out on every later visit.
      const answered = new Set<string>();
      if (visitorId) {
        const rows = await ctx.db.selectFrom('subscriptions').select('popupCampaignId').where('visitorId', '=', visitorId).execute();
        for (const row of rows) answered.add(row.popupCampaignId);
        const responses = await ctx.db
          .selectFrom('popupResponses')
          .select('popupCampaignId')
          .where('visitorId', '=', visitorId)
          .where('responseType', 'in', ['CANCEL', 'CLICK', 'SIGNUP'])
          .execute();
        for (const row of responses) answered.add(row.popupCampaignId);
      }
      const runsHere = (c: PopupCampaign) => !retailer || c.retailerIds.length === 0 || c.retailerIds.includes(retailer.id);
      const popupCampaign = demoCampaigns.filter(
        (c) => c.status === 'active' && c.action === 'launch' && runsHere(c) && !answered.has(c._id),
      );
      return success({ popupCampaign });
    },
  },
  {
    method: 'POST',
    pattern: '/api/popup/response',
    handle: async (ctx) => {
      const body = asObject(ctx.body);
      // Recorded upper case ('CLICK', spec 4) whichever case the caller sends.
      const rawType = typeof body.responseType === 'string' && body.responseType.length <= 20 ? body.responseType.toLowerCase() : '';
      const responseType = popupResponseType(oneOf(rawType, popupVisitorResponses, 'responseType'));
      const found = campaign(requiredString(body, 'popupCampaignId', 'popupCampaignId', ENGAGEMENT_LIMITS.id));
      const record: PopupResponsePayload & { _id: string } = {
        _id: newId('rsp'),
        responseType,
        popupCampaignId: found._id,
        popupTemplateType:
          body.popupTemplateType === undefined
            ? found.edit.display.templateType
            : oneOf(body.popupTemplateType, popupTemplates, 'popupTemplateType'),
        visitorId: requiredString(body, 'visitorId', 'visitorId', ENGAGEMENT_LIMITS.id),
        unixTimeStamp: timestamp(body, ctx),
        retailerId: optionalId(body, 'retailerId'),
        timezone: timezone(body),
      };
      await ctx.db
        .insertInto('popupResponses')
        .values({
          id: record._id,
          responseType: record.responseType,
          popupCampaignId: record.popupCampaignId,
          popupTemplateType: record.popupTemplateType,
          visitorId: record.visitorId,
          retailerId: record.retailerId,
          unixTimeStamp: record.unixTimeStamp,
          timezone: record.timezone,
          createdAt: ctx.now(),
        })
        .execute();
      return success(record, 201);
    },
  },
  {
    method: 'POST',
    pattern: '/api/popup/subscribe',
    handle: async (ctx) => {
      const body = asObject(ctx.body);
      // The pop-up e-mail field messages (spec 5); the length is checked before the pattern.
      const email = emailField(body, 'email', { required: POPUP_EMAIL_REQUIRED_MESSAGE, invalid: POPUP_EMAIL_INVALID_MESSAGE });
      const found = campaign(requiredString(body, 'popupCampaignId', 'popupCampaignId', ENGAGEMENT_LIMITS.id));
      if (!found.isFormEnable) throw new ApiError(400, `Pop-up campaign "${found._id}" has no sign-up form.`);
      const visitorId = optionalId(body, 'visitorId');
      const retailerId = optionalId(body, 'retailerId');
      const emailKey = email.toLowerCase();
      const now = ctx.now();
      if (ctx.ip) await enforce(ctx.db, LIMITS.subscribePerAddress, ctx.ip, now);
      await enforce(ctx.db, LIMITS.subscribePerEmail, emailKey, now);
      // The unique (campaign, e-mail) pair: a repeat, or a race of two, keeps the first row's codes.
      const inserted = await ctx.db
        .insertInto('subscriptions')
        .values({
          id: newId('sub'),
          emailKey,
          email,
          popupCampaignId: found._id,
          visitorId,
          retailerId,
          couponInfo: JSON.stringify(couponFor(found._id, email)),
          createdAt: now,
        })
        .onConflict((oc) => oc.columns(['popupCampaignId', 'emailKey']).doNothing())
        .executeTakeFirst();
      const created = Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
      const row = await ctx.db
        .selectFrom('subscriptions')
        .select('couponInfo')
        .where('popupCampaignId', '=', found._id)
        .where('emailKey', '=', emailKey)
        .executeTakeFirstOrThrow();
      const couponInfo = readJson<CouponInfo>(row.couponInfo, couponFor(found._id, email));
      return success({ couponInfo }, created ? 201 : 200);
    },
  },

  {
    method: 'POST',
    pattern: '/api/cms/abandoned-cart/status',
    handle: async (ctx) => {
      const body = asObject(ctx.body);
      const cartItems = cartItemsOf(body);
      const abandonAfterMs = boundedInteger(body, 'abandonAfterMs', 0, ENGAGEMENT_LIMITS.abandonAfterMs);
      const emailScheduled = cartItems.length > 0;
      // Clearing may name no cart (the caller's cartId is '' or the last one); scheduling needs one.
      const cartId = emailScheduled ? requiredString(body, 'cartId', 'cartId', ENGAGEMENT_LIMITS.id) : optionalId(body, 'cartId');
      const retailerId = optionalId(body, 'retailerId');
      const menuType = optionalString(body, 'menuType', 50) ?? '';
      const orderType = optionalString(body, 'orderType', 50) ?? '';
      // The rest of spec 7's body (names, mobile, ids, the shopper's token) is length-checked like
      // every field and then left unused: who the reminder is for and how it greets them come from
      // the session, never from the body.
      for (const key of ['firstName', 'lastName', 'fullName']) optionalString(body, key, ENGAGEMENT_LIMITS.personName);
      optionalString(body, 'mobile', 50);
      optionalString(body, 'provider', 100);
      for (const key of ['checkoutId', 'userId']) optionalId(body, key);
      optionalString(body, 'token', 500);
      const now = ctx.now();
      if (ctx.ip) await enforce(ctx.db, LIMITS.abandonedCartPerAddress, ctx.ip, now);
      const owner = await reminderOwner(ctx, body);
      const lines = reminderLines(cartItems);
      const scheduledFor = emailScheduled && owner.mail ? now + abandonAfterMs : null;
      await ctx.db.transaction().execute(async (trx) => {
        // The upsert comes first: on PostgreSQL it locks this shopper's row, so two concurrent
        // calls for one shopper run the outbox steps one after the other (one pending reminder).
        const record = {
          customerEmail: owner.mail?.toEmail ?? '',
          cartId,
          cartItems: JSON.stringify(lines),
          abandonAfterMs,
          scheduledFor,
          updatedAt: now,
        };
        await trx
          .insertInto('abandonedCarts')
          .values({ emailKey: owner.key, ...record })
          .onConflict((oc) => oc.column('emailKey').doUpdateSet(record))
          .execute();
        if (!owner.mail) return;
        const dedupeKey = abandonedCartDedupeKey(owner.key);
        await trx
          .updateTable('emailOutbox')
          .set({ cancelledAt: now })
          .where('dedupeKey', '=', dedupeKey)
          .where('sentAt', 'is', null)
          .where('cancelledAt', 'is', null)
          .execute();
        if (scheduledFor !== null) {
          await trx
            .insertInto('emailOutbox')
            .values({
              id: newId('mail'),
              dedupeKey,
              toEmail: owner.mail.toEmail,
              template: ABANDONED_CART_TEMPLATE,
              payload: JSON.stringify({ cartId, cartItems: lines, firstName: owner.mail.firstName, retailerId, menuType, orderType }),
              sendAfter: scheduledFor,
              sentAt: null,
              cancelledAt: null,
              createdAt: now,
            })
            .execute();
        }
      });
      const message = !emailScheduled
        ? 'Abandoned cart cleared.'
        : owner.mail
          ? 'Abandoned cart e-mail scheduled.'
          : GUEST_REMINDER_MESSAGE;
      return { status: 200, json: { statusCode: 200, message, data: { cartId, emailScheduled: scheduledFor !== null, scheduledFor } } };
    },
  },
  {
    method: 'POST',
    pattern: '/api/cms/abandoned-cart/notification/:visitorId',
    handle: async (ctx) => {
      const body = asObject(ctx.body);
      const visitorId = visitorIdParam(ctx.params.visitorId);
      const cartItemCount = boundedInteger(body, 'cartItemCount', 0, ENGAGEMENT_LIMITS.cartItemCount);
      const abandonAfterMs = boundedInteger(body, 'abandonAfterMs', 0, ENGAGEMENT_LIMITS.abandonAfterMs);
      const now = ctx.now();
      const scheduledFor = cartItemCount > 0 ? now + abandonAfterMs : null;
      const record = { cartItemCount, abandonAfterMs, scheduledFor, updatedAt: now };
      await ctx.db
        .insertInto('cartNotifications')
        .values({ visitorId, ...record })
        .onConflict((oc) => oc.column('visitorId').doUpdateSet(record))
        .execute();
      return { status: 200, json: { statusCode: 200, data: { visitorId, cartItemCount, scheduledFor } } };
    },
  },
  {
    // The service worker asks whether the visitor's cart is abandoned (issue 12 item 5): when the
    // latest status has items and its time has come, and no worker has claimed this schedule yet,
    // the claim succeeds once ({notify: true, cartItemCount}); every other answer is notify false.
    method: 'POST',
    pattern: '/api/cms/abandoned-cart/notification/:visitorId/claim',
    handle: async (ctx) => {
      const visitorId = visitorIdParam(ctx.params.visitorId);
      const now = ctx.now();
      const claimed = await ctx.db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('cartNotifications').selectAll().where('visitorId', '=', visitorId).executeTakeFirst();
        const scheduledFor = row?.scheduledFor === null || row?.scheduledFor === undefined ? null : Number(row.scheduledFor);
        const due =
          row !== undefined &&
          row.cartItemCount > 0 &&
          scheduledFor !== null &&
          scheduledFor <= now &&
          Number(row.notifiedFor ?? -1) !== scheduledFor;
        if (!due) return { notify: false, cartItemCount: row?.cartItemCount ?? 0, scheduledFor };
        const updated = await trx
          .updateTable('cartNotifications')
          .set({ notifiedFor: scheduledFor })
          .where('visitorId', '=', visitorId)
          .where((eb) => eb.or([eb('notifiedFor', 'is', null), eb('notifiedFor', '!=', scheduledFor)]))
          .executeTakeFirst();
        return { notify: Number(updated.numUpdatedRows) === 1, cartItemCount: row.cartItemCount, scheduledFor };
      });
      return { status: 200, json: { statusCode: 200, data: { visitorId, ...claimed } } };
    },
  },

  {
    method: 'POST',
    pattern: '/api/checkout',
    handle: async (ctx) => {
      const body = asObject(ctx.body);
      const retailerId = requiredString(body, 'retailerId', 'retailerId', ENGAGEMENT_LIMITS.id);
      const retailer = findRetailer(ctx, retailerId);
      if (!retailer) throw new ApiError(404, `Retailer "${retailerId}" was not found.`);
      const orderType = oneOf(body.orderType, orderTypes, 'orderType');
      const pricingType = oneOf(body.pricingType, menuTypes, 'pricingType');
      if (!retailer.menuTypes.includes(pricingType)) throw new ApiError(400, `${retailer.name} does not offer a ${pricingType} menu.`);
      const createdAt = ctx.now();
      // A guest's checkouts are limited per address; a signed-in shopper's are not, so a store's crowd
      // behind one NAT never loses a sale to the limit (and their sign-ups are limited already).
      if (ctx.ip && !ctx.user) await enforce(ctx.db, LIMITS.checkoutsPerAddress, ctx.ip, createdAt);
      const checkout: Checkout = {
        checkoutId: newId('chk'),
        retailerId: retailer.id,
        orderType,
        pricingType,
        createdAt,
        expiresAt: createdAt + CHECKOUT_LIFETIME_MS,
      };
      await ctx.db
        .insertInto('checkouts')
        .values({
          id: checkout.checkoutId,
          retailerId: checkout.retailerId,
          orderType,
          pricingType,
          userId: ctx.user?._id ?? null,
          createdAt,
          expiresAt: checkout.expiresAt,
        })
        .execute();
      return { status: 201, json: { statusCode: 201, message: 'Checkout created.', data: checkout } };
    },
  },
];
