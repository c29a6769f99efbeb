/**
 * Notifications and the settings pages (spec 2.1; issue 13, item 3): /notification (the feed by day;
 * opening one marks it read; 'Mark all as read' resets the server's count, which the bell shows),
 * /notification-settings (the settings the backend keeps, saved as each switch changes),
 * /permission-settings (this browser's notification and location permissions: what the abandoned-
 * cart reminder and 'closest stores' need) and /deals-alert (follow a category's or a brand's deals
 * at the store shown). Signed-in only, except the browser's permissions.
 */
import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DEALS_ALERT_KINDS,
  dealsAlertEntries,
  FieldsForm,
  FollowedList,
  NOTIFICATION_SETTINGS,
  notificationDayGroups,
  NotificationList,
  notify,
  SettingSwitches,
  storeName,
  type FormFieldSpec,
  type NotificationSettingKey,
  Stack,
} from '@storefront/components';
import {
  addDealsAlert,
  dealsAlertsQuery,
  markAllNotificationsSeen,
  markNotificationRead,
  notificationFeedQuery,
  notificationSettingsQuery,
  removeDealsAlert,
  saveNotificationSettings,
} from '@storefront/components/api';
import { queryKeys } from '@storefront/components/api';
import { PageFrame } from '../../layout/PageFrame.tsx';
import { SignInRequired } from '../../layout/SignInRequired.tsx';
import type { PageProps } from '../../routes/PageProps.ts';
import { useBrands, useCategories, useRetailers } from '../../api/queries.ts';
import { useNow } from '../../store-choice/useStoreStatus.ts';
import { selectIsSignedIn, useNotificationsStore, useSessionStore } from '../../stores/index.ts';
import { Section } from '../shared/Section.tsx';
import { useShop } from '../../shop/useShop.ts';
import * as css from '../shared/page.css.ts';

export const LOAD_FAILED_MESSAGE = 'This could not be loaded. Please try again.';

/** /notification */
function NotificationFeed() {
  const userId = useSessionStore((state) => state.user?._id ?? null);
  const queryClient = useQueryClient();
  const feed = useQuery(notificationFeedQuery(userId));
  const now = useNow();
  const [markingAll, setMarkingAll] = useState(false);
  const groups = useMemo(() => (feed.data && now ? notificationDayGroups(feed.data, now) : []), [feed.data, now]);
  // The summary (the bell's count) and the feed share the ['notifications', userId] prefix.
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications(userId) });

  if (feed.isPending || !now) return <p className={css.muted}>Loading your notifications…</p>;
  if (feed.isError) return <p className={css.text}>{LOAD_FAILED_MESSAGE}</p>;
  return (
    <NotificationList
      groups={groups}
      markingAll={markingAll}
      emptyAction={{ label: 'See today’s deals', href: '/deals' }}
      onOpen={(id) => {
        if (!feed.data.find((item) => item.id === id)?.seen) {
          void markNotificationRead(id).then((unseen) => {
            if (unseen !== null) useNotificationsStore.getState().setUnseenCount(unseen);
            void refresh();
          });
        }
      }}
      onMarkAllRead={() => {
        setMarkingAll(true);
        void markAllNotificationsSeen().then(async (done) => {
          if (done) {
            useNotificationsStore.getState().setUnseenCount(0);
            useNotificationsStore.getState().reset();
            await refresh();
          }
          setMarkingAll(false);
        });
      }}
    />
  );
}

/** /notification-settings */
function NotificationSettings() {
  const queryClient = useQueryClient();
  const settings = useQuery(notificationSettingsQuery());
  const [saving, setSaving] = useState<string | null>(null);
  if (settings.isPending) return <p className={css.muted}>Loading your settings…</p>;
  if (settings.isError) return <p className={css.text}>{LOAD_FAILED_MESSAGE}</p>;
  return (
    <Stack gap="xl" className={css.readingWidth}>
      <SettingSwitches
        label="Notification settings"
        settings={NOTIFICATION_SETTINGS.map((setting) => ({ ...setting, on: settings.data[setting.key], disabled: saving !== null }))}
        onChange={(key, on) => {
          setSaving(key);
          const previous = settings.data;
          // Shown at once; put back when the save fails.
          queryClient.setQueryData(notificationSettingsQuery().queryKey, { ...previous, [key]: on });
          void saveNotificationSettings({ [key as NotificationSettingKey]: on }).then((saved) => {
            queryClient.setQueryData(notificationSettingsQuery().queryKey, saved ?? previous);
            setSaving(null);
          });
        }}
      />
    </Stack>
  );
}

type PermissionState = 'granted' | 'denied' | 'prompt' | 'unsupported';

const PERMISSION_NOTES: Record<PermissionState, string> = {
  granted: 'Allowed in this browser. To turn it off, use the browser’s site settings.',
  denied: 'Blocked in this browser. To allow it, use the browser’s site settings.',
  prompt: 'Not asked yet: turning it on asks the browser.',
  unsupported: 'This browser does not offer it.',
};

function notificationPermission(): PermissionState {
  if (typeof Notification === 'undefined') return 'unsupported';
  return Notification.permission === 'default' ? 'prompt' : Notification.permission;
}

