/**
 * Pop-up campaigns, spec 4 ("Popup campaigns"): enumerations, eligibility, display timing and the
 * queue. Buttons, navUrl, coupons and the call bodies are in popupResponses.ts. `now` is epoch
 * milliseconds; the spec's unix times are seconds.
 */
import { POPUP_SECONDS_TO_MS } from '../constants.ts';
import { isPopupInWeeklyWindow, type PopupWeeklyWindow } from '../marketing/popupCampaigns.ts';

// ── Enumerations (spec 4; templates: popupTemplates in ../navigation/variants.ts). The one
// definition: the CMS campaign schema (../../cms/popupCampaign.ts) and the demo API contract read these. ──
export const popupActions = ['launch', 'pause'] as const;
export type PopupAction = (typeof popupActions)[number];
export const popupKinds = ['subscribe', 'promotional', 'discount'] as const;
export type PopupKind = (typeof popupKinds)[number];
export const popupButtonTypes = ['linkToUrl', 'closeDisplay'] as const;
export type PopupButtonType = (typeof popupButtonTypes)[number];
export const popupScheduleTypes = ['ongoing', 'customDates'] as const;
export type PopupScheduleType = (typeof popupScheduleTypes)[number];
export const popupTriggerTypes = ['allPages', 'specificPages'] as const;
export type PopupTriggerType = (typeof popupTriggerTypes)[number];
export const popupStatuses = ['active', 'inactive', 'scheduled', 'draft', 'all'] as const;
export type PopupStatus = (typeof popupStatuses)[number];
export const popupVisitorResponses = ['view', 'click', 'cancel', 'signup'] as const;
export type PopupVisitorResponse = (typeof popupVisitorResponses)[number];

/**
 * The recorded responseType. The spec shows one recorded value, CLICK, in upper case; we record
 * all four the same way: 'VIEW' | 'CLICK' | 'CANCEL' | 'SIGNUP'.
 */
export type PopupResponseType = Uppercase<PopupVisitorResponse>;
export function popupResponseType(response: PopupVisitorResponse): PopupResponseType {
  return response.toUpperCase() as PopupResponseType;
}

// ── Eligibility ──
export interface PopupSchedule extends PopupWeeklyWindow {
  type?: string | null;
  /** Unix seconds (numbers or digit strings). */
  startTime?: number | string | null;
  endTime?: number | string | null;
}

export interface PopupTrigger {
  type?: string | null;
  pageUrls?: readonly string[] | null;
}

export interface PopupBehavior {
  trigger?: PopupTrigger | null;
  showOnScroll?: { enabled?: boolean | null; position?: number | null } | null;
  timeOnPage?: { enabled?: boolean | null; time?: number | null } | null;
}

/** The slice of a campaign these rules read. */
export interface PopupCampaignLike {
  _id: string;
  schedule?: PopupSchedule | null;
  behavior?: PopupBehavior | null;
}

const toNumber = (value: number | string | null | undefined): number =>
  value === null || value === undefined || value === '' ? Number.NaN : Number(value);

/**
 * Ongoing → always; customDates → now (unix seconds, floored) between startTime and endTime,
 * both inclusive. A missing or unreadable bound, or any other type, is not active. Either way only
 * within its weekly window (days and hours, ours: issue 35), read on the store's clock (`timeZone`).
 */
export function isPopupScheduleActive(schedule: PopupSchedule | null | undefined, now: number, timeZone?: string | null): boolean {
  if (schedule?.type !== 'ongoing' && schedule?.type !== 'customDates') return false;
  if (!isPopupInWeeklyWindow(schedule, now, timeZone)) return false;
  if (schedule.type === 'ongoing') return true;
  const nowSeconds = Math.floor(now / POPUP_SECONDS_TO_MS);
  const start = toNumber(schedule.startTime);
  const end = toNumber(schedule.endTime);
  return nowSeconds >= start && nowSeconds <= end;
}

/**
 * A comparable path (ours): absolute URLs reduce to their pathname; query and hash are dropped; a
 * trailing slash is dropped except for '/'. '' for blank input.
 */
