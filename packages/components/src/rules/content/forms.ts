/**
 * The information pages' forms as tables (issue 13, item 4): the contact form and the career
 * application. One table gives the widget its fields (label, control, autocomplete) and gives the
 * client and the server the same check: spec 5's shared form check over the table's required keys,
 * with the table's names in its messages ('Please enter phone.', 'Please upload resume.').
 */
import { formCheck, NEW_PASSWORD_MIN_LENGTH, NEW_PASSWORD_TOO_SHORT_MESSAGE } from '../commerce/validation.ts';

export type FormControl = 'text' | 'email' | 'tel' | 'password' | 'textarea' | 'select' | 'file';

export interface FormFieldSpec {
  /** The check's key: spec 5's rules apply by key (email, contactNumber…). */
  key: string;
  label: string;
  control: FormControl;
  required: boolean;
  /** The name in 'Please enter {name}.' when it is not the humanised key. */
  messageName?: string;
  autoComplete?: string;
  /** Across the whole row of the form's grid. */
  wide?: boolean;
  /** A file input's accepted types. */
  accept?: string;
  maxLength?: number;
  /** A password being chosen (sign-up, change): at least NEW_PASSWORD_MIN_LENGTH characters after spec 5's check. */
  newPassword?: boolean;
}

/** Resume files: PDF, DOC or DOCX (the server checks their first bytes too). */
export const RESUME_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A person's name, asked the same way by the career form, sign-up and Login & Security. */
const NAME_FIELDS: readonly FormFieldSpec[] = [
  { key: 'firstName', label: 'First name', control: 'text', required: true, autoComplete: 'given-name', maxLength: 100 },
  { key: 'lastName', label: 'Last name', control: 'text', required: true, autoComplete: 'family-name', maxLength: 100 },
];

/** The account's optional phone, the same at sign-up and on Login & Security. */
const ACCOUNT_PHONE_FIELD: FormFieldSpec = {
  key: 'contactNumber',
  label: 'Phone (optional)',
  control: 'tel',
  required: false,
  messageName: 'phone',
  autoComplete: 'tel',
  wide: true,
  maxLength: 40,
};

export const CONTACT_FORM_FIELDS: readonly FormFieldSpec[] = [
  { key: 'name', label: 'Name', control: 'text', required: true, autoComplete: 'name', maxLength: 200 },
  { key: 'email', label: 'Email', control: 'email', required: true, autoComplete: 'email', maxLength: 254 },
  {
    key: 'contactNumber',
    label: 'Phone (optional)',
    control: 'tel',
    required: false,
    messageName: 'phone',
    autoComplete: 'tel',
    maxLength: 50,
  },
  { key: 'subject', label: 'Subject (optional)', control: 'text', required: false, maxLength: 200 },
  { key: 'message', label: 'Message', control: 'textarea', required: true, wide: true, maxLength: 5000 },
];

export const CAREER_FORM_FIELDS: readonly FormFieldSpec[] = [
  ...NAME_FIELDS,
  { key: 'email', label: 'Email', control: 'email', required: true, autoComplete: 'email', maxLength: 254 },
  { key: 'contactNumber', label: 'Phone', control: 'tel', required: true, messageName: 'phone', autoComplete: 'tel', maxLength: 50 },
  { key: 'position', label: 'Position', control: 'select', required: true, wide: true },
  { key: 'resume', label: 'Resume (PDF, DOC or DOCX, up to 5 MB)', control: 'file', required: true, wide: true, accept: RESUME_ACCEPT },
  { key: 'coverLetter', label: 'Cover letter (optional)', control: 'textarea', required: false, wide: true, maxLength: 5000 },
];

export const SIGN_IN_FORM_FIELDS: readonly FormFieldSpec[] = [
  { key: 'email', label: 'Email', control: 'email', required: true, autoComplete: 'email', wide: true, maxLength: 254 },
  { key: 'password', label: 'Password', control: 'password', required: true, autoComplete: 'current-password', wide: true, maxLength: 200 },
];

