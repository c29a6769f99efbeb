/**
 * The page body of the sign-in-required state for guests on login-required routes (spec 2.1: Your
 * List and Notifications; spec 6): a notice with a link to /sign-in that returns here afterwards.
 * On those routes the layout also opens the SignInRequiredModal (chrome/useSignInGate.ts); this
 * notice is what stays once the visitor dismisses it.
 */
import { useLocation } from 'react-router';
import { SmartLink, Stack } from '@storefront/components';
import * as css from './SignInRequired.css.ts';
import { SIGN_IN_REQUIRED_HEADING, SIGN_IN_REQUIRED_TEXT } from './landmarks.ts';

export function SignInRequired() {
  const location = useLocation();
  const next = encodeURIComponent(`${location.pathname}${location.search}`);
  return (
    <Stack as="section" gap="md" align="start" className={css.notice} aria-labelledby="sign-in-required-heading">
      <h2 id="sign-in-required-heading" className={css.heading}>
        {SIGN_IN_REQUIRED_HEADING}
      </h2>
      <p className={css.text}>{SIGN_IN_REQUIRED_TEXT}</p>
      <SmartLink href={`/sign-in?next=${next}`} className={css.action}>
        Sign In
      </SmartLink>
    </Stack>
  );
}
