import clsx from 'clsx';
import { badge, type BadgeVariants } from './Badge.css.ts';

export const badgeTones = ['alert', 'brand', 'accent', 'neutral'] as const;
export type BadgeTone = (typeof badgeTones)[number];

export interface BadgeProps {
  count: number | null | undefined;
  /**
   * The label rule for the count, passed in by the caller (e.g. the cart's '99+' rule). The badge
   * never decides a cap itself. Default: the number as is.
   */
  format?: (count: number) => string;
  /** Show the badge for a count of 0 (hidden by default, as is an undefined count). */
  showZero?: boolean;
  tone?: BadgeTone;
  placement?: BadgeVariants['placement'];
  className?: string;
  /** Set when the surrounding control already names the count (icon buttons). */
  'aria-hidden'?: boolean;
}

/** The text a badge shows for `count`, or null when it is hidden. Shared with IconButton's label. */
export function badgeText(count: number | null | undefined, format: (count: number) => string = String, showZero = false): string | null {
  if (count === null || count === undefined || !Number.isFinite(count)) return null;
  if (count === 0 && !showZero) return null;
  return format(count);
}

/**
 * The accessible name of a control that shows a count badge: its label, then the badge's text as
 * shown ('Cart, 3', 'Cart, 99+'). Every word a shopper sees on the control is in the name, in the
 * same order (WCAG 2.5.3 label in name, for voice control); a count in parentheses would not count,
 * as axe's label-content-name-mismatch drops parenthetical text.
 */
export function countedName(label: string, text: string | null): string {
  return text === null ? label : `${label}, ${text}`;
}

export function Badge({ count, format, showZero, tone, placement, className, ...aria }: BadgeProps) {
  const text = badgeText(count, format, showZero);
  if (text === null) return null;
  return (
    <span className={clsx(badge({ tone, placement }), className)} {...aria}>
      {text}
    </span>
  );
}