export function normalizePopupPath(url: string): string {
  const trimmed = url.trim();
  if (!trimmed) return '';
  let path = trimmed;
  if (/^https?:\/\//i.test(trimmed)) {
    try {
      path = new URL(trimmed).pathname;
    } catch {
      return '';
    }
  }
  path = path.replace(/[?#].*$/, '');
  if (!path.startsWith('/')) path = `/${path}`;
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/**
 * allPages → any path; specificPages → the current path is among pageUrls (compared with
 * normalizePopupPath). A missing trigger type counts as allPages (ours); an unknown one never
 * matches.
 */
export function isPopupTriggerMatch(trigger: PopupTrigger | null | undefined, path: string): boolean {
  const type = trigger?.type ?? 'allPages';
  if (type === 'allPages') return true;
  if (type !== 'specificPages') return false;
  const current = normalizePopupPath(path);
  return (trigger?.pageUrls ?? []).some((url) => normalizePopupPath(url) === current);
}

/** Eligible when the schedule is active (on the store's clock, `timeZone`) AND the trigger matches the current path. */
export function isPopupEligible(campaign: PopupCampaignLike, context: { now: number; path: string; timeZone?: string | null }): boolean {
  return (
    isPopupScheduleActive(campaign.schedule, context.now, context.timeZone) && isPopupTriggerMatch(campaign.behavior?.trigger, context.path)
  );
}

// ── Display timing ──
export interface PopupDisplayTiming {
  /** Scroll position (percent, 0–100) to reach first; null when scroll is not a condition. */
  waitForScrollPercent: number | null;
  /** Wait in ms: after page load (time only) or after the scroll position is reached (both). */
  delayMs: number;
}

const nonNegative = (value: number | null | undefined): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;

/** showOnScroll.position (clamped to 0–100) and timeOnPage.time seconds × 1000, when enabled. */
export function popupDisplayTiming(behavior: PopupBehavior | null | undefined): PopupDisplayTiming {
  const scroll = behavior?.showOnScroll;
  const time = behavior?.timeOnPage;
  return {
    waitForScrollPercent: scroll?.enabled ? Math.min(100, nonNegative(scroll.position)) : null,
    delayMs: time?.enabled ? nonNegative(time.time) * POPUP_SECONDS_TO_MS : 0,
  };
}

export interface PopupPageProgress {
  /** Current scroll position in percent. */
  scrollPercent: number;
  /** Time since the page (or the campaign's turn in the queue) started. */
  elapsedOnPageMs: number;
  /** Time since the scroll position was first reached; null while it has not been reached. */
  elapsedSinceScrollReachedMs: number | null;
}

/**
 * Scroll only: shown once scrollPercent ≥ position. Time only: shown once elapsedOnPageMs ≥ delay.
 * Both: once the position has been reached, shown after delay more ms. Neither: shown at once.
 */
export function shouldShowPopupNow(timing: PopupDisplayTiming, progress: PopupPageProgress): boolean {
  if (timing.waitForScrollPercent === null) return progress.elapsedOnPageMs >= timing.delayMs;
  const reached = progress.elapsedSinceScrollReachedMs !== null || progress.scrollPercent >= timing.waitForScrollPercent;
  return reached && (progress.elapsedSinceScrollReachedMs ?? 0) >= timing.delayMs;
}

/** Scroll position in percent (0–100) from the document's metrics; a page that cannot scroll is 100. */
export function pageScrollPercent(metrics: { scrollTop: number; scrollHeight: number; clientHeight: number }): number {
  const scrollable = metrics.scrollHeight - metrics.clientHeight;
  if (scrollable <= 0) return 100;
  return Math.min(100, Math.max(0, (metrics.scrollTop / scrollable) * 100));
}

// ── Queue ──
/** Eligible campaigns, in the given order, once each, without dismissed or responded ones. */
export function buildPopupQueue<C extends PopupCampaignLike>(
  campaigns: readonly C[],
  context: { now: number; path: string; timeZone?: string | null; dismissedIds?: Iterable<string>; respondedIds?: Iterable<string> },
): C[] {
  const skip = new Set([...(context.dismissedIds ?? []), ...(context.respondedIds ?? [])]);
  const queue: C[] = [];
  for (const campaign of campaigns) {
    if (skip.has(campaign._id) || !isPopupEligible(campaign, context)) continue;
    skip.add(campaign._id);
    queue.push(campaign);
  }
  return queue;
}

/** The overlay shows only when showPopup is on and the queue is not empty. */
export function shouldShowPopupOverlay(input: { showPopup: boolean; queueLength: number }): boolean {
  return input.showPopup && input.queueLength > 0;
}

/**
 * After closing (or responding to) a campaign: the queue without it, the next campaign, and the
 * wait before showing it (its timeOnPage delay; 0 when not enabled).
 */
export function nextPopupAfterClose<C extends PopupCampaignLike>(
  queue: readonly C[],
  closedId: string,
): { queue: C[]; next: C | null; delayMs: number } {
  const rest = queue.filter((c) => c._id !== closedId);
  const next = rest[0] ?? null;
  return { queue: rest, next, delayMs: next ? popupDisplayTiming(next.behavior).delayMs : 0 };
}
