import { describe, expect, it } from 'vitest';
import { nextSlotsOf } from './slots.ts';

const slot = {
  value: '2026-11-20T21:30:00.000Z',
  label: 'Today 4:30 PM',
  date: '2026-11-20',
  dayLabel: 'Today',
  timeLabel: '4:30 PM',
  remaining: 2,
};
const refused = (nextSlots: unknown) => ({
  statusCode: 409,
  message: 'That pickup time just filled up. Please choose another time.',
  error: { data: { nextSlots } },
});

describe('nextSlotsOf: the next open slots of a refused order, read defensively', () => {
  it.each<[string, unknown, unknown]>([
    ['the slot-full answer', refused([slot]), [slot]],
    ['the slot-full answer with nothing open', refused([]), []],
    ['a malformed slot is dropped', refused([slot, { ...slot, remaining: 0 }, { value: 7 }, null]), [slot]],
    ['another refusal (no nextSlots)', { statusCode: 409, error: { data: { message: 'The order changed meanwhile.' } } }, null],
    ['nextSlots not a list', refused('soon'), null],
    ['no answer', undefined, null],
  ])('%s', (_, answer, expected) => {
    expect(nextSlotsOf(answer)).toEqual(expected);
  });
});
