/**
 * Pickup and delivery slots with capacity (issue 35, item 5): each store's own slot settings, the
 * slots it offers with the places left in each, and the server's check of a chosen slot. Before this a
 * store offered every half hour with no limit, so one slot could collect 200 orders.
 *
 * Our readings where the issue is silent:
 * - Slots sit on the store's wall clock: a slot starts at a multiple of the slot length after the
 *   store's midnight (30 minutes: 9:00, 9:30…; 45 minutes: 9:00, 9:45…). The length is a whole number
 *   of quarter hours because time-zone offsets are, so the grid is walked in quarter hours of real time
 *   and a wall-clock time the fall-back hour repeats is offered once (the first), and the hour the
 *   spring-forward skips has no slots.
 * - A slot is offered when it starts at least the preparation buffer from now, the store is open when
 *   it starts (isStoreOpen: special hours, dated exceptions, then the day's hours) and still open
 *   `lastSlotBeforeCloseMinutes` later, its store-calendar day is today (when same-day orders are on)
 *   or one of the next `daysAhead` days, and it has a place left.
 * - Pickup and delivery orders share a slot's places: the store prepares both.
 * - The server's check does not apply the buffer again (a slot chosen a few minutes ago stays good)
 *   and leaves the places to the database, which counts them inside the order's transaction.
 * - A setting that is missing, not a whole number or out of its range is read as its default.
 */
import type { OrderType } from '../../domain/types.ts';
import { formatClockMinutes, isStoreOpen, storeClock, storeDate, type StoreHoursSource } from '../navigation/storeHours.ts';

export interface SlotSettings {
  /** Minutes per slot: a multiple of 15 from 15 to 240. */
  slotMinutes: number;
  /** Orders a slot takes (pickup and delivery together), 1–500. */
  ordersPerSlot: number;
  /** The preparation buffer: the first slot starts at least this many minutes from now, 0–1440. */
  prepMinutes: number;
  /** Store-calendar days after today that are offered, 0–6 (today, tomorrow and the day after: 2). */
  daysAhead: number;
  /** Whether today's slots are offered. */
  sameDay: boolean;
  /** The last slot starts at least this many minutes before closing, 0–240 (0: any slot that starts while open). */
  lastSlotBeforeCloseMinutes: number;
}

/** A store without settings behaves as every store did before issue 35, with ten orders a slot. */
export const DEFAULT_SLOT_SETTINGS: Readonly<SlotSettings> = {
  slotMinutes: 30,
  ordersPerSlot: 10,
  prepMinutes: 30,
  daysAhead: 2,
  sameDay: true,
  lastSlotBeforeCloseMinutes: 0,
};

const QUARTER_HOUR_MS = 15 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** The 'N left' hint shows at this many places or fewer. */
export const FEW_SLOT_PLACES = 3;

/** A store's hours and, optionally, its slot settings as written. */
export type SlotSource = StoreHoursSource & { slotSettings?: unknown };

function wholeNumber(value: unknown, min: number, max: number, fallback: number, step = 1): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max && value % step === 0 ? value : fallback;
}

/** The settings as written, each broken one replaced by its default. */
export function readSlotSettings(raw: unknown): SlotSettings {
  const written = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const d = DEFAULT_SLOT_SETTINGS;
  return {
    slotMinutes: wholeNumber(written.slotMinutes, 15, 240, d.slotMinutes, 15),
    ordersPerSlot: wholeNumber(written.ordersPerSlot, 1, 500, d.ordersPerSlot),
    prepMinutes: wholeNumber(written.prepMinutes, 0, 1440, d.prepMinutes),
    daysAhead: wholeNumber(written.daysAhead, 0, 6, d.daysAhead),
    sameDay: typeof written.sameDay === 'boolean' ? written.sameDay : d.sameDay,
    lastSlotBeforeCloseMinutes: wholeNumber(written.lastSlotBeforeCloseMinutes, 0, 240, d.lastSlotBeforeCloseMinutes),
  };
}

/** The store's own settings (readSlotSettings of its `slotSettings`). */
export const storeSlotSettings = (source: SlotSource): SlotSettings => readSlotSettings(source.slotSettings);

/** 'YYYY-MM-DD' plus whole days (calendar arithmetic, no time zone involved). */
function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole calendar days from one 'YYYY-MM-DD' to another. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The first and last store-calendar day offered at `now`. */
function offeredDays(source: SlotSource, settings: SlotSettings, now: Date): { today: string; first: string; last: string } {
  const today = storeDate(now, source.timezone);
  return { today, first: settings.sameDay ? today : addDays(today, 1), last: addDays(today, settings.daysAhead) };
}

/** Open when the slot starts and still open the last-slot minutes later (closing at that instant is enough). */
function openForSlot(source: SlotSource, settings: SlotSettings, at: number): boolean {
  if (!isStoreOpen(source, new Date(at))) return false;
  return settings.lastSlotBeforeCloseMinutes === 0 || isStoreOpen(source, new Date(at + settings.lastSlotBeforeCloseMinutes * 60_000 - 1));
}

