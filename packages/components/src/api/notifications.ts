/**
 * The notifications page and the settings pages (GET /api/notifications' feed, a notification read,
 * all seen; GET/PUT /api/notification-settings; GET/POST/DELETE /api/deals-alerts). A failed change
 * shows its toast (the client's rule) and resolves to null, so the page keeps what it showed.
 */
import { queryOptions } from '@tanstack/react-query';
import type { NotificationItem } from '../domain/types.ts';
import { apiPaths } from '../rules/api.ts';
import type { NotificationSettingValues } from '../rules/content/notifications.ts';
import { accountContract } from './accountContracts.ts';
import { api, request, requestPage } from './client.ts';
import { queryKeys } from './keys.ts';

const feed = accountContract((schemas) => schemas.notificationFeed);

/** The signed-in shopper's notifications, newest first (the feed the bell's count is about). */
export function notificationFeedQuery(userId: string | null) {
  return queryOptions({
    queryKey: queryKeys.notificationFeed(userId),
    queryFn: async ({ signal }): Promise<NotificationItem[]> => (await request(apiPaths.notifications, { signal, schema: feed })).data.data,
    enabled: userId !== null,
    staleTime: 0,
  });
}

const unseenAnswer = accountContract((schemas) => schemas.unseenAnswer);

/** Marks one notification read; resolves to the unseen count left, or null when it failed. */
export async function markNotificationRead(id: string): Promise<number | null> {
  const result = await api.post(apiPaths.notificationRead(id), {}, { schema: unseenAnswer });
  return result.ok ? result.response.data.unseenCount : null;
}

/** Marks every notification seen ('Mark all as read'); resolves to true when it did. */
export async function markAllNotificationsSeen(): Promise<boolean> {
  return (await api.post(apiPaths.notificationsSeen, {}, { schema: unseenAnswer })).ok;
}

const settingsAnswer = accountContract((schemas) => schemas.settingsAnswer);

export function notificationSettingsQuery() {
  return queryOptions({
    queryKey: queryKeys.notificationSettings(),
    queryFn: async ({ signal }): Promise<NotificationSettingValues> =>
      (await request(apiPaths.notificationSettings, { signal, schema: settingsAnswer })).data,
    staleTime: 0,
  });
}

/** Saves the changed settings; resolves to all settings as saved, or null when it failed. */
export async function saveNotificationSettings(change: Partial<NotificationSettingValues>): Promise<NotificationSettingValues | null> {
  const result = await api.put(apiPaths.notificationSettings, change, { schema: settingsAnswer, successToast: true });
  return result.ok ? result.response.data : null;
}

export interface DealsAlert {
  id: string;
  retailerId: string;
  kind: string;
  value: string;
  createdAt: number;
}

const dealsAlert = accountContract((schemas) => schemas.dealsAlert);

export function dealsAlertsQuery() {
  return queryOptions({
    queryKey: queryKeys.dealsAlerts(),
    queryFn: async ({ signal }): Promise<DealsAlert[]> => (await requestPage(apiPaths.dealsAlerts, dealsAlert, { signal })).items,
    staleTime: 0,
  });
}

const alertAnswer = accountContract((schemas) => schemas.alertAnswer);

/** Follows a category's or brand's deals at a store; resolves to the alert, or null when it failed. */
export async function addDealsAlert(body: { retailerId: string; kind: string; value: string }): Promise<DealsAlert | null> {
  const result = await api.post(apiPaths.dealsAlerts, body, { schema: alertAnswer, successToast: true });
  return result.ok ? result.response.data : null;
}

export async function removeDealsAlert(id: string): Promise<boolean> {
  return (await api.delete(apiPaths.dealsAlert(id), { successToast: true })).ok;
}
