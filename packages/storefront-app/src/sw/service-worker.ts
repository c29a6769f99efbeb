/**
 * The storefront's service worker, served at /sw.js (scope '/'), bundled on its own by
 * vite.sw.config.ts (no module import at run time). Everything it decides is in workerCore.ts;
 * this file wires it to the worker's events:
 * - install: caches the offline page and the app icons of the site (the manifest lists them);
 * - activate: drops older caches and takes the open pages;
 * - fetch: a page navigation goes to the network; when that fails (offline), the offline page;
 *   everything else is the browser's usual (API calls are never cached);
 * - message: the page registers its visitor (then a check), or asks for a check;
 * - periodicsync 'cart-reminder' (an installed app): a check;
 * - notificationclick: the cart, in an open tab of the storefront or a new one.
 */
import {
  CART_REMINDER_SYNC_TAG,
  checkCartReminder,
  handleWorkerMessage,
  offlineAssets,
  reminderTarget,
  VISITOR_STATE_URL,
  WORKER_CACHE,
  WORKER_STATE_CACHE,
  type RegisteredVisitor,
  type WorkerDeps,
} from './workerCore.ts';
import { WEB_APP_PATHS } from '@storefront/components/rules/webApp';

// The worker's global scope, typed here (the app's TypeScript project uses the DOM library).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response> | Response): void;
}
interface MessageEventLike extends ExtendableEvent {
  data: unknown;
}
interface SyncEvent extends ExtendableEvent {
  tag: string;
}
interface NotificationClickEvent extends ExtendableEvent {
  notification: Notification;
}
interface WindowClientLike {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}
interface WorkerScope {
  location: Location;
  registration: ServiceWorkerRegistration;
  clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: string, listener: (event: never) => void): void;
}
const worker = self as unknown as WorkerScope;

const deps: WorkerDeps = {
  fetch: (input, init) => fetch(input, init),
  readVisitor: async () => {
    const cache = await caches.open(WORKER_STATE_CACHE);
    const stored = await cache.match(VISITOR_STATE_URL);
    if (!stored) return null;
    try {
      return (await stored.json()) as RegisteredVisitor;
    } catch {
      return null;
    }
  },
  writeVisitor: async (visitor) => {
    const cache = await caches.open(WORKER_STATE_CACHE);
    await cache.put(VISITOR_STATE_URL, new Response(JSON.stringify(visitor), { headers: { 'content-type': 'application/json' } }));
  },
  showNotification: (title, options) => worker.registration.showNotification(title, options),
  permission: () => (typeof Notification === 'undefined' ? 'default' : Notification.permission),
};

async function precache(): Promise<void> {
  const cache = await caches.open(WORKER_CACHE);
  const manifest: unknown = await fetch(WEB_APP_PATHS.manifest, { credentials: 'same-origin' })
    .then((response) => (response.ok ? response.json() : null))
    .catch(() => null);
  // The offline page must be there; an icon that fails leaves the page without its picture.
  const [page, ...icons] = offlineAssets(manifest);
  await cache.add(new Request(page!, { credentials: 'same-origin', cache: 'reload' }));
  await Promise.all(icons.map((icon) => cache.add(icon).catch(() => undefined)));
}

worker.addEventListener('install', (event: ExtendableEvent) => {
  event.waitUntil(precache().then(() => worker.skipWaiting()));
});

worker.addEventListener('activate', (event: ExtendableEvent) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => name !== WORKER_CACHE && name !== WORKER_STATE_CACHE).map((name) => caches.delete(name))),
      )
      .then(() => worker.clients.claim()),
  );
});

worker.addEventListener('fetch', (event: FetchEvent) => {
  const { request } = event;
  if (request.method === 'GET' && new URL(request.url).origin === worker.location.origin) {
    if (request.mode === 'navigate') {
      event.respondWith(
        fetch(request).catch(async () => (await caches.match(WEB_APP_PATHS.offline, { cacheName: WORKER_CACHE })) ?? Response.error()),
      );
      return;
    }
    // The offline page's icons, from the cache when the network is gone.
    if (request.destination === 'image') {
      event.respondWith(fetch(request).catch(async () => (await caches.match(request, { cacheName: WORKER_CACHE })) ?? Response.error()));
    }
  }
});

worker.addEventListener('message', (event: MessageEventLike) => {
  event.waitUntil(handleWorkerMessage(event.data, deps));
});

worker.addEventListener('periodicsync', (event: SyncEvent) => {
  if (event.tag === CART_REMINDER_SYNC_TAG) event.waitUntil(checkCartReminder(deps));
});

worker.addEventListener('notificationclick', (event: NotificationClickEvent) => {
  event.notification.close();
  const target = reminderTarget(event.notification.data, worker.location.origin);
  event.waitUntil(
    worker.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (open) => {
      const tab = open.find((client) => new URL(client.url).origin === worker.location.origin);
      if (tab) {
        await tab.focus();
        await tab.navigate(target).catch(() => undefined);
        return;
      }
      await worker.clients.openWindow(target);
    }),
  );
});
