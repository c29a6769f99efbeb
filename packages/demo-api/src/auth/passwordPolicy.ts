/**
 * What a NEW password must be (sign-up and a password change), after NIST SP 800-63B §5.1.1.2:
 * at least 8 characters, and not one that attackers try first — the 10,000 most common passwords
 * of 8 characters or more (common-passwords.txt beside this file, compared case-insensitively,
 * shipped in the repo: nothing is fetched at run time). No composition rules (a digit, a symbol…)
 * and no forced changes: the guideline found they make passwords weaker, not stronger.
 *
 * Spec 5's shared form check ('Please provide at least 6 characters!') still runs first on every
 * password field, sign-in included, so an older account's shorter password keeps signing in; the
 * client's sign-up and password forms check the 8 too (NEW_PASSWORD_MIN_LENGTH in the rules).
 *
 * The list is read once, on first use: from the file when this module runs from a file (the
 * server runs from source), else bundled by Vite as text (the browser's mock API).
 */
import { NEW_PASSWORD_MIN_LENGTH, NEW_PASSWORD_TOO_SHORT_MESSAGE } from '@storefront/components/rules';

export const COMMON_PASSWORD_MESSAGE = 'This password is too common; choose another.';
export { NEW_PASSWORD_MIN_LENGTH, NEW_PASSWORD_TOO_SHORT_MESSAGE };

/** The list's lines: comments (#) and blanks dropped, lower-cased. */
export function parsePasswordList(text: string): Set<string> {
  const words = new Set<string>();
  for (const line of text.split(/\r?\n/)) {
    if (line === '' || line.startsWith('#')) continue;
    words.add(line.toLowerCase());
  }
  return words;
}

let commonPasswords: Promise<Set<string>> | undefined;
/** The common-password list, loaded once. */
export function loadCommonPasswords(): Promise<Set<string>> {
  commonPasswords ??= (async () => {
    // Running from files (the server under tsx, the backend tests): read the file beside this one.
    // Anywhere else (the browser, a DOM test's module URL) Vite has the text.
    const file = new URL('./common-passwords.txt', import.meta.url);
    if (file.protocol === 'file:') {
      const { readFile } = await import(/* @vite-ignore */ 'node:fs/promises');
      return parsePasswordList(await readFile(file, 'utf8'));
    }
    const { default: text } = await import('./common-passwords.txt?raw');
    return parsePasswordList(text);
  })();
  commonPasswords.catch(() => {
    // A failed read is tried again next time rather than remembered.
    commonPasswords = undefined;
  });
  return commonPasswords;
}

/** The rule as a pure function over a given list: the message for a password that may not be chosen, or null. */
export function passwordProblem(password: string, common: ReadonlySet<string>): string | null {
  if (password.length < NEW_PASSWORD_MIN_LENGTH) return NEW_PASSWORD_TOO_SHORT_MESSAGE;
  if (common.has(password.toLowerCase())) return COMMON_PASSWORD_MESSAGE;
  return null;
}

/** The message for a new password that may not be chosen, or null (the shipped list). */
export async function newPasswordProblem(password: string): Promise<string | null> {
  if (password.length < NEW_PASSWORD_MIN_LENGTH) return NEW_PASSWORD_TOO_SHORT_MESSAGE;
  return passwordProblem(password, await loadCommonPasswords());
}
