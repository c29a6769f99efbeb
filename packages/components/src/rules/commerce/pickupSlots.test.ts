import { describe, expect, it } from 'vitest';
import { retailers } from '@storefront/fixtures/catalog';
import { weekdays, type DayHours, type Weekday } from '../../domain/types.ts';
import {
  DEFAULT_SLOT_SETTINGS,
  isSlotOffered,
  noOfferedSlotsMessage,
  offeredSlots,
  readSlotSettings,
  slotDays,
  slotFullMessage,
  slotRemainingText,
  type SlotSettings,
  type SlotSource,
} from './pickupSlots.ts';

/** A store open `start`–`end` every day (or on the days given) in `timezone`. */
function store(timezone: string, start: string, end: string, days: readonly Weekday[] = weekdays): SlotSource {
  const pickupHours = Object.fromEntries(weekdays.map((day) => [day, { active: days.includes(day), start, end }])) as Record<
    Weekday,
    DayHours
  >;
  return { timezone, pickupHours, specialHours: [] };
}

const detroit = store('America/Detroit', '09:00', '21:00');
const settings = (change: Partial<SlotSettings> = {}): SlotSettings => ({ ...DEFAULT_SLOT_SETTINGS, ...change });
const labels = (source: SlotSource, change: Partial<SlotSettings>, now: string, max = 4, taken: Record<string, number> = {}) =>
  offeredSlots(source, settings(change), new Date(now), taken, max).map((s) => s.label);

describe('readSlotSettings: each setting read defensively (a broken value gets the default)', () => {
  it.each<[string, unknown, Partial<SlotSettings>]>([
    ['nothing written', undefined, {}],
    ['not an object', 'fast', {}],
    ['an array', [30], {}],
    [
      'all written',
      { slotMinutes: 60, ordersPerSlot: 4, prepMinutes: 90, daysAhead: 6, sameDay: false, lastSlotBeforeCloseMinutes: 60 },
      { slotMinutes: 60, ordersPerSlot: 4, prepMinutes: 90, daysAhead: 6, sameDay: false, lastSlotBeforeCloseMinutes: 60 },
    ],
    ['a slot length off the quarter hour', { slotMinutes: 20 }, {}],
    ['a slot length too long', { slotMinutes: 300 }, {}],
    ['45-minute slots', { slotMinutes: 45 }, { slotMinutes: 45 }],
    ['no places', { ordersPerSlot: 0 }, {}],
    ['a fraction of an order', { ordersPerSlot: 2.5 }, {}],
    ['a number as text', { ordersPerSlot: '8' }, {}],
    ['a negative buffer', { prepMinutes: -15 }, {}],
    ['no buffer', { prepMinutes: 0 }, { prepMinutes: 0 }],
    ['two weeks ahead', { daysAhead: 14 }, {}],
    ['today only', { daysAhead: 0 }, { daysAhead: 0 }],
    ['same day as text', { sameDay: 'no' }, {}],
    ['NaN before closing', { lastSlotBeforeCloseMinutes: Number.NaN }, {}],
  ])('%s', (_, raw, expected) => {
    expect(readSlotSettings(raw)).toEqual(settings(expected));
  });
});

