/**
 * The notifications page (spec 2.1 /notification; spec 3's feed grouped by day, spec 9's relative
 * labels: Today, Yesterday, 3 to 6 days ago, 1 week ago…), the shopper's notification settings and
 * deals alerts as tables (what the settings page lists; what an alert may follow).
 */
import { formatClockTime, groupByCalendarDay, relativeDateLabel, type DateInput } from '../commerce/datesAndMoney.ts';
import { safeHref } from '../navigation/index.ts';

export interface NotificationInput {
  id: string;
  title: string;
  body: string;
  createdAt: DateInput;
  seen: boolean;
  link?: string | null;
}

export interface NotificationView {
  id: string;
  title: string;
  body: string;
  unread: boolean;
  /** Where it leads: a safe site path or http(s) URL, else null (then it is not a link). */
  href: string | null;
  /** 'h:mm A'. */
  time: string;
}

export interface NotificationDayGroup {
  label: string;
  items: NotificationView[];
}

/**
 * Newest first, grouped by the local calendar day under relative labels; days that share a label
 * ('1 week ago' covers several) are one group, so no heading repeats. An odd link is no link.
 */
export function notificationDayGroups(items: readonly NotificationInput[], now: DateInput): NotificationDayGroup[] {
  const sorted = [...items].sort((a, b) => new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime());
  const groups: NotificationDayGroup[] = [];
  for (const day of groupByCalendarDay(sorted)) {
    const label = relativeDateLabel(day.items[0]!.createdAt, now) || 'Earlier';
    const views = day.items.map((item) => ({
      id: item.id,
      title: item.title,
      body: item.body,
      unread: !item.seen,
      href: safeHref(item.link, null),
      time: formatClockTime(item.createdAt),
    }));
    const last = groups.at(-1);
    if (last && last.label === label) last.items.push(...views);
    else groups.push({ label, items: views });
  }
  return groups;
}

/** The notification settings the API keeps (PUT /api/notification-settings), as the settings page shows them. */
export const NOTIFICATION_SETTINGS = [
  { key: 'orderUpdates', label: 'Order updates', description: 'When your order is accepted, ready for pickup or out for delivery.' },
  { key: 'deals', label: 'Deals and drops', description: 'New specials and products from the stores and brands you follow.' },
  { key: 'email', label: 'Email', description: 'Send these to the email address on your account.' },
  { key: 'sms', label: 'Text messages', description: 'Send these by text to the phone number on your account.' },
  { key: 'push', label: 'Browser notifications', description: 'Show these on this device, also when the store is not open in a tab.' },
] as const;
export type NotificationSettingKey = (typeof NOTIFICATION_SETTINGS)[number]['key'];
export type NotificationSettingValues = Record<NotificationSettingKey, boolean>;

/** What a deals alert can follow (the API also knows a single special: 'deal'). */
export const DEALS_ALERT_KINDS = [
  { kind: 'category', label: 'Category', formLabel: 'Follow a category' },
  { kind: 'brand', label: 'Brand', formLabel: 'Follow a brand' },
] as const;
export type DealsAlertKind = (typeof DEALS_ALERT_KINDS)[number]['kind'] | 'deal';

export interface DealsAlertInput {
  id: string;
  kind: string;
  value: string;
}

/**
 * An alert as the page lists it: 'Brand: Canyon Cured' (the name from the given lists, else the
 * value as stored), sorted by kind then name.
 */
export function dealsAlertEntries(
  alerts: readonly DealsAlertInput[],
  names: { category: ReadonlyMap<string, string>; brand: ReadonlyMap<string, string> },
): Array<{ id: string; label: string }> {
  const kindLabel = (kind: string) => DEALS_ALERT_KINDS.find((k) => k.kind === kind)?.label ?? 'Deal';
  return alerts
    .map((alert) => {
      const name = (alert.kind === 'category' || alert.kind === 'brand' ? names[alert.kind].get(alert.value) : undefined) ?? alert.value;
      return { id: alert.id, kind: kindLabel(alert.kind), name, label: `${kindLabel(alert.kind)}: ${name}` };
    })
    .sort((a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name))
    .map(({ id, label }) => ({ id, label }));
}
