import { describe, expect, it } from 'vitest';
import { needsAgeGate, needsFirstChoice, type FirstVisitState } from './firstVisit.ts';

const base: FirstVisitState = { hydrated: true, ageConsent: true, choiceSeen: false, retailerId: null };

describe('first visit: the age gate, then the store choice', () => {
  it.each<[string, Partial<FirstVisitState>, boolean, boolean]>([
    ['a new shopper before the stored answers load', { hydrated: false, ageConsent: false }, false, false],
    ['a new shopper', { ageConsent: false }, true, false],
    ['after answering 21+, no store chosen', {}, false, true],
    ['a store already chosen', { retailerId: 'ret-mi-detroit' }, false, false],
    ['the choice was shown before (dismissed)', { choiceSeen: true }, false, false],
    ['a blank stored store counts as none', { retailerId: '  ' }, false, true],
  ])('%s → gate %j, choice %j', (_name, patch, gate, choice) => {
    const state = { ...base, ...patch };
    expect(needsAgeGate(state)).toBe(gate);
    expect(needsFirstChoice(state)).toBe(choice);
  });
});
