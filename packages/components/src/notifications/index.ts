// Notifications and their settings, deals alerts (issue 13, item 3).
export { NotificationList, MARK_ALL_READ_LABEL, NO_NOTIFICATIONS_MESSAGE, type NotificationListProps } from './NotificationList.tsx';
export { SettingSwitches, type SettingSwitch, type SettingSwitchesProps } from './SettingSwitches.tsx';
export { FollowedList, NO_DEALS_ALERTS_MESSAGE, type FollowedListProps } from './FollowedList.tsx';
