/**
 * The shared form check of spec 5 (messages shown as warning toasts) and the popup e-mail field.
 */

export const FORM_CHECK_MESSAGES = {
  email: 'Please provide a correct email address!',
  contactNumber: 'Contact number should contain at least 10 digits.',
  password: 'Please provide at least 6 characters!',
  ccNum: 'Card number should be at least 16 digit.',
  ccExp: 'Expire date format should be 02/22.',
} as const;
export type FormCheckRuleKey = keyof typeof FORM_CHECK_MESSAGES;

/** Spec 5: contactNumber, trimmed and formatted, has at least 17 characters. */
export const CONTACT_NUMBER_MIN_FORMATTED_LENGTH = 17;
/** Spec 5: password at least 6 characters. */
export const PASSWORD_MIN_LENGTH = 6;
/**
 * NIST SP 800-63B (issue 32): a NEW password (sign-up, a password change) has at least 8
 * characters. Spec 5's 6 stays the shared form check of every password field, with its message,
 * so an older account's shorter password still signs in; the server also refuses common passwords.
 */
export const NEW_PASSWORD_MIN_LENGTH = 8;
export const NEW_PASSWORD_TOO_SHORT_MESSAGE = `Password must be at least ${NEW_PASSWORD_MIN_LENGTH} characters.`;
/** Spec 5: ccNum trimmed, at least 16 characters. */
export const CARD_NUMBER_MIN_LENGTH = 16;

export const POPUP_EMAIL_REQUIRED_MESSAGE = 'Email is required';
export const POPUP_EMAIL_INVALID_MESSAGE = 'Please enter a valid email';

/**
 * E-mail pattern (ours; the spec says only "an e-mail pattern"): local part without spaces or '@',
 * '@', dot-separated non-empty domain labels, and a final label of at least 2 letters.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[A-Za-z]{2,}$/;

/** True when the trimmed value matches the e-mail pattern. */
export function isValidEmail(value: string | null | undefined): boolean {
  return EMAIL_PATTERN.test((value ?? '').trim());
}

/**
 * Formats a US contact number as '+1 (AAA) BBB-CCCC' (ours; the spec shows only the 17-character
 * rule). Non-digits are dropped; with more than 10 digits a leading country code 1 is dropped; at
 * most 10 digits are kept. Partial input is formatted progressively ('313' → '+1 (313',
 * '313555' → '+1 (313) 555'). Exactly 10 digits give 17 characters, so "length at least 17"
 * means "at least 10 digits": '3135550142' → '+1 (313) 555-0142'.
 */
export function formatContactNumber(raw: string | null | undefined): string {
  let digits = (raw ?? '').replace(/\D/g, '');
  if (digits.length > 10 && digits.startsWith('1')) digits = digits.slice(1);
  digits = digits.slice(0, 10);
  if (!digits) return '';
  const area = digits.slice(0, 3);
  const exchange = digits.slice(3, 6);
  const line = digits.slice(6);
  return `+1 (${area}${exchange ? `) ${exchange}` : ''}${line ? `-${line}` : ''}`;
}

/**
 * Human field name from a key (ours): camelCase, snake_case and kebab-case split into lower-case
 * words. 'firstName' → 'first name', 'contactNumber' → 'contact number', 'postal_code' →
 * 'postal code', 'userID' → 'user id'.
 */
export function humanizeFieldName(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/[_\-\s]+/g, ' ')
    .trim()
    .toLowerCase();
}

/** 'Please enter {field name}.', or 'Please upload {field name}.' when the key is resume. */
export function requiredFieldMessage(key: string, label?: string): string {
  const name = label ?? humanizeFieldName(key);
  return key === 'resume' ? `Please upload ${name}.` : `Please enter ${name}.`;
}

/** Present: not null/undefined, not a blank string, not an empty list. Other values (0, false,
 * a File) count as present. */
export function isFieldPresent(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

const FIELD_RULES: Record<FormCheckRuleKey, (value: string) => boolean> = {
  email: (v) => isValidEmail(v),
  contactNumber: (v) => formatContactNumber(v.trim()).length >= CONTACT_NUMBER_MIN_FORMATTED_LENGTH,
  password: (v) => v.length >= PASSWORD_MIN_LENGTH,
  ccNum: (v) => v.trim().length >= CARD_NUMBER_MIN_LENGTH,
  ccExp: (v) => v.includes('/'),
};
const RULE_KEYS = Object.keys(FIELD_RULES) as FormCheckRuleKey[];
const hasRule = (key: string): key is FormCheckRuleKey => (RULE_KEYS as string[]).includes(key);

export interface FormCheckOptions {
  /** Display names overriding the humanised key, e.g. { ccNum: 'card number' }. */
  labels?: Readonly<Record<string, string>>;
}

/**
 * Every message of the shared form check, in order: the required keys as given, then the other
 * rule keys (email, contactNumber, password, ccNum, ccExp) that are present in `values`. A missing
 * required field gives its 'Please enter …' message; a present field with a rule gives the rule's
 * message when it fails. A missing optional field is not checked.
 */
export function formCheckMessages(
  values: Readonly<Record<string, unknown>>,
  requiredKeys: readonly string[],
  options: FormCheckOptions = {},
): string[] {
  const required = new Set(requiredKeys);
  const keys = [...new Set([...requiredKeys, ...RULE_KEYS.filter((k) => k in values)])];
  const messages: string[] = [];
  for (const key of keys) {
    const value = values[key];
    if (!isFieldPresent(value)) {
      if (required.has(key)) messages.push(requiredFieldMessage(key, options.labels?.[key]));
      continue;
    }
    if (hasRule(key) && !FIELD_RULES[key](String(value))) messages.push(FORM_CHECK_MESSAGES[key]);
  }
  return messages;
}

/** The first message of the shared form check (the one the warning toast shows), or null. */
export function formCheck(
  values: Readonly<Record<string, unknown>>,
  requiredKeys: readonly string[],
  options?: FormCheckOptions,
): string | null {
  return formCheckMessages(values, requiredKeys, options)[0] ?? null;
}

/** Popup e-mail field: trimmed; '' → 'Email is required'; invalid → 'Please enter a valid email';
 * valid → null (the error clears). */
export function popupEmailError(value: string | null | undefined): string | null {
  const trimmed = (value ?? '').trim();
  if (!trimmed) return POPUP_EMAIL_REQUIRED_MESSAGE;
  return isValidEmail(trimmed) ? null : POPUP_EMAIL_INVALID_MESSAGE;
}
