import clsx from 'clsx';
import { spinner, status, type SpinnerVariants } from './Spinner.css.ts';
import { VisuallyHidden } from './VisuallyHidden.tsx';

export interface SpinnerProps extends SpinnerVariants {
  /** Announced as a polite status ("Loading…"). Without it the spinner is decorative (aria-hidden). */
  label?: string;
  className?: string;
}

export function Spinner({ label, size, className }: SpinnerProps) {
  const ring = <span className={clsx(spinner({ size }), className)} aria-hidden="true" />;
  if (!label) return ring;
  return (
    <span role="status" className={status}>
      {ring}
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
