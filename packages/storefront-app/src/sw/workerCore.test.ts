import { describe, expect, it, vi } from 'vitest';
import {
  checkCartReminder,
  handleWorkerMessage,
  offlineAssets,
  readWorkerMessage,
  reminderTarget,
  type RegisteredVisitor,
  type WorkerDeps,
} from './workerCore.ts';

function depsWith(
  answer: { status?: number; data?: unknown } | 'network-error',
  options: { visitor?: RegisteredVisitor | null; permission?: string } = {},
) {
  let visitor =
    options.visitor === undefined
      ? { visitorId: 'vis_1', siteName: 'Greenleaf Collective', icon: '/images/cms/greenleaf-app-icon-192.png' }
      : options.visitor;
  const calls: Array<{ url: string; init?: RequestInit }> = [];
  const shown: Array<{ title: string; options: unknown }> = [];
  const deps: WorkerDeps = {
    fetch: vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      if (answer === 'network-error') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify({ statusCode: answer.status ?? 200, data: answer.data }), { status: answer.status ?? 200 });
    }),
    readVisitor: async () => visitor,
    writeVisitor: async (next) => {
      visitor = next;
    },
    showNotification: async (title, shownOptions) => {
      shown.push({ title, options: shownOptions });
    },
    permission: () => options.permission ?? 'granted',
  };
  return { deps, calls, shown, visitor: () => visitor };
}

describe('checkCartReminder (the service worker asks the backend)', () => {
  it('claims the reminder for the registered visitor and shows it once the backend says the cart is abandoned', async () => {
    const { deps, calls, shown } = depsWith({ data: { notify: true, cartItemCount: 3 } });
    expect(await checkCartReminder(deps)).toBe('shown');
    expect(calls).toEqual([
      {
        url: '/api/cms/abandoned-cart/notification/vis_1/claim',
        init: expect.objectContaining({ method: 'POST', credentials: 'same-origin' }),
      },
    ]);
    expect(shown).toEqual([
      {
        title: 'Greenleaf Collective',
        options: {
          body: 'You left 3 items in your cart. Come back and check out before they are gone.',
          tag: 'abandoned-cart',
          icon: '/images/cms/greenleaf-app-icon-192.png',
          data: { url: '/cart' },
        },
      },
    ]);
  });

  it.each([
    ['not abandoned yet', { data: { notify: false, cartItemCount: 3 } }, {}, 'not-due'],
    ['a failing call (tried at the next check)', { status: 500, data: null }, {}, 'failed'],
    ['a corrupt answer', { data: 'nonsense' }, {}, 'not-due'],
    ['no network', 'network-error', {}, 'failed'],
    ['no visitor registered', { data: { notify: true } }, { visitor: null }, 'no-visitor'],
    ['permission not granted', { data: { notify: true } }, { permission: 'denied' }, 'no-permission'],
  ] as const)('%s: nothing shown', async (_name, answer, options, expected) => {
    const { deps, shown } = depsWith(answer, options);
    expect(await checkCartReminder(deps)).toBe(expected);
    expect(shown).toEqual([]);
  });
});

describe("the page's messages", () => {
  it('registers the visitor (spec 7) and checks at once', async () => {
    const { deps, calls, visitor } = depsWith({ data: { notify: false } }, { visitor: null });
    expect(
      await handleWorkerMessage(
        { type: 'register-visitor', visitor: { visitorId: ' vis_7 ', siteName: 'Mile High Goods', icon: '/i.png' } },
        deps,
      ),
    ).toBe('not-due');
    expect(visitor()).toEqual({ visitorId: 'vis_7', siteName: 'Mile High Goods', icon: '/i.png' });
    expect(calls[0]?.url).toBe('/api/cms/abandoned-cart/notification/vis_7/claim');
  });

  it.each([
    [null],
    ['register-visitor'],
    [{ type: 'register-visitor', visitor: { visitorId: '' } }],
    [{ type: 'register-visitor', visitor: { visitorId: 'v'.repeat(201) } }],
    [{ type: 'unknown' }],
  ])('ignores %j', async (message) => {
    const { deps, calls } = depsWith({ data: { notify: true } });
    expect(await handleWorkerMessage(message, deps)).toBe('ignored');
    expect(calls).toEqual([]);
  });

  it('an icon that is not a same-origin path is dropped', () => {
    expect(
      readWorkerMessage({ type: 'register-visitor', visitor: { visitorId: 'v', siteName: 'S', icon: 'https://evil.example/i.png' } }),
    ).toEqual({
      type: 'register-visitor',
      visitor: { visitorId: 'v', siteName: 'S' },
    });
  });
});

describe('reminderTarget and offlineAssets', () => {
  it.each([
    [{ url: '/cart' }, 'https://shop.example/cart'],
    [{ url: '//evil.example/x' }, 'https://shop.example/cart'],
    [{ url: 'javascript:alert(1)' }, 'https://shop.example/cart'],
    [{ url: '/\\evil.example/x' }, 'https://shop.example/cart'],
    [null, 'https://shop.example/cart'],
  ])('%j → %s', (data, expected) => expect(reminderTarget(data, 'https://shop.example')).toBe(expected));

  it('the offline page first, then the manifest icons on our origin, once each', () => {
    expect(offlineAssets({ icons: [{ src: '/a.png' }, { src: '/a.png' }, { src: 'https://cdn.example/b.png' }, { src: 7 }] })).toEqual([
      '/offline.html',
      '/a.png',
    ]);
    expect(offlineAssets(null)).toEqual(['/offline.html']);
  });
});

describe('the page and the worker agree', () => {
  it('on the periodic sync tag (one constant in the rules)', async () => {
    const { CART_REMINDER_SYNC_TAG } = await import('./workerCore.ts');
    const rules = await import('@storefront/components/rules/webApp');
    expect(CART_REMINDER_SYNC_TAG).toBe(rules.CART_REMINDER_SYNC_TAG);
    expect(CART_REMINDER_SYNC_TAG).toBe('cart-reminder');
  });
});
