import { describe, expect, it } from 'vitest';
import { isCancellableOrder, orderPlacedDate, orderTypeName, orderWhenLabel } from './orders.ts';

describe('orderTypeName', () => {
  it.each([
    ['PICKUP', 'Pickup'],
    ['CURBSIDE_PICKUP', 'Curbside Pickup'],
    ['DELIVERY', 'Delivery'],
    ['DRONE', 'DRONE'],
  ])('%s → %s', (type, expected) => expect(orderTypeName(type)).toBe(expected));
});

describe('orderWhenLabel', () => {
  it.each([
    { order: { orderType: 'PICKUP', slot: '2026-11-18T18:30:00.000Z' }, zone: 'America/Detroit', expected: 'Pickup, Wednesday 1:30 PM' },
    {
      order: { orderType: 'DELIVERY', slot: '2026-11-18T18:30:00.000Z' },
      zone: 'America/Phoenix',
      expected: 'Delivery, Wednesday 11:30 AM',
    },
    { order: { orderType: 'CURBSIDE_PICKUP', slot: null }, zone: 'America/Detroit', expected: 'Curbside Pickup' },
    { order: { orderType: 'PICKUP', slot: 'not a time' }, zone: 'America/Detroit', expected: 'Pickup' },
  ])('$expected', ({ order, zone, expected }) => expect(orderWhenLabel(order, zone)).toBe(expected));
});

describe('orderPlacedDate', () => {
  it('reads the day in the store time zone', () => {
    // 02:00 UTC on the 19th is still the 18th in Detroit.
    expect(orderPlacedDate(Date.parse('2026-11-19T02:00:00Z'), 'America/Detroit')).toBe('Nov 18, 2026');
    expect(orderPlacedDate(Date.parse('2026-11-19T02:00:00Z'), 'UTC')).toBe('Nov 19, 2026');
  });
});

describe('isCancellableOrder', () => {
  it.each([
    ['placed', true],
    ['confirmed', true],
    ['preparing', false],
    ['ready', false],
    ['completed', false],
    ['cancelled', false],
  ])('%s → %s', (status, expected) => expect(isCancellableOrder(status)).toBe(expected));
});
