/**
 * Sign-in: the shared form check (spec 5, warning toasts), then POST through the generic call (the
 * user in the answer is success, the session is the cookie it sets; the server's message shows as a toast either way;
 * a call that times out or answers something unreadable fails with a message). On success
 * the session is stored and the shopper returns to ?next (a site path) or /account.
 */
import { useId, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, formCheck, safeHref, notify } from '@storefront/components';
import { signIn as signInCall } from '@storefront/components/api';
import { useSessionStore } from '../../stores/index.ts';
import { cartSync } from '../../api/cartSync.ts';
import * as css from '../shared/styles.ts';

export function SignInForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const signIn = useSessionStore((state) => state.signIn);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const emailId = useId();
  const passwordId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = formCheck({ email, password }, ['email', 'password']);
    if (problem) {
      notify.warning(problem);
      return;
    }
    setBusy(true);
    const result = await signInCall({ email, password });
    setBusy(false);
    if (!result.ok) return;
    signIn(result.response.data);
    // The guest cart joins the account's cart on the server (the answer becomes the cart shown).
    void cartSync.mergeGuestCart();
    const next = safeHref(params.get('next'), '/account');
    navigate(next.startsWith('/') ? next : '/account');
  };

  return (
    <form {...css.formStack} onSubmit={(event) => void submit(event)} noValidate>
      <div {...css.stackedField}>
        <label htmlFor={emailId}>Email</label>
        <input id={emailId} type="email" autoComplete="email" {...css.input} value={email} onChange={(event) => setEmail(event.target.value)} />
      </div>
      <div {...css.stackedField}>
        <label htmlFor={passwordId}>Password</label>
        <input id={passwordId} type="password" autoComplete="current-password" {...css.input} value={password} onChange={(event) => setPassword(event.target.value)} />
      </div>
      <Button type="submit" loading={busy}>
        Sign In
      </Button>
    </form>
  );
}
