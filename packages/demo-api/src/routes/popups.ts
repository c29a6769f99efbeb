/**
 * Pop-up campaigns (spec 7): visitors, the campaigns active for a store, responses, and sign-ups
 * with their coupon codes, kept in the database.
 */
import { POPUP_EMAIL_INVALID_MESSAGE, POPUP_EMAIL_REQUIRED_MESSAGE } from '@storefront/components/rules';
import {
  popupResponseType,
  popupTemplates,
  popupVisitorResponses,
  type CouponInfo,
  type PopupCampaign,
  type PopupResponsePayload,
  type Visitor,
} from '@storefront/components/api';
import { enforce, LIMITS } from '../auth/rateLimit.ts';
import { couponFor, demoCampaigns } from '../demoData.ts';
import {
  ApiError,
  asObject,
  emailField,
  nameField,
  newId,
  oneOf,
  optionalString,
  readJson,
  requiredString,
  type Route,
} from '../router.ts';
import { findRetailer } from './catalog.ts';
import { issueCampaignCodes } from './promoCodes.ts';
import { ENGAGEMENT_LIMITS, optionalId, referrer, success, timestamp, timezone } from './engagementFields.ts';

/** A demo campaign by id (fixtures/demo/campaigns.json); 404 when there is none. */
function campaign(id: string) {
  const found = demoCampaigns.find((c) => c._id === id);
  if (!found) throw new ApiError(404, `Pop-up campaign "${id}" was not found.`);
  return found;
}

export const popupRoutes: Route[] = [
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
      // The personal code works at checkout (issue 35): issued tied to this e-mail, for the campaign's stores.
      await issueCampaignCodes(ctx.db, found, emailKey, couponInfo.codes, now);
      return success({ couponInfo }, created ? 201 : 200);
    },
  },
];
