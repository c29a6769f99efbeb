import { Bell } from 'lucide-react';
import type { HeaderPartLooks } from '../headerDesigns.ts';
import {
  notificationBadgeCount,
  requiresSignIn,
  showsNotificationBell,
  unseenBadgeCount,
  type ShopperBadgeState,
} from '../../rules/navigation/shopperBadges.ts';
import { HeaderAction } from './HeaderAction.tsx';
import { iconPx, useHeaderRow } from './headerRowContext.ts';

export const NOTIFICATIONS_LABEL = 'Notifications';

export interface NotificationBellProps {
  shopper: ShopperBadgeState;
  look?: HeaderPartLooks['notifications'];
  /**
   * 'total': unseenCount + the local count (the header variants, spec 2.3);
   * 'unseen': the unseen count (the mobile search bar, spec 2.3).
   */
  count?: 'total' | 'unseen';
  /** Signed-in click: the app toggles the notification sidebar and resets the local count. */
  onNotificationsClick?: () => void;
  /** Guests: opens the sign-in-required modal. */
  onRequireSignIn?: () => void;
}

/** The notification bell (spec 2.3, 6). Hidden for signed-in shoppers without recommended products. */
export function NotificationBell({
  shopper,
  look = 'icon',
  count = 'total',
  onNotificationsClick,
  onRequireSignIn,
}: NotificationBellProps) {
  const { iconSize } = useHeaderRow();
  if (!showsNotificationBell(shopper)) return null;
  const guest = requiresSignIn(shopper);
  return (
    <HeaderAction
      part="notifications"
      label={NOTIFICATIONS_LABEL}
      look={look}
      icon={<Bell size={iconPx(iconSize)} />}
      count={count === 'total' ? notificationBadgeCount(shopper) : unseenBadgeCount(shopper)}
      onClick={guest ? onRequireSignIn : onNotificationsClick}
      aria-haspopup="dialog"
    />
  );
}