export interface OfferedSlot {
  /** ISO instant: what the order sends. */
  value: string;
  /** 'Today 4:30 PM', 'Tomorrow 10:00 AM', 'Saturday 9:00 AM' (store time). */
  label: string;
  /** The store-calendar day, 'YYYY-MM-DD'. */
  date: string;
  /** 'Today', 'Tomorrow' or the weekday. */
  dayLabel: string;
  /** '4:30 PM'. */
  timeLabel: string;
  /** Places left (at least 1: a full slot is not offered). */
  remaining: number;
}

/**
 * The slots the store offers from `now` (see the module's readings), soonest first; `taken` is the
 * orders each slot already holds by its ISO value. `max` stops early (the checkout's first few).
 */
export function offeredSlots(
  source: SlotSource,
  settings: SlotSettings,
  now: Date,
  taken: Readonly<Record<string, number>> = {},
  max = Number.POSITIVE_INFINITY,
): OfferedSlot[] {
  if (Number.isNaN(now.getTime())) return [];
  const { today, first, last } = offeredDays(source, settings, now);
  const slots: OfferedSlot[] = [];
  const seen = new Set<string>();
  const start = Math.ceil((now.getTime() + settings.prepMinutes * 60_000) / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;
  // Past the last day by a margin of a day and a bit: a long buffer or a DST day never cuts it short.
  const end = now.getTime() + (settings.daysAhead + 2) * DAY_MS;
  for (let at = start; at <= end && slots.length < max; at += QUARTER_HOUR_MS) {
    const when = new Date(at);
    const date = storeDate(when, source.timezone);
    if (date > last) break;
    if (date < first) continue;
    const clock = storeClock(when, source.timezone);
    if (clock.minutes % settings.slotMinutes !== 0) continue;
    const key = `${date} ${clock.minutes}`;
    if (seen.has(key)) continue; // the fall-back hour's second pass
    seen.add(key);
    if (!openForSlot(source, settings, at)) continue;
    const value = when.toISOString();
    const remaining = settings.ordersPerSlot - Math.max(0, taken[value] ?? 0);
    if (remaining <= 0) continue;
    const ahead = daysBetween(today, date);
    const dayLabel = ahead === 0 ? 'Today' : ahead === 1 ? 'Tomorrow' : clock.weekday;
    const timeLabel = formatClockMinutes(clock.minutes);
    slots.push({ value, label: `${dayLabel} ${timeLabel}`, date, dayLabel, timeLabel, remaining });
  }
  return slots;
}

/**
 * The server's check of a chosen slot against the store's settings: a whole minute on the store's slot
 * grid, still ahead of now, on an offered day and in the store's hours (the buffer is not applied again;
 * the places are the database's to count).
 */
export function isSlotOffered(source: SlotSource, settings: SlotSettings, slot: string, now: Date): boolean {
  const at = Date.parse(slot);
  if (!Number.isFinite(at) || at % 60_000 !== 0 || Number.isNaN(now.getTime()) || at <= now.getTime()) return false;
  const { first, last } = offeredDays(source, settings, now);
  const when = new Date(at);
  const date = storeDate(when, source.timezone);
  if (date < first || date > last) return false;
  if (storeClock(when, source.timezone).minutes % settings.slotMinutes !== 0) return false;
  return openForSlot(source, settings, at);
}

/** One day of offered slots (the picker's tab). */
export interface SlotDay {
  date: string;
  label: string;
  slots: OfferedSlot[];
}

/** The offered slots by store-calendar day, in order. */
export function slotDays(slots: readonly OfferedSlot[]): SlotDay[] {
  const days: SlotDay[] = [];
  for (const slot of slots) {
    const day = days.at(-1);
    if (day && day.date === slot.date) day.slots.push(slot);
    else days.push({ date: slot.date, label: slot.dayLabel, slots: [slot] });
  }
  return days;
}

/** '2 left' when few places remain (FEW_SLOT_PLACES or fewer), else null. */
export function slotRemainingText(remaining: number): string | null {
  return remaining > 0 && remaining <= FEW_SLOT_PLACES ? `${remaining} left` : null;
}

/** The answer to the shopper who lost the race for a slot's last place. */
export function slotFullMessage(orderType: OrderType | null | undefined): string {
  return `That ${orderType === 'DELIVERY' ? 'delivery' : 'pickup'} time just filled up. Please choose another time.`;
}

/** The picker's text when a store offers nothing (ours; the checkout's older line named 3 days). */
export function noOfferedSlotsMessage(orderType: OrderType | null | undefined): string {
  return `No ${orderType === 'DELIVERY' ? 'delivery' : 'pickup'} times are open right now. Please choose another store or try again later.`;
}
