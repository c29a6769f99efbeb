import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import clsx from 'clsx';
import { iconButton, iconSlot } from './IconButton.css.ts';
import { Badge, badgeText, countedName, type BadgeProps } from './Badge.tsx';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> {
  /** Required accessible name (the button shows only an icon). */
  label: string;
  icon: ReactNode;
  /** A count badge in the corner; its text is appended to the accessible name: 'Cart, 3' (countedName). */
  badge?: Omit<BadgeProps, 'placement' | 'aria-hidden' | 'className'>;
  size?: 'sm' | 'md' | 'lg';
  variant?: 'ghost' | 'solid' | 'inherit';
  ref?: Ref<HTMLButtonElement>;
}

export function IconButton({ label, icon, badge, size, variant, className, type = 'button', ...props }: IconButtonProps) {
  const text = badge ? badgeText(badge.count, badge.format, badge.showZero) : null;
  return (
    <button type={type} aria-label={countedName(label, text)} className={clsx(iconButton({ size, variant }), className)} {...props}>
      <span aria-hidden="true" className={iconSlot}>
        {icon}
      </span>
      {badge ? <Badge {...badge} placement="corner" aria-hidden /> : null}
    </button>
  );
}