/** This browser's notification and location permissions (read in the browser only; read again after asking). */
async function readPermissions(): Promise<{ notifications: PermissionState; location: PermissionState }> {
  let location: PermissionState = 'unsupported';
  if (typeof navigator !== 'undefined' && 'geolocation' in navigator) {
    location = 'prompt';
    try {
      location = (await navigator.permissions.query({ name: 'geolocation' })).state;
    } catch {
      // No Permissions API: asking is still possible.
    }
  }
  return { notifications: notificationPermission(), location };
}

function useBrowserPermissions() {
  const query = useQuery({ queryKey: ['browserPermissions'], queryFn: readPermissions, staleTime: 0, gcTime: 0 });
  return { state: query.data ?? null, read: () => void query.refetch() };
}

/** /permission-settings */
function PermissionSettings() {
  const { state, read } = useBrowserPermissions();
  if (!state) return <p className={css.muted}>Reading this browser’s permissions…</p>;
  const row = (key: 'notifications' | 'location', label: string, description: string) => ({
    key,
    label,
    description,
    on: state[key] === 'granted',
    disabled: state[key] !== 'prompt',
    stateLabel: PERMISSION_NOTES[state[key]],
  });
  return (
    <Stack gap="xl" className={css.readingWidth}>
      <SettingSwitches
        label="Permissions in this browser"
        settings={[
          row('notifications', 'Browser notifications', 'Reminders about a cart you left and your order’s progress, on this device.'),
          row('location', 'Location', 'Finds the stores closest to you and checks delivery to where you are.'),
        ]}
        onChange={(key) => {
          if (key === 'notifications' && typeof Notification !== 'undefined') {
            void Notification.requestPermission().then(read);
          } else if (key === 'location') {
            navigator.geolocation.getCurrentPosition(read, read);
          }
        }}
      />
    </Stack>
  );
}

/** /deals-alert */
function DealsAlerts() {
  const queryClient = useQueryClient();
  const { retailerId } = useShop();
  const alerts = useQuery(dealsAlertsQuery());
  const categories = useCategories();
  const brands = useBrands();
  const retailers = useRetailers();
  const [removing, setRemoving] = useState<string | null>(null);
  const choices = useMemo(
    () => ({
      category: (categories.data ?? []).map((c) => ({ value: c.urlSlug, label: c.displayName ?? c.categoryName })),
      brand: (brands.data ?? [])
        .map((b) => ({ value: b.urlSlug, label: b.brandName || b.name }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    }),
    [categories.data, brands.data],
  );
  const names = useMemo(
    () => ({
      category: new Map(choices.category.map((c) => [c.value, c.label])),
      brand: new Map(choices.brand.map((b) => [b.value, b.label])),
    }),
    [choices],
  );
  const retailer = retailers.data?.find((r) => r.id === retailerId);
  const reload = () => queryClient.invalidateQueries({ queryKey: dealsAlertsQuery().queryKey });

  return (
    <Stack gap="xl" className={css.readingWidth}>
      <Section title="Deals you follow">
        {alerts.isPending ? (
          <p className={css.muted}>Loading…</p>
        ) : alerts.isError ? (
          <p className={css.text}>{LOAD_FAILED_MESSAGE}</p>
        ) : (
          <FollowedList
            items={dealsAlertEntries(alerts.data, names)}
            removing={removing}
            onRemove={(id) => {
              setRemoving(id);
              void removeDealsAlert(id).then(async () => {
                await reload();
                setRemoving(null);
              });
            }}
          />
        )}
      </Section>
      {retailerId ? (
        DEALS_ALERT_KINDS.map(({ kind, label, formLabel }) => {
          const fields: readonly FormFieldSpec[] = [
            { key: 'value', label, control: 'select', required: true, messageName: kind, wide: true },
          ];
          return (
            <Section key={kind} title={formLabel}>
              <FieldsForm
                fields={fields}
                label={formLabel}
                submitLabel="Follow"
                choices={{ value: choices[kind] }}
                onInvalid={(message) => notify.warning(message)}
                onSubmit={async (values) => {
                  const alert = await addDealsAlert({ retailerId, kind, value: values.value ?? '' });
                  if (!alert) return null;
                  await reload();
                  return `Following ${names[kind].get(alert.value) ?? alert.value} at ${retailer ? storeName(retailer) : 'this store'}.`;
                }}
              />
            </Section>
          );
        })
      ) : (
        <p className={css.text}>Choose a store first: deals alerts follow a store’s deals.</p>
      )}
    </Stack>
  );
}

export function NotificationsPage({ route }: PageProps) {
  const signedIn = useSessionStore(selectIsSignedIn);
  return <PageFrame title={route.title}>{signedIn ? <NotificationFeed /> : <SignInRequired />}</PageFrame>;
}

export function SettingsPage({ route }: PageProps) {
  const signedIn = useSessionStore(selectIsSignedIn);
  const body = { 'notification-settings': <NotificationSettings />, 'deals-alert': <DealsAlerts /> }[route.id];
  if (route.id === 'permission-settings') {
    return (
      <PageFrame title={route.title}>
        <PermissionSettings />
      </PageFrame>
    );
  }
  return <PageFrame title={route.title}>{signedIn ? (body ?? null) : <SignInRequired />}</PageFrame>;
}
