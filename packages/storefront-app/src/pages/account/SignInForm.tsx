/**
 * Sign-in: the shared form check (spec 5, warning toasts), then POST through the generic call (a
 * token in the response is success; the server's message shows as a toast either way). On success
 * the session is stored and the shopper returns to ?next (a site path) or /account.
 */
import { useId, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { apiPaths, Button, formCheck, safeHref, type User, notify } from '@storefront/components';
import { api } from '../../api/client.ts';
import { useSessionStore } from '../../stores/index.ts';
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
    const result = await api.post<User>(apiPaths.signIn, { email, password }, { successToast: true });
    setBusy(false);
    if (!result.ok || !result.response.token || !result.response.data) return;
    signIn(result.response.token, result.response.data);
    const next = safeHref(params.get('next'), '/account');
    navigate(next.startsWith('/') ? next : '/account');
  };

  return (
    <form {...css.section} onSubmit={(event) => void submit(event)} noValidate>
      <div {...css.field}>
        <label htmlFor={emailId}>Email</label>
        <input id={emailId} type="email" autoComplete="email" {...css.input} value={email} onChange={(event) => setEmail(event.target.value)} />
      </div>
      <div {...css.field}>
        <label htmlFor={passwordId}>Password</label>
        <input id={passwordId} type="password" autoComplete="current-password" {...css.input} value={password} onChange={(event) => setPassword(event.target.value)} />
      </div>
      <Button type="submit" loading={busy}>
        Sign In
      </Button>
    </form>
  );
}
