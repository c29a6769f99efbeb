/**
 * The API server as a process, over HTTP, on the run's database engine:
 * - kill it (SIGKILL) in the middle of a run of writes, start it again on the same data, and find
 *   every write it had acknowledged;
 * - soak: 100 anonymous 900 kB visitor posts are refused (field limits) and memory stays bounded;
 * - the faults found by probing: 413 with a message for a body over 1 MiB, loopback by default;
 * - a guest's cart cookie over HTTP, set and cleared as the API answers it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, engine, type TestDatabase } from './testDb.ts';
import { retailers } from '@storefront/fixtures/catalog';
import { orderSlots } from '@storefront/components/rules';

/** The Detroit store's first pickup slot from now (orders are for a time in the store's hours). */
const detroitSlot = () => {
  const store = retailers.find((r) => r.id === 'ret-mi-detroit');
  return store ? orderSlots(store, new Date(), 1)[0]?.value : undefined;
};

const SERVER = 'packages/demo-api/src/server.ts';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

interface Running {
  child: ChildProcess;
  url: string;
  output: () => string;
}

async function startServer(db: TestDatabase, env: Record<string, string> = {}): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: { ...process.env, ...db.env, PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start: ${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, url, output: () => output };
}

const stopped = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

async function post(url: string, path: string, body: unknown, cookie = ''): Promise<Response> {
  return fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}
async function signUp(url: string, email: string): Promise<string> {
  const res = await post(url, '/api/auth/sign-up', { firstName: 'Kim', lastName: 'Process', email, password: 'process-pass-1' });
  expect(res.status).toBe(201);
  return (res.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
}

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.destroy();
});

const PRODUCTS = Array.from({ length: 40 }, (_, i) => `prod-${String(i + 1).padStart(4, '0')}`);

