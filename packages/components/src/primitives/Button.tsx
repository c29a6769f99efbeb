import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import clsx from 'clsx';
import { button, buttonIcon, type ButtonVariants } from './Button.css.ts';
import { Spinner } from './Spinner.tsx';

export const buttonVariantNames = ['primary', 'secondary', 'ghost', 'link', 'danger'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;
export type ButtonVariant = (typeof buttonVariantNames)[number];
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Lets a long label wrap inside the button (the recipe's `wrap` variant). */
  wrap?: boolean;
  /** Shows a spinner, sets aria-busy and ignores clicks (the button stays focusable). */
  loading?: boolean;
  leadingIcon?: ReactNode;
  trailingIcon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

// Keeps the recipe's variant names and the exported arrays in step (a type error if they drift).
const _variantsMatch: ButtonVariant extends ButtonVariants['variant'] ? true : never = true;
const _sizesMatch: ButtonSize extends ButtonVariants['size'] ? true : never = true;
void _variantsMatch;
void _sizesMatch;

export function Button({
  variant,
  size,
  fullWidth,
  wrap,
  loading = false,
  leadingIcon,
  trailingIcon,
  className,
  type = 'button',
  disabled,
  onClick,
  children,
  ...props
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      type={type}
      className={clsx(button({ variant, size, fullWidth, wrap }), className)}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={handleClick}
      {...props}
    >
      {loading ? <Spinner size="sm" /> : leadingIcon ? <span className={buttonIcon}>{leadingIcon}</span> : null}
      {children}
      {trailingIcon ? <span className={buttonIcon}>{trailingIcon}</span> : null}
    </button>
  );
}
