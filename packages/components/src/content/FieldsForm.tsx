/**
 * A form over a field table (rules/content/forms.ts: the contact form, the career application).
 * The table's check (spec 5's shared form check) runs before sending; its message shows under the
 * fields and goes to `onInvalid` for the warning toast. Nothing typed is lost when the check or the
 * call fails; after a send that succeeded the fields are cleared and the answer is shown.
 */
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { checkFormFields, type FormFieldSpec } from '../rules/content/forms.ts';
import { Button } from '../primitives/Button.tsx';
import * as form from '../primitives/form.css.ts';
import { FORM_RETURN_FIELD, type FormTarget } from '../primitives/PostForm.tsx';
import { Panel } from '../primitives/layout/Panel.tsx';
import * as css from './content.css.ts';

export type FieldValues = Record<string, string>;
export type FieldFiles = Record<string, File | null>;

export interface FieldsFormProps {
  fields: readonly FormFieldSpec[];
  /** The form's accessible name ('Contact us'). */
  label: string;
  submitLabel: string;
  initialValues?: FieldValues;
  /** Values set from outside after the form is shown (an opening's 'Apply' chooses the position); the other fields keep what was typed. */
  preset?: FieldValues;
  /** Choices of the table's select fields, by key. */
  choices?: Record<string, ReadonlyArray<{ value: string; label: string }>>;
  /** Sends the checked values; resolves to the answer to show (the fields are then cleared), or null when it failed (they stay). */
  onSubmit: (values: FieldValues, files: FieldFiles) => Promise<string | null>;
  onInvalid?: (message: string) => void;
  /** The form's check when it is more than the table's (closing the account: the confirming word). Default: the table's check. */
  check?: (values: Readonly<Record<string, unknown>>) => string | null;
  /** Clear the fields after a send that succeeded (default). Off for a form that edits what is kept (the account's details). */
  clearOnSuccess?: boolean;
  /** Before the fields (a note). */
  children?: ReactNode;
  /** After the button (a link to the other form: 'New here? Create Account'). */
  footer?: ReactNode;
  /**
   * Where the form posts before the page's code has loaded, or without it (sign-in: the server
   * signs the shopper in and sends them back). Once hydrated the form is sent here as before.
   */
  target?: FormTarget | undefined;
  /** The problem to show from the start (the server's answer to this form, posted before the page's code had loaded). */
  initialProblem?: string | null;
}

const blank = (fields: readonly FormFieldSpec[], initial: FieldValues = {}): FieldValues =>
  Object.fromEntries(fields.filter((field) => field.control !== 'file').map((field) => [field.key, initial[field.key] ?? '']));

export function FieldsForm({
  fields,
  label,
  submitLabel,
  initialValues,
  preset,
  choices = {},
  onSubmit,
  onInvalid,
  check,
  clearOnSuccess = true,
  children,
  footer,
  target,
  initialProblem = null,
}: FieldsFormProps) {
  const id = useId();
  const [values, setValues] = useState<FieldValues>(() => blank(fields, initialValues));
  const [files, setFiles] = useState<FieldFiles>({});
  const [problem, setProblem] = useState<string | null>(initialProblem);
  const [answer, setAnswer] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // A new preset sets its fields while rendering (React's pattern for state that follows a prop).
  const presetKey = JSON.stringify(preset ?? {});
  const [appliedPreset, setAppliedPreset] = useState('{}');
  if (presetKey !== appliedPreset) {
    setAppliedPreset(presetKey);
    const next = Object.entries(preset ?? {}).filter(([key]) => fields.some((field) => field.key === key));
    if (next.length > 0) setValues((current) => ({ ...current, ...Object.fromEntries(next) }));
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const message = check ? check({ ...values, ...files }) : checkFormFields(fields, { ...values, ...files });
    setProblem(message);
    setAnswer(null);
    if (message) {
      onInvalid?.(message);
      const first =
        fields.find((field) => checkFormFields([field], { ...values, ...files }) !== null) ?? (check ? fields.at(-1) : undefined);
      if (first) formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(`${id}-${first.key}`)}`)?.focus();
      return;
    }
    setSending(true);
    try {
      const sent = await onSubmit(values, files);
      if (sent !== null) {
        setAnswer(sent);
        if (clearOnSuccess) {
          setValues(blank(fields));
          setFiles({});
          formRef.current?.reset();
        }
      }
    } finally {
      setSending(false);
    }
  };

  const control = (field: FormFieldSpec) => {
    const common = { id: `${id}-${field.key}`, name: field.key, 'aria-required': field.required || undefined };
    switch (field.control) {
      case 'textarea':
        return (
          <textarea
            {...common}
            className={form.textarea}
            rows={5}
            maxLength={field.maxLength}
            value={values[field.key] ?? ''}
            onChange={(e) => setValues((v) => ({ ...v, [field.key]: e.target.value }))}
          />
        );
      case 'select':
        return (
          <select
            {...common}
            className={form.input}
            value={values[field.key] ?? ''}
            onChange={(e) => setValues((v) => ({ ...v, [field.key]: e.target.value }))}
          >
            <option value="">Choose…</option>
            {(choices[field.key] ?? []).map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        );
      case 'file':
        return (
          <input
            {...common}
            className={form.file}
            type="file"
            accept={field.accept}
            onChange={(e) => setFiles((f) => ({ ...f, [field.key]: e.target.files?.[0] ?? null }))}
          />
        );
      default:
        return (
          <input
            {...common}
            className={form.input}
            type={field.control}
            autoComplete={field.autoComplete}
            inputMode={field.control === 'tel' ? 'tel' : field.control === 'email' ? 'email' : undefined}
            maxLength={field.maxLength}
            value={values[field.key] ?? ''}
            onChange={(e) => setValues((v) => ({ ...v, [field.key]: e.target.value }))}
          />
        );
    }
  };

  return (
    <Panel
      as="form"
      gap="md"
      ref={formRef}
      className={css.panel}
      method="post"
      action={target?.action}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={label}
    >
      {target ? <input type="hidden" name={FORM_RETURN_FIELD} value={target.returnTo} /> : null}
      {children}
      <div className={form.grid}>
        {fields.map((field) => (
          <div key={field.key} className={field.wide ? `${form.field} ${form.wide}` : form.field}>
            <label className={form.label} htmlFor={`${id}-${field.key}`}>
              {field.label}
            </label>
            {control(field)}
          </div>
        ))}
      </div>
      {problem ? (
        <p className={form.problem} role="alert">
          {problem}
        </p>
      ) : null}
      {answer ? (
        <p className={form.done} role="status">
          {answer}
        </p>
      ) : null}
      <div>
        <Button type="submit" variant="primary" loading={sending}>
          {submitLabel}
        </Button>
      </div>
      {footer}
    </Panel>
  );
}
