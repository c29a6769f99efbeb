import { describe, expect, it } from 'vitest';
import type { DayHours, SpecialHours, Weekday } from '../../domain/types.ts';
import {
  datedHoursText,
  datedSpecialHoursOn,
  formatClockMinutes,
  formatHoursTime,
  isStoreOpen,
  parseClockMinutes,
  specialHoursInForce,
  specialHoursText,
  storeCardHoursLine,
  storeClock,
  storeHoursText,
  storeDate,
  storeOpenNowText,
  todaysPickupHours,
  upcomingSpecialHours,
  weeklyHoursRows,
} from './storeHours.ts';
import type { PickupHours, StoreHoursSource } from './storeHours.ts';

const open = (start = '09:00', end = '21:00'): DayHours => ({ active: true, start, end });
const closed: DayHours = { active: false, start: '09:00', end: '21:00' };

function week(activeDays: readonly Weekday[], hours: DayHours = open()): Record<Weekday, DayHours> {
  const all: Weekday[] = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
  return Object.fromEntries(all.map((day) => [day, activeDays.includes(day) ? hours : closed])) as Record<Weekday, DayHours>;
}
const everyDay = week(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
const weekdaysOnly = week(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);

/** Local-time dates: 2024-06-03 is a Monday, 2024-06-08 a Saturday. */
const mondayAt = (hours: number, minutes = 0): Date => new Date(2024, 5, 3, hours, minutes);
const saturdayAt = (hours: number, minutes = 0): Date => new Date(2024, 5, 8, hours, minutes);

function special(overrides: Partial<SpecialHours>): Partial<SpecialHours> {
  return {
    name: 'Holiday',
    start: '2024-06-03T10:00:00Z',
    end: '2024-06-03T14:00:00Z',
    active: true,
    specialDateRangeCheckStatus: true,
    ...overrides,
  };
}

describe('storeHoursText (spec 4)', () => {
  it.each<[PickupHours, string]>([
    [everyDay, 'Open Monday to Sunday'],
    [weekdaysOnly, 'Open Monday to Friday'],
    [week(['Saturday', 'Sunday']), 'Open Saturday to Sunday'],
    [week(['Monday', 'Wednesday']), 'Open Monday to Wednesday'],
    [week(['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']), 'Open Tuesday to Sunday'],
    [week(['Thursday']), 'Open on Thursday'],
    [week(['Sunday']), 'Open on Sunday'],
    [week([]), 'Closed'],
    [{ Monday: { active: true }, Friday: null }, 'Open on Monday'],
    [{}, 'Closed'],
    [null, 'Closed'],
    [undefined, 'Closed'],
  ])('%j → %j', (hours, expected) => {
    expect(storeHoursText(hours)).toBe(expected);
  });
});

describe('clock times', () => {
  it.each([
    ['09:00', 540],
    ['9:05', 545],
    ['23:59', 1439],
    ['00:00', 0],
    ['21:30:00', 1290],
    ['21:30:00.000', 1290],
    [' 07:15 ', 435],
    ['24:00', null],
    ['12:60', null],
    ['9am', null],
    ['', null],
    [null, null],
  ])('parseClockMinutes(%j) → %j', (value, expected) => {
    expect(parseClockMinutes(value)).toBe(expected);
  });

  it.each([
    [0, '12:00 AM'],
    [5, '12:05 AM'],
    [540, '9:00 AM'],
    [720, '12:00 PM'],
    [780, '1:00 PM'],
    [1439, '11:59 PM'],
  ])('formatClockMinutes(%j) → %j', (minutes, expected) => {
    expect(formatClockMinutes(minutes)).toBe(expected);
  });

  it.each([
    ['09:00', '9:00 AM'],
    ['2024-12-24T17:30:00-05:00', '5:30 PM'],
    ['2024-12-24T00:00:00.000Z', '12:00 AM'],
    ['noon', 'noon'],
    ['  ', ''],
    [undefined, ''],
  ])('formatHoursTime(%j) → %j', (value, expected) => {
    expect(formatHoursTime(value)).toBe(expected);
  });
});

describe('specialHoursText (spec 4)', () => {
  it.each<[StoreHoursSource, string | null]>([
    [{ specialHours: [special({})] }, '10:00 AM - 2:00 PM'],
    [{ specialHours: [special({ specialDateRangeCheckStatus: false })] }, 'Closed | Special Hours: Holiday'],
    [
      { specialHours: [special({ specialDateRangeCheckStatus: false, name: 'Inventory Day' }), special({ name: 'Later' })] },
      '10:00 AM - 2:00 PM',
    ],
    [{ specialHours: [special({ specialDateRangeCheckStatus: false, name: '  ' })] }, 'Closed | Special Hours:'],
    [{ specialHours: [special({ active: false })] }, null],
    [{ specialHours: [null] }, null],
    [{ specialHours: [] }, null],
    [{ specialHours: null }, null],
    [{}, null],
  ])('%j → %j', (source, expected) => {
    expect(specialHoursText(source)).toBe(expected);
  });
});

describe('storeClock', () => {
  it('reads the weekday and minutes in the retailer time zone', () => {
    // 2024-06-03T02:30Z is Sunday 22:30 in Detroit (UTC-4 in June).
    expect(storeClock(new Date('2024-06-03T02:30:00Z'), 'America/Detroit')).toEqual({ weekday: 'Sunday', minutes: 1350 });
    expect(storeClock(new Date('2024-06-03T02:30:00Z'), 'UTC')).toEqual({ weekday: 'Monday', minutes: 150 });
  });

  it.each([[undefined], [null], ['  '], ['Not/A_Zone']])('falls back to the local clock for time zone %j', (zone) => {
    expect(storeClock(mondayAt(10, 15), zone)).toEqual({ weekday: 'Monday', minutes: 615 });
  });
});

describe('today’s pickup hours and the store card line', () => {
  it.each<[StoreHoursSource, Date, string | null, string]>([
    [{ pickupHours: everyDay }, mondayAt(10), '9:00 AM - 9:00 PM', '9:00 AM - 9:00 PM'],
    [{ pickupHours: weekdaysOnly }, saturdayAt(10), null, 'Open Monday to Friday'],
    [{ pickupHours: week([]) }, mondayAt(10), null, 'Closed'],
    [{ pickupHours: week(['Monday'], open('9am', '21:00')) }, mondayAt(10), null, 'Open on Monday'],
    [{ pickupHours: everyDay, specialHours: [special({})] }, mondayAt(10), '9:00 AM - 9:00 PM', '10:00 AM - 2:00 PM'],
    [
      { pickupHours: everyDay, specialHours: [special({ specialDateRangeCheckStatus: false })] },
      mondayAt(10),
      '9:00 AM - 9:00 PM',
      'Closed | Special Hours: Holiday',
    ],
    [{ pickupHours: everyDay }, new Date(Number.NaN), null, 'Open Monday to Sunday'],
    [{}, mondayAt(10), null, 'Closed'],
  ])('%j at %s → %j / %j', (source, now, today, line) => {
    expect(todaysPickupHours(source, now)).toBe(today);
    expect(storeCardHoursLine(source, now)).toBe(line);
  });
});

describe('isStoreOpen', () => {
  it.each<[string, StoreHoursSource, Date, boolean]>([
    ['inside today’s hours', { pickupHours: everyDay }, mondayAt(10), true],
    ['at opening time', { pickupHours: everyDay }, mondayAt(9), true],
    ['one minute before opening', { pickupHours: everyDay }, mondayAt(8, 59), false],
    ['at closing time', { pickupHours: everyDay }, mondayAt(21), false],
    ['a closed day', { pickupHours: weekdaysOnly }, saturdayAt(12), false],
    ['no hours at all', {}, mondayAt(12), false],
    ['unreadable hours', { pickupHours: week(['Monday'], open('9am', '5pm')) }, mondayAt(12), false],
    ['start equals end: all day', { pickupHours: week(['Monday'], open('00:00', '00:00')) }, mondayAt(3), true],
    ['overnight, late evening', { pickupHours: week(['Monday'], open('18:00', '02:00')) }, mondayAt(23), true],
    ['overnight, early morning', { pickupHours: week(['Monday'], open('18:00', '02:00')) }, mondayAt(1), true],
    ['overnight, midday', { pickupHours: week(['Monday'], open('18:00', '02:00')) }, mondayAt(12), false],
    ['an invalid date', { pickupHours: everyDay }, new Date(Number.NaN), false],
    ['special hours, inside', { pickupHours: week([]), specialHours: [special({})] }, new Date('2024-06-03T12:00:00Z'), true],
    ['special hours, at start', { specialHours: [special({})] }, new Date('2024-06-03T10:00:00Z'), true],
    ['special hours, at end', { specialHours: [special({})] }, new Date('2024-06-03T14:00:00Z'), false],
    ['special hours, outside', { pickupHours: everyDay, specialHours: [special({})] }, new Date('2024-06-03T16:00:00Z'), false],
    [
      'special hours without a date-range match',
      { pickupHours: everyDay, specialHours: [special({ specialDateRangeCheckStatus: false })] },
      mondayAt(12),
      false,
    ],
    ['special hours, unreadable times', { specialHours: [special({ start: 'soon', end: undefined })] }, mondayAt(12), false],
    ['special hours, no start', { specialHours: [special({ start: undefined })] }, new Date('2024-06-03T12:00:00Z'), false],
    ['inactive special hours are ignored', { pickupHours: everyDay, specialHours: [special({ active: false })] }, mondayAt(12), true],
  ])('%s → %s', (_case, source, now, expected) => {
    expect(isStoreOpen(source, now)).toBe(expected);
  });

  it('uses the retailer time zone', () => {
    const source: StoreHoursSource = { pickupHours: week(['Sunday'], open('09:00', '23:00')), timezone: 'America/Detroit' };
    // Monday 02:30 UTC is Sunday 22:30 in Detroit.
    expect(isStoreOpen(source, new Date('2024-06-03T02:30:00Z'))).toBe(true);
    expect(isStoreOpen({ ...source, timezone: 'UTC' }, new Date('2024-06-03T02:30:00Z'))).toBe(false);
  });
});

describe("storeOpenNowText (the card's live state, in the store's time zone)", () => {
  const sundaysOff = { ...everyDay, Sunday: closed };
  it.each<[string, StoreHoursSource, Date, string]>([
    ["inside today's hours", { pickupHours: everyDay }, mondayAt(10), 'Open now'],
    ['before opening', { pickupHours: everyDay }, mondayAt(8, 59), 'Closed now'],
    // 2026-11-22 is a Sunday: 3 a.m. in Detroit is 08:00 UTC.
    [
      'a Sunday at 3 a.m. in Detroit, closed on Sundays',
      { pickupHours: sundaysOff, timezone: 'America/Detroit' },
      new Date('2026-11-22T08:00:00Z'),
      'Closed now',
    ],
    [
      'a Sunday at noon in Detroit, closed on Sundays',
      { pickupHours: sundaysOff, timezone: 'America/Detroit' },
      new Date('2026-11-22T17:00:00Z'),
      'Closed now',
    ],
    [
      'Sunday 10 a.m. in Phoenix, open every day',
      { pickupHours: everyDay, timezone: 'America/Phoenix' },
      new Date('2026-11-22T17:00:00Z'),
      'Open now',
    ],
    [
      'special hours apply without a date-range match',
      { pickupHours: everyDay, specialHours: [special({ specialDateRangeCheckStatus: false })] },
      mondayAt(12),
      'Closed now',
    ],
  ])('%s → %s', (_name, source, now, expected) => {
    expect(storeOpenNowText(source, now)).toBe(expected);
  });
});

// ── Dated exceptions and the store page's week (issue 35) ──────────────────────────────────────
const christmas = {
  name: 'Christmas Day',
  start: '2026-12-25T00:00:00',
  end: '2026-12-25T23:59:00',
  active: false,
  specialDateRangeCheckStatus: false,
  closed: true,
};
const fourTwenty = {
  name: '4/20',
  start: '2027-04-20T08:00:00',
  end: '2027-04-20T23:00:00',
  active: false,
  specialDateRangeCheckStatus: false,
  closed: false,
};
const inventory = {
  name: 'Inventory',
  start: '2026-12-28T12:00:00',
  end: '2026-12-30T18:00:00',
  active: false,
  specialDateRangeCheckStatus: false,
  closed: false,
};
const legacy = {
  name: 'Thanksgiving Day',
  start: '2026-11-26T00:00:00',
  end: '2026-11-26T23:59:00',
  active: false,
  specialDateRangeCheckStatus: false,
};
const detroit: StoreHoursSource = {
  pickupHours: everyDay,
  timezone: 'America/Detroit',
  specialHours: [fourTwenty, christmas, inventory, legacy],
};

describe('storeDate (the store calendar)', () => {
  it.each([
    // 03:30 UTC on the 25th is still the 24th in Detroit (UTC-5) and Phoenix (UTC-7).
    ['2026-12-25T03:30:00Z', 'America/Detroit', '2026-12-24'],
    ['2026-12-25T06:30:00Z', 'America/Detroit', '2026-12-25'],
    ['2026-12-25T06:30:00Z', 'America/Phoenix', '2026-12-24'],
    ['2026-12-25T06:30:00Z', 'UTC', '2026-12-25'],
  ])('%s in %s → %s', (at, zone, date) => {
    expect(storeDate(new Date(at), zone)).toBe(date);
  });
  it('falls back to the local calendar without a valid zone', () => {
    expect(storeDate(mondayAt(23, 30), 'Not/A_Zone')).toBe('2024-06-03');
  });
});

describe('datedSpecialHoursOn', () => {
  it.each<[string, string | null, string | null]>([
    ['2026-12-25', 'Christmas Day', 'Closed'],
    ['2027-04-20', '4/20', '8:00 AM - 11:00 PM'],
    ['2026-12-29', 'Inventory', '12:00 PM - 6:00 PM'],
    ['2026-12-24', null, null],
    // An entry without `closed` is the spec's kind: read through its flags only, never by date.
    ['2026-11-26', null, null],
  ])('%s → %j %j', (date, name, text) => {
    const entry = datedSpecialHoursOn(detroit, date);
    expect(entry?.name ?? null).toBe(name);
    expect(entry ? datedHoursText(entry) : null).toBe(text);
  });
  it('a closed entry wins over one that opens the same day; unreadable times say so', () => {
    const both = { specialHours: [{ ...fourTwenty, start: '2026-12-25T10:00:00', end: '2026-12-25T14:00:00' }, christmas] };
    expect(datedSpecialHoursOn(both, '2026-12-25')?.name).toBe('Christmas Day');
    expect(datedHoursText({ closed: false, opens: null, closes: 600 })).toBe('Special hours');
  });
});

describe('isStoreOpen with dated exceptions, in the store time zone', () => {
  it.each<[string, string, boolean]>([
    ['Christmas noon in Detroit: closed all day', '2026-12-25T17:00:00Z', false],
    ['Christmas Eve 11 p.m. in Detroit (the 25th in UTC): the weekly hours, closed at 11 p.m.', '2026-12-25T04:00:00Z', false],
    ['Christmas Eve 8 p.m. in Detroit (the 25th in UTC from 7 p.m.): open', '2026-12-25T01:00:00Z', true],
    ['4/20 at 10 p.m. in Detroit: open late (the weekly Tuesday closes at 9)', '2027-04-21T02:00:00Z', true],
    ['4/20 at 7:30 a.m.: not yet (opens at 8)', '2027-04-20T11:30:00Z', false],
    ['4/21 at 10 p.m.: the weekly hours again', '2027-04-22T02:00:00Z', false],
    ['inventory days, 10 a.m.: opens at noon', '2026-12-29T15:00:00Z', false],
    ['inventory days, 1 p.m.', '2026-12-29T18:00:00Z', true],
    ['Thanksgiving of the spec kind (no `closed`): the weekly hours', '2026-11-26T17:00:00Z', true],
  ])('%s → %s', (_name, at, open) => {
    expect(isStoreOpen(detroit, new Date(at))).toBe(open);
  });
  it('an active entry of the spec kind still comes first', () => {
    const source = { ...detroit, specialHours: [...(detroit.specialHours ?? []), special({ specialDateRangeCheckStatus: false })] };
    expect(isStoreOpen(source, new Date('2027-04-21T02:00:00Z'))).toBe(false);
  });
});

describe('specialHoursText and the card line on a dated exception', () => {
  it.each<[string, string | null, string]>([
    ['2026-12-25T17:00:00Z', 'Closed | Special Hours: Christmas Day', 'Closed | Special Hours: Christmas Day'],
    ['2027-04-20T17:00:00Z', '8:00 AM - 11:00 PM', '8:00 AM - 11:00 PM'],
    ['2026-12-23T17:00:00Z', null, '9:00 AM - 9:00 PM'],
  ])('%s → %j / %j', (at, text, line) => {
    expect(specialHoursText(detroit, new Date(at))).toBe(text);
    expect(storeCardHoursLine(detroit, new Date(at))).toBe(line);
  });
  it('without `now` the spec reading only', () => {
    expect(specialHoursText(detroit)).toBeNull();
  });
});

describe('upcomingSpecialHours (the store page list)', () => {
  it.each<[string, string[], string | null]>([
    ['2026-11-20T17:00:00Z', ['Christmas Day', 'Inventory', '4/20'], null],
    ['2026-12-25T17:00:00Z', ['Christmas Day', 'Inventory', '4/20'], 'Christmas Day'],
    // 00:30 on the 26th in UTC is still Christmas evening in Detroit.
    ['2026-12-26T00:30:00Z', ['Christmas Day', 'Inventory', '4/20'], 'Christmas Day'],
    ['2026-12-30T17:00:00Z', ['Inventory', '4/20'], 'Inventory'],
    ['2027-05-01T17:00:00Z', [], null],
  ])('at %s → %j, today %j', (at, names, today) => {
    const list = upcomingSpecialHours(detroit, new Date(at));
    expect(list.map((entry) => entry.name)).toEqual(names);
    expect(list.find((entry) => entry.today)?.name ?? null).toBe(today);
  });
  it('an invalid date lists nothing', () => {
    expect(upcomingSpecialHours(detroit, new Date(Number.NaN))).toEqual([]);
  });
});

describe('weeklyHoursRows (Monday → Sunday, today marked in the store time zone)', () => {
  it('a week with closed days and an all-day one', () => {
    const source: StoreHoursSource = {
      pickupHours: { ...weekdaysOnly, Friday: open('00:00', '00:00'), Tuesday: open('9am', '5pm') },
      timezone: 'America/Detroit',
    };
    // Monday 02:30 UTC is Sunday evening in Detroit.
    expect(weeklyHoursRows(source, new Date('2024-06-03T02:30:00Z'))).toEqual([
      { day: 'Monday', text: '9:00 AM - 9:00 PM', today: false },
      { day: 'Tuesday', text: 'Closed', today: false },
      { day: 'Wednesday', text: '9:00 AM - 9:00 PM', today: false },
      { day: 'Thursday', text: '9:00 AM - 9:00 PM', today: false },
      { day: 'Friday', text: 'Open 24 hours', today: false },
      { day: 'Saturday', text: 'Closed', today: false },
      { day: 'Sunday', text: 'Closed', today: true },
    ]);
  });
  it.each<[Date, number]>([
    [new Date('2024-06-03T14:00:00Z'), 0],
    [new Date(Number.NaN), -1],
  ])('at %s today is row %i', (now, index) => {
    expect(weeklyHoursRows({ pickupHours: everyDay, timezone: 'America/Detroit' }, now).findIndex((row) => row.today)).toBe(index);
  });
});

describe('specialHoursInForce (the spec kind, for the store page)', () => {
  it.each<[StoreHoursSource, { name: string; text: string } | null]>([
    [{ specialHours: [special({ name: 'Inventory Week Hours' })] }, { name: 'Inventory Week Hours', text: '10:00 AM - 2:00 PM' }],
    [
      { specialHours: [special({ specialDateRangeCheckStatus: false, name: 'Staff Training Day' })] },
      { name: 'Staff Training Day', text: 'Closed | Special Hours: Staff Training Day' },
    ],
    [{ specialHours: [special({ active: false })] }, null],
    [detroit, null],
  ])('%j → %j', (source, expected) => {
    expect(specialHoursInForce(source)).toEqual(expected);
  });
});
