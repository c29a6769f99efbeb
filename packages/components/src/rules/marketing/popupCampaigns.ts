/**
 * When a pop-up campaign may run and may open (issue 35; the spec's eligibility, display timing and
 * queue are in ../commerce/popups.ts, which asks these):
 *
 * - Its weekly window: the days of the week and the hours of the day it runs, read on the store's
 *   clock (storeClock: the retailer's time zone, as store hours are), never the visitor's. 'Vape
 *   Wednesday' runs on Wednesday in Detroit, whatever day it is where the browser is.
 * - Whether it may open now: never over another dialog (the age gate, the store choice or store
 *   preference, the store-closed notice, the checkout offer, the sign-in-required modal, any other
 *   modal), never on the pages where the shopper is paying or signing in, and at most one campaign per
 *   page view (a campaign that gave way to a dialog comes back when it closes: it is still the one).
 *
 * Readings of ours (the spec's campaign has no weekly window):
 * - No days, or an empty list: every day. Names are the catalogue's weekday names ('Wednesday');
 *   a list whose names are all unknown never runs (a typo must not make a one-day campaign daily).
 * - No hours, or both bounds blank: all day. 'HH:mm' bounds, the end exclusive; start = end is all
 *   day; an end before the start runs past midnight and belongs to the day it started on. An
 *   unreadable bound never runs.
 */
import { weekdays, type Weekday } from '../../domain/types.ts';
import { parseClockMinutes, storeClock } from '../navigation/storeHours.ts';

export interface PopupWeeklyWindow {
  /** Weekday names ('Monday' …); empty or missing: every day. */
  days?: readonly string[] | null;
  /** 'HH:mm' on the store's clock; both blank or missing: all day. */
  hours?: { start?: string | null; end?: string | null } | null;
}

const isWeekday = (value: string): value is Weekday => (weekdays as readonly string[]).includes(value);

function previousDay(day: Weekday): Weekday {
  return weekdays[(weekdays.indexOf(day) + weekdays.length - 1) % weekdays.length] as Weekday;
}

/** Whether `now` (epoch ms) falls in the campaign's days and hours on the store's clock (`timeZone`, IANA). */
export function isPopupInWeeklyWindow(window: PopupWeeklyWindow | null | undefined, now: number, timeZone?: string | null): boolean {
  const at = new Date(now);
  if (Number.isNaN(at.getTime())) return false;
  const listed = (window?.days ?? []).map((day) => day.trim()).filter((day) => day !== '');
  const days = listed.filter(isWeekday);
  if (listed.length > 0 && days.length === 0) return false;
  const runsOn = (day: Weekday) => days.length === 0 || days.includes(day);

  const { weekday, minutes } = storeClock(at, timeZone);
  const startText = window?.hours?.start?.trim() ?? '';
  const endText = window?.hours?.end?.trim() ?? '';
  if (startText === '' && endText === '') return runsOn(weekday);
  const start = parseClockMinutes(startText);
  const end = parseClockMinutes(endText);
  if (start === null || end === null) return false;
  if (start === end) return runsOn(weekday);
  if (start < end) return runsOn(weekday) && minutes >= start && minutes < end;
  // Past midnight: the evening part is today's window; the small hours are yesterday's.
  if (minutes >= start) return runsOn(weekday);
  return minutes < end && runsOn(previousDay(weekday));
}

// ── May a campaign open now ──

/** The dialogs a campaign must never cover; each true while it is open (or about to open). */
export interface PopupBlockingDialogs {
  ageGate: boolean;
  /** The store chooser or the store-preference drawer (the first-visit choice included). */
  storeChoice: boolean;
  storeClosed: boolean;
  checkoutOffer: boolean;
  signInRequired: boolean;
  /** Any other modal dialog or drawer on the page (the dialog stack), the campaign's own excluded. */
  otherModal: boolean;
}

/** The pages (route page kinds) where a campaign never opens: paying, and signing in or up. */
export const POPUP_QUIET_PAGES: readonly string[] = ['cart', 'checkout', 'cartAbandonment', 'auth'];

export type PopupOpenDecision =
  | { open: true }
  /** Another dialog is up: wait until it closes. */
  | { open: false; because: 'dialog'; dialog: keyof PopupBlockingDialogs }
  /** A quiet page (POPUP_QUIET_PAGES): nothing on this page view. */
  | { open: false; because: 'quiet-page' }
  /** Another campaign already opened on this page view. */
  | { open: false; because: 'one-per-page-view' };

const DIALOG_ORDER: readonly (keyof PopupBlockingDialogs)[] = [
  'ageGate',
  'storeChoice',
  'storeClosed',
  'checkoutOffer',
  'signInRequired',
  'otherModal',
];

/**
 * Whether the campaign `campaignId` may open now. `openedThisPageView` is the campaign that has
 * already opened on this page view (null when none has): only that one may open (again, after it gave
 * way to a dialog). `page` is the route's page kind (null when unknown: not quiet).
 */
export function popupCampaignMayOpen(input: {
  campaignId: string;
  dialogs: PopupBlockingDialogs;
  page: string | null;
  openedThisPageView: string | null;
}): PopupOpenDecision {
  if (input.page !== null && POPUP_QUIET_PAGES.includes(input.page)) return { open: false, because: 'quiet-page' };
  if (input.openedThisPageView !== null && input.openedThisPageView !== input.campaignId)
    return { open: false, because: 'one-per-page-view' };
  const dialog = DIALOG_ORDER.find((key) => input.dialogs[key]);
  if (dialog) return { open: false, because: 'dialog', dialog };
  return { open: true };
}
