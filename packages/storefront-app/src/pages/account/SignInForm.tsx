/**
 * Sign-in and sign-up, over the forms' field tables (SIGN_IN_FORM_FIELDS, SIGN_UP_FORM_FIELDS): the
 * shared form check first (spec 5, its message as a warning toast), then the call (the server's
 * message shows as a toast either way; the user in the answer is success, the session the cookie it
 * sets). On success the session is stored, the guest cart joins the account's, and the shopper
 * returns to ?next (a site path) or /account. A failure keeps what was typed.
 */
import { useNavigate, useSearchParams } from 'react-router';
import { FieldsForm, notify, safeHref, SIGN_IN_FORM_FIELDS, SIGN_UP_FORM_FIELDS, SIGN_UP_PATH, SmartLink, CREATE_ACCOUNT_LABEL, type FieldValues } from '@storefront/components';
import { signIn as signInCall, signUp as signUpCall, type SignInResponse } from '@storefront/components/api';
import type { CallResult } from '@storefront/components/api';
import { useSessionStore } from '../../stores/index.ts';
import { cartSync } from '../../api/cartSync.ts';
import * as css from '../shared/styles.ts';

export const SIGN_IN_PATH = '/sign-in';

function useSignedIn() {
  const signIn = useSessionStore((state) => state.signIn);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = params.get('next');
  const withNext = (path: string) => (next ? `${path}?next=${encodeURIComponent(next)}` : path);
  const finish = (result: CallResult<SignInResponse>): string | null => {
    if (!result.ok) return null;
    signIn(result.response.data);
    // The guest cart joins the account's cart on the server (the answer becomes the cart shown).
    void cartSync.mergeGuestCart();
    const target = safeHref(next, '/account');
    void navigate(target.startsWith('/') ? target : '/account');
    return '';
  };
  return { finish, withNext };
}

const warn = (message: string) => notify.warning(message);

export function SignInForm() {
  const { finish, withNext } = useSignedIn();
  const submit = async (values: FieldValues) => finish(await signInCall({ email: values.email ?? '', password: values.password ?? '' }));
  return (
    <div {...css.formStack}>
      <FieldsForm
        fields={SIGN_IN_FORM_FIELDS}
        label="Sign in"
        submitLabel="Sign In"
        onSubmit={submit}
        onInvalid={warn}
        footer={
          <p {...css.muted}>
            New here? <SmartLink href={withNext(SIGN_UP_PATH)}>{CREATE_ACCOUNT_LABEL}</SmartLink>
          </p>
        }
      />
    </div>
  );
}

export function SignUpForm() {
  const { finish, withNext } = useSignedIn();
  const submit = async (values: FieldValues) =>
    finish(
      await signUpCall({
        firstName: values.firstName ?? '',
        lastName: values.lastName ?? '',
        email: values.email ?? '',
        password: values.password ?? '',
        ...(values.contactNumber?.trim() ? { phone: values.contactNumber.trim() } : {}),
      }),
    );
  return (
    <div {...css.formStack}>
      <FieldsForm
        fields={SIGN_UP_FORM_FIELDS}
        label="Create your account"
        submitLabel={CREATE_ACCOUNT_LABEL}
        onSubmit={submit}
        onInvalid={warn}
        footer={
          <p {...css.muted}>
            Already have an account? <SmartLink href={withNext(SIGN_IN_PATH)}>Sign In</SmartLink>
          </p>
        }
      />
    </div>
  );
}
