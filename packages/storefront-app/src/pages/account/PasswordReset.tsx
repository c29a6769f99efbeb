/**
 * Password reset (issue 35): /forgot-password asks for the mailed link, /reset-password sets the
 * new password with it. The pages compose the account-recovery widgets with the calls and the
 * shopper's session: the token is read from the address's hash once the code runs (the server
 * never sees it) and leaves the address at once, as a sign-in link's does; a success signs the
 * shopper in here (the guest cart joined, as at sign-in) and lands on the account page.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  consumePasswordReset,
  ForgotPasswordForm,
  FORGOT_PASSWORD_PATH,
  requestPasswordReset,
  resetTokenOfHash,
  SetNewPasswordForm,
  type RecoveryAnswer,
} from '@storefront/components';
import { cartSync } from '../../cart/index.ts';
import { useSite } from '../../site/SiteContext.tsx';
import { useSessionStore } from '../../stores/index.ts';
import { SIGN_IN_PATH } from './SignInForm.tsx';

export function ForgotPassword() {
  const { config } = useSite();
  return <ForgotPasswordForm onRequest={requestPasswordReset} signInHref={SIGN_IN_PATH} siteName={config.siteSettings.siteName} />;
}

const subscribeToNothing = () => () => {};

export function ResetPassword() {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const signIn = useSessionStore((state) => state.signIn);
  // false on the server and while hydrating, true after: the page says 'no link' only once the
  // browser has had the chance to read one (the server never sees the hash).
  const onClient = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  // The token read from the hash is kept (set while rendering, React's way for state that follows a
  // value) after it leaves the address.
  const [kept, setKept] = useState<string | null>(null);
  const fromHash = resetTokenOfHash(hash);
  if (fromHash && fromHash !== kept) setKept(fromHash);
  const token = kept ?? (onClient ? null : undefined);
  useEffect(() => {
    // The token leaves the address bar and the history entry at once (a shared screen or a reload
    // shows nothing), through the browser's history alone: a router navigation would remount the
    // page and lose the token read.
    if (hash) window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }, [hash]);
  const submit = async (linkToken: string, password: string): Promise<RecoveryAnswer> => {
    const answer = await consumePasswordReset(linkToken, password);
    if (answer.ok && answer.user) {
      signIn(answer.user);
      void cartSync.mergeGuestCart();
      void navigate('/account');
    }
    return answer;
  };
  return <SetNewPasswordForm token={token} onSubmit={submit} forgotHref={FORGOT_PASSWORD_PATH} />;
}
