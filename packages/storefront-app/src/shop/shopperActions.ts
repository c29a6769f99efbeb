/**
 * The shopper's forms as the server answers them (issue 31, item 2: forms that work before the
 * page's code has loaded, or without it). A form posts here; the server updates the shopper cookie
 * and sends the shopper back (303) to the page they were on. Once the page has hydrated the same
 * forms are handled in the browser, without a page load.
 *
 * Pure: the current cookie state and the posted fields in, the new cookie state and where to go out.
 */
import { AGE_GATE_ANSWER_FIELD, ageGateAnswers, FORM_RETURN_FIELD, type AgeGateAnswer } from '@storefront/components';
import type { ShopperCookieState } from './shopperCookie.ts';

/** Where the age gate's form posts. */
export const AGE_GATE_ACTION_PATH = '/shopper/age-gate';
/** `?age-gate=exit`: the page comes back with the gate's polite exit ('No' before the code loaded). */
export const AGE_GATE_EXIT_PARAM = 'age-gate';
export const AGE_GATE_EXIT_VALUE = 'exit';

/** A path on this site to go back to: '/' for anything else (another origin, '//host', a scheme, a backslash, control characters). */
export function safeReturnPath(value: string | null | undefined): string {
  if (typeof value !== 'string' || value.length > 2000 || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '/';
  for (let index = 0; index < value.length; index += 1) if (value.charCodeAt(index) < 0x20 || value.charCodeAt(index) === 0x7f) return '/';
  return value;
}

export interface ActionResult {
  /** The cookie state to set; null: leave the cookie as it is. */
  cookie: ShopperCookieState | null;
  /** Where to send the shopper (a path on this site). */
  location: string;
}

const emptyShopper: ShopperCookieState = { ageConsent: false, choiceSeen: false, preference: {} };

/**
 * The age gate's answer: 21+ and medical patient are kept (a medical patient also gets the medical
 * menu when the retailer has one, as AgeGateSlot does); 'No' keeps nothing and comes back to the
 * gate's exit view; anything else goes back unchanged.
 */
export function ageGateAction(current: ShopperCookieState | null, form: URLSearchParams, site: { hasMedicalMenu: boolean }): ActionResult {
  const back = safeReturnPath(form.get(FORM_RETURN_FIELD));
  const answer = form.get(AGE_GATE_ANSWER_FIELD) as AgeGateAnswer | null;
  if (answer === null || !ageGateAnswers.includes(answer)) return { cookie: null, location: back };
  if (answer === 'under-age') {
    const url = new URL(back, 'http://storefront.invalid');
    url.searchParams.set(AGE_GATE_EXIT_PARAM, AGE_GATE_EXIT_VALUE);
    return { cookie: null, location: `${url.pathname}${url.search}` };
  }
  const state = current ?? emptyShopper;
  const medical = answer === 'medical' && site.hasMedicalMenu;
  return {
    cookie: { ...state, ageConsent: true, preference: medical ? { ...state.preference, menuType: 'MEDICAL' } : state.preference },
    location: back,
  };
}
