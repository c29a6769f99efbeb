/**
 * What the account-recovery forms share: the form itself (its name, an intro, the submit button
 * busy while sending), a field with its own message under it, tied by aria-describedby (and
 * aria-invalid) so a screen reader reads the message with the field, and the form's own line.
 */
import { useState, type ReactNode, type Ref } from 'react';
import { Button } from '../primitives/Button.tsx';
import * as form from '../primitives/form.css.ts';
import { Panel } from '../primitives/layout/Panel.tsx';
import * as css from './AccountRecovery.css.ts';

export interface RecoveryFormProps {
  /** The form's accessible name. */
  label: string;
  intro: ReactNode;
  submitLabel: string;
  sending: boolean;
  onSubmit: () => void;
  /** The fields and the form's notices. */
  children: ReactNode;
  footer?: ReactNode;
}

export function RecoveryForm({ label, intro, submitLabel, sending, onSubmit, children, footer }: RecoveryFormProps) {
  return (
    <Panel
      as="form"
      gap="md"
      className={css.panel}
      method="post"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      noValidate
      aria-label={label}
    >
      <p className={css.intro}>{intro}</p>
      {children}
      <div className={css.actions}>
        <Button type="submit" variant="primary" loading={sending}>
          {submitLabel}
        </Button>
        {footer}
      </div>
    </Panel>
  );
}

/** Whether a send is under way, and `send`, which runs one at a time (a second submit while sending is ignored). */
export function useSending(): [boolean, (work: () => Promise<void>) => void] {
  const [sending, setSending] = useState(false);
  const send = (work: () => Promise<void>) => {
    if (sending) return;
    setSending(true);
    void work().finally(() => setSending(false));
  };
  return [sending, send];
}

export interface RecoveryFieldProps {
  id: string;
  label: string;
  type: 'email' | 'password';
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  /** The field's message, or null. */
  problem: string | null;
  /** A note under the field, always read with it (the password rule). */
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

export function RecoveryField({ id, label, type, autoComplete, value, onChange, problem, hint, ref }: RecoveryFieldProps) {
  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;
  const describedBy = [hint ? hintId : null, problem ? problemId : null].filter(Boolean).join(' ');
  return (
    <div className={form.field}>
      <label className={form.label} htmlFor={id}>
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        name={id}
        className={problem ? `${form.input} ${css.invalid}` : form.input}
        type={type}
        autoComplete={autoComplete}
        inputMode={type === 'email' ? 'email' : undefined}
        maxLength={type === 'email' ? 254 : 200}
        required
        aria-required
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy || undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint ? (
        <p id={hintId} className={form.note}>
          {hint}
        </p>
      ) : null}
      {problem ? (
        <p id={problemId} className={css.fieldProblem}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}

/** The form's own line: an answer that went through (a status) or a refusal not of one field (an alert). */
export function FormNotice({ tone, message }: { tone: 'done' | 'problem'; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className={tone === 'done' ? form.done : form.problem} role={tone === 'done' ? 'status' : 'alert'}>
      {message}
    </p>
  );
}
