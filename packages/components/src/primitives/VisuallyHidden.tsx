import type { HTMLAttributes, ReactNode } from 'react';
import clsx from 'clsx';
import { visuallyHidden } from './VisuallyHidden.css.ts';

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLSpanElement> {
  children?: ReactNode;
}

/** Text for screen readers only (labels, live status, headings of icon-only regions). */
export function VisuallyHidden({ className, ...props }: VisuallyHiddenProps) {
  return <span className={clsx(visuallyHidden, className)} {...props} />;
}
