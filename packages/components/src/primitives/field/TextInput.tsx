import type { InputHTMLAttributes, Ref } from 'react';
import clsx from 'clsx';
import { input } from '../form.css.ts';

export interface TextInputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
}

/**
 * A text input in the one field look (`form.css.ts`'s `input`: the box, its border and the themed
 * focus ring). Every prop, the ref included, goes to the `<input>`; `className` adds to the look.
 */
export function TextInput({ className, type = 'text', ...props }: TextInputProps) {
  return <input type={type} className={clsx(input, className)} {...props} />;
}
