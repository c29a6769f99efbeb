/**
 * The abandoned-cart e-mail (spec 4 "Abandoned-cart e-mail", issue 12 item 4), for a signed-in
 * shopper: 5 s after the cart changes, abandonedCartDecision (campaign active per the CMS's
 * abandonedCartCampaignSettingsCms, an e-mail, the cart fingerprint against the local record, the
 * cart-abandonment page's quantity check) says whether to post the status (scheduling the
 * reminder), to clear it (the cart emptied after having items) or nothing. The local records
 * (STORAGE_KEYS.abandonedCartRecords) keep only this e-mail's, and records older than 24 h are
 * purged, checked every hour. A failed call is logged only and the record is left as it was.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import {
  ABANDONED_CART_CLEANUP_INTERVAL_MS,
  ABANDONED_CART_SCHEDULE_DEBOUNCE_MS,
  abandonedCartCampaignSettingsFrom,
  abandonedCartDecision,
  abandonedCartRecordKey,
  abandonedCartStatusBody,
  purgeExpiredAbandonedCartRecords,
  removeOtherEmailRecords,
  STORAGE_KEYS,
  type AbandonedCartRecord,
  type AbandonedCartRecords,
  type FingerprintItem,
} from '@storefront/components';
import { postAbandonedCartStatus } from '@storefront/components/api';
import { useSite } from '../site/SiteContext.tsx';
import { readStored, useCartStore, usePreferenceStore, useSessionStore, writeStored } from '../stores/index.ts';
import { shopContextFor } from '../routes/pageQueries.ts';

/** Spec 2.1's cart-abandonment page: the status is posted there only when a quantity changed. */
export const CART_ABANDONMENT_PATH = '/cart-abandonment';

function readRecords(): AbandonedCartRecords {
  const value = readStored(STORAGE_KEYS.abandonedCartRecords);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).filter(
      (entry): entry is [string, AbandonedCartRecord] =>
        typeof entry[1] === 'object' && entry[1] !== null && typeof (entry[1] as AbandonedCartRecord).cartId === 'string',
    ),
  );
}

export function useAbandonedCartEmail(): void {
  const { config } = useSite();
  const { pathname } = useLocation();
  const items = useCartStore((state) => state.items);
  const user = useSessionStore((state) => state.user);
  const retailerId = usePreferenceStore((state) => state.retailerId);
  const menuType = usePreferenceStore((state) => state.menuType);
  const orderType = usePreferenceStore((state) => state.orderType);
  const settings = abandonedCartCampaignSettingsFrom(config);
  // The cart as it was when the page was entered: the cart-abandonment page compares quantities with it.
  const itemsOnEntry = useRef<{ path: string; items: readonly FingerprintItem[] }>({ path: '', items: [] });
  useEffect(() => {
    if (itemsOnEntry.current.path !== pathname) itemsOnEntry.current = { path: pathname, items };
    // Only a new page takes the cart's picture.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  // Hourly: records older than 24 h go.
  useEffect(() => {
    const purge = () => writeStored(STORAGE_KEYS.abandonedCartRecords, purgeExpiredAbandonedCartRecords(readRecords(), Date.now()));
    purge();
    const timer = setInterval(purge, ABANDONED_CART_CLEANUP_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    if (!user) return undefined;
    const timer = setTimeout(() => {
      const email = user.email;
      const key = abandonedCartRecordKey(email);
      const records = removeOtherEmailRecords(readRecords(), email);
      const decision = abandonedCartDecision({
        campaignActive: settings.isActive,
        email,
        items,
        record: records[key] ?? null,
        now: Date.now(),
        onAbandonmentPage: pathname === CART_ABANDONMENT_PATH,
        previousItems: itemsOnEntry.current.items,
      });
      writeStored(STORAGE_KEYS.abandonedCartRecords, records);
      if (decision.action !== 'schedule' && decision.action !== 'clear') return;
      const shop = shopContextFor(config, { retailerId, menuType });
      const body = abandonedCartStatusBody({
        abandonAfterMs: settings.triggerTiming,
        customerEmail: email,
        cartItems:
          decision.action === 'schedule'
            ? items.map(({ productId, option, quantity, price, product }) => ({
                productId,
                option,
                quantity,
                price,
                name: product.name,
                image: product.image,
                slug: product.slug,
              }))
            : [],
        firstName: user.firstName,
        lastName: user.lastName,
        fullName: user.fullName,
        mobile: user.phone,
        cartId: decision.action === 'schedule' ? decision.cartId : (records[key]?.cartId ?? ''),
        retailerId: shop.retailerId ?? '',
        provider: shop.provider,
        orderType,
        menuType,
        userId: user._id,
      });
      void postAbandonedCartStatus(body).then((ok) => {
        if (!ok) return;
        const next = { ...removeOtherEmailRecords(readRecords(), email) };
        if (decision.action === 'schedule') next[key] = decision.record;
        else delete next[key];
        writeStored(STORAGE_KEYS.abandonedCartRecords, next);
      });
    }, ABANDONED_CART_SCHEDULE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // The debounce restarts on a cart change (and a change of shopper); the rest is read when it runs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [items, user]);
}

/** Mounted once in the layout: nothing to render. */
export function AbandonedCartWatcher(): null {
  useAbandonedCartEmail();
  return null;
}
