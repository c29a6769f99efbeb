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

/** The store choice opens by itself: after the age gate, when no store is chosen and it was not shown before. */
export function needsFirstChoice(state: FirstVisitState): boolean {
  return state.hydrated && state.ageConsent && !state.choiceSeen && (state.retailerId ?? '').trim() === '';
}
