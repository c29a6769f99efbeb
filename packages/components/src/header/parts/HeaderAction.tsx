import type { ReactNode } from 'react';
import { Badge, badgeText, countedName } from '../../primitives/Badge.tsx';
import { IconButton } from '../../primitives/IconButton.tsx';
import { iconButton, iconSlot } from '../../primitives/IconButton.css.ts';
import { SmartLink } from '../../primitives/link/SmartLink.tsx';
import { cartBadgeLabel } from '../../rules/commerce/cart.ts';
import type { HeaderPart } from '../headerDesigns.ts';
import { iconVariantFor, useHeaderRow } from './headerRowContext.ts';
import { labelledAction, labelledIcon, labelledText } from './parts.css.ts';

export interface HeaderActionProps {
  part: HeaderPart;
  /** Accessible name (and the visible label in the labelled look). */
  label: string;
  icon: ReactNode;
  look: 'icon' | 'labelled';
  /** Badge count; null/undefined/0 hide it. Shown with the cart badge rule ('99+' above 99). */
  count?: number | null;
  /** A link when set (site path), otherwise a button calling onClick. */
  href?: string;
  onClick?: () => void;
  'aria-haspopup'?: 'dialog' | 'menu';
}

/**
 * One header action: an icon button (or icon link) with an optional count badge, or the labelled
 * look of the icon rail. The badge's text is part of the accessible name: 'Your List, 3'.
 */
export function HeaderAction({ part, label, icon, look, count, href, onClick, ...aria }: HeaderActionProps) {
  const { tone, iconSize } = useHeaderRow();
  const text = badgeText(count, cartBadgeLabel);
  const name = countedName(label, text);
  const badge = <Badge count={count} format={cartBadgeLabel} placement="corner" aria-hidden />;

  if (look === 'labelled') {
    const content = (
      <>
        <span className={labelledText}>{label}</span>{' '}
        <span className={labelledIcon} aria-hidden="true">
          {icon}
          <Badge count={count} format={cartBadgeLabel} placement="iconCorner" aria-hidden />
        </span>
      </>
    );
    return href !== undefined ? (
      <SmartLink href={href} className={labelledAction} aria-label={name} data-part={part}>
        {content}
      </SmartLink>
    ) : (
      <button type="button" className={labelledAction} aria-label={name} onClick={onClick} data-part={part} {...aria}>
        {content}
      </button>
    );
  }

  if (href !== undefined) {
    return (
      <SmartLink href={href} className={iconButton({ size: iconSize, variant: iconVariantFor(tone) })} aria-label={name} data-part={part}>
        <span aria-hidden="true" className={iconSlot}>
          {icon}
        </span>
        {badge}
      </SmartLink>
    );
  }
  return (
    <IconButton
      label={label}
      icon={icon}
      size={iconSize}
      variant={iconVariantFor(tone)}
      badge={{ count, format: cartBadgeLabel }}
      onClick={onClick}
      data-part={part}
      {...aria}
    />
  );
}
