import { describe, expect, it } from 'vitest';
import { ageGateState, needsAgeGate, needsFirstChoice, type AgeGateState, type FirstVisitState } from './firstVisit.ts';

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

describe("the age gate's state", () => {
  it.each<[string, Partial<FirstVisitState>, AgeGateState]>([
    ['the server and hydration, a new or returning shopper alike', { hydrated: false, ageConsent: false }, 'pending'],
    ['the CMS never asks (before loading too)', { hydrated: false, ageConsent: true }, 'closed'],
    ['a new shopper once loaded', { hydrated: true, ageConsent: false }, 'open'],
    ['answered', { hydrated: true, ageConsent: true }, 'closed'],
  ])('%s → %s', (_name, patch, expected) => {
    const state = { ...base, ...patch };
    expect(ageGateState(state)).toBe(expected);
    // Open exactly when the gate asks.
    expect(ageGateState(state) === 'open').toBe(needsAgeGate(state));
  });
});
