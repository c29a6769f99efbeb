/** Pop-up campaigns, abandoned-cart status calls and checkout creation (spec 4, 7). */
import { menuTypes, orderTypes } from '@storefront/components/rules';
import { popupResponseType, popupTemplates, popupVisitorResponses, type Checkout, type PopupResponsePayload, type VisitorReferrer } from '@storefront/components/api';
import type { DemoResponse } from '../handlerTypes.ts';
import { couponFor, demoCampaigns } from '../demoData.ts';
import {
  ApiError,
  EMAIL_PATTERN,
  asObject,
  oneOf,
  optionalNumber,
  optionalString,
  requiredNumber,
  requiredString,
  type Json,
  type Route,
  type RouteContext,
} from '../router.ts';
import { nextId } from '../store.ts';
import { findRetailer } from './catalog.ts';

const CHECKOUT_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Pop-up calls answer with `status` (spec 7: "On status 'success' …"). */
const success = (data: unknown, statusCode = 200): DemoResponse => ({ status: statusCode, json: { status: 'success', statusCode, data } });

function campaign(id: string) {
  const found = demoCampaigns.find((c) => c._id === id);
  if (!found) throw new ApiError(404, `Pop-up campaign "${id}" was not found.`);
  return found;
}

function referrer(body: Json): VisitorReferrer {
  const r = body.referrer === undefined ? {} : asObject(body.referrer, '"referrer"');
  const str = (k: string) => (typeof r[k] === 'string' ? (r[k] as string) : '');
  return { known: r.known === true, domain: str('domain'), source: str('source') || 'Direct', medium: str('medium') || 'unknown', term: str('term'), uri: str('uri') };
}

const timestamp = (body: Json, ctx: RouteContext): number => optionalNumber(body, 'unixTimeStamp') ?? Math.floor(ctx.now() / 1000);

