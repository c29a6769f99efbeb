/**
 * A form that works before the page's code has loaded, and without it (issue 31, item 2:
 * progressive enhancement). Rendered on the server as a real `<form method="post">` whose buttons
 * are submit buttons: a tap before hydration posts to `target.action`, where the storefront's server
 * does what the button means and sends the shopper back to `target.returnTo` (303). Once hydrated,
 * the same submit is handled here in the browser, without a page load: `onSubmit` gets the pressed
 * button's name and value and the form's fields, as the server would.
 *
 * Without a target (Storybook, a widget used outside the storefront) it is still a form whose
 * buttons call `onSubmit`; only the post before hydration needs the target.
 */
import type { FormEvent, FormHTMLAttributes, ReactNode } from 'react';

/** Where a shopper's form posts, and the page (a path on this site) the server sends them back to. */
export interface FormTarget {
  action: string;
  returnTo: string;
}

/** The hidden field that carries `returnTo`. */
export const FORM_RETURN_FIELD = 'return';

/** What was submitted: the pressed button's name and value (null when Enter submitted it), and every field. */
export interface PostFormSubmit {
  name: string | null;
  value: string | null;
  data: FormData;
}

export interface PostFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'action' | 'method' | 'target' | 'children'> {
  target?: FormTarget | undefined;
  /** Hidden fields posted with every submit (ids the server needs: a product, a store). */
  fields?: Record<string, string | undefined>;
  onSubmit: (submitted: PostFormSubmit) => void;
  children: ReactNode;
}

/** The submitted values of a form event: the submitter's name and value, and the form's data with them. */
export function submittedValues(event: FormEvent<HTMLFormElement>): PostFormSubmit {
  const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | HTMLInputElement | null | undefined;
  const name = submitter?.getAttribute('name') ?? null;
  const value = name === null ? null : (submitter?.getAttribute('value') ?? '');
  const data = new FormData(event.currentTarget);
  if (name !== null && value !== null) data.set(name, value);
  return { name, value, data };
}

export function PostForm({ target, fields = {}, onSubmit, children, ...props }: PostFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(submittedValues(event));
  };
  return (
    <form method="post" action={target?.action} onSubmit={submit} {...props}>
      {target ? <input type="hidden" name={FORM_RETURN_FIELD} value={target.returnTo} /> : null}
      {Object.entries(fields).map(([name, value]) =>
        value === undefined ? null : <input key={name} type="hidden" name={name} value={value} />,
      )}
      {children}
    </form>
  );
}
