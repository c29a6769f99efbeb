/**
 * The document's first script (in <head>, before the body is parsed): marks <html> with
 * AGE_CONSENT_ATTRIBUTE when this browser has answered the age gate (the stored canAgeConsent is
 * true), so the gate in the server's HTML (pending, see AgeGateSlot) is hidden before the first
 * paint for a returning shopper and shown at once to a first visit. Storage that cannot be read
 * (private modes, a corrupt value) leaves the gate to ask: it never hides it wrongly.
 */
import { AGE_CONSENT_ATTRIBUTE } from '@storefront/components/rules';

export { AGE_GATE_PENDING_ATTRIBUTE } from '@storefront/components/rules';
import { APP_STORAGE_KEYS } from '../stores/keys.ts';

export function ageConsentScript(): string {
  const key = JSON.stringify(APP_STORAGE_KEYS.ageConsent);
  const attribute = JSON.stringify(AGE_CONSENT_ATTRIBUTE);
  return `try{if(JSON.parse(localStorage.getItem(${key}))===true)document.documentElement.setAttribute(${attribute},"")}catch(e){}`;
}