export const engagementRoutes: Route[] = [
  {
    method: 'POST',
    pattern: '/api/popup/visitor',
    handle: (ctx) => {
      const body = asObject(ctx.body);
      const visitor = {
        _id: nextId(ctx.store, 'visitor'),
        name: requiredString(body, 'name', 'name'),
        url: optionalString(body, 'url') ?? '',
        referrer: referrer(body),
        unixTimeStamp: timestamp(body, ctx),
        timezone: optionalString(body, 'timezone') ?? 'UTC',
      };
      ctx.store.visitors.set(visitor._id, visitor);
      return success(visitor, 201);
    },
  },
  {
    method: 'GET',
    pattern: '/api/popup/active',
    handle: (ctx) => {
      const visitorId = ctx.query.get('visitorId');
      const retailerId = ctx.query.get('retailerId');
      if (retailerId && !findRetailer(ctx, retailerId)) throw new ApiError(404, `Retailer "${retailerId}" was not found.`);
      const signedUp = new Set(ctx.store.subscriptions.filter((s) => s.visitorId === visitorId).map((s) => s.popupCampaignId));
      const popupCampaign = demoCampaigns.filter((c) => c.status === 'active' && c.action === 'launch' && !signedUp.has(c._id));
      return success({ popupCampaign });
    },
  },
  {
    method: 'POST',
    pattern: '/api/popup/response',
    handle: (ctx) => {
      const body = asObject(ctx.body);
      // Recorded upper case ('CLICK', spec 4) whichever case the caller sends.
      const responseType = popupResponseType(oneOf(String(body.responseType ?? '').toLowerCase(), popupVisitorResponses, 'responseType'));
      const found = campaign(requiredString(body, 'popupCampaignId', 'popupCampaignId'));
      const record: PopupResponsePayload & { _id: string } = {
        _id: nextId(ctx.store, 'response'),
        responseType,
        popupCampaignId: found._id,
        popupTemplateType: body.popupTemplateType === undefined ? found.edit.display.templateType : oneOf(body.popupTemplateType, popupTemplates, 'popupTemplateType'),
        visitorId: requiredString(body, 'visitorId', 'visitorId'),
        unixTimeStamp: timestamp(body, ctx),
        retailerId: optionalString(body, 'retailerId') ?? '',
        timezone: optionalString(body, 'timezone') ?? 'UTC',
      };
      ctx.store.popupResponses.push(record);
      return success(record, 201);
    },
  },
  {
    method: 'POST',
    pattern: '/api/popup/subscribe',
    handle: (ctx) => {
      const body = asObject(ctx.body);
      const email = typeof body.email === 'string' ? body.email.trim() : '';
      // The pop-up e-mail field messages (spec 5).
      if (!email) throw new ApiError(400, 'Email is required');
      if (!EMAIL_PATTERN.test(email)) throw new ApiError(400, 'Please enter a valid email');
      const found = campaign(requiredString(body, 'popupCampaignId', 'popupCampaignId'));
      if (!found.isFormEnable) throw new ApiError(400, `Pop-up campaign "${found._id}" has no sign-up form.`);
      const visitorId = optionalString(body, 'visitorId') ?? '';
      const existing = ctx.store.subscriptions.find((s) => s.popupCampaignId === found._id && s.email.toLowerCase() === email.toLowerCase());
      const couponInfo = existing?.couponInfo ?? couponFor(found._id, email);
      if (!existing) {
        ctx.store.subscriptions.push({
          _id: nextId(ctx.store, 'subscription'),
          email,
          popupCampaignId: found._id,
          visitorId,
          retailerId: optionalString(body, 'retailerId') ?? '',
          couponInfo,
          createdAt: ctx.now(),
        });
      }
      return success({ couponInfo }, existing ? 200 : 201);
    },
  },

  {
    method: 'POST',
    pattern: '/api/cms/abandoned-cart/status',
    handle: (ctx) => {
      const body = asObject(ctx.body);
      if (!Array.isArray(body.cartItems)) throw new ApiError(400, '"cartItems" must be a list.');
      const cartId = requiredString(body, 'cartId', 'cartId');
      const customerEmail = requiredString(body, 'customerEmail', 'customerEmail');
      if (!EMAIL_PATTERN.test(customerEmail)) throw new ApiError(400, 'Please provide a correct email address!');
      const abandonAfterMs = requiredNumber(body, 'abandonAfterMs');
      const emailScheduled = body.cartItems.length > 0;
      const scheduledFor = emailScheduled ? ctx.now() + abandonAfterMs : null;
      ctx.store.abandonedCarts.set(customerEmail.toLowerCase(), {
        ...(body as object),
        abandonAfterMs,
        customerEmail,
        cartId,
        cartItems: body.cartItems,
        updatedAt: ctx.now(),
        scheduledFor,
      });
      return { status: 200, json: { statusCode: 200, message: emailScheduled ? 'Abandoned cart e-mail scheduled.' : 'Abandoned cart cleared.', data: { cartId, emailScheduled, scheduledFor } } };
    },
  },
  {
    method: 'POST',
    pattern: '/api/cms/abandoned-cart/notification/:visitorId',
    handle: (ctx) => {
      const body = asObject(ctx.body);
      const visitorId = ctx.params.visitorId ?? '';
      const cartItemCount = requiredNumber(body, 'cartItemCount');
      const abandonAfterMs = requiredNumber(body, 'abandonAfterMs');
      if (!Number.isInteger(cartItemCount) || cartItemCount < 0) throw new ApiError(400, '"cartItemCount" must be a whole number of at least 0.');
      ctx.store.cartNotifications.set(visitorId, { cartItemCount, abandonAfterMs, updatedAt: ctx.now() });
      const scheduledFor = cartItemCount > 0 ? ctx.now() + abandonAfterMs : null;
      return { status: 200, json: { statusCode: 200, data: { visitorId, cartItemCount, scheduledFor } } };
    },
  },

  {
    method: 'POST',
    pattern: '/api/checkout',
    handle: (ctx) => {
      const body = asObject(ctx.body);
      const retailerId = requiredString(body, 'retailerId', 'retailerId');
      const retailer = findRetailer(ctx, retailerId);
      if (!retailer) throw new ApiError(404, `Retailer "${retailerId}" was not found.`);
      const orderType = oneOf(body.orderType, orderTypes, 'orderType');
      const pricingType = oneOf(body.pricingType, menuTypes, 'pricingType');
      if (!retailer.menuTypes.includes(pricingType)) throw new ApiError(400, `${retailer.name} does not offer a ${pricingType} menu.`);
      const createdAt = ctx.now();
      const checkout: Checkout = { checkoutId: nextId(ctx.store, 'checkout'), retailerId: retailer.id, orderType, pricingType, createdAt, expiresAt: createdAt + CHECKOUT_LIFETIME_MS };
      ctx.store.checkouts.set(checkout.checkoutId, checkout);
      return { status: 201, json: { statusCode: 201, message: 'Checkout created.', data: checkout } };
    },
  },
];
