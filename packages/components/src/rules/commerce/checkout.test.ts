import { describe, expect, it } from 'vitest';
import { retailers } from '@storefront/fixtures/catalog';
import { cardLastFour, checkoutCheck, EMPTY_CHECKOUT, isOfferedSlot, orderSlots, type CheckoutValues } from './checkout.ts';

const detroit = retailers.find((r) => r.id === 'ret-mi-detroit');
if (!detroit) throw new Error('no Detroit store');

describe('orderSlots: scheduled ordering from the store hours (Detroit: Fri 9 AM–10 PM, Sat 9–10, Sun 10–8)', () => {
  it('a Friday at 3:30 PM: every half hour from 4:00 PM, 30 minutes ahead at least', () => {
    const slots = orderSlots(detroit, new Date('2026-11-20T15:30:00-05:00'), 4);
    expect(slots.map((s) => s.label)).toEqual(['Today 4:00 PM', 'Today 4:30 PM', 'Today 5:00 PM', 'Today 5:30 PM']);
    expect(slots[0]?.value).toBe('2026-11-20T21:00:00.000Z');
  });

  it('late on Friday: the last slot of the night, then tomorrow from opening', () => {
    const labels = orderSlots(detroit, new Date('2026-11-20T20:50:00-05:00'), 3).map((s) => s.label);
    expect(labels).toEqual(['Today 9:30 PM', 'Tomorrow 9:00 AM', 'Tomorrow 9:30 AM']);
  });

  it('Sunday at 3 a.m. (closed): the first slot is at opening, 10:00 AM', () => {
    expect(orderSlots(detroit, new Date('2026-11-22T03:00:00-05:00'), 1).map((s) => s.label)).toEqual(['Today 10:00 AM']);
  });

  it('a store closed every day offers nothing; a bad clock offers nothing', () => {
    const closed = {
      ...detroit,
      pickupHours: Object.fromEntries(
        Object.entries(detroit.pickupHours).map(([d, h]) => [d, { ...h, active: false }]),
      ) as typeof detroit.pickupHours,
    };
    expect(orderSlots(closed, new Date('2026-11-20T15:30:00-05:00'))).toEqual([]);
    expect(orderSlots(detroit, new Date(Number.NaN))).toEqual([]);
  });

  it('the server takes only a slot the store offers now', () => {
    const now = new Date('2026-11-20T15:30:00-05:00');
    expect(isOfferedSlot(detroit, '2026-11-20T21:00:00.000Z', now)).toBe(true);
    // 3:45 PM: not on the half hour; 11 PM: closed; yesterday: past; nonsense.
    expect(isOfferedSlot(detroit, '2026-11-20T20:45:00.000Z', now)).toBe(false);
    expect(isOfferedSlot(detroit, '2026-11-21T04:00:00.000Z', now)).toBe(false);
    expect(isOfferedSlot(detroit, '2026-11-19T21:00:00.000Z', now)).toBe(false);
    expect(isOfferedSlot(detroit, 'soon', now)).toBe(false);
  });
});

describe('checkoutCheck: spec 5 messages, first failure only', () => {
  const ok: CheckoutValues = {
    ...EMPTY_CHECKOUT,
    firstName: 'Dana',
    lastName: 'Tester',
    email: 'dana@example.com',
    contactNumber: '(313) 555-0100',
    slot: '2026-11-20T21:00:00.000Z',
  };
  const pickup = { orderType: 'PICKUP' as const, menuType: 'RECREATIONAL' as const };
  it.each<
    [
      string,
      Partial<CheckoutValues>,
      { orderType: 'PICKUP' | 'DELIVERY' | 'CURBSIDE_PICKUP'; menuType: 'MEDICAL' | 'RECREATIONAL' },
      string | null,
    ]
  >([
    ['all there', {}, pickup, null],
    ['no first name', { firstName: '  ' }, pickup, 'Please enter first name.'],
    ['a bad e-mail', { email: 'dana@' }, pickup, 'Please provide a correct email address!'],
    ['a short phone', { contactNumber: '555-01' }, pickup, 'Contact number should contain at least 10 digits.'],
    ['no pickup time', { slot: '' }, pickup, 'Please enter a pickup time.'],
    ['no delivery time', { slot: '' }, { orderType: 'DELIVERY', menuType: 'RECREATIONAL' }, 'Please enter a delivery time.'],
    [
      'delivery without an address',
      { deliveryAddress: ' ' },
      { orderType: 'DELIVERY', menuType: 'RECREATIONAL' },
      'Please enter delivery address.',
    ],
    ['medical without a card', {}, { orderType: 'PICKUP', menuType: 'MEDICAL' }, 'Please enter medical card number.'],
    [
      'a short card number',
      { payment: 'CARD', ccNum: '4111 1111 1111', ccExp: '02/28' },
      pickup,
      'Card number should be at least 16 digit.',
    ],
    [
      'a card expiry without a slash',
      { payment: 'CARD', ccNum: '4111 1111 1111 1111', ccExp: '0228' },
      pickup,
      'Expire date format should be 02/22.',
    ],
    ['a good card', { payment: 'CARD', ccNum: '4111 1111 1111 1111', ccExp: '02/28' }, pickup, null],
  ])('%s', (_name, change, context, expected) => {
    expect(checkoutCheck({ ...ok, ...change }, context)).toBe(expected);
  });
  it('keeps only the last four digits of a card', () => {
    expect(cardLastFour('4111 1111 1111 1234')).toBe('1234');
  });
});
