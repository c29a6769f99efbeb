import { describe, expect, it } from 'vitest';
import {
  cancelReasonProblem,
  lineUnavailableMessages,
  nextOrderStatus,
  offersImHere,
  orderMoveRefusal,
  orderStatusEmail,
  orderStatusName,
  orderStatusSms,
  orderTimeline,
  SMS_MAX_LENGTH,
  staffBoardSections,
  vehicleProblem,
} from './orderLifecycle.ts';

describe('nextOrderStatus', () => {
  it.each([
    ['PICKUP', 'placed', 'confirmed'],
    ['PICKUP', 'confirmed', 'preparing'],
    ['PICKUP', 'preparing', 'ready'],
    ['PICKUP', 'ready', 'completed'],
    ['PICKUP', 'completed', null],
    ['PICKUP', 'cancelled', null],
    ['CURBSIDE_PICKUP', 'preparing', 'ready'],
    // Staff may hand a ready curbside order over without "I'm here" (the shopper walked in).
    ['CURBSIDE_PICKUP', 'ready', 'completed'],
    ['CURBSIDE_PICKUP', 'arrived', 'completed'],
    ['DELIVERY', 'preparing', 'out_for_delivery'],
    ['DELIVERY', 'out_for_delivery', 'completed'],
    ['DELIVERY', 'ready', null],
    ['PICKUP', 'out_for_delivery', null],
    ['PICKUP', 'nonsense', null],
  ])('%s %s → %s', (type, status, expected) => expect(nextOrderStatus(type, status)).toBe(expected));
});

describe('orderMoveRefusal', () => {
  it.each([
    { orderType: 'PICKUP', from: 'placed', to: 'confirmed', actor: 'staff', expected: null },
    { orderType: 'PICKUP', from: 'placed', to: 'ready', actor: 'staff', expected: 'not-allowed' },
    { orderType: 'PICKUP', from: 'ready', to: 'preparing', actor: 'staff', expected: 'not-allowed' },
    { orderType: 'PICKUP', from: 'placed', to: 'confirmed', actor: 'shopper', expected: 'not-allowed' },
    { orderType: 'PICKUP', from: 'placed', to: 'cancelled', actor: 'shopper', expected: null },
    { orderType: 'PICKUP', from: 'confirmed', to: 'cancelled', actor: 'shopper', expected: null },
    { orderType: 'PICKUP', from: 'preparing', to: 'cancelled', actor: 'shopper', expected: 'not-allowed' },
    { orderType: 'DELIVERY', from: 'out_for_delivery', to: 'cancelled', actor: 'staff', reason: 'Driver unavailable', expected: null },
    { orderType: 'DELIVERY', from: 'preparing', to: 'cancelled', actor: 'staff', reason: '  ', expected: 'reason-required' },
    { orderType: 'PICKUP', from: 'completed', to: 'cancelled', actor: 'staff', reason: 'Late', expected: 'not-allowed' },
    { orderType: 'PICKUP', from: 'cancelled', to: 'cancelled', actor: 'staff', reason: 'Again', expected: 'not-allowed' },
    { orderType: 'CURBSIDE_PICKUP', from: 'ready', to: 'arrived', actor: 'shopper', expected: null },
    { orderType: 'CURBSIDE_PICKUP', from: 'preparing', to: 'arrived', actor: 'shopper', expected: 'not-allowed' },
    { orderType: 'PICKUP', from: 'ready', to: 'arrived', actor: 'shopper', expected: 'not-allowed' },
    { orderType: 'CURBSIDE_PICKUP', from: 'ready', to: 'arrived', actor: 'staff', expected: 'not-allowed' },
    { orderType: 'PICKUP', from: 'accepted', to: 'preparing', actor: 'staff', expected: 'unknown-status' },
  ] as const)('$actor $orderType $from → $to: $expected', ({ expected, ...move }) => expect(orderMoveRefusal(move)).toBe(expected));
});

