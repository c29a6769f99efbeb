/**
 * 'Forgot password?' (issue 35): the account's e-mail, for a single-use link that sets a new
 * password. The e-mail gets spec 5's check before sending, its message under the field (tied by
 * aria-describedby, the field focused). The answer is the same for any e-mail (the API tells a
 * stranger nothing), shown as a status; a refusal (a limit, the network) as the form's alert, the
 * e-mail kept for another try.
 */
import { useId, useRef, useState } from 'react';
import { resetEmailProblem } from '../rules/account/passwordReset.ts';
import { SmartLink } from '../primitives/link/SmartLink.tsx';
import { FormNotice, RecoveryField, RecoveryForm, useSending } from './RecoveryForm.tsx';
import type { RecoveryAnswer } from './recoveryApi.ts';
import * as css from './AccountRecovery.css.ts';

export interface ForgotPasswordFormProps {
  /** Asks for the link; resolves to the API's answer (its words shown either way). */
  onRequest: (email: string) => Promise<RecoveryAnswer>;
  /** Back to the sign-in page. */
  signInHref: string;
  /** The store's name (the CMS's siteName), in the form's intro. */
  siteName?: string;
  initialEmail?: string;
}

export function ForgotPasswordForm({ onRequest, signInHref, siteName = '', initialEmail = '' }: ForgotPasswordFormProps) {
  const id = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState(initialEmail);
  const [emailProblem, setEmailProblem] = useState<string | null>(null);
  const [answer, setAnswer] = useState<RecoveryAnswer | null>(null);
  const [sending, send] = useSending();

  const submit = () => {
    const problem = resetEmailProblem(email);
    setEmailProblem(problem);
    setAnswer(null);
    if (problem) emailRef.current?.focus();
    else send(async () => setAnswer(await onRequest(email.trim())));
  };

  return (
    <RecoveryForm
      label="Reset your password"
      intro={`Enter the e-mail of your ${siteName ? `${siteName} ` : ''}account. We will send you a link to set a new password.`}
      submitLabel="Send reset link"
      sending={sending}
      onSubmit={submit}
      footer={
        <p className={css.footer}>
          Remembered it?{' '}
          <SmartLink href={signInHref} className={css.link}>
            Back to Sign In
          </SmartLink>
        </p>
      }
    >
      <RecoveryField
        ref={emailRef}
        id={`${id}-email`}
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        problem={emailProblem}
      />
      <FormNotice tone="done" message={answer?.ok ? answer.message : null} />
      <FormNotice tone="problem" message={answer && !answer.ok ? answer.message : null} />
    </RecoveryForm>
  );
}
