/**
 * Date labels, spec section 9 ("Date display formats"; money and price buckets are in money.ts)
 * and section 3 ("Timestamped items … are grouped by calendar day").
 *
 * Every function that depends on the current time takes `now`; none reads the clock. Dates are
 * interpreted in the runtime's local time zone (dayjs default), so "calendar day" means the
 * shopper's local day.
 */
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { DATE_FORMATS, ONE_DAY_MS } from '../constants.ts';

/** Anything dayjs accepts: a Date, epoch milliseconds or an ISO string. */
export type DateInput = Date | number | string;

function toDay(value: DateInput | null | undefined): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  const d = dayjs(value);
  return d.isValid() ? d : null;
}

/** Formats with a dayjs pattern; '' for a missing or invalid date. */
export function formatDateWith(value: DateInput | null | undefined, pattern: string): string {
  const d = toDay(value);
  return d ? d.format(pattern) : '';
}

/** 'h:mm A', e.g. '3:07 PM': a message's or a notification's time of day. */
export const formatClockTime = (value: DateInput | null | undefined): string => formatDateWith(value, DATE_FORMATS.clock);
/** 'DD MMMM, YYYY', e.g. '05 March, 2024'. */
export const formatLongDate = (value: DateInput | null | undefined): string => formatDateWith(value, DATE_FORMATS.long);
/** 'DD MMMM, h:mm a', e.g. '05 March, 2:07 pm'. */
export const formatLongDateTime = (value: DateInput | null | undefined): string => formatDateWith(value, DATE_FORMATS.longWithTime);
/** 'MMM D, YYYY', e.g. 'Mar 5, 2024'. */
export const formatMediumDate = (value: DateInput | null | undefined): string => formatDateWith(value, DATE_FORMATS.medium);
/** 'dddd, MMMM D, YYYY', e.g. 'Tuesday, March 5, 2024'. */
export const formatFullDate = (value: DateInput | null | undefined): string => formatDateWith(value, DATE_FORMATS.full);

/** Whole calendar days from `value`'s local day to `now`'s local day (DST-safe). */
function calendarDaysBetween(value: Dayjs, now: Dayjs): number {
  return now.startOf('day').diff(value.startOf('day'), 'day');
}

/**
 * Relative label (spec 9: "Today, Yesterday, 3 to 6 days ago, 1 week ago, 1 month ago,
 * 6 months ago, 1 year ago, else 'DD MMM YYYY'").
 *
 * Buckets, by local calendar days / calendar months between the two dates (our design: each label
 * reads as "at least this long ago"):
 * - same day → 'Today'; 1 day → 'Yesterday';
 * - 2 to 6 days → '{n} days ago'. The spec names 3 to 6; 2 days has no other label in the list,
 *   so it reads '2 days ago';
 * - 7 days up to 1 calendar month → '1 week ago';
 * - 1 up to 6 calendar months → '1 month ago';
 * - 6 up to 12 calendar months → '6 months ago';
 * - 12 up to 24 calendar months → '1 year ago';
 * - 2 years or more, or a date after `now`'s day → 'DD MMM YYYY';
 * - missing or invalid → ''.
 */
export function relativeDateLabel(value: DateInput | null | undefined, now: DateInput): string {
  const d = toDay(value);
  if (!d) return '';
  const current = dayjs(now);
  const days = calendarDaysBetween(d, current);
  if (days < 0) return d.format(DATE_FORMATS.relativeFallback);
  if (days === 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days < 7) return `${days} days ago`;
  const months = current.startOf('day').diff(d.startOf('day'), 'month');
  if (months < 1) return '1 week ago';
  if (months < 6) return '1 month ago';
  if (months < 12) return '6 months ago';
  if (months < 24) return '1 year ago';
  return d.format(DATE_FORMATS.relativeFallback);
}

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * Short form (spec 9: "from 'a few seconds ago' to 'days ago', for under 7 days"). Thresholds are
 * dayjs's relativeTime ones, written out so the rule is explicit:
 * < 45 s 'a few seconds ago'; < 90 s 'a minute ago'; < 45 min '{n} minutes ago';
 * < 90 min 'an hour ago'; < 22 h '{n} hours ago'; < 36 h 'a day ago'; < 7 days '{n} days ago'
 * (n rounded, 2…6). From 7 days on, or more than 45 s in the future, it falls back to
 * 'DD MMM YYYY'. Up to 45 s in the future (clock skew) reads 'a few seconds ago'.
 */
export function shortRelativeTime(value: DateInput | null | undefined, now: DateInput): string {
  const d = toDay(value);
  if (!d) return '';
  const elapsed = dayjs(now).valueOf() - d.valueOf();
  if (elapsed < 45 * SECOND_MS) {
    return elapsed > -45 * SECOND_MS ? 'a few seconds ago' : d.format(DATE_FORMATS.relativeFallback);
  }
  if (elapsed < 90 * SECOND_MS) return 'a minute ago';
  if (elapsed < 45 * MINUTE_MS) return `${Math.round(elapsed / MINUTE_MS)} minutes ago`;
  if (elapsed < 90 * MINUTE_MS) return 'an hour ago';
  if (elapsed < 22 * HOUR_MS) return `${Math.round(elapsed / HOUR_MS)} hours ago`;
  if (elapsed < 36 * HOUR_MS) return 'a day ago';
  if (elapsed < 7 * ONE_DAY_MS) return `${Math.min(6, Math.round(elapsed / ONE_DAY_MS))} days ago`;
  return d.format(DATE_FORMATS.relativeFallback);
}

/**
 * Chat-style label (spec 9: "Today, Yesterday, the weekday name, 'MMM D', 'M/D/YY'").
 * Same local day 'Today'; previous day 'Yesterday'; 2 to 6 days ago the weekday name ('dddd');
 * otherwise 'MMM D' when in `now`'s year, else 'M/D/YY'. Future dates use the same date forms.
 */
export function chatDateLabel(value: DateInput | null | undefined, now: DateInput): string {
  const d = toDay(value);
  if (!d) return '';
  const current = dayjs(now);
  const days = calendarDaysBetween(d, current);
  if (days === 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days > 1 && days < 7) return d.format('dddd');
  return d.year() === current.year() ? d.format(DATE_FORMATS.chatSameYear) : d.format(DATE_FORMATS.chatOlder);
}

/** True when more than ONE_DAY_MS (86,400,000 ms) separate `value` and `now`; exactly one day is
 * not older. A missing or invalid date is not older. */
export function isOlderThanADay(value: DateInput | null | undefined, now: DateInput): boolean {
  const d = toDay(value);
  if (!d) return false;
  return dayjs(now).valueOf() - d.valueOf() > ONE_DAY_MS;
}

export interface DayGroup<T> {
  /** Local calendar day 'YYYY-MM-DD'; '' for items whose createdAt is missing or invalid. */
  day: string;
  items: T[];
}

/**
 * Groups timestamped items by the local calendar day of createdAt (spec 3). Groups keep the order
 * in which their first item appears; items keep their order. Items without a valid createdAt are
 * kept, in a group with day ''.
 */
export function groupByCalendarDay<T extends { createdAt?: DateInput | null }>(items: readonly T[]): DayGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = formatDateWith(item.createdAt, 'YYYY-MM-DD');
    const list = groups.get(key);
    if (list) list.push(item);
    else groups.set(key, [item]);
  }
  return [...groups].map(([day, grouped]) => ({ day, items: grouped }));
}
