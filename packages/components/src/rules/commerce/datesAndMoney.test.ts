import { describe, expect, it } from 'vitest';
import {
  chatDateLabel,
  formatClockTime,
  formatDateWith,
  formatFullDate,
  formatLongDate,
  formatLongDateTime,
  formatMediumDate,
  groupByCalendarDay,
  isOlderThanADay,
  relativeDateLabel,
  shortRelativeTime,
} from './datesAndMoney.ts';
import { formatMoney, shopByPriceLabel, shopByPriceValue } from './money.ts';

// Local-time constructors keep these tests independent of the machine's time zone.
const at = (y: number, m: number, d: number, h = 12, min = 0, s = 0) => new Date(y, m - 1, d, h, min, s);
const NOW = at(2024, 3, 20, 12, 0); // Wednesday, 20 March 2024, 12:00
const SEC = 1000;
const MIN = 60 * SEC;
const HOUR = 60 * MIN;
const DAY = 86_400_000;

describe('display formats (spec 9)', () => {
  const value = at(2024, 3, 5, 14, 7);
  it.each([
    ['DD MMMM, YYYY', formatLongDate, '05 March, 2024'],
    ['DD MMMM, h:mm a', formatLongDateTime, '05 March, 2:07 pm'],
    ['MMM D, YYYY', formatMediumDate, 'Mar 5, 2024'],
    ['dddd, MMMM D, YYYY', formatFullDate, 'Tuesday, March 5, 2024'],
    ['h:mm A (a message, a notification)', formatClockTime, '2:07 PM'],
  ])('%s', (_pattern, format, expected) => {
    expect(format(value)).toBe(expected);
    expect(format(value.getTime())).toBe(expected);
  });

  it.each([[undefined], [null], [''], ['not a date']])('missing or invalid %s → empty', (bad) => {
    expect(formatLongDate(bad)).toBe('');
    expect(formatDateWith(bad, 'YYYY')).toBe('');
  });
});

describe('relativeDateLabel', () => {
  it.each([
    ['same moment', NOW, 'Today'],
    ['start of today', at(2024, 3, 20, 0, 0), 'Today'],
    ['late yesterday (under 24 h)', at(2024, 3, 19, 23, 59), 'Yesterday'],
    ['2 days (our reading)', at(2024, 3, 18), '2 days ago'],
    ['3 days', at(2024, 3, 17), '3 days ago'],
    ['6 days', at(2024, 3, 14), '6 days ago'],
    ['7 days', at(2024, 3, 13), '1 week ago'],
    ['28 days', at(2024, 2, 21), '1 week ago'],
    ['exactly 1 month', at(2024, 2, 20), '1 month ago'],
    ['5 months', at(2023, 10, 21), '1 month ago'],
    ['exactly 6 months', at(2023, 9, 20), '6 months ago'],
    ['11 months', at(2023, 4, 21), '6 months ago'],
    ['exactly 1 year', at(2023, 3, 20), '1 year ago'],
    ['23 months', at(2022, 4, 21), '1 year ago'],
    ['exactly 2 years', at(2022, 3, 20), '20 Mar 2022'],
    ['tomorrow (future)', at(2024, 3, 21), '21 Mar 2024'],
    ['missing', undefined, ''],
    ['invalid', 'nope', ''],
  ])('%s', (_name, value, expected) => {
    expect(relativeDateLabel(value, NOW)).toBe(expected);
  });
});

describe('shortRelativeTime', () => {
  const ago = (ms: number) => NOW.getTime() - ms;
  it.each([
    ['0 s', ago(0), 'a few seconds ago'],
    ['44 s', ago(44 * SEC), 'a few seconds ago'],
    ['30 s in the future', ago(-30 * SEC), 'a few seconds ago'],
    ['45 s', ago(45 * SEC), 'a minute ago'],
    ['89 s', ago(89 * SEC), 'a minute ago'],
    ['90 s', ago(90 * SEC), '2 minutes ago'],
    ['44 min', ago(44 * MIN), '44 minutes ago'],
    ['45 min', ago(45 * MIN), 'an hour ago'],
    ['90 min', ago(90 * MIN), '2 hours ago'],
    ['21 h', ago(21 * HOUR), '21 hours ago'],
    ['22 h', ago(22 * HOUR), 'a day ago'],
    ['36 h', ago(36 * HOUR), '2 days ago'],
    ['6 days 23 h', ago(6 * DAY + 23 * HOUR), '6 days ago'],
    ['exactly 7 days', ago(7 * DAY), '13 Mar 2024'],
    ['2 days in the future', ago(-2 * DAY), '22 Mar 2024'],
    ['missing', undefined, ''],
  ])('%s', (_name, value, expected) => {
    expect(shortRelativeTime(value, NOW)).toBe(expected);
  });
});