describe('offersImHere', () => {
  it.each([
    ['CURBSIDE_PICKUP', 'ready', true],
    ['CURBSIDE_PICKUP', 'preparing', false],
    ['CURBSIDE_PICKUP', 'arrived', false],
    ['PICKUP', 'ready', false],
    ['DELIVERY', 'out_for_delivery', false],
  ])('%s %s → %s', (type, status, expected) => expect(offersImHere(type, status)).toBe(expected));
});

describe('orderStatusName', () => {
  it.each([
    ['ready', 'PICKUP', undefined, 'Ready for pickup'],
    ['ready', 'CURBSIDE_PICKUP', undefined, 'Ready for curbside pickup'],
    ['out_for_delivery', 'DELIVERY', undefined, 'Out for delivery'],
    ['completed', 'DELIVERY', undefined, 'Delivered'],
    ['completed', 'PICKUP', undefined, 'Picked up'],
    ['accepted', 'PICKUP', undefined, 'Confirmed'],
    ['cancelled', 'PICKUP', 'store', 'Cancelled by the store'],
    ['cancelled', 'PICKUP', 'shopper', 'Cancelled by you'],
    ['cancelled', 'PICKUP', null, 'Cancelled'],
  ] as const)('%s (%s, %s) → %s', (status, type, by, expected) => expect(orderStatusName(status, type, by)).toBe(expected));
});

describe('order status messages', () => {
  const base = { number: '1234567', storeName: 'Motor City Provisions', firstName: 'Jamie' };
  it.each([
    { status: 'ready', orderType: 'PICKUP', includes: 'ready for pickup at Motor City Provisions' },
    { status: 'ready', orderType: 'CURBSIDE_PICKUP', includes: 'tap "I\'m here"' },
    { status: 'preparing', orderType: 'DELIVERY', includes: 'preparing your order for delivery' },
    { status: 'preparing', orderType: 'CURBSIDE_PICKUP', includes: 'for curbside pickup' },
    { status: 'out_for_delivery', orderType: 'DELIVERY', includes: 'on its way' },
    { status: 'arrived', orderType: 'CURBSIDE_PICKUP', vehicle: 'blue Civic', includes: 'knows you are here (blue Civic)' },
    {
      status: 'cancelled',
      orderType: 'PICKUP',
      cancelledBy: 'store',
      reason: 'Out of stock',
      includes: 'cancelled your order: Out of stock',
    },
    { status: 'cancelled', orderType: 'PICKUP', cancelledBy: 'shopper', includes: 'You cancelled your order' },
    { status: 'completed', orderType: 'DELIVERY', includes: 'was delivered' },
  ] as const)('$status $orderType: "$includes" in e-mail and SMS', ({ includes, ...input }) => {
    const email = orderStatusEmail({ ...base, ...input });
    expect(email.body).toContain(includes);
    expect(email.greeting).toBe('Hi Jamie,');
    expect(email.subject).toBe(
      `Order #1234567: ${orderStatusName(input.status, input.orderType, 'cancelledBy' in input ? input.cancelledBy : null)}`,
    );
    const sms = orderStatusSms({ ...base, ...input });
    expect(sms.startsWith('Motor City Provisions: order #1234567. ')).toBe(true);
    expect(sms.length).toBeLessThanOrEqual(SMS_MAX_LENGTH);
  });

  it('cuts a long SMS to one segment with an ellipsis', () => {
    const sms = orderStatusSms({ ...base, status: 'cancelled', orderType: 'PICKUP', cancelledBy: 'store', reason: 'x'.repeat(300) });
    expect(sms).toHaveLength(SMS_MAX_LENGTH);
    expect(sms.endsWith('…')).toBe(true);
  });

  it('tells the shopper of a removed line with the new total', () => {
    const { email, sms } = lineUnavailableMessages({ ...base, lineName: 'Blue Dream 3.5g', total: 42.5 });
    expect(email.body).toBe(
      'Motor City Provisions no longer has Blue Dream 3.5g for your order. It was removed and your new total is $42.50.',
    );
    expect(sms).toContain('$42.50');
  });
});

