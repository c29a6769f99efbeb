/**
 * Store hours text and open/closed status (spec 4 'Store hours text', 2.8, 2.12).
 *
 * Readings the spec leaves open, chosen here:
 * - Days run Monday → Sunday for '{first} to {last}' (the all-days text is 'Open Monday to Sunday').
 * - Special hours: an active entry whose specialDateRangeCheckStatus is true shows '{start} - {end}'
 *   and decides open/closed by its start and end instants; an active entry without the date-range
 *   match shows 'Closed | Special Hours: {name}' and means closed.
 * - Times show as 'h:mm AM' from the wall-clock time written in the value ('09:00',
 *   '2024-12-24T09:00:00-05:00'), with no time-zone conversion; other strings show as given.
 * - A day whose start equals its end is open all day; an end before the start runs past midnight.
 * - "Today" is the weekday in the retailer's time zone when it has a valid one, else the local one.
 * - Dated exceptions (ours, issue 35: an entry with `closed` set, e.g. a holiday closed, 4/20 open
 *   late): judged by their dates as written (start's date to end's date) against today's date in the
 *   store's calendar, whatever the point of sale's flags said when it was read. One that covers today
 *   replaces the weekly hours (closed all day, or open start's to end's wall-clock time); an active
 *   entry of the spec's kind still comes first.
 */
import type { DayHours, SpecialHours, Weekday } from '../../domain/types.ts';
import { weekdays } from '../../domain/types.ts';
import { nonBlank } from './text.ts';

export const STORE_OPEN_ALL_WEEK_TEXT = 'Open Monday to Sunday';
export const STORE_CLOSED_TEXT = 'Closed';

/** Display order of the week for the hours text. */
export const HOURS_DISPLAY_ORDER = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const satisfies readonly Weekday[];

export type PickupHours = Partial<Record<Weekday, Partial<DayHours> | null>> | null | undefined;

export interface StoreHoursSource {
  pickupHours?: PickupHours;
  specialHours?: ReadonlyArray<Partial<SpecialHours> | null> | null;
  timezone?: string | null;
}

/**
 * "Open Monday to Sunday" when all 7 days are active; "Open {first} to {last}" when more than one;
 * "Open on {day}" for one; otherwise "Closed".
 */
export function storeHoursText(pickupHours: PickupHours): string {
  const active = HOURS_DISPLAY_ORDER.filter((day) => pickupHours?.[day]?.active === true);
  if (active.length === HOURS_DISPLAY_ORDER.length) return STORE_OPEN_ALL_WEEK_TEXT;
  if (active.length > 1) return `Open ${active[0]} to ${active.at(-1)}`;
  if (active.length === 1) return `Open on ${active[0]}`;
  return STORE_CLOSED_TEXT;
}

/** Minutes after midnight of 'H:mm' / 'HH:mm' (optionally followed by ':ss…'), else null. */
export function parseClockMinutes(value: string | null | undefined): number | null {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec((value ?? '').trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : null;
}

/** 'h:mm AM' of minutes after midnight: 0 → '12:00 AM', 780 → '1:00 PM'. */
export function formatClockMinutes(totalMinutes: number): string {
  const hours24 = Math.floor(totalMinutes / 60) % 24;
  const minutes = totalMinutes % 60;
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  return `${hours12}:${String(minutes).padStart(2, '0')} ${hours24 < 12 ? 'AM' : 'PM'}`;
}

/** A pickup or special-hours time for display (see the module note); '' when blank. */
export function formatHoursTime(value: string | null | undefined): string {
  const trimmed = nonBlank(value) ?? '';
  const clock = /^\d{4}-\d{2}-\d{2}T(\d{2}:\d{2})/.exec(trimmed)?.[1] ?? trimmed;
  const minutes = parseClockMinutes(clock);
  return minutes === null ? trimmed : formatClockMinutes(minutes);
}

/** 'YYYY-MM-DD' written at the start of a date-time value, else null. */
function writtenDate(value: string | null | undefined): string | null {
  return /^(\d{4}-\d{2}-\d{2})/.exec((value ?? '').trim())?.[1] ?? null;
}

/** A dated exception: an entry with `closed` set and a readable start date (its end date defaults to the start's). */
export interface DatedSpecialHours {
  name: string;
  /** Store-calendar dates, 'YYYY-MM-DD', first and last day (inclusive). */
  from: string;
  to: string;
  closed: boolean;
  /** Minutes after midnight of the opening and closing time (open days; null when closed or unreadable). */
  opens: number | null;
  closes: number | null;
}

function datedEntry(entry: Partial<SpecialHours> | null | undefined): DatedSpecialHours | null {
  if (!entry || typeof entry.closed !== 'boolean') return null;
  const from = writtenDate(entry.start);
  if (!from) return null;
  const to = writtenDate(entry.end) ?? from;
  const clock = (value: string | undefined) => parseClockMinutes(/T(\d{2}:\d{2})/.exec(value ?? '')?.[1] ?? null);
  const opens = entry.closed ? null : clock(entry.start);
  const closes = entry.closed ? null : clock(entry.end);
  return { name: nonBlank(entry.name) ?? '', from, to: to < from ? from : to, closed: entry.closed, opens, closes };
}

/** The store's dated exceptions, soonest first. */
export function datedSpecialHours(source: StoreHoursSource): DatedSpecialHours[] {
  return (source.specialHours ?? [])
    .map(datedEntry)
    .filter((entry): entry is DatedSpecialHours => entry !== null)
    .sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to));
}

