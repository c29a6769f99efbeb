import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { notificationDayGroups, type NotificationInput } from '../rules/content/notifications.ts';
import { MARK_ALL_READ_LABEL, NotificationList } from './NotificationList.tsx';

const NOW = new Date(2026, 10, 20, 12, 0);
const seed: NotificationInput[] = [
  {
    id: 'a',
    title: 'Thanks for shopping with us',
    body: 'Rate your visit.',
    createdAt: new Date(2026, 10, 20, 9, 0).toISOString(),
    seen: false,
  },
  {
    id: 'b',
    title: 'Your order is ready',
    body: 'Order #1.',
    link: '/your-order',
    createdAt: new Date(2026, 10, 20, 8, 0).toISOString(),
    seen: false,
  },
];

/** The page's part: opening marks one read, 'Mark all as read' marks every one. */
function Feed() {
  const [items, setItems] = useState(seed);
  return (
    <NotificationList
      groups={notificationDayGroups(items, NOW)}
      onOpen={(id) => setItems((all) => all.map((item) => (item.id === id ? { ...item, seen: true } : item)))}
      onMarkAllRead={() => setItems((all) => all.map((item) => ({ ...item, seen: true })))}
    />
  );
}

describe('NotificationList keeps the focus when a control goes away', () => {
  it('a linkless notification, marked read, hands the focus to its title', () => {
    render(<Feed />);
    const button = screen.getByRole('button', { name: 'Thanks for shopping with us' });
    button.focus();
    act(() => void fireEvent.click(button));
    expect(screen.queryByRole('button', { name: 'Thanks for shopping with us' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByText('Thanks for shopping with us').closest('p'));
  });

  it("'Mark all as read' hands the focus to the count, which reads 'All caught up'", () => {
    render(<Feed />);
    const button = screen.getByRole('button', { name: MARK_ALL_READ_LABEL });
    button.focus();
    act(() => void fireEvent.click(button));
    expect(screen.queryByRole('button', { name: MARK_ALL_READ_LABEL })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('status'));
    expect(screen.getByRole('status')).toHaveTextContent('All caught up');
  });
});