describe('vehicleProblem and cancelReasonProblem', () => {
  it.each([
    ['blue Honda Civic', false],
    ['  ', true],
    ['x', true],
    ['a'.repeat(81), true],
    ['red\ncar', true],
  ])('vehicle %j → problem %s', (vehicle, problem) => expect(vehicleProblem(vehicle) !== null).toBe(problem));
  it.each([
    ['Out of stock', false],
    ['no', true],
    ['r'.repeat(201), true],
  ])('reason %j → problem %s', (reason, problem) => expect(cancelReasonProblem(reason) !== null).toBe(problem));
});

describe('orderTimeline', () => {
  it('marks passed steps with times, the current one, and the rest ahead', () => {
    const timeline = orderTimeline({
      orderType: 'CURBSIDE_PICKUP',
      status: 'preparing',
      history: [
        { status: 'placed', at: 1 },
        { status: 'confirmed', at: 2 },
        { status: 'preparing', at: 3 },
      ],
    });
    expect(timeline.map((e) => [e.status, e.state, e.at])).toEqual([
      ['placed', 'done', 1],
      ['confirmed', 'done', 2],
      ['preparing', 'current', 3],
      ['ready', 'ahead', null],
      ['arrived', 'ahead', null],
      ['completed', 'ahead', null],
    ]);
    expect(timeline[3]?.label).toBe('Ready for curbside pickup');
  });

  it('keeps the time a step was reached when a later row has the same status (a line removed)', () => {
    const timeline = orderTimeline({
      orderType: 'PICKUP',
      status: 'confirmed',
      history: [
        { status: 'placed', at: 1 },
        { status: 'confirmed', at: 2 },
        { status: 'confirmed', at: 9, note: 'Blue Dream (3.5g) was unavailable and was removed.' },
      ],
    });
    expect(timeline.find((e) => e.status === 'confirmed')?.at).toBe(2);
  });

  it('reads an old accepted step as confirmed', () => {
    const timeline = orderTimeline({ orderType: 'PICKUP', status: 'completed', history: [{ status: 'accepted', at: 5 }] });
    expect(timeline.find((e) => e.status === 'confirmed')?.at).toBe(5);
    expect(timeline.at(-1)?.state).toBe('current');
  });

  it('ends a cancelled order at its cancellation, with the reason and no steps ahead', () => {
    const timeline = orderTimeline({
      orderType: 'DELIVERY',
      status: 'cancelled',
      cancelledBy: 'store',
      cancelReason: 'Driver unavailable',
      history: [
        { status: 'placed', at: 1 },
        { status: 'confirmed', at: 2 },
        { status: 'cancelled', at: 3 },
      ],
    });
    expect(timeline.map((e) => [e.status, e.state])).toEqual([
      ['placed', 'done'],
      ['confirmed', 'done'],
      ['cancelled', 'cancelled'],
    ]);
    expect(timeline.at(-1)).toMatchObject({ label: 'Cancelled by the store', note: 'Driver unavailable', at: 3 });
  });

  it('leaves out "arrived" for a curbside order handed over without it', () => {
    const timeline = orderTimeline({ orderType: 'CURBSIDE_PICKUP', status: 'completed', history: [{ status: 'ready', at: 1 }] });
    expect(timeline.map((e) => e.status)).not.toContain('arrived');
  });
});

describe('staffBoardSections', () => {
  it('puts each order in its section, oldest first, arrivals first, unknown statuses nowhere', () => {
    const orders = [
      { id: 'a', status: 'placed', createdAt: 3 },
      { id: 'b', status: 'arrived', createdAt: 2 },
      { id: 'c', status: 'placed', createdAt: 1 },
      { id: 'd', status: 'out_for_delivery', createdAt: 4 },
      { id: 'e', status: 'ready', createdAt: 5 },
      { id: 'f', status: 'cancelled', createdAt: 6 },
      { id: 'g', status: 'accepted', createdAt: 7 },
    ];
    expect(staffBoardSections(orders).map((s) => [s.key, s.orders.map((o) => o.id)])).toEqual([
      ['arrived', ['b']],
      ['new', ['c', 'a']],
      ['confirmed', []],
      ['preparing', []],
      ['ready', ['d', 'e']],
      ['closed', ['f']],
    ]);
  });
});