describe('chatDateLabel', () => {
  it.each([
    ['today', at(2024, 3, 20, 1), 'Today'],
    ['yesterday', at(2024, 3, 19, 23), 'Yesterday'],
    ['2 days ago → weekday', at(2024, 3, 18), 'Monday'],
    ['6 days ago → weekday', at(2024, 3, 14), 'Thursday'],
    ['7 days ago, same year', at(2024, 3, 13), 'Mar 13'],
    ['1 January same year', at(2024, 1, 1), 'Jan 1'],
    ['previous year', at(2023, 12, 31), '12/31/23'],
    ['future, same year', at(2024, 4, 2), 'Apr 2'],
    ['missing', null, ''],
  ])('%s', (_name, value, expected) => {
    expect(chatDateLabel(value, NOW)).toBe(expected);
  });
});

describe('isOlderThanADay (ONE_DAY_MS = 86,400,000)', () => {
  it.each([
    [0, false],
    [86_399_999, false],
    [86_400_000, false],
    [86_400_001, true],
  ])('%i ms ago → %s', (ms, expected) => {
    expect(isOlderThanADay(NOW.getTime() - ms, NOW)).toBe(expected);
  });
  it('missing date is not older', () => {
    expect(isOlderThanADay(undefined, NOW)).toBe(false);
  });
});

describe('groupByCalendarDay', () => {
  it('groups by local day, keeping first-appearance order', () => {
    const items = [
      { id: 'a', createdAt: at(2024, 3, 20, 9).toISOString() },
      { id: 'b', createdAt: at(2024, 3, 19, 23).toISOString() },
      { id: 'c', createdAt: at(2024, 3, 20, 0, 1).toISOString() },
      { id: 'd', createdAt: 'garbage' },
      { id: 'e' },
    ];
    expect(groupByCalendarDay(items).map((g) => [g.day, g.items.map((i) => i.id)])).toEqual([
      ['2024-03-20', ['a', 'c']],
      ['2024-03-19', ['b']],
      ['', ['d', 'e']],
    ]);
  });
  it('empty list → no groups', () => {
    expect(groupByCalendarDay([])).toEqual([]);
  });
});

describe('formatMoney (currency $, 2 decimals)', () => {
  it.each([
    [0, '$0.00'],
    [5, '$5.00'],
    [12.5, '$12.50'],
    [999.999, '$1,000.00'],
    [1234.5, '$1,234.50'],
    [1234567.891, '$1,234,567.89'],
    [1.005, '$1.01'],
    [-5, '-$5.00'],
    [-0.001, '$0.00'],
    ['19.9', '$19.90'],
    ['  ', '$0.00'],
    ['abc', '$0.00'],
    [Number.NaN, '$0.00'],
    [Number.POSITIVE_INFINITY, '$0.00'],
    [null, '$0.00'],
    [undefined, '$0.00'],
  ])('%s → %s', (amount, expected) => {
    expect(formatMoney(amount)).toBe(expected);
  });
});

describe('Shop By Price buckets (spec 9)', () => {
  it.each([
    ['Under $20', '20'],
    ['Under $40', '40'],
    ['Under $60', '60'],
    ['Under $70', '70'],
    ['Under $80', '80'],
    ['Under $100', '100'],
    ['$100 & Above', '100-above'],
  ])('%s ↔ %s', (label, value) => {
    expect(shopByPriceValue(label)).toBe(value);
    expect(shopByPriceLabel(value)).toBe(label);
  });
  it.each([[''], ['Under $30'], [null], [undefined]])('unknown label %s → null', (label) => {
    expect(shopByPriceValue(label)).toBeNull();
  });
  it.each([['30'], [''], [null], [undefined]])('unknown value %s → null', (value) => {
    expect(shopByPriceLabel(value)).toBeNull();
  });
  it('accepts a numeric value and surrounding whitespace', () => {
    expect(shopByPriceLabel(40)).toBe('Under $40');
    expect(shopByPriceValue('  Under $60 ')).toBe('60');
  });
});