/** The way back in without the password (issue 32): the account's e-mail, for a one-time sign-in link. */
export const SIGN_IN_LINK_FORM_FIELDS: readonly FormFieldSpec[] = [
  { key: 'email', label: 'Email', control: 'email', required: true, autoComplete: 'email', wide: true, maxLength: 254 },
];
/** The link in the e-mail opens the sign-in page with its token after '#link=' (kept out of server logs). */
export const SIGN_IN_LINK_HASH_PREFIX = '#link=';
/** The answer to asking for a link: the same whether or not an account uses the e-mail (the API's message and the form's). */
export const SIGN_IN_LINK_REQUESTED_MESSAGE =
  'If an account uses this e-mail, a sign-in link is on its way. It works once, within 15 minutes.';

/** Sign-up (spec 5's messages; the server checks by the same table): a new password of at least 8 characters. */
export const SIGN_UP_FORM_FIELDS: readonly FormFieldSpec[] = [
  ...NAME_FIELDS,
  { key: 'email', label: 'Email', control: 'email', required: true, autoComplete: 'email', wide: true, maxLength: 254 },
  ACCOUNT_PHONE_FIELD,
  {
    key: 'password',
    label: 'Password (at least 8 characters)',
    control: 'password',
    required: true,
    autoComplete: 'new-password',
    wide: true,
    maxLength: 200,
    newPassword: true,
  },
];

/** The first message of the shared form check for a form's table, or null when it may be sent. */
export function checkFormFields(fields: readonly FormFieldSpec[], values: Readonly<Record<string, unknown>>): string | null {
  const labels = Object.fromEntries(fields.filter((field) => field.messageName).map((field) => [field.key, field.messageName as string]));
  // Only the table's fields: a blank optional one is not checked (formCheck), a filled one is.
  const own = Object.fromEntries(fields.map((field) => [field.key, values[field.key]]));
  const message = formCheck(
    own,
    fields.filter((field) => field.required).map((field) => field.key),
    { labels },
  );
  if (message) return message;
  const short = fields.find(
    (field) => field.newPassword && typeof values[field.key] === 'string' && (values[field.key] as string).length < NEW_PASSWORD_MIN_LENGTH,
  );
  return short ? NEW_PASSWORD_TOO_SHORT_MESSAGE : null;
}

/** Login & Security: the name and phone on the account (the e-mail is the sign-in key and stays). */
export const PROFILE_FORM_FIELDS: readonly FormFieldSpec[] = [...NAME_FIELDS, ACCOUNT_PHONE_FIELD];

/** Login & Security: a new password (at least 8 characters: NEW_PASSWORD_MIN_LENGTH) after the current one. */
export const PASSWORD_FORM_FIELDS: readonly FormFieldSpec[] = [
  {
    key: 'currentPassword',
    label: 'Current password',
    control: 'password',
    required: true,
    messageName: 'current password',
    autoComplete: 'current-password',
    wide: true,
    maxLength: 200,
  },
  {
    key: 'password',
    label: 'New password (at least 8 characters)',
    control: 'password',
    required: true,
    messageName: 'new password',
    autoComplete: 'new-password',
    wide: true,
    maxLength: 200,
    newPassword: true,
  },
];

/** The word that confirms closing the account. */
export const CLOSE_ACCOUNT_WORD = 'CLOSE';
export const CLOSE_ACCOUNT_CONFIRM_MESSAGE = `Please type ${CLOSE_ACCOUNT_WORD} to confirm.`;

/** Close Your Account: the password, and the word typed (nothing is closed by a slip). */
export const CLOSE_ACCOUNT_FORM_FIELDS: readonly FormFieldSpec[] = [
  { key: 'password', label: 'Password', control: 'password', required: true, autoComplete: 'current-password', wide: true, maxLength: 200 },
  {
    key: 'confirm',
    label: `Type ${CLOSE_ACCOUNT_WORD} to confirm`,
    control: 'text',
    required: true,
    messageName: `${CLOSE_ACCOUNT_WORD} to confirm`,
    wide: true,
    maxLength: 20,
  },
];

/** The close form's check: the table's, then the confirming word (any case, spaces around it ignored). */
export function checkCloseAccount(values: Readonly<Record<string, unknown>>): string | null {
  const message = checkFormFields(CLOSE_ACCOUNT_FORM_FIELDS, values);
  if (message) return message;
  return String(values.confirm ?? '')
    .trim()
    .toUpperCase() === CLOSE_ACCOUNT_WORD
    ? null
    : CLOSE_ACCOUNT_CONFIRM_MESSAGE;
}
