import type { MouseEvent } from 'react';
import { SmartLink } from '../../primitives/link/SmartLink.tsx';
import { Badge, badgeText, countedName } from '../../primitives/Badge.tsx';
import { VisuallyHidden } from '../../primitives/VisuallyHidden.tsx';
import { defaultBottomBarIcons, type BottomBarItemId } from '../bottomBarItems.ts';
import type { BottomBarItemTreatment, BottomBarLook } from '../bottomBarDesigns.ts';
import * as css from '../BottomBar.css.ts';

export type BottomBarControlAction =
  | { kind: 'link'; href: string; onClick?: (event: MouseEvent<HTMLAnchorElement>) => void }
  | { kind: 'button'; onClick: () => void; expanded?: boolean; popup?: 'dialog' };

export interface BottomBarControlProps {
  id: BottomBarItemId;
  label: string;
  look: BottomBarLook;
  treatment: BottomBarItemTreatment;
  /** Which built-in icon to draw (defaults to the item's own). */
  icon: BottomBarItemId;
  image: string | undefined;
  selectedImage: string | undefined;
  active: boolean;
  labelShown: boolean;
  /** A count badge: the count, the rule that labels it (e.g. '99+') and whether 0 shows. */
  badge: { count: number; format: (count: number) => string; showZero: boolean } | null;
  action: BottomBarControlAction;
}

/**
 * One bar item: icon (CMS image or built-in), optional count badge and label, as link or button. The
 * icon, a CMS image too, is decorative (alt=""): the label beside it names the item already.
 */
export function BottomBarControl({
  id,
  label,
  look,
  treatment,
  icon,
  image,
  selectedImage,
  active,
  labelShown,
  badge,
  action,
}: BottomBarControlProps) {
  const Icon = defaultBottomBarIcons[icon];
  const src = active ? (selectedImage ?? image) : image;
  const text = badge === null ? null : badgeText(badge.count, badge.format, badge.showZero);
  const name = countedName(label, text);
  // The label comes first in the markup (the icon is drawn above it with CSS `order`), so the text
  // a voice-control user sees ('Cart', then the badge's '0') reads in the order of the name
  // ('Cart, 0'): WCAG 2.5.3 label in name. The space keeps the two words apart ('Cart 0', not 'Cart0').
  const content = (
    <>
      {labelShown ? <span className={css.label}>{label}</span> : <VisuallyHidden>{label}</VisuallyHidden>}{' '}
      <span className={css.icon({ treatment, image: src !== undefined })} aria-hidden>
        {src !== undefined ? (
          <img className={css.image} src={src} alt="" width={24} height={24} />
        ) : (
          <Icon size={treatment === 'raised' ? 26 : 22} strokeWidth={active ? 2.4 : 1.9} aria-hidden />
        )}
        {badge !== null ? <Badge {...badge} placement="corner" className={css.badge} aria-hidden /> : null}
      </span>
    </>
  );
  const common = {
    className: css.control({ look }),
    'aria-label': name,
    'data-item': id,
    'data-active': active ? '' : undefined,
  };
  if (action.kind === 'link') {
    return (
      <SmartLink {...common} href={action.href} aria-current={active ? 'page' : undefined} onClick={action.onClick}>
        {content}
      </SmartLink>
    );
  }
  return (
    <button type="button" {...common} aria-haspopup={action.popup} aria-expanded={action.expanded} onClick={action.onClick}>
      {content}
    </button>
  );
}
