import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  dealsAlertEntries,
  FollowedList,
  MARK_ALL_READ_LABEL,
  NO_DEALS_ALERTS_MESSAGE,
  NO_NOTIFICATIONS_MESSAGE,
  NOTIFICATION_SETTINGS,
  notificationDayGroups,
  NotificationList,
  SettingSwitches,
  type NotificationInput,
} from '@storefront/components';
import { withRouterLinks } from '../support/routerLinks.tsx';

/** The visual runner's clock (Friday 2026-11-20 15:30 local). */
const NOW = new Date(2026, 10, 20, 15, 30).getTime();
const ago = (hours: number) => new Date(NOW - hours * 3_600_000).toISOString();

const FEED: NotificationInput[] = [
  {
    id: 'n1',
    title: 'Your order is ready for pickup',
    body: 'Order #10482 is packed and waiting at Motor City Provisions.',
    link: '/your-order',
    createdAt: ago(1),
    seen: false,
  },
  {
    id: 'n2',
    title: 'Vape Wednesday is on',
    body: 'Carts, pods and disposables are 15% off today.',
    link: '/deals/vape-wednesday',
    createdAt: ago(4),
    seen: false,
  },
  {
    id: 'n3',
    title: 'Back in stock: Wedding Cake',
    body: 'A fresh batch of Canyon Cured Wedding Cake just landed.',
    link: '/product/wedding-cake-flower-3-5g',
    createdAt: ago(26),
    seen: true,
  },
  {
    id: 'n4',
    title: 'You left something in your cart',
    body: 'Sour Watermelon Gummies are still waiting for you.',
    link: '/cart',
    createdAt: ago(4 * 24),
    seen: true,
  },
  {
    id: 'n5',
    title: 'Thanks for shopping with us',
    body: 'Rate your last visit and get 5% off the next one.',
    createdAt: ago(40 * 24),
    seen: true,
  },
];

type Screen = 'feed' | 'emptyFeed' | 'settings' | 'dealsAlerts' | 'noDealsAlerts';

interface NotificationsStoryArgs {
  screen: Screen;
  onOpen?: (id: string) => void;
  onMarkAllRead?: () => void;
  onChange?: (key: string, on: boolean) => void;
  onRemove?: (id: string) => void;
}

/** The settings as the server keeps them, changed as the switches say. */
function LiveSettings({ onChange }: { onChange: (key: string, on: boolean) => void }) {
  const [values, setValues] = useState<Record<string, boolean>>({ orderUpdates: true, deals: true, email: true, sms: false, push: false });
  return (
    <SettingSwitches
      label="Notification settings"
      settings={NOTIFICATION_SETTINGS.map((s) => ({ ...s, on: values[s.key] ?? false }))}
      onChange={(key, on) => {
        onChange(key, on);
        setValues((v) => ({ ...v, [key]: on }));
      }}
    />
  );
}

const names = {
  category: new Map([
    ['edibles', 'Edibles'],
    ['flower', 'Flower'],
  ]),
  brand: new Map([['canyon-cured', 'Canyon Cured']]),
};

function NotificationsStory({
  screen,
  onOpen = () => {},
  onMarkAllRead = () => {},
  onChange = () => {},
  onRemove = () => {},
}: NotificationsStoryArgs) {
  const body = {
    feed: () => <NotificationList groups={notificationDayGroups(FEED, NOW)} onOpen={onOpen} onMarkAllRead={onMarkAllRead} />,
    emptyFeed: () => (
      <NotificationList
        groups={[]}
        onOpen={onOpen}
        onMarkAllRead={onMarkAllRead}
        emptyAction={{ label: 'See today’s deals', href: '/deals' }}
      />
    ),
    settings: () => <LiveSettings onChange={onChange} />,
    dealsAlerts: () => (
      <FollowedList
        items={dealsAlertEntries(
          [
            { id: 'a1', kind: 'category', value: 'edibles' },
            { id: 'a2', kind: 'brand', value: 'canyon-cured' },
            { id: 'a3', kind: 'category', value: 'flower' },
          ],
          names,
        )}
        onRemove={onRemove}
      />
    ),
    noDealsAlerts: () => <FollowedList items={[]} onRemove={onRemove} />,
  }[screen];
  return <main style={{ maxWidth: 760, margin: '0 auto' }}>{body()}</main>;
}

/**
 * Notifications and their settings, deals alerts (issue 13, item 3): the feed by day with its unread
 * ones, the settings as switches, the deals the shopper follows.
 */
const meta = {
  title: 'Account/Notifications',
  component: NotificationsStory,
  tags: ['screenshot'],
  decorators: [withRouterLinks],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof NotificationsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Today, Yesterday, '4 days ago', '1 month ago'; two unread; opening one reports it; 'Mark all as read'. */
export const Feed: Story = {
  args: { screen: 'feed', onOpen: fn(), onMarkAllRead: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Today',
      'Yesterday',
      '4 days ago',
      '1 month ago',
    ]);
    await expect(canvas.getByRole('status')).toHaveTextContent('2 unread');
    await expect(canvas.getAllByText(/^Unread:/)).toHaveLength(2);
    const link = canvas.getByRole('link', { name: /Your order is ready for pickup/ });
    await expect(link).toHaveAttribute('href', '/your-order');
    await userEvent.click(canvas.getByRole('button', { name: MARK_ALL_READ_LABEL }));
    await expect(args.onMarkAllRead).toHaveBeenCalledOnce();
  },
};

/** An empty feed says what comes here and links on. */
export const NoNotifications: Story = {
  args: { screen: 'emptyFeed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(NO_NOTIFICATIONS_MESSAGE)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'See today’s deals' })).toHaveAttribute('href', '/deals');
  },
};

/** Switches with their descriptions; Space toggles one. */
export const Settings: Story = {
  args: { screen: 'settings', onChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const sms = canvas.getByRole('switch', { name: 'Text messages' });
    await expect(sms).not.toBeChecked();
    sms.focus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenCalledWith('sms', true);
    await expect(sms).toBeChecked();
  },
};

/** Sorted by kind and name; each with 'Stop following'. */
export const DealsAlerts: Story = {
  args: { screen: 'dealsAlerts', onRemove: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Brand: Canyon CuredStop following',
      'Category: EdiblesStop following',
      'Category: FlowerStop following',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Stop following Category: Edibles' }));
    await expect(args.onRemove).toHaveBeenCalledWith('a1');
  },
};

export const NoDealsAlerts: Story = {
  args: { screen: 'noDealsAlerts' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(NO_DEALS_ALERTS_MESSAGE)).toBeInTheDocument();
  },
};
