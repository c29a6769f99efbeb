/** Notifications and the settings pages (their own chunk: only these pages load it). */
import type { PageModule } from '../../routes/PageProps.ts';
import { NotificationsPage, SettingsPage } from './Notifications.tsx';

const pages: PageModule = { notifications: NotificationsPage, settings: SettingsPage };
export default pages;
