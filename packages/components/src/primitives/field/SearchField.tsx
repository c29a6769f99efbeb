import { createElement, type FormHTMLAttributes, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import clsx from 'clsx';
import { X } from 'lucide-react';
import { IconButton } from '../IconButton.tsx';
import * as css from './searchField.css.ts';

export interface SearchFieldClear {
  /** The button's accessible name ('Clear search'). */
  label: string;
  onClear: () => void;
  /** Where the button sits and its colour, the widget's own. */
  className?: string;
}

export interface SearchFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /** The block around the input, with role="search": a `form` that submits, or a `div`. Default `form`. */
  as?: 'form' | 'div';
  /** Props of that block (a form's action, method, onSubmit, aria-label, data-part). */
  containerProps?: FormHTMLAttributes<HTMLFormElement> & { [data: `data-${string}`]: string | undefined };
  containerClassName?: string;
  /** A decorative icon inside the field's start (the widget leaves room with its padding). */
  icon?: ReactNode;
  /** A clear button inside the field's end, shown when set. */
  clear?: SearchFieldClear | null;
  tone?: css.SearchFieldVariants['tone'];
  border?: css.SearchFieldVariants['border'];
  ref?: Ref<HTMLInputElement>;
}

/**
 * The search field the search widgets share: a `role="search"` block holding an optional icon, a
 * pill-shaped input and an optional clear button. Every other prop (and the ref) goes to the input;
 * `className` adds the widget's size and padding to it.
 */
export function SearchField({
  as = 'form',
  containerProps,
  containerClassName,
  icon,
  clear,
  tone,
  border,
  type = 'search',
  className,
  ...inputProps
}: SearchFieldProps) {
  return createElement(
    as,
    { role: 'search', ...containerProps, className: clsx(css.field, containerClassName) },
    icon ? (
      <span className={css.icon} aria-hidden="true">
        {icon}
      </span>
    ) : null,
    <input type={type} className={clsx(css.input({ tone, border, clearable: clear != null }), className)} {...inputProps} />,
    clear ? (
      <IconButton
        className={clsx(css.clear, clear.className)}
        size="sm"
        label={clear.label}
        icon={<X size={18} />}
        onClick={clear.onClear}
      />
    ) : null,
  );
}
