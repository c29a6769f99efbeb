import { describe, expect, it } from 'vitest';
import {
  formCheck,
  formCheckMessages,
  formatContactNumber,
  humanizeFieldName,
  isFieldPresent,
  isValidEmail,
  popupEmailError,
  requiredFieldMessage,
} from './validation.ts';

describe('humanizeFieldName', () => {
  it.each([
    ['firstName', 'first name'],
    ['lastName', 'last name'],
    ['contactNumber', 'contact number'],
    ['email', 'email'],
    ['postal_code', 'postal code'],
    ['zip-code', 'zip code'],
    ['userID', 'user id'],
    ['HTMLBody', 'html body'],
    ['line1', 'line1'],
    ['address2Line', 'address2 line'],
  ])('%s → %s', (key, expected) => {
    expect(humanizeFieldName(key)).toBe(expected);
  });
});

describe('required-field message', () => {
  it.each([
    ['firstName', undefined, 'Please enter first name.'],
    ['email', undefined, 'Please enter email.'],
    ['resume', undefined, 'Please upload resume.'],
    ['ccNum', 'card number', 'Please enter card number.'],
  ])('%s', (key, label, expected) => {
    expect(requiredFieldMessage(key, label)).toBe(expected);
  });
  it.each([
    [undefined, false],
    [null, false],
    ['', false],
    ['   ', false],
    [[], false],
    ['x', true],
    [0, true],
    [false, true],
    [['a'], true],
    [{ name: 'cv.pdf' }, true],
  ])('present(%o) → %s', (value, expected) => {
    expect(isFieldPresent(value)).toBe(expected);
  });
});

describe('formatContactNumber', () => {
  it.each([
    ['3135550142', '+1 (313) 555-0142'],
    ['(313) 555-0142', '+1 (313) 555-0142'],
    ['  +1 313 555 0142 ', '+1 (313) 555-0142'],
    ['13135550142', '+1 (313) 555-0142'],
    ['313555014299', '+1 (313) 555-0142'],
    ['313', '+1 (313'],
    ['31', '+1 (31'],
    ['3135', '+1 (313) 5'],
    ['313555', '+1 (313) 555'],
    ['313555014', '+1 (313) 555-014'],
    ['', ''],
    ['abc', ''],
    [null, ''],
  ])('%s → %s', (raw, expected) => {
    expect(formatContactNumber(raw)).toBe(expected);
  });
  it('10 digits format to exactly 17 characters, 9 digits to 16', () => {
    expect(formatContactNumber('3135550142')).toHaveLength(17);
    expect(formatContactNumber('313555014')).toHaveLength(16);
  });
});

describe('isValidEmail', () => {
  it.each([
    ['jane@example.com', true],
    [' jane@example.com ', true],
    ['first.last+tag@sub.example.co.uk', true],
    ['jane@example', false],
    ['jane@example.c', false],
    ['jane@@example.com', false],
    ['jane example@x.com', false],
    ['jane@example..com', false],
    ['@example.com', false],
    ['', false],
    [null, false],
  ])('%s → %s', (value, expected) => {
    expect(isValidEmail(value)).toBe(expected);
  });
});

describe('shared form check table (spec 5)', () => {
  it.each<[string, Record<string, unknown>, string[], string | null]>([
    ['all good', { firstName: 'Jane', email: 'jane@example.com' }, ['firstName', 'email'], null],
    ['missing required', { email: 'jane@example.com' }, ['firstName', 'email'], 'Please enter first name.'],
    ['blank required', { firstName: '  ' }, ['firstName'], 'Please enter first name.'],
    ['resume missing', { resume: null }, ['resume'], 'Please upload resume.'],
    ['resume present', { resume: { name: 'cv.pdf' } }, ['resume'], null],
    ['bad email', { email: 'jane@' }, ['email'], 'Please provide a correct email address!'],
    ['email missing → required message first', {}, ['email'], 'Please enter email.'],
    ['contact 9 digits', { contactNumber: '313555014' }, ['contactNumber'], 'Contact number should contain at least 10 digits.'],
    ['contact 10 digits', { contactNumber: ' 313-555-0142 ' }, ['contactNumber'], null],
    ['contact already formatted', { contactNumber: '+1 (313) 555-0142' }, ['contactNumber'], null],
    ['password 5', { password: '12345' }, ['password'], 'Please provide at least 6 characters!'],
    ['password 6', { password: '123456' }, ['password'], null],
    ['ccNum 15 after trim', { ccNum: ' 411111111111111 ' }, ['ccNum'], 'Card number should be at least 16 digit.'],
    ['ccNum 16', { ccNum: '4111111111111111' }, ['ccNum'], null],
    ['ccExp without slash', { ccExp: '0222' }, ['ccExp'], 'Expire date format should be 02/22.'],
    ['ccExp with slash', { ccExp: '02/22' }, ['ccExp'], null],
    ['optional present field is still checked', { email: 'nope' }, [], 'Please provide a correct email address!'],
    ['optional missing field is skipped', { email: '' }, [], null],
    ['field order follows required keys', { password: '1', email: 'x' }, ['password', 'email'], 'Please provide at least 6 characters!'],
  ])('%s', (_name, values, required, expected) => {
    expect(formCheck(values, required)).toBe(expected);
  });

  it('lists every message in order, with label overrides', () => {
    expect(
      formCheckMessages(
        { firstName: '', email: 'bad', ccNum: '4111', ccExp: '0222', password: 'abc' },
        ['firstName', 'lastName', 'ccNum'],
        { labels: { lastName: 'surname' } },
      ),
    ).toEqual([
      'Please enter first name.',
      'Please enter surname.',
      'Card number should be at least 16 digit.',
      'Please provide a correct email address!',
      'Please provide at least 6 characters!',
      'Expire date format should be 02/22.',
    ]);
  });
});

describe('popup e-mail field', () => {
  it.each([
    ['', 'Email is required'],
    ['    ', 'Email is required'],
    [null, 'Email is required'],
    [undefined, 'Email is required'],
    ['jane', 'Please enter a valid email'],
    ['jane@example', 'Please enter a valid email'],
    ['jane@example.com', null],
    ['  jane@example.com  ', null],
  ])('%o → %s', (value, expected) => {
    expect(popupEmailError(value)).toBe(expected);
  });
});
