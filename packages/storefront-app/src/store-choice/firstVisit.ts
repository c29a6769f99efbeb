/**
 * The first visit (issue 10): age gate first, then the store / order-type choice when no store is
 * chosen; never a store picked silently. Pure, so the order is testable.
 */
export interface FirstVisitState {
  /** The stored answers are loaded (until then nothing opens: a returning shopper must not see a flash). */
  hydrated: boolean;
  /** canAgeConsent: the shopper's answer, or the retailer's CMS default. */
  ageConsent: boolean;
  /** isVisitedCustomerChoicePage: the choice was shown before (chosen or dismissed), or the CMS says so. */
  choiceSeen: boolean;
  /** The shopper's chosen store. */
  retailerId: string | null | undefined;
}

/** The age gate shows: loaded, and the shopper has not answered 21+ or medical patient. */
export function needsAgeGate(state: Pick<FirstVisitState, 'hydrated' | 'ageConsent'>): boolean {
  return state.hydrated && !state.ageConsent;
}

/**
 * The age gate's state: 'open' (asking: modal, the page inert), 'closed' (answered, or the CMS
 * never asks), or 'pending' before the stored answer is read — the server's HTML and hydration,
 * where the gate is in the page for a first visit's first paint and the document's first script
 * hides it for a browser that has answered.
 */
export type AgeGateState = 'pending' | 'open' | 'closed';

export function ageGateState(state: Pick<FirstVisitState, 'hydrated' | 'ageConsent'>): AgeGateState {
  if (state.ageConsent) return 'closed';
  return state.hydrated ? 'open' : 'pending';
}

/** The store choice opens by itself: after the age gate, when no store is chosen and it was not shown before. */
export function needsFirstChoice(state: FirstVisitState): boolean {
  return state.hydrated && state.ageConsent && !state.choiceSeen && (state.retailerId ?? '').trim() === '';
}
