// @vitest-environment node
/** NIST SP 800-63B's rule for a new password, over the shipped list and over a list of the test's own. */
import { describe, expect, it } from 'vitest';
import {
  COMMON_PASSWORD_MESSAGE,
  loadCommonPasswords,
  NEW_PASSWORD_TOO_SHORT_MESSAGE,
  newPasswordProblem,
  parsePasswordList,
  passwordProblem,
} from './passwordPolicy.ts';

describe('passwordProblem (a given list)', () => {
  const list = parsePasswordList('# a comment\nsunshine1\n\nletmein22\n');
  it.each([
    ['', NEW_PASSWORD_TOO_SHORT_MESSAGE],
    ['abc1234', NEW_PASSWORD_TOO_SHORT_MESSAGE],
    ['sunshine1', COMMON_PASSWORD_MESSAGE],
    ['SunShine1', COMMON_PASSWORD_MESSAGE],
    ['LETMEIN22', COMMON_PASSWORD_MESSAGE],
    ['# a comment', null],
    ['sunshine12', null],
    ['abcd1234', null],
  ])('%j → %s', (password, message) => {
    expect(passwordProblem(password, list)).toBe(message);
  });
});

describe('the shipped list (common-passwords.txt)', () => {
  it('holds 10,000 passwords of 8 characters or more, lower-case, one per line', async () => {
    const list = await loadCommonPasswords();
    expect(list.size).toBe(10_000);
    for (const word of list) {
      expect(word.length).toBeGreaterThanOrEqual(8);
      expect(word).toBe(word.toLowerCase());
    }
  });

  it.each([
    ['password', COMMON_PASSWORD_MESSAGE],
    ['Password', COMMON_PASSWORD_MESSAGE],
    ['12345678', COMMON_PASSWORD_MESSAGE],
    ['qwertyuiop', COMMON_PASSWORD_MESSAGE],
    ['iloveyou', COMMON_PASSWORD_MESSAGE],
    ['123456', NEW_PASSWORD_TOO_SHORT_MESSAGE],
    // The demo's documented password and the test suites' passwords are not on it.
    ['greenleaf-demo-2026', null],
    ['correct horse 1', null],
    ['tulip-mesa-41', null],
  ])('%j → %s', async (password, message) => {
    expect(await newPasswordProblem(password)).toBe(message);
  });
});