describe(`the API server process (${engine})`, () => {
  it('killed in the middle of a run of writes, keeps every write it acknowledged', async () => {
    let server = await startServer(db);
    const cartShopper = await signUp(server.url, `cart.${engine}@example.com`);
    const orderShopper = await signUp(server.url, `orders.${engine}@example.com`);
    const acknowledged = {
      cart: new Set<string>(),
      wishlist: new Set<string>(),
      subscriptions: new Set<string>(),
      orders: new Set<string>(),
    };
    let running = true;

    const cartWorker = async () => {
      for (let i = 0; running; i += 1) {
        const productId = PRODUCTS[i % PRODUCTS.length] ?? 'prod-0001';
        try {
          if ((await post(server.url, '/api/cart/items', { item: { productId, option: '1g', quantity: 1 } }, cartShopper)).ok)
            acknowledged.cart.add(productId);
        } catch {
          return;
        }
      }
    };
    const wishlistWorker = async () => {
      const slugs = ['blue-dream-flower-3-5g', 'og-kush-flower-3-5g', 'granddaddy-purple-flower-3-5g'];
      for (let i = 0; running; i += 1) {
        const listName = `List ${i}`;
        try {
          if ((await post(server.url, '/api/wishlists', { slug: slugs[i % 3], listName }, cartShopper)).ok)
            acknowledged.wishlist.add(listName);
        } catch {
          return;
        }
      }
    };
    const subscribeWorker = async () => {
      for (let i = 0; running; i += 1) {
        const email = `fan${i}.${engine}@example.com`;
        try {
          if ((await post(server.url, '/api/popup/subscribe', { email, popupCampaignId: 'campaign-welcome', visitorId: `v${i}` })).ok)
            acknowledged.subscriptions.add(email);
        } catch {
          return;
        }
      }
    };
    const orderWorker = async () => {
      for (let i = 0; running; i += 1) {
        try {
          await post(server.url, '/api/cart/items', { item: { productId: 'prod-0002', option: '1g', quantity: 1 } }, orderShopper);
          const res = await post(
            server.url,
            '/api/orders',
            {
              retailerId: 'ret-mi-detroit',
              orderType: 'PICKUP',
              pricingType: 'RECREATIONAL',
              requestKey: `k${i}`,
              slot: detroitSlot(),
              contact: { firstName: 'Kim', lastName: 'Process', email: 'kim@example.com', phone: '3135550100' },
            },
            orderShopper,
          );
          if (res.status === 201) acknowledged.orders.add(((await res.json()) as { data: { id: string } }).data.id);
        } catch {
          return;
        }
      }
    };
    const workers = [cartWorker(), wishlistWorker(), subscribeWorker(), orderWorker()];
    await new Promise((r) => setTimeout(r, 1500));
    server.child.kill('SIGKILL');
    running = false;
    await Promise.all(workers);
    await stopped(server.child);

    expect(
      acknowledged.cart.size + acknowledged.wishlist.size + acknowledged.subscriptions.size + acknowledged.orders.size,
    ).toBeGreaterThan(20);

    server = await startServer(db);
    try {
      const cart = (await (await fetch(`${server.url}/api/cart`, { headers: { cookie: cartShopper } })).json()) as {
        data: { items: Array<{ productId: string }> };
      };
      const inCart = new Set(cart.data.items.map((i) => i.productId));
      for (const id of acknowledged.cart) expect(inCart.has(id), `cart line ${id}`).toBe(true);
      const lists = (await (await fetch(`${server.url}/api/wishlists?limit=1000`, { headers: { cookie: cartShopper } })).json()) as {
        data: { data: Array<{ listName: string }> };
      };
      const listNames = new Set(lists.data.data.map((w) => w.listName));
      for (const name of acknowledged.wishlist) expect(listNames.has(name), `wishlist ${name}`).toBe(true);
      for (const id of acknowledged.orders)
        expect((await fetch(`${server.url}/api/orders/${id}`, { headers: { cookie: orderShopper } })).status, `order ${id}`).toBe(200);
      // The shopper can still sign in.
      expect(
        (await post(server.url, '/api/auth/sign-in', { email: `cart.${engine}@example.com`, password: 'process-pass-1' })).status,
      ).toBe(200);
    } finally {
      server.child.kill('SIGTERM');
      await stopped(server.child);
    }
    // Subscriptions are anonymous (and rate-limited per address): read them from the database.
    const store = await db.open();
    try {
      const rows = await store.db.selectFrom('subscriptions').select('emailKey').execute();
      const kept = new Set(rows.map((r) => r.emailKey));
      for (const email of acknowledged.subscriptions) expect(kept.has(email), `subscription ${email}`).toBe(true);
    } finally {
      await store.close();
    }
  });

  it("a guest's cart over HTTP: the cookie comes with the first add, brings the cart back, and is cleared when the cart joins a new account", async () => {
    const server = await startServer(db);
    try {
      const add = await post(server.url, '/api/cart/items', { item: { productId: 'prod-0001', option: '1g', quantity: 2 } });
      expect(add.status).toBe(200);
      const [set = '', ...more] = add.headers.getSetCookie();
      expect([set, more]).toEqual([expect.stringMatching(/^sf_cart=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=2592000$/), []]);
      const guest = set.split(';')[0] ?? '';
      const cartOf = async (cookie: string) =>
        (
          (await (await fetch(`${server.url}/api/cart`, { headers: { cookie } })).json()) as {
            data: { items: Array<{ productId: string; quantity: number }> };
          }
        ).data.items;
      expect(await cartOf(guest)).toMatchObject([{ productId: 'prod-0001', quantity: 2 }]);
      expect(await cartOf('')).toEqual([]);

      const signUp = await post(
        server.url,
        '/api/auth/sign-up',
        { firstName: 'Gwen', lastName: 'Guest', email: `guest.http.${engine}@example.com`, password: 'process-pass-1' },
        guest,
      );
      expect(signUp.status).toBe(201);
      const cookies = signUp.headers.getSetCookie();
      expect(cookies).toContainEqual(expect.stringMatching(/^sf_cart=; Path=\/; HttpOnly; SameSite=Lax; Max-Age=0$/));
      const session = cookies.find((c) => c.startsWith('sf_session='))?.split(';')[0] ?? '';
      expect(await cartOf(session)).toMatchObject([{ productId: 'prod-0001', quantity: 2 }]);
      expect(await cartOf(guest)).toEqual([]);
    } finally {
      server.child.kill('SIGTERM');
      await stopped(server.child);
    }
  });

  it('soak: 100 anonymous 900 kB visitor posts are refused and memory stays bounded; over 1 MiB is a 413', async () => {
    const server = await startServer(db);
    const rss = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
    try {
      for (let i = 0; i < 5; i += 1) await fetch(`${server.url}/api/retailers`);
      const before = rss();
      const big = 'x'.repeat(900 * 1024);
      const statuses = new Set<number>();
      for (let i = 0; i < 100; i += 1) {
        const res = await post(server.url, '/api/popup/visitor', { name: big, url: '/' });
        statuses.add(res.status);
        await res.arrayBuffer();
      }
      expect([...statuses]).toEqual([400]);
      const after = rss();
      expect(after - before, `RSS ${before.toFixed(0)} → ${after.toFixed(0)} MB`).toBeLessThan(80);
      const tooBig = await fetch(`${server.url}/api/popup/visitor`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: 'x'.repeat(1024 * 1024 + 1),
      });
      expect(tooBig.status).toBe(413);
      expect(await tooBig.json()).toMatchObject({ message: 'Request body is too large (at most 1 MiB).' });
    } finally {
      server.child.kill('SIGTERM');
      await stopped(server.child);
    }
  });

  it('listens on loopback unless HOST says otherwise, and stops cleanly on SIGTERM', async () => {
    const server = await startServer(db, { LOG_LEVEL: 'info' });
    expect(server.output()).toMatch(/"msg":"listening","url":"http:\/\/127\.0\.0\.1:\d+"/);
    server.child.kill('SIGTERM');
    await stopped(server.child);
    expect(server.child.exitCode).toBe(0);
  });
});
