import { describe, expect, it } from 'vitest';
import { stateDisplayName, US_STATE_NAMES } from './usStates.ts';

describe('stateDisplayName', () => {
  it.each([
    ['MI', 'Michigan'],
    [' az ', 'Arizona'],
    ['co', 'Colorado'],
    ['AR', 'Arkansas'],
    ['ZZ', 'ZZ'],
    ['', ''],
    [null, ''],
  ])('%j → %j', (code, expected) => {
    expect(stateDisplayName(code)).toBe(expected);
  });

  it('names the 50 states, DC and three territories', () => {
    expect(Object.keys(US_STATE_NAMES)).toHaveLength(54);
  });
});
