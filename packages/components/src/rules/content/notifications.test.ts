import { describe, expect, it } from 'vitest';
import { dealsAlertEntries, NOTIFICATION_SETTINGS, notificationDayGroups } from './notifications.ts';

const at = (m: number, d: number, h = 12, min = 0) => new Date(2026, m - 1, d, h, min).toISOString();
const NOW = new Date(2026, 10, 26, 15, 0).getTime();

describe('notificationDayGroups: newest first, by day, spec 9 relative labels', () => {
  const feed = [
    { id: 'old', title: 'Thanks', body: 'Rate us', createdAt: at(10, 17), seen: true, link: '/your-order' },
    { id: 'today-1', title: 'Ready', body: 'Order ready', createdAt: at(11, 26, 9, 5), seen: false, link: '/your-order' },
    { id: 'yesterday', title: 'Back in stock', body: 'Wedding Cake', createdAt: at(11, 25), seen: true, link: 'javascript:alert(1)' },
    { id: 'today-2', title: 'Vape Wednesday', body: '15% off', createdAt: at(11, 26, 14, 30), seen: false },
    { id: 'four', title: 'Cart', body: 'Still waiting', createdAt: at(11, 22), seen: true, link: 'https://example.com/x' },
  ];

  it.each([
    [0, 'Today', ['today-2', 'today-1']],
    [1, 'Yesterday', ['yesterday']],
    [2, '4 days ago', ['four']],
    [3, '1 month ago', ['old']],
  ])('group %i is %s', (index, label, ids) => {
    const group = notificationDayGroups(feed, NOW)[index]!;
    expect(group.label).toBe(label);
    expect(group.items.map((i) => i.id)).toEqual(ids);
  });

  it('keeps the read state and a safe link only', () => {
    const items = notificationDayGroups(feed, NOW).flatMap((g) => g.items);
    expect(items.find((i) => i.id === 'today-1')).toEqual({
      id: 'today-1',
      title: 'Ready',
      body: 'Order ready',
      unread: true,
      href: '/your-order',
      time: '9:05 AM',
    });
    expect(items.find((i) => i.id === 'yesterday')).toMatchObject({ unread: false, href: null });
    expect(items.find((i) => i.id === 'today-2')!.href).toBeNull();
    expect(items.find((i) => i.id === 'four')!.href).toBe('https://example.com/x');
  });

  it("days that share a label are one group ('1 week ago' spans several days)", () => {
    const spread = [
      { id: 'a', title: 'a', body: '', createdAt: at(11, 18), seen: true },
      { id: 'b', title: 'b', body: '', createdAt: at(11, 16), seen: true },
      { id: 'c', title: 'c', body: '', createdAt: at(11, 12), seen: true },
    ];
    expect(notificationDayGroups(spread, NOW).map((g) => [g.label, g.items.map((i) => i.id)])).toEqual([['1 week ago', ['a', 'b', 'c']]]);
  });

  it('an undated item reads "Earlier"', () => {
    expect(notificationDayGroups([{ id: 'x', title: 't', body: 'b', createdAt: 'nope', seen: true }], NOW)[0]!.label).toBe('Earlier');
  });
});

describe('NOTIFICATION_SETTINGS', () => {
  it('lists the five settings the API keeps, each with words for the shopper', () => {
    expect(NOTIFICATION_SETTINGS.map((s) => s.key).sort()).toEqual(['deals', 'email', 'orderUpdates', 'push', 'sms']);
    for (const setting of NOTIFICATION_SETTINGS) expect(setting.description.length).toBeGreaterThan(20);
  });
});

describe('dealsAlertEntries', () => {
  const names = {
    category: new Map([
      ['flower', 'Flower'],
      ['edibles', 'Edibles'],
    ]),
    brand: new Map([['brand-canyon', 'Canyon Cured']]),
  };
  it.each([
    [[{ id: '1', kind: 'brand', value: 'brand-canyon' }], ['Brand: Canyon Cured']],
    [
      [
        { id: '1', kind: 'category', value: 'flower' },
        { id: '2', kind: 'category', value: 'edibles' },
        { id: '3', kind: 'brand', value: 'brand-canyon' },
      ],
      ['Brand: Canyon Cured', 'Category: Edibles', 'Category: Flower'],
    ],
    // A name no longer in the lists shows the value as stored; a special is a 'Deal'.
    [
      [
        { id: '1', kind: 'brand', value: 'brand-gone' },
        { id: '2', kind: 'deal', value: 'vape-wednesday' },
      ],
      ['Brand: brand-gone', 'Deal: vape-wednesday'],
    ],
    [[], []],
  ])('%j', (alerts, labels) => {
    expect(dealsAlertEntries(alerts, names).map((e) => e.label)).toEqual(labels);
  });
});