describe('offeredSlots: the store settings, in the store time zone', () => {
  // 2026-11-20 is a Friday; Detroit is UTC−5 then, Phoenix UTC−7 all year.
  it.each<[string, SlotSource, Partial<SlotSettings>, string, string[]]>([
    [
      'defaults: every half hour, 30 minutes ahead',
      detroit,
      {},
      '2026-11-20T15:30:00-05:00',
      ['Today 4:00 PM', 'Today 4:30 PM', 'Today 5:00 PM', 'Today 5:30 PM'],
    ],
    [
      'hour-long slots',
      detroit,
      { slotMinutes: 60 },
      '2026-11-20T15:30:00-05:00',
      ['Today 4:00 PM', 'Today 5:00 PM', 'Today 6:00 PM', 'Today 7:00 PM'],
    ],
    [
      '45-minute slots sit on the store clock from midnight',
      detroit,
      { slotMinutes: 45 },
      '2026-11-20T15:30:00-05:00',
      ['Today 4:30 PM', 'Today 5:15 PM', 'Today 6:00 PM', 'Today 6:45 PM'],
    ],
    [
      'a 90-minute buffer',
      detroit,
      { prepMinutes: 90 },
      '2026-11-20T15:30:00-05:00',
      ['Today 5:00 PM', 'Today 5:30 PM', 'Today 6:00 PM', 'Today 6:30 PM'],
    ],
    [
      'same-day off: tomorrow from opening',
      detroit,
      { sameDay: false },
      '2026-11-20T08:00:00-05:00',
      ['Tomorrow 9:00 AM', 'Tomorrow 9:30 AM', 'Tomorrow 10:00 AM', 'Tomorrow 10:30 AM'],
    ],
    [
      'the last slot an hour before closing (9 PM), then tomorrow',
      detroit,
      { lastSlotBeforeCloseMinutes: 60 },
      '2026-11-20T19:00:00-05:00',
      ['Today 7:30 PM', 'Today 8:00 PM', 'Tomorrow 9:00 AM', 'Tomorrow 9:30 AM'],
    ],
    [
      'no closing margin: a slot may start half an hour before closing',
      detroit,
      {},
      '2026-11-20T20:00:00-05:00',
      ['Today 8:30 PM', 'Tomorrow 9:00 AM'],
    ],
    ['today only, late: nothing left', detroit, { daysAhead: 0 }, '2026-11-20T20:45:00-05:00', []],
    [
      'the same instant in Phoenix is two hours earlier on its clock',
      store('America/Phoenix', '09:00', '21:00'),
      {},
      '2026-11-20T15:30:00-05:00',
      ['Today 2:00 PM', 'Today 2:30 PM', 'Today 3:00 PM', 'Today 3:30 PM'],
    ],
    [
      'a late evening in Denver is still today there, past midnight UTC',
      store('America/Denver', '09:00', '23:00'),
      {},
      '2026-11-21T04:00:00Z',
      ['Today 9:30 PM', 'Today 10:00 PM', 'Today 10:30 PM', 'Tomorrow 9:00 AM'],
    ],
    [
      'closed Saturday: Friday night, then Sunday by its weekday',
      store('America/Detroit', '09:00', '21:00', ['Friday', 'Sunday']),
      {},
      '2026-11-20T20:00:00-05:00',
      ['Today 8:30 PM', 'Sunday 9:00 AM'],
    ],
  ])('%s', (_, source, change, now, expected) => {
    expect(labels(source, change, now, expected.length === 0 ? 4 : expected.length)).toEqual(expected);
  });

  it('a store closed all day by a dated exception offers that day nothing; closed all week, nothing at all', () => {
    const holiday: SlotSource = {
      ...detroit,
      specialHours: [{ name: 'Thanksgiving Day', start: '2026-11-26T00:00:00', end: '2026-11-26T23:59:00', closed: true, active: false }],
    };
    const slots = offeredSlots(holiday, settings(), new Date('2026-11-25T20:00:00-05:00'), {}, 3);
    expect(slots.map((s) => s.label)).toEqual(['Today 8:30 PM', 'Friday 9:00 AM', 'Friday 9:30 AM']);
    expect(offeredSlots(store('America/Detroit', '09:00', '21:00', []), settings(), new Date('2026-11-20T12:00:00-05:00'))).toEqual([]);
    expect(offeredSlots(detroit, settings(), new Date(Number.NaN))).toEqual([]);
  });

  it('days ahead counts store-calendar days: 2 → today, tomorrow and the day after', () => {
    const days = slotDays(offeredSlots(detroit, settings({ slotMinutes: 240 }), new Date('2026-11-20T08:00:00-05:00')));
    expect(days.map((d) => [d.date, d.label, d.slots.map((s) => s.timeLabel)])).toEqual([
      ['2026-11-20', 'Today', ['12:00 PM', '4:00 PM', '8:00 PM']],
      ['2026-11-21', 'Tomorrow', ['12:00 PM', '4:00 PM', '8:00 PM']],
      ['2026-11-22', 'Sunday', ['12:00 PM', '4:00 PM', '8:00 PM']],
    ]);
  });

  it('DST in Denver: the fall-back hour offers 1:30 AM once, the spring-forward night has no 2 AM slots', () => {
    const allDay = store('America/Denver', '00:00', '00:00');
    const fall = offeredSlots(allDay, settings({ prepMinutes: 0 }), new Date('2026-11-01T00:30:00-06:00'), {}, 6);
    expect(fall.map((s) => s.timeLabel)).toEqual(['12:30 AM', '1:00 AM', '1:30 AM', '2:00 AM', '2:30 AM', '3:00 AM']);
    // 1:00 AM MDT is 07:00Z; 2:00 AM MST is 09:00Z: two real hours apart.
    expect(fall[1]?.value).toBe('2026-11-01T07:00:00.000Z');
    expect(fall[3]?.value).toBe('2026-11-01T09:00:00.000Z');
    const spring = offeredSlots(allDay, settings({ prepMinutes: 0 }), new Date('2026-03-08T01:00:00-07:00'), {}, 4);
    expect(spring.map((s) => s.timeLabel)).toEqual(['1:00 AM', '1:30 AM', '3:00 AM', '3:30 AM']);
  });

  it('leaves out a full slot and says how many places remain in the others', () => {
    const now = new Date('2026-11-20T15:30:00-05:00');
    const slots = offeredSlots(
      detroit,
      settings({ ordersPerSlot: 3 }),
      now,
      { '2026-11-20T21:00:00.000Z': 3, '2026-11-20T21:30:00.000Z': 2 },
      3,
    );
    expect(slots.map((s) => [s.timeLabel, s.remaining])).toEqual([
      ['4:30 PM', 1],
      ['5:00 PM', 3],
      ['5:30 PM', 3],
    ]);
  });
});

