/**
 * Abandoned carts (spec 4, issue 12 item 5): the storefront's status calls, the reminder e-mail they
 * schedule in the outbox (routes/outbox.ts) for a signed-in shopper, and the service worker's
 * notification check and claim.
 */
import { enforce, LIMITS } from '../auth/rateLimit.ts';
import { tokenOf } from '../auth/sessions.ts';
import {
  ApiError,
  asObject,
  emailField,
  hasControlCharacter,
  newId,
  optionalString,
  requiredString,
  type Json,
  type Route,
  type RouteContext,
} from '../router.ts';
import { callerGuestCartId } from './cart.ts';
import { boundedInteger, ENGAGEMENT_LIMITS, optionalId, visitorIdParam, cartItemsOf } from './engagementFields.ts';

/** The outbox template and key of an abandoned-cart reminder (one pending reminder per e-mail). */
export const ABANDONED_CART_TEMPLATE = 'abandoned-cart';
export const abandonedCartDedupeKey = (emailKey: string): string => `abandoned-cart:${emailKey}`;

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

export const abandonedCartRoutes: Route[] = [
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
];
