/** The shopper's notification settings and deals alerts (what to be told about). */
import { NOTIFICATION_SETTINGS } from '@storefront/components/rules';
import { ApiError, asObject, newId, ok, page, readJson, requireUser, requiredString, type Route, type RouteContext } from '../router.ts';
import { findRetailer } from './catalog.ts';

/** The storefront's settings table names the keys (the page lists the same ones). */
export const notificationSettingKeys = NOTIFICATION_SETTINGS.map((setting) => setting.key);
export type NotificationSettings = Record<(typeof notificationSettingKeys)[number], boolean>;
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  email: true,
  sms: false,
  push: false,
  orderUpdates: true,
  deals: true,
};

export const dealsAlertKinds = ['category', 'brand', 'deal'] as const;

async function settingsOf(ctx: RouteContext, userId: string): Promise<NotificationSettings> {
  const row = await ctx.db.selectFrom('notificationSettings').select('settings').where('userId', '=', userId).executeTakeFirst();
  return { ...DEFAULT_NOTIFICATION_SETTINGS, ...(row ? readJson<Partial<NotificationSettings>>(row.settings, {}) : {}) };
}

function alertTargetExists(ctx: RouteContext, kind: string, value: string): boolean {
  if (kind === 'category')
    return (
      ctx.catalog.categories.some((c) => c.categoryName === value || c.urlSlug === value) ||
      ctx.catalog.customCategories.some((c) => c.urlSlug === value)
    );
  if (kind === 'brand') return ctx.catalog.brands.some((b) => b.id === value || b.urlSlug === value);
  return ctx.catalog.specials.some((s) => s.urlSlug === value || s.id === value);
}

export const alertRoutes: Route[] = [
  { method: 'GET', pattern: '/api/notification-settings', handle: async (ctx) => ok(await settingsOf(ctx, requireUser(ctx)._id)) },
  {
    method: 'PUT',
    pattern: '/api/notification-settings',
    handle: async (ctx) => {
      const user = requireUser(ctx);
      const body = asObject(ctx.body);
      const next = await settingsOf(ctx, user._id);
      for (const [key, value] of Object.entries(body)) {
        if (!(notificationSettingKeys as readonly string[]).includes(key))
          throw new ApiError(400, `"${key}" is not a notification setting.`);
        if (typeof value !== 'boolean') throw new ApiError(400, `"${key}" must be true or false.`);
        next[key as keyof NotificationSettings] = value;
      }
      const now = ctx.now();
      await ctx.db
        .insertInto('notificationSettings')
        .values({ userId: user._id, settings: JSON.stringify(next), updatedAt: now })
        .onConflict((oc) => oc.column('userId').doUpdateSet({ settings: JSON.stringify(next), updatedAt: now }))
        .execute();
      return ok(next, 200, 'Your notification settings are saved.');
    },
  },
  {
    method: 'GET',
    pattern: '/api/deals-alerts',
    handle: async (ctx) => {
      const user = requireUser(ctx);
      const rows = await ctx.db
        .selectFrom('dealsAlerts')
        .select(['id', 'retailerId', 'kind', 'value', 'createdAt'])
        .where('userId', '=', user._id)
        .orderBy('createdAt')
        .execute();
      return page(rows, ctx.query);
    },
  },
  {
    method: 'POST',
    pattern: '/api/deals-alerts',
    handle: async (ctx) => {
      const user = requireUser(ctx);
      const body = asObject(ctx.body);
      const retailerId = requiredString(body, 'retailerId', 'retailerId', 100);
      if (!findRetailer(ctx, retailerId)) throw new ApiError(404, `Retailer "${retailerId}" was not found.`);
      const kind = requiredString(body, 'kind', 'kind', 20);
      if (!(dealsAlertKinds as readonly string[]).includes(kind))
        throw new ApiError(400, `"kind" must be one of ${dealsAlertKinds.join(', ')}.`);
      const value = requiredString(body, 'value', 'value', 200);
      if (!alertTargetExists(ctx, kind, value)) throw new ApiError(404, `No ${kind} "${value}" to follow.`);
      await ctx.db
        .insertInto('dealsAlerts')
        .values({ id: newId('alr'), userId: user._id, retailerId, kind, value, createdAt: ctx.now() })
        .onConflict((oc) => oc.columns(['userId', 'retailerId', 'kind', 'value']).doNothing())
        .execute();
      const row = await ctx.db
        .selectFrom('dealsAlerts')
        .select(['id', 'retailerId', 'kind', 'value', 'createdAt'])
        .where('userId', '=', user._id)
        .where('retailerId', '=', retailerId)
        .where('kind', '=', kind)
        .where('value', '=', value)
        .executeTakeFirstOrThrow();
      return ok(row, 201, 'Deals alert saved.');
    },
  },
  {
    method: 'DELETE',
    pattern: '/api/deals-alerts/:id',
    handle: async (ctx) => {
      const user = requireUser(ctx);
      const result = await ctx.db
        .deleteFrom('dealsAlerts')
        .where('userId', '=', user._id)
        .where('id', '=', ctx.params.id ?? '')
        .executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw new ApiError(404, 'Deals alert not found.');
      return ok({ deleted: true }, 200, 'Deals alert removed.');
    },
  },
];
