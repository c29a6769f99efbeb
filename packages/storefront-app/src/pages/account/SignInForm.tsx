/**
 * Sign-in and sign-up, over the forms' field tables (SIGN_IN_FORM_FIELDS, SIGN_UP_FORM_FIELDS): the
 * shared form check first (spec 5, its message as a warning toast), then the call (the server's
 * message shows as a toast either way; the user in the answer is success, the session the cookie it
 * sets). On success the session is stored, the guest cart joins the account's, and the shopper
 * returns to ?next (a site path) or /account. A failure keeps what was typed.
 */
import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  FieldsForm,
  FORGOT_PASSWORD_LABEL,
  FORGOT_PASSWORD_PATH,
  notify,
  safeHref,
  SIGN_IN_FORM_FIELDS,
  SIGN_IN_LINK_FORM_FIELDS,
  SIGN_IN_LINK_HASH_PREFIX,
  SIGN_IN_LINK_REQUESTED_MESSAGE,
  SIGN_UP_FORM_FIELDS,
  SIGN_UP_PATH,
  SmartLink,
  CREATE_ACCOUNT_LABEL,
  type FieldValues,
  Stack,
} from '@storefront/components';
import {
  consumeSignInLink,
  requestSignInLink,
  signIn as signInCall,
  signUp as signUpCall,
  type SignInResponse,
} from '@storefront/components/api';
import type { CallResult } from '@storefront/components/api';
import { useSessionStore } from '../../stores/index.ts';
import { cartSync } from '../../cart/index.ts';
import { formNoticeOf } from '../../shop/shopperActions.ts';
import { useFormTarget } from '../../shop/useFormTarget.ts';
import * as css from '../shared/page.css.ts';
import * as signInCss from './SignInForm.css.ts';

export const SIGN_IN_PATH = '/sign-in';

function useSignedIn() {
  const signIn = useSessionStore((state) => state.signIn);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = params.get('next');
  const withNext = (path: string) => (next ? `${path}?next=${encodeURIComponent(next)}` : path);
  // The server's answer to this form posted before the page's code had loaded (a refusal's notice).
  const problem = formNoticeOf(params)?.message ?? null;
  const finish = (result: CallResult<SignInResponse>): string | null => {
    if (!result.ok) return null;
    signIn(result.response.data);
    // The guest cart joins the account's cart on the server (the answer becomes the cart shown).
    void cartSync.mergeGuestCart();
    const target = safeHref(next, '/account');
    void navigate(target.startsWith('/') ? target : '/account');
    return '';
  };
  return { finish, withNext, problem };
}

const warn = (message: string) => notify.warning(message);

/**
 * The way back in without the password (issue 32): a one-time link by e-mail; the link opens this
 * page with its token after '#link=' (never sent to a server's logs), which signs the shopper in.
 */
function useSignInLink(finish: (result: CallResult<SignInResponse>) => string | null): (values: FieldValues) => Promise<string | null> {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!hash.startsWith(SIGN_IN_LINK_HASH_PREFIX)) return;
    const token = hash.slice(SIGN_IN_LINK_HASH_PREFIX.length);
    // The token works once: it leaves the address at once (a reload or a shared screen shows nothing).
    void navigate({ pathname, search }, { replace: true });
    void consumeSignInLink({ token }).then(finish);
  }, [hash]); // eslint-disable-line react-hooks/exhaustive-deps -- once per link opened
  return async (values) => ((await requestSignInLink({ email: values.email ?? '' })).ok ? SIGN_IN_LINK_REQUESTED_MESSAGE : null);
}

export function SignInForm() {
  const { finish, withNext, problem } = useSignedIn();
  const target = useFormTarget('signIn');
  const requestLink = useSignInLink(finish);
  const submit = async (values: FieldValues) => finish(await signInCall({ email: values.email ?? '', password: values.password ?? '' }));
  return (
    <Stack gap="md" className={signInCss.form}>
      <FieldsForm
        fields={SIGN_IN_FORM_FIELDS}
        label="Sign in"
        submitLabel="Sign In"
        target={target}
        initialProblem={problem}
        onSubmit={submit}
        onInvalid={warn}
        footer={
          <>
            <p className={css.muted}>
              <SmartLink href={FORGOT_PASSWORD_PATH}>{FORGOT_PASSWORD_LABEL}</SmartLink>
            </p>
            <p className={css.muted}>
              New here? <SmartLink href={withNext(SIGN_UP_PATH)}>{CREATE_ACCOUNT_LABEL}</SmartLink>
            </p>
          </>
        }
      />
      <FieldsForm
        fields={SIGN_IN_LINK_FORM_FIELDS}
        label="Email me a sign-in link"
        submitLabel="Email me a sign-in link"
        onSubmit={requestLink}
        onInvalid={warn}
      >
        <p className={css.muted}>Forgot your password? We can e-mail you a link that signs you in once.</p>
      </FieldsForm>
    </Stack>
  );
}

export function SignUpForm() {
  const { finish, withNext, problem } = useSignedIn();
  const target = useFormTarget('signUp');
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
    <Stack gap="md" className={signInCss.form}>
      <FieldsForm
        fields={SIGN_UP_FORM_FIELDS}
        label="Create your account"
        submitLabel={CREATE_ACCOUNT_LABEL}
        target={target}
        initialProblem={problem}
        onSubmit={submit}
        onInvalid={warn}
        footer={
          <p className={css.muted}>
            Already have an account? <SmartLink href={withNext(SIGN_IN_PATH)}>Sign In</SmartLink>
          </p>
        }
      />
    </Stack>
  );
}