describe('isSlotOffered: the server check of a chosen slot', () => {
  const now = new Date('2026-11-20T15:30:00-05:00');
  it.each<[string, Partial<SlotSettings>, string, boolean]>([
    ['an offered slot', {}, '2026-11-20T21:00:00.000Z', true],
    ['3:45 PM, off the half-hour grid', {}, '2026-11-20T20:45:00.000Z', false],
    ['off the half-hour grid', {}, '2026-11-20T21:15:00.000Z', false],
    ['on a 45-minute store grid', { slotMinutes: 45 }, '2026-11-20T21:30:00.000Z', true],
    ['past', {}, '2026-11-20T20:00:00.000Z', false],
    ['after closing', {}, '2026-11-21T02:30:00.000Z', false],
    ['within the last hour before closing', { lastSlotBeforeCloseMinutes: 60 }, '2026-11-21T01:30:00.000Z', false],
    ['today with same-day off', { sameDay: false }, '2026-11-20T21:00:00.000Z', false],
    ['tomorrow with same-day off', { sameDay: false }, '2026-11-21T14:00:00.000Z', true],
    ['the third day ahead', {}, '2026-11-23T14:00:00.000Z', false],
    ['the third day ahead when 3 are offered', { daysAhead: 3 }, '2026-11-23T14:00:00.000Z', true],
    ['not a time', {}, 'soon', false],
    ['a second off the minute', {}, '2026-11-20T21:00:01.000Z', false],
  ])('%s', (_, change, slot, expected) => {
    expect(isSlotOffered(detroit, settings(change), slot, now)).toBe(expected);
  });

  it('does not apply the buffer again: a slot chosen a few minutes ago stays good', () => {
    expect(isSlotOffered(detroit, settings(), '2026-11-20T21:00:00.000Z', new Date('2026-11-20T15:50:00-05:00'))).toBe(true);
  });
});

describe('the picker texts', () => {
  it.each<[number, string | null]>([
    [0, null],
    [1, '1 left'],
    [3, '3 left'],
    [4, null],
  ])('%i places: %s', (remaining, text) => {
    expect(slotRemainingText(remaining)).toBe(text);
  });

  it('the race message and the empty picker name pickup or delivery', () => {
    expect(slotFullMessage('PICKUP')).toBe('That pickup time just filled up. Please choose another time.');
    expect(slotFullMessage('CURBSIDE_PICKUP')).toBe('That pickup time just filled up. Please choose another time.');
    expect(slotFullMessage('DELIVERY')).toBe('That delivery time just filled up. Please choose another time.');
    expect(noOfferedSlotsMessage('DELIVERY')).toBe('No delivery times are open right now. Please choose another store or try again later.');
  });
});

describe('the demo stores’ settings differ (fixtures/catalog)', () => {
  it('every store reads its settings without a fallback, and they are not all the same', () => {
    const read = retailers.map((r) => readSlotSettings(r.slotSettings));
    for (const [i, r] of retailers.entries()) expect(read[i], r.id).toEqual({ ...DEFAULT_SLOT_SETTINGS, ...r.slotSettings });
    expect(new Set(read.map((s) => JSON.stringify(s))).size).toBeGreaterThan(3);
  });
});