/** The dated exception covering a store-calendar date ('YYYY-MM-DD'); a closed one wins over one that opens. */
export function datedSpecialHoursOn(source: StoreHoursSource, date: string): DatedSpecialHours | null {
  const covering = datedSpecialHours(source).filter((entry) => entry.from <= date && date <= entry.to);
  return covering.find((entry) => entry.closed) ?? covering[0] ?? null;
}

/** Dated exceptions from today on (today's included) in the store's calendar, soonest first: the store page's list. */
export function upcomingSpecialHours(source: StoreHoursSource, now: Date): Array<DatedSpecialHours & { today: boolean }> {
  if (Number.isNaN(now.getTime())) return [];
  const today = storeDate(now, source.timezone);
  return datedSpecialHours(source)
    .filter((entry) => entry.to >= today)
    .map((entry) => ({ ...entry, today: entry.from <= today && today <= entry.to }));
}

/** A dated exception's hours: 'Closed', '{opens} - {closes}', or 'Special hours' when its times are unreadable. */
export function datedHoursText(entry: Pick<DatedSpecialHours, 'closed' | 'opens' | 'closes'>): string {
  if (entry.closed) return STORE_CLOSED_TEXT;
  return entry.opens === null || entry.closes === null
    ? SPECIAL_HOURS_FALLBACK_TEXT
    : `${formatClockMinutes(entry.opens)} - ${formatClockMinutes(entry.closes)}`;
}
export const SPECIAL_HOURS_FALLBACK_TEXT = 'Special hours';

/** An open span of minutes after midnight: start = end is all day; an end before the start runs past midnight. */
function withinSpan(minutes: number, start: number, end: number): boolean {
  if (start === end) return true;
  if (start < end) return minutes >= start && minutes < end;
  return minutes >= start || minutes < end;
}

function activeSpecialHours(source: StoreHoursSource): Partial<SpecialHours> | undefined {
  const active = (source.specialHours ?? []).filter((entry): entry is Partial<SpecialHours> => entry?.active === true);
  return active.find((entry) => entry.specialDateRangeCheckStatus === true) ?? active[0];
}

/** The spec's kind of special hours in force (an active entry): its name and specialHoursText's line; null when none is. */
export function specialHoursInForce(source: StoreHoursSource): { name: string; text: string } | null {
  const special = activeSpecialHours(source);
  const text = specialHoursText({ specialHours: source.specialHours ?? null });
  return special && text !== null ? { name: nonBlank(special.name) ?? '', text } : null;
}

/**
 * 'Closed | Special Hours: {name}' or '{start} - {end}' when special hours apply, else null. Given
 * `now`, a dated exception covering today in the store's calendar says the same: closed, or its hours.
 */
export function specialHoursText(source: StoreHoursSource, now?: Date): string | null {
  const special = activeSpecialHours(source);
  if (!special) {
    const dated = now && !Number.isNaN(now.getTime()) ? datedSpecialHoursOn(source, storeDate(now, source.timezone)) : null;
    if (!dated) return null;
    return dated.closed ? `Closed | Special Hours: ${dated.name}`.trim() : datedHoursText(dated);
  }
  if (special.specialDateRangeCheckStatus !== true) return `Closed | Special Hours: ${nonBlank(special.name) ?? ''}`.trim();
  return `${formatHoursTime(special.start)} - ${formatHoursTime(special.end)}`;
}

/**
 * One clock formatter per time zone (null: an unknown zone). Building an Intl.DateTimeFormat loads the
 * zone's data and costs far more than formatting with it: every store card and status check asks the clock.
 */
const clockFormats = new Map<string, Intl.DateTimeFormat | null>();
function clockFormat(zone: string): Intl.DateTimeFormat | null {
  let format = clockFormats.get(zone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat('en-US', { timeZone: zone, weekday: 'long', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    } catch {
      format = null;
    }
    clockFormats.set(zone, format);
  }
  return format;
}

/** One calendar-date formatter per time zone (null: an unknown zone), for the same reason. */
const dateFormats = new Map<string, Intl.DateTimeFormat | null>();
function dateFormat(zone: string): Intl.DateTimeFormat | null {
  let format = dateFormats.get(zone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    } catch {
      format = null;
    }
    dateFormats.set(zone, format);
  }
  return format;
}

