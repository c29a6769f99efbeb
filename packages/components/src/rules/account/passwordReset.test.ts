import { describe, expect, it } from 'vitest';
import { NEW_PASSWORD_TOO_SHORT_MESSAGE } from '../commerce/validation.ts';
import {
  resetPasswordProblem,
  PASSWORD_RESET_DEAD_MESSAGE,
  PASSWORD_RESET_TTL_MINUTES,
  PASSWORD_RESET_REQUESTED_MESSAGE,
  PASSWORDS_DIFFER_MESSAGE,
  passwordResetLinkOf,
  resetEmailProblem,
  resetFailureOf,
  resetTokenOfHash,
} from './passwordReset.ts';

const TOKEN = 'Ab0_-'.repeat(8) + 'xyz';

describe('resetTokenOfHash', () => {
  it.each([
    [`#${TOKEN}`, TOKEN],
    [TOKEN, TOKEN],
    ['', null],
    ['#', null],
    [`#${TOKEN}x`, null],
    [`#${TOKEN.slice(1)}`, null],
    [`#${TOKEN.slice(1)}!`, null],
    [`#link=${TOKEN}`, null],
  ])('%j → %j', (hash, token) => expect(resetTokenOfHash(hash)).toBe(token));

  it('reads back the link the mail carries', () => {
    const link = passwordResetLinkOf(TOKEN);
    expect(link).toBe(`/reset-password#${TOKEN}`);
    expect(resetTokenOfHash(link.slice(link.indexOf('#')))).toBe(TOKEN);
  });
});

describe('resetPasswordProblem (the browser side of sign-up rules)', () => {
  it.each([
    ['', '', { field: 'password', message: NEW_PASSWORD_TOO_SHORT_MESSAGE }],
    ['1234567', '1234567', { field: 'password', message: NEW_PASSWORD_TOO_SHORT_MESSAGE }],
    ['short', 'different', { field: 'password', message: NEW_PASSWORD_TOO_SHORT_MESSAGE }],
    ['long enough 1', 'long enough 2', { field: 'confirm', message: PASSWORDS_DIFFER_MESSAGE }],
    ['long enough 1', '', { field: 'confirm', message: PASSWORDS_DIFFER_MESSAGE }],
    ['12345678', '12345678', null],
    ['tangerine-harbour-42', 'tangerine-harbour-42', null],
  ])('%j / %j → %j', (password, confirm, problem) => expect(resetPasswordProblem(password, confirm)).toEqual(problem));
});

describe('resetEmailProblem (spec 5)', () => {
  it.each([
    ['', 'Please enter email.'],
    ['   ', 'Please enter email.'],
    ['not-an-email', 'Please provide a correct email address!'],
    ['shopper@example.com', null],
    ['  shopper@example.com ', null],
  ])('%j → %j', (email, message) => expect(resetEmailProblem(email)).toBe(message));
});

it('the request message names the link lifetime', () => {
  expect(PASSWORD_RESET_REQUESTED_MESSAGE).toContain(`within ${PASSWORD_RESET_TTL_MINUTES} minutes`);
});

describe('resetFailureOf', () => {
  it.each([
    [PASSWORD_RESET_DEAD_MESSAGE, 400, 'deadLink'],
    [NEW_PASSWORD_TOO_SHORT_MESSAGE, 400, 'password'],
    ['This password is too common; choose another.', 400, 'password'],
    ['Too many attempts. Please wait 3 minutes and try again.', 429, 'form'],
    ['The server could not be reached.', undefined, 'form'],
    ['Something went wrong.', 500, 'form'],
    ['Please enter password.', '400', 'form'],
  ])('%j (%j) → %s', (message, statusCode, kind) => expect(resetFailureOf(message, statusCode)).toBe(kind));
});
