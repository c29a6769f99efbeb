/**
 * The cart reminder offer (issue 12 item 5) under the cart's items, in the cart sidebar and on the
 * cart page: the CartReminderPrompt widget, decided by cartReminderPromptState; the browser's
 * permission is asked only when the shopper presses its button. Kept apart from the watcher
 * (cartReminder.tsx) so the cart's chunks stay small.
 */
import { useCallback, useState } from 'react';
import { CartReminderPrompt, cartReminderPromptState } from '@storefront/components';
import { useSite } from '../site/SiteContext.tsx';
import { APP_STORAGE_KEYS } from '../stores/keys.ts';
import { readStored, useCartStore, writeStored } from '../stores/index.ts';
import { answeredNotificationPermissionNow, requestNotificationPermission, useNotificationPermission } from './notificationPermission.ts';

function readDismissed(): boolean {
  return readStored(APP_STORAGE_KEYS.cartReminderDismissed) === true;
}

export function CartReminderOffer({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { config } = useSite();
  const counter = useCartStore((state) => state.counter);
  const permission = useNotificationPermission();
  const [dismissed, setDismissed] = useState(readDismissed);
  const [busy, setBusy] = useState(false);
  const state = cartReminderPromptState({
    settingsActive: config.abandonedCartNotificationSettingsCms.isActive,
    supported: permission !== 'unsupported',
    cartCount: counter,
    dismissed,
    permission,
    answeredNow: answeredNotificationPermissionNow(),
  });
  const enable = useCallback(() => {
    setBusy(true);
    void requestNotificationPermission()
      .catch(() => 'default' as const)
      .finally(() => setBusy(false));
  }, []);
  const dismiss = useCallback(() => {
    writeStored(APP_STORAGE_KEYS.cartReminderDismissed, true);
    setDismissed(true);
  }, []);
  return <CartReminderPrompt state={state} busy={busy} headingLevel={headingLevel} onEnable={enable} onDismiss={dismiss} />;
}
