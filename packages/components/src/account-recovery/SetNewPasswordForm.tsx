/**
 * 'Set a new password' (issue 35): the page opened from the reset mail's link. The new password
 * twice; sign-up's length and the two fields agreeing are checked before sending, the server's
 * policy (a common password) after, each message under its field (aria-describedby, the field
 * focused), so the shopper tries another password with the same link. A dead link (used, expired,
 * unknown, or none at all) replaces the form with its notice, focused, and a way to ask again.
 */
import { useId, useRef, useState } from 'react';
import { NEW_PASSWORD_MIN_LENGTH } from '../rules/commerce/validation.ts';
import { PASSWORD_RESET_NO_TOKEN_MESSAGE, resetPasswordProblem, type NewPasswordField } from '../rules/account/passwordReset.ts';
import * as form from '../primitives/form.css.ts';
import { Panel } from '../primitives/layout/Panel.tsx';
import { SmartLink } from '../primitives/link/SmartLink.tsx';
import { FormNotice, RecoveryField, RecoveryForm, useSending } from './RecoveryForm.tsx';
import type { RecoveryAnswer } from './recoveryApi.ts';
import * as css from './AccountRecovery.css.ts';

export const ASK_AGAIN_LABEL = 'Ask for a new link';

export interface SetNewPasswordFormProps {
  /**
   * The link's token (from the page's hash), null when the page was opened without one, undefined
   * while it is not read yet (the server renders the page without the hash: the form shows, and
   * the browser reads the hash once its code runs).
   */
  token: string | null | undefined;
  /** Sets the password with the token; resolves to the API's answer (a success: the page moves on). */
  onSubmit: (token: string, password: string) => Promise<RecoveryAnswer>;
  /** The 'Forgot password?' page, to ask for a new link. */
  forgotHref: string;
}

/** The two fields, in order: the first one with a problem takes the focus. */
const FIELDS: ReadonlyArray<{ key: NewPasswordField; label: string; hint?: string }> = [
  { key: 'password', label: 'New password', hint: `At least ${NEW_PASSWORD_MIN_LENGTH} characters, not a common password.` },
  { key: 'confirm', label: 'Confirm new password' },
];

type Problems = Partial<Record<NewPasswordField | 'form', string>>;

function DeadLink({ message, forgotHref }: { message: string; forgotHref: string }) {
  return (
    <Panel gap="md" className={css.panel}>
      <p className={`${form.problem} ${css.notice}`} role="alert" tabIndex={-1} ref={(node) => node?.focus()}>
        {message}
      </p>
      <div>
        <SmartLink href={forgotHref} className={css.link}>
          {ASK_AGAIN_LABEL}
        </SmartLink>
      </div>
    </Panel>
  );
}

export function SetNewPasswordForm({ token, onSubmit, forgotHref }: SetNewPasswordFormProps) {
  const id = useId();
  const inputs = useRef<Partial<Record<NewPasswordField, HTMLInputElement | null>>>({});
  const [values, setValues] = useState<Record<NewPasswordField, string>>({ password: '', confirm: '' });
  const [problems, setProblems] = useState<Problems>({});
  const [dead, setDead] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [sending, send] = useSending();

  if (dead || token === null) return <DeadLink message={dead ?? PASSWORD_RESET_NO_TOKEN_MESSAGE} forgotHref={forgotHref} />;

  const submit = () => {
    if (done || !token) return;
    const problem = resetPasswordProblem(values.password, values.confirm);
    setProblems(problem ? { [problem.field]: problem.message } : {});
    if (problem) {
      inputs.current[problem.field]?.focus();
      return;
    }
    send(async () => {
      const answer = await onSubmit(token, values.password);
      if (answer.ok) setDone(answer.message);
      else if (answer.failure === 'deadLink') setDead(answer.message);
      else {
        setProblems({ [answer.failure]: answer.message });
        if (answer.failure === 'password') inputs.current.password?.focus();
      }
    });
  };

  return (
    <RecoveryForm
      label="Set a new password"
      intro="Choose a new password for your account. You will be signed in, and signed out on your other devices."
      submitLabel="Set new password"
      sending={sending}
      onSubmit={submit}
    >
      {FIELDS.map((field) => (
        <RecoveryField
          key={field.key}
          ref={(node) => {
            inputs.current[field.key] = node;
          }}
          id={`${id}-${field.key}`}
          label={field.label}
          type="password"
          autoComplete="new-password"
          value={values[field.key]}
          onChange={(value) => setValues((current) => ({ ...current, [field.key]: value }))}
          hint={field.hint}
          problem={problems[field.key] ?? null}
        />
      ))}
      <FormNotice tone="problem" message={problems.form} />
      <FormNotice tone="done" message={done} />
    </RecoveryForm>
  );
}