/** The retailer's calendar date at `now`, 'YYYY-MM-DD' (the local one without a valid zone). */
export function storeDate(now: Date, timeZone?: string | null): string {
  const zone = nonBlank(timeZone);
  const format = zone === undefined ? null : dateFormat(zone);
  if (format) {
    try {
      const part = new Map(format.formatToParts(now).map((p) => [p.type, p.value]));
      return `${part.get('year')}-${part.get('month')}-${part.get('day')}`;
    } catch {
      // An invalid date: the local calendar below.
    }
  }
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The retailer's weekday and minutes after midnight at `now`. */
export function storeClock(now: Date, timeZone?: string | null): { weekday: Weekday; minutes: number } {
  const zone = nonBlank(timeZone);
  const format = zone === undefined ? null : clockFormat(zone); // null for an unknown zone: the local clock below
  if (format) {
    try {
      const parts = format.formatToParts(now);
      const part = new Map(parts.map((p) => [p.type, p.value]));
      return {
        weekday: part.get('weekday') as Weekday,
        minutes: Number(part.get('hour')) * 60 + Number(part.get('minute')),
      };
    } catch {
      // An invalid date: use the local clock below.
    }
  }
  return { weekday: weekdays[now.getDay()] as Weekday, minutes: now.getHours() * 60 + now.getMinutes() };
}

function todaysHours(source: StoreHoursSource, now: Date): { start: number; end: number } | null {
  if (Number.isNaN(now.getTime())) return null;
  const day = source.pickupHours?.[storeClock(now, source.timezone).weekday];
  if (day?.active !== true) return null;
  const start = parseClockMinutes(day.start);
  const end = parseClockMinutes(day.end);
  return start === null || end === null ? null : { start, end };
}

/** Today's pickup hours '{start} - {end}', or null when today is not active or unreadable. */
export function todaysPickupHours(source: StoreHoursSource, now: Date): string | null {
  const hours = todaysHours(source, now);
  return hours ? `${formatClockMinutes(hours.start)} - ${formatClockMinutes(hours.end)}` : null;
}

/** The store card's hours line (spec 2.8): special hours text (today's dated exception too), else today's hours, else the status text. */
export function storeCardHoursLine(source: StoreHoursSource, now: Date): string {
  return specialHoursText(source, now) ?? todaysPickupHours(source, now) ?? storeHoursText(source.pickupHours);
}

/** Whether the store is open at `now` (special hours first, then today's pickup hours). */
export function isStoreOpen(source: StoreHoursSource, now: Date): boolean {
  const special = activeSpecialHours(source);
  if (special) {
    if (special.specialDateRangeCheckStatus !== true) return false;
    const start = Date.parse(special.start ?? '');
    const end = Date.parse(special.end ?? '');
    const at = now.getTime();
    return at >= start && at < end;
  }
  if (Number.isNaN(now.getTime())) return false;
  const { minutes } = storeClock(now, source.timezone);
  const dated = datedSpecialHoursOn(source, storeDate(now, source.timezone));
  if (dated) return !dated.closed && dated.opens !== null && dated.closes !== null && withinSpan(minutes, dated.opens, dated.closes);
  const hours = todaysHours(source, now);
  if (!hours) return false;
  return withinSpan(minutes, hours.start, hours.end);
}

/** One row of the store page's week: the day, its hours ('9:00 AM - 9:00 PM', 'Open 24 hours' or 'Closed'), and whether it is today. */
export interface WeeklyHoursRow {
  day: Weekday;
  text: string;
  today: boolean;
}

export const OPEN_ALL_DAY_TEXT = 'Open 24 hours';

/** The week Monday → Sunday with today (in the store's time zone) marked; an unreadable day reads 'Closed'. */
export function weeklyHoursRows(source: StoreHoursSource, now: Date): WeeklyHoursRow[] {
  const today = Number.isNaN(now.getTime()) ? null : storeClock(now, source.timezone).weekday;
  return HOURS_DISPLAY_ORDER.map((day) => {
    const hours = source.pickupHours?.[day];
    const start = hours?.active === true ? parseClockMinutes(hours.start) : null;
    const end = hours?.active === true ? parseClockMinutes(hours.end) : null;
    const text =
      start === null || end === null
        ? STORE_CLOSED_TEXT
        : start === end
          ? OPEN_ALL_DAY_TEXT
          : `${formatClockMinutes(start)} - ${formatClockMinutes(end)}`;
    return { day, text, today: day === today };
  });
}

/** The store card's live state beside the hours (ours: the issue asks for it; the spec shows only the hours line). */
export const STORE_OPEN_NOW_TEXT = 'Open now';
export const STORE_CLOSED_NOW_TEXT = 'Closed now';

/** 'Open now' or 'Closed now' at `now` in the store's time zone (isStoreOpen). */
export function storeOpenNowText(source: StoreHoursSource, now: Date): typeof STORE_OPEN_NOW_TEXT | typeof STORE_CLOSED_NOW_TEXT {
  return isStoreOpen(source, now) ? STORE_OPEN_NOW_TEXT : STORE_CLOSED_NOW_TEXT;
}
