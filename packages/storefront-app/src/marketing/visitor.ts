/**
 * The pop-up campaign visitor (spec 7 "Popup campaign visitor", issue 12 item 1): on the first
 * visit the visitor call (visitorPayload: a random name, the page's host, the referrer parsed from
 * document.referrer and the utm_* parameters, the unix time and the time zone) and, on 'success',
 * the returned `_id` kept on this browser. One call per browser, however many hosts ask at once; a
 * failure is logged by the client and tried again on the next page load.
 */
import { useEffect, useState } from 'react';
import { visitorPayload } from '@storefront/components/rules';
import { createPopupVisitor } from '@storefront/components/api/popups';
import { APP_STORAGE_KEYS } from '../stores/keys.ts';
import { readStored, writeStored } from '../stores/storage.ts';

export const browserTimeZone = (): string => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
};

export function storedVisitorId(): string | null {
  const value = readStored(APP_STORAGE_KEYS.popupVisitorId);
  return typeof value === 'string' && value.trim() ? value : null;
}

let pending: Promise<string | null> | null = null;

/** The stored visitor id, or a new visitor created now (once). */
export function ensureVisitorId(): Promise<string | null> {
  const stored = storedVisitorId();
  if (stored) return Promise.resolve(stored);
  pending ??= createPopupVisitor(
    visitorPayload({
      random: Math.random,
      pageUrl: window.location.href,
      referrer: document.referrer,
      now: Date.now(),
      timezone: browserTimeZone(),
    }),
  ).then((id) => {
    pending = null;
    if (id) writeStored(APP_STORAGE_KEYS.popupVisitorId, id);
    return id;
  });
  return pending;
}

/** The visitor id once known (created on the first visit); null until then or when the call failed. */
export function useVisitorId(): string | null {
  const [id, setId] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void ensureVisitorId().then((value) => {
      if (live) setId(value);
    });
    return () => {
      live = false;
    };
  }, []);
  return id;
}
