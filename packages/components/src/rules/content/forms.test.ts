import { describe, expect, it } from 'vitest';
import {
  CAREER_FORM_FIELDS,
  CONTACT_FORM_FIELDS,
  PASSWORD_FORM_FIELDS,
  PROFILE_FORM_FIELDS,
  SIGN_IN_FORM_FIELDS,
  SIGN_UP_FORM_FIELDS,
  checkCloseAccount,
  checkFormFields,
} from './forms.ts';

const resume = { name: 'cv.pdf' };
const contact = { name: 'Ada Smith', email: 'ada@example.com', contactNumber: '', subject: '', message: 'Do you stock rosin?' };
const career = {
  firstName: 'Ada',
  lastName: 'Smith',
  email: 'ada@example.com',
  contactNumber: '3135550142',
  position: 'Budtender',
  resume,
  coverLetter: '',
};

describe('checkFormFields: spec 5 over the contact form', () => {
  it.each([
    [{}, 'Please enter name.'],
    [{ name: 'Ada Smith' }, 'Please enter email.'],
    [{ ...contact, message: '   ' }, 'Please enter message.'],
    [{ ...contact, email: 'ada@' }, 'Please provide a correct email address!'],
    // The phone is optional; when given it needs 10 digits.
    [{ ...contact, contactNumber: '555-0142' }, 'Contact number should contain at least 10 digits.'],
    [{ ...contact, contactNumber: '(313) 555-0142' }, null],
    [contact, null],
  ])('%j → %j', (values, message) => {
    expect(checkFormFields(CONTACT_FORM_FIELDS, values)).toBe(message);
  });
});

describe('checkFormFields: spec 5 over the career application', () => {
  it.each([
    [{ ...career, firstName: '' }, 'Please enter first name.'],
    [{ ...career, lastName: '' }, 'Please enter last name.'],
    [{ ...career, contactNumber: '' }, 'Please enter phone.'],
    [{ ...career, position: '' }, 'Please enter position.'],
    [{ ...career, resume: null }, 'Please upload resume.'],
    [{ ...career, contactNumber: '12345' }, 'Contact number should contain at least 10 digits.'],
    [career, null],
  ])('%j → %j', (values, message) => {
    expect(checkFormFields(CAREER_FORM_FIELDS, values)).toBe(message);
  });

  it('ignores values that are not in the table', () => {
    expect(checkFormFields(CONTACT_FORM_FIELDS, { ...contact, password: '1' })).toBeNull();
  });
});

describe('checkFormFields: spec 5 over sign-in and sign-up', () => {
  const signUp = { firstName: 'Ada', lastName: 'Smith', email: 'ada@example.com', contactNumber: '', password: 'secret-1' };
  it.each([
    [SIGN_IN_FORM_FIELDS, { email: '', password: '' }, 'Please enter email.'],
    [SIGN_IN_FORM_FIELDS, { email: 'ada@example.com', password: '' }, 'Please enter password.'],
    [SIGN_IN_FORM_FIELDS, { email: 'ada@example.com', password: '12345' }, 'Please provide at least 6 characters!'],
    [SIGN_UP_FORM_FIELDS, { ...signUp, firstName: ' ' }, 'Please enter first name.'],
    [SIGN_UP_FORM_FIELDS, { ...signUp, email: 'ada.example.com' }, 'Please provide a correct email address!'],
    [SIGN_UP_FORM_FIELDS, { ...signUp, contactNumber: '313' }, 'Contact number should contain at least 10 digits.'],
    [SIGN_UP_FORM_FIELDS, { ...signUp, password: 'abc' }, 'Please provide at least 6 characters!'],
    // NIST SP 800-63B for a new password: 6 and 7 characters pass spec 5's check, not the 8 of a new one.
    [SIGN_UP_FORM_FIELDS, { ...signUp, password: 'secret1' }, 'Password must be at least 8 characters.'],
    [SIGN_UP_FORM_FIELDS, { ...signUp, password: 'secret-1' }, null],
    [SIGN_IN_FORM_FIELDS, { email: 'ada@example.com', password: 'secret' }, null],
    [SIGN_UP_FORM_FIELDS, signUp, null],
  ])('%#: %j → %j', (fields, values, message) => {
    expect(checkFormFields(fields, values)).toBe(message);
  });
});

describe('the account settings forms: spec 5 over their tables', () => {
  it.each([
    [PROFILE_FORM_FIELDS, { firstName: '', lastName: 'Rivera', contactNumber: '' }, 'Please enter first name.'],
    [
      PROFILE_FORM_FIELDS,
      { firstName: 'Sam', lastName: 'Rivera', contactNumber: '555' },
      'Contact number should contain at least 10 digits.',
    ],
    [PROFILE_FORM_FIELDS, { firstName: 'Sam', lastName: 'Rivera', contactNumber: '' }, null],
    [PASSWORD_FORM_FIELDS, { currentPassword: '', password: 'new-secret' }, 'Please enter current password.'],
    [PASSWORD_FORM_FIELDS, { currentPassword: 'old-secret', password: '' }, 'Please enter new password.'],
    [PASSWORD_FORM_FIELDS, { currentPassword: 'old-secret', password: 'abc' }, 'Please provide at least 6 characters!'],
    [PASSWORD_FORM_FIELDS, { currentPassword: 'old', password: 'new-pw7' }, 'Password must be at least 8 characters.'],
    [PASSWORD_FORM_FIELDS, { currentPassword: 'old-secret', password: 'new-secret' }, null],
  ] as const)('%#: %j → %j', (fields, values, message) => {
    expect(checkFormFields(fields, values)).toBe(message);
  });

  it.each([
    [{ password: '', confirm: 'CLOSE' }, 'Please enter password.'],
    [{ password: 'secret-1', confirm: '' }, 'Please enter CLOSE to confirm.'],
    [{ password: 'secret-1', confirm: 'close it' }, 'Please type CLOSE to confirm.'],
    [{ password: 'secret-1', confirm: ' close ' }, null],
    [{ password: 'secret-1', confirm: 'CLOSE' }, null],
  ])('checkCloseAccount %j → %j', (values, message) => {
    expect(checkCloseAccount(values)).toBe(message);
  });
});
