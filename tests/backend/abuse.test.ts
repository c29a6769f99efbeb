/**
 * Issue 32's holes, probed as an outsider would, on the run's database engine (SQLite, or
 * PostgreSQL under tests/tools/with-postgres.sh), in-process through the API's one handler table:
 * - sign-in limits that hold under parallel guesses (the attempt counted before the password);
 * - strangers cannot lock the owner out (a limit per address AND account, a per-account ceiling),
 *   and the sign-in link by e-mail works once, expires, and says nothing about unknown e-mails;
 * - the visitor, guest checkout, abandoned-cart and form endpoints limited per address;
 * - search text capped; control characters refused in stored names; deep or malformed JSON a 400;
 * - new passwords at least 8 characters and not common (NIST SP 800-63B).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { apiPaths, SEARCH_TEXT_MAX_LENGTH, SEARCH_TEXT_TOO_LONG_MESSAGE } from '@storefront/components/api';
import {
  createDemoFetchHandler,
  LIMITS,
  COMMON_PASSWORD_MESSAGE,
  NEW_PASSWORD_TOO_SHORT_MESSAGE,
  JSON_TOO_DEEP_MESSAGE,
  MAX_JSON_DEPTH,
  SIGN_IN_LINK_DEAD_MESSAGE,
  SIGN_IN_LINK_REQUESTED_MESSAGE,
  SIGN_IN_LINK_TTL_MS,
  type OutboxEntry,
  loadCatalogFromDatabase,
} from '@storefront/demo-api';
import { type Answer, seededApi } from './seededApi.ts';
import { engine } from './testDb.ts';

let clock = Date.parse('2026-11-24T15:00:00Z');
const harness = seededApi(() => clock);
const { call } = harness;
/** `name=value; …` of an answer's Set-Cookie, as a browser sends it back. */
const cookiesOf = (answer: Answer): string => {
  const set = answer.headers['set-cookie'];
  return (Array.isArray(set) ? set : set ? [set] : [])
    .map((c) => c.split(';')[0] ?? '')
    .filter((c) => !/=$/.test(c))
    .join('; ');
};
const count = (answers: Answer[], status: number) => answers.filter((a) => a.status === status).length;

/** A fresh address per test, so the limits of one test never reach another. */
let addressCount = 0;
const newAddress = () => `198.51.${Math.floor(addressCount / 250)}.${(addressCount++ % 250) + 1}`;

const PASSWORD = 'greenleaf-owner-2026';
let accountCount = 0;
async function newAccount(first = 'Owen'): Promise<{ email: string; cookie: string }> {
  accountCount += 1;
  const email = `${first.toLowerCase()}.${accountCount}.${engine}@example.com`;
  const res = await call('POST', apiPaths.signUp, { firstName: first, lastName: 'Owner', email, password: PASSWORD });
  expect(res.status).toBe(201);
  return { email, cookie: cookiesOf(res) };
}
const signIn = (email: string, password: string, ip: string, cookie = '') =>
  call('POST', apiPaths.signIn, { email, password }, { ip, cookie });

describe(`sign-in limits under parallel guesses (${engine})`, () => {
  it('40 parallel wrong passwords at one account: 5 reach the password check, 35 are refused before it', async () => {
    const { email } = await newAccount();
    const answers = await Promise.all(Array.from({ length: 40 }, () => signIn(email, 'wrong-password-1', '203.0.113.40')));
    // A 401 is a password that was checked; a 429 was refused before any password work.
    expect(count(answers, 401)).toBe(LIMITS.signInPerPair.max);
    expect(count(answers, 429)).toBe(40 - LIMITS.signInPerPair.max);
    const refused = answers.find((a) => a.status === 429);
    expect(refused?.json.message).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('30 parallel guesses from one address at 30 accounts: 10 reach the password check', async () => {
    const ip = newAddress();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => signIn(`guess.${i}.${engine}@example.com`, 'wrong-password-1', ip)),
    );
    expect(count(answers, 401)).toBe(LIMITS.signInPerAddress.max);
    expect(count(answers, 429)).toBe(30 - LIMITS.signInPerAddress.max);
  });

  it('right passwords from one address (a store behind one NAT) cost the address nothing', async () => {
    const ip = newAddress();
    const accounts = await Promise.all(Array.from({ length: 3 }, () => newAccount('Nat')));
    for (let round = 0; round < 5; round += 1) {
      for (const { email } of accounts) expect((await signIn(email, PASSWORD, ip)).status).toBe(200);
    }
  });
});

describe(`strangers cannot lock the owner out (${engine})`, () => {
  it("after strangers' wrong passwords from other addresses, the owner still signs in from their own", async () => {
    const { email } = await newAccount();
    const stranger = newAddress();
    for (let i = 0; i < LIMITS.signInPerPair.max; i += 1) expect((await signIn(email, `wrong-${i}-guess`, stranger)).status).toBe(401);
    // Five more strangers, one guess each.
    for (let i = 0; i < 5; i += 1) expect((await signIn(email, 'wrong-guess-9', newAddress())).status).toBe(401);
    expect((await signIn(email, 'wrong-guess-10', stranger)).status).toBe(429);
    const owner = await signIn(email, PASSWORD, newAddress());
    expect(owner.status).toBe(200);
    expect(cookiesOf(owner)).toMatch(/sf_session=/);
  });

  it("a success clears that address's failures for the account", async () => {
    const { email } = await newAccount();
    const ip = newAddress();
    for (let i = 0; i < LIMITS.signInPerPair.max - 1; i += 1) await signIn(email, 'typo-password', ip);
    expect((await signIn(email, PASSWORD, ip)).status).toBe(200);
    for (let i = 0; i < LIMITS.signInPerPair.max; i += 1) expect((await signIn(email, 'typo-password', ip)).status).toBe(401);
  });

  it("the account's hourly ceiling across addresses, once full, leaves the sign-in link as the way in", async () => {
    const { email } = await newAccount();
    const { name, windowMs, max } = LIMITS.signInPerAccount;
    await harness.store.db
      .insertInto('rateLimits')
      .values({ key: `${name}:${email}`, windowStart: clock - (clock % windowMs), count: max })
      .execute();
    expect((await signIn(email, PASSWORD, newAddress())).status).toBe(429);
    const ip = newAddress();
    expect((await call('POST', '/api/sign-in-link', { email }, { ip })).status).toBe(200);
    const token = await lastLinkToken(email);
    const res = await call('POST', '/api/sign-in-link/consume', { token }, { ip });
    expect(res.status).toBe(200);
  });
});

/** The token of the newest sign-in link mailed to `email`, read from the demo outbox as a developer would. */
async function lastLinkToken(email: string): Promise<string> {
  const res = await call('GET', `/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const entries = (res.json.data as { entries: OutboxEntry[] }).entries.filter((e) => e.template === 'sign-in-link');
  const link = entries[0]?.email.link ?? '';
  expect(link).toMatch(/^\/sign-in#link=[\w-]{43}$/);
  return link.split('#link=')[1] ?? '';
}

describe(`sign-in link by e-mail (${engine})`, () => {
  it('answers 200 with the same words for a real and an unknown e-mail; only the real one gets mail', async () => {
    const { email } = await newAccount('Lin');
    const ip = newAddress();
    const real = await call('POST', '/api/sign-in-link', { email: email.toUpperCase() }, { ip });
    const unknown = await call('POST', '/api/sign-in-link', { email: `nobody.${engine}@example.com` }, { ip });
    expect([real.status, real.json]).toEqual([
      200,
      { statusCode: 200, message: SIGN_IN_LINK_REQUESTED_MESSAGE, data: { requested: true } },
    ]);
    expect([unknown.status, unknown.json]).toEqual([real.status, real.json]);
    const mails = await harness.store.db
      .selectFrom('emailOutbox')
      .select(['toEmail', 'template'])
      .where('toEmail', 'in', [email, `nobody.${engine}@example.com`])
      .execute();
    expect(mails).toEqual([{ toEmail: email, template: 'sign-in-link' }]);
    const outbox = await call('GET', `/api/dev/outbox?to=${email}`);
    expect((outbox.json.data as { entries: OutboxEntry[] }).entries[0]?.email).toMatchObject({
      subject: 'Your sign-in link',
      greeting: expect.stringMatching(/^Hi Lin, here is your link to sign in\./),
    });
  });

  it('signs in once (a new session, the guest cart joined), keeps only the hash, and is dead after', async () => {
    const { email } = await newAccount('Una');
    const ip = newAddress();
    await call('POST', '/api/sign-in-link', { email }, { ip });
    const token = await lastLinkToken(email);
    const rows = await harness.store.db.selectFrom('signInLinks').selectAll().execute();
    expect(rows.some((r) => r.tokenHash === createHash('sha256').update(token).digest('hex'))).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(token);

    const guest = await call('POST', apiPaths.cartItems, { item: { productId: 'prod-0001', option: '1g', quantity: 2 } });
    const cartCookie = cookiesOf(guest);
    expect(cartCookie).toMatch(/^sf_cart=/);
    const [first, second] = await Promise.all([
      call('POST', '/api/sign-in-link/consume', { token }, { ip, cookie: cartCookie }),
      call('POST', '/api/sign-in-link/consume', { token }, { ip, cookie: cartCookie }),
    ]);
    const statuses = [first!.status, second!.status].sort();
    expect(statuses).toEqual([200, 400]);
    const won = first!.status === 200 ? first! : second!;
    const lost = first!.status === 200 ? second! : first!;
    expect(lost.json.message).toBe(SIGN_IN_LINK_DEAD_MESSAGE);
    const session =
      cookiesOf(won)
        .split('; ')
        .find((c) => c.startsWith('sf_session=')) ?? '';
    expect((await call('GET', apiPaths.me, undefined, { cookie: session })).json.data).toMatchObject({ email });
    const cart = await call('GET', apiPaths.cart, undefined, { cookie: session });
    expect((cart.json.data as { items: Array<{ productId: string; quantity: number }> }).items).toEqual([
      expect.objectContaining({ productId: 'prod-0001', quantity: 2 }),
    ]);
    expect((await call('POST', '/api/sign-in-link/consume', { token }, { ip })).status).toBe(400);
  });

  it('expires after 15 minutes', async () => {
    const { email } = await newAccount('Eve');
    await call('POST', '/api/sign-in-link', { email }, { ip: newAddress() });
    const token = await lastLinkToken(email);
    clock += SIGN_IN_LINK_TTL_MS;
    try {
      const res = await call('POST', '/api/sign-in-link/consume', { token });
      expect([res.status, res.json.message]).toEqual([400, SIGN_IN_LINK_DEAD_MESSAGE]);
    } finally {
      clock -= SIGN_IN_LINK_TTL_MS;
    }
  });

  it.each([[{}], [{ token: 42 }], [{ token: 'x'.repeat(43) + '!' }], [{ token: 'A'.repeat(43) }]])('refuses %j with 400', async (body) => {
    const res = await call('POST', '/api/sign-in-link/consume', body);
    expect([res.status, res.json.message]).toEqual([400, SIGN_IN_LINK_DEAD_MESSAGE]);
  });

  it('is limited per address (429) and per e-mail (the same 200, no more mail)', async () => {
    const { email } = await newAccount('Max');
    for (let i = 0; i < LIMITS.signInLinkPerEmail.max + 2; i += 1)
      expect((await call('POST', '/api/sign-in-link', { email }, { ip: newAddress() })).status).toBe(200);
    const mails = await harness.store.db.selectFrom('emailOutbox').select('id').where('toEmail', '=', email).execute();
    expect(mails).toHaveLength(LIMITS.signInLinkPerEmail.max);

    const ip = newAddress();
    const answers = await Promise.all(
      Array.from({ length: LIMITS.signInLinkPerAddress.max + 3 }, (_, i) =>
        call('POST', '/api/sign-in-link', { email: `asker.${i}@example.com` }, { ip }),
      ),
    );
    expect(count(answers, 200)).toBe(LIMITS.signInLinkPerAddress.max);
    expect(count(answers, 429)).toBe(3);
  });
});

describe(`writes without a session are limited per address (${engine})`, () => {
  const visitor = { name: 'Amber Falcon', url: 'shop.example.com' };
  const checkout = { retailerId: 'ret-mi-detroit', orderType: 'PICKUP', pricingType: 'RECREATIONAL' };
  it.each([
    ['the visitor', apiPaths.popupVisitor, visitor, LIMITS.visitorsPerAddress.max, 201],
    ['the guest checkout', apiPaths.checkout, checkout, LIMITS.checkoutsPerAddress.max, 201],
  ])('%s: %i an hour, then 429 with Retry-After; another address is not affected', async (_what, path, body, max, created) => {
    const ip = newAddress();
    const answers = await Promise.all(Array.from({ length: max + 5 }, () => call('POST', path, body, { ip })));
    expect(count(answers, created)).toBe(max);
    expect(count(answers, 429)).toBe(5);
    expect(Number(answers.find((a) => a.status === 429)?.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call('POST', path, body, { ip: newAddress() })).status).toBe(created);
  });

  it("a signed-in shopper's checkout is not held back by its address's guest limit", async () => {
    const ip = newAddress();
    const { cookie } = await newAccount('Kit');
    const checkout = { retailerId: 'ret-mi-detroit', orderType: 'PICKUP', pricingType: 'RECREATIONAL' };
    await Promise.all(Array.from({ length: LIMITS.checkoutsPerAddress.max }, () => call('POST', apiPaths.checkout, checkout, { ip })));
    expect((await call('POST', apiPaths.checkout, checkout, { ip })).status).toBe(429);
    expect((await call('POST', apiPaths.checkout, checkout, { ip, cookie })).status).toBe(201);
  });

  it(`the abandoned-cart status: ${LIMITS.abandonedCartPerAddress.max} an hour, and only for the caller's own cart`, async () => {
    const { email, cookie } = await newAccount('Abe');
    const ip = newAddress();
    const body = (i: number) => ({
      abandonAfterMs: 60_000,
      customerEmail: email,
      cartId: `cart_${i}`,
      cartItems: [{ productId: 'prod-0001', option: '1g', quantity: 1 }],
    });
    const answers = await Promise.all(
      Array.from({ length: LIMITS.abandonedCartPerAddress.max + 5 }, (_, i) =>
        call('POST', apiPaths.abandonedCartStatus, body(i), { ip, cookie }),
      ),
    );
    expect(count(answers, 200)).toBe(LIMITS.abandonedCartPerAddress.max);
    expect(count(answers, 429)).toBe(5);
    // One reminder pending, to the account's own address.
    const pending = await harness.store.db
      .selectFrom('emailOutbox')
      .select('toEmail')
      .where('template', '=', 'abandoned-cart')
      .where('sentAt', 'is', null)
      .where('cancelledAt', 'is', null)
      .where('toEmail', '=', email)
      .execute();
    expect(pending).toHaveLength(1);
    // Nobody signed in, no guest cart: no reminder to anyone.
    const anonymous = await call(
      'POST',
      apiPaths.abandonedCartStatus,
      { ...body(0), customerEmail: 'victim@example.com' },
      { ip: newAddress() },
    );
    expect(anonymous.status).toBe(401);
    expect(await harness.store.db.selectFrom('emailOutbox').select('id').where('toEmail', '=', 'victim@example.com').execute()).toEqual([]);
  });

  it(`the contact form holds its limit (${LIMITS.formsPerAddress.max} an hour) under 30 parallel posts`, async () => {
    const ip = newAddress();
    const message = { name: 'Ada', email: 'ada@example.com', message: 'Do you stock live resin?' };
    const answers = await Promise.all(Array.from({ length: 30 }, () => call('POST', '/api/contact', message, { ip })));
    expect(count(answers, 201)).toBe(LIMITS.formsPerAddress.max);
    expect(count(answers, 429)).toBe(30 - LIMITS.formsPerAddress.max);
  });
});

describe(`search text is capped at ${SEARCH_TEXT_MAX_LENGTH} characters (${engine})`, () => {
  const long = 'gelato '.repeat(2400); // 16.8 kB: the probe's query
  const exact = 'g'.repeat(SEARCH_TEXT_MAX_LENGTH);
  it.each([
    ['the menu search', (q: string) => call('POST', apiPaths.menuProducts, { retailerId: 'ret-mi-detroit', search: q })],
    ['the suggestions', (q: string) => call('GET', `${apiPaths.searchSuggestions}?q=${encodeURIComponent(q)}`)],
    ['the deals search', (q: string) => call('GET', `${apiPaths.specials}?search=${encodeURIComponent(q)}`)],
    ['the store-name filter', (q: string) => call('GET', `${apiPaths.retailers}?name=${encodeURIComponent(q)}`)],
  ])('%s: 400 past the cap, with a clear message; at the cap it searches', async (_what, search) => {
    const started = performance.now();
    const res = await search(long);
    expect(performance.now() - started).toBeLessThan(200);
    expect([res.status, res.json.message]).toEqual([400, SEARCH_TEXT_TOO_LONG_MESSAGE]);
    expect((await search(`${exact}x`)).status).toBe(400);
    expect((await search(exact)).status).toBe(200);
  });
});

describe(`control characters in stored names (${engine})`, () => {
  const BAD = [
    ['NUL', 'Ann\u0000'],
    ['a line feed', 'Ann\nSmith'],
    ['a tab', 'Ann\tSmith'],
    ['an escape', 'Ann\u001b[31m'],
    ['DEL', 'Ann\u007f'],
    ['a C1 control (NEL)', 'Ann\u0085'],
  ] as const;
  const ENDPOINTS = [
    [
      'sign-up first name',
      'firstName',
      (v: string, a: Ctx) =>
        call('POST', apiPaths.signUp, { firstName: v, lastName: 'Lee', email: `bad.${a.n}.${engine}@example.com`, password: PASSWORD }),
    ],
    [
      'sign-up last name',
      'lastName',
      (v: string, a: Ctx) =>
        call('POST', apiPaths.signUp, { firstName: 'Ann', lastName: v, email: `bad.${a.n}.${engine}@example.com`, password: PASSWORD }),
    ],
    [
      'profile first name',
      'firstName',
      (v: string, a: Ctx) => call('PATCH', apiPaths.me, { firstName: v, lastName: 'Lee' }, { cookie: a.cookie }),
    ],
    [
      'wishlist name',
      'listName',
      (v: string, a: Ctx) => call('POST', '/api/wishlists', { slug: a.slug, listName: v }, { cookie: a.cookie }),
    ],
    ['visitor name', 'name', (v: string) => call('POST', apiPaths.popupVisitor, { name: v })],
    [
      'contact form name',
      'name',
      (v: string) => call('POST', '/api/contact', { name: v, email: 'ada@example.com', message: 'Hello there' }),
    ],
    [
      'order contact name',
      'firstName',
      (v: string, a: Ctx) =>
        call(
          'POST',
          apiPaths.orders,
          {
            retailerId: 'ret-mi-detroit',
            orderType: 'PICKUP',
            pricingType: 'RECREATIONAL',
            requestKey: `k-${a.n}`,
            contact: { firstName: v, lastName: 'Lee', email: 'ann@example.com', phone: '3135550100' },
          },
          { cookie: a.cookie },
        ),
    ],
    [
      'ticket subject',
      'subject',
      (v: string, a: Ctx) =>
        call('POST', '/api/tickets', { category: 'order', subject: v, message: 'It came without it.' }, { cookie: a.cookie }),
    ],
  ] as const;
  interface Ctx {
    n: number;
    cookie: string;
    slug: string;
  }
  let ctx: Ctx;
  beforeAll(async () => {
    const { cookie } = await newAccount('Nia');
    const { catalog } = await loadCatalogFromDatabase(harness.store.db);
    ctx = { n: 0, cookie, slug: catalog.products[0]?.slug ?? '' };
  });

  it.each(ENDPOINTS.flatMap(([where, field, send]) => BAD.map(([what, value]) => [where, what, field, send, value] as const)))(
    '%s with %s: 400 naming the field',
    async (_where, _what, field, send, value) => {
      ctx.n += 1;
      const res = await send(value, ctx);
      // NUL keeps the message every text field gives it; the other controls say what they are.
      const message = value.includes('\u0000')
        ? `"${field}" contains a character that is not allowed.`
        : `"${field}" may not contain control characters (such as line breaks or tabs).`;
      expect([res.status, res.json.message]).toEqual([400, message]);
    },
  );

  it('plain names with accents, apostrophes and emoji are kept', async () => {
    const res = await call('PATCH', apiPaths.me, { firstName: 'Zoë-Ann 🌿', lastName: "O'Neil" }, { cookie: ctx.cookie });
    expect(res.status).toBe(200);
  });
});

describe(`deep or malformed JSON is a 400, never a 500 (${engine})`, () => {
  const deep = (n: number): unknown => {
    let value: unknown = [];
    for (let i = 0; i < n; i += 1) value = [value];
    return value;
  };
  it('10,000-deep cartItems (the probe) and deep bodies on several endpoints', async () => {
    const { cookie } = await newAccount('Dee');
    const bodies: Array<[string, string, unknown]> = [
      ['POST', apiPaths.abandonedCartStatus, { abandonAfterMs: 0, cartId: 'c', cartItems: deep(10_000) }],
      ['POST', apiPaths.signIn, { email: 'a@example.com', password: deep(10_000) }],
      ['POST', apiPaths.cartItems, { item: deep(10_000) }],
      ['POST', apiPaths.menuProducts, { retailerId: 'ret-mi-detroit', filter: deep(10_000) }],
      ['POST', apiPaths.popupVisitor, { name: 'A', referrer: deep(10_000) }],
      ['PATCH', apiPaths.me, deep(10_000)],
    ];
    for (const [method, path, body] of bodies) {
      const res = await call(method, path, body, { cookie });
      expect([path, res.status, res.json.message]).toEqual([path, 400, JSON_TOO_DEEP_MESSAGE]);
    }
    // At the limit a body is read as usual.
    expect(
      (
        await call(
          'POST',
          apiPaths.abandonedCartStatus,
          { abandonAfterMs: 0, cartId: 'c', cartItems: [deep(MAX_JSON_DEPTH - 3)] },
          { cookie },
        )
      ).status,
    ).toBe(200);
  });

  it('odd shapes in every field of several endpoints answer 4xx, never 500', async () => {
    const { cookie } = await newAccount('Odd');
    const shapes: unknown[] = [
      null,
      0,
      -1,
      1e308,
      true,
      '',
      'x',
      [],
      [1, 'a'],
      {},
      { a: { b: 1 } },
      [[[]]],
      { length: 5 },
      { __proto__: { polluted: true } },
    ];
    const endpoints: Array<[string, string, string[]]> = [
      ['POST', apiPaths.signUp, ['firstName', 'lastName', 'email', 'password', 'phone']],
      ['POST', apiPaths.signIn, ['email', 'password']],
      ['POST', '/api/sign-in-link', ['email']],
      ['POST', '/api/sign-in-link/consume', ['token']],
      ['POST', apiPaths.popupVisitor, ['name', 'url', 'referrer', 'unixTimeStamp', 'timezone']],
      ['POST', apiPaths.abandonedCartStatus, ['cartItems', 'customerEmail', 'abandonAfterMs', 'cartId', 'firstName', 'retailerId']],
      ['POST', apiPaths.checkout, ['retailerId', 'orderType', 'pricingType']],
      ['POST', apiPaths.menuProducts, ['retailerId', 'search', 'filter', 'pagination', 'sort', 'menuType']],
      ['POST', apiPaths.cartItems, ['item', 'version']],
      ['POST', '/api/contact', ['name', 'email', 'message', 'subject']],
      ['PATCH', apiPaths.me, ['firstName', 'lastName', 'contactNumber']],
      ['POST', '/api/wishlists', ['slug', 'listName']],
    ];
    const base: Record<string, unknown> = {
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.com',
      password: PASSWORD,
      name: 'Ann',
      message: 'Hello there',
      retailerId: 'ret-mi-detroit',
      orderType: 'PICKUP',
      pricingType: 'RECREATIONAL',
      cartItems: [],
      abandonAfterMs: 0,
      cartId: 'c',
      token: 'A'.repeat(43),
    };
    const failures: string[] = [];
    for (const [method, path, fields] of endpoints) {
      for (const shape of [...shapes, ...shapes.map((s) => ({ ...base, __whole: s }))]) {
        const res = await call(method, path, shape, { cookie, ip: newAddress() });
        if (res.status >= 500) failures.push(`${method} ${path} ${JSON.stringify(shape)} → ${res.status}`);
      }
      for (const field of fields) {
        for (const shape of shapes) {
          const res = await call(method, path, { ...base, [field]: shape }, { cookie, ip: newAddress() });
          if (res.status >= 500) failures.push(`${method} ${path} ${field}=${JSON.stringify(shape)} → ${res.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('over fetch: malformed and 10,000-deep JSON text are 400', async () => {
    const handle = createDemoFetchHandler(harness.api);
    const post = (text: string) =>
      handle(
        new Request('http://localhost:4000/api/auth/sign-in', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: text,
        }),
      );
    for (const text of ['{"email":', '{"email": "a@example.com",}', "{'a': 1}", '\u0000']) {
      const res = await post(text);
      expect([text, res.status]).toEqual([text, 400]);
    }
    const deepText = `{"email":"a@example.com","password":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;
    const res = await post(deepText);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(JSON_TOO_DEEP_MESSAGE);
  });
});

describe(`new passwords: at least 8 characters, not a common one (${engine})`, () => {
  it.each([
    ['abc', 'Please provide at least 6 characters!'],
    ['abc123', NEW_PASSWORD_TOO_SHORT_MESSAGE],
    ['1234567', NEW_PASSWORD_TOO_SHORT_MESSAGE],
    ['password', COMMON_PASSWORD_MESSAGE],
    ['PassWord', COMMON_PASSWORD_MESSAGE],
    ['12345678', COMMON_PASSWORD_MESSAGE],
    ['iloveyou', COMMON_PASSWORD_MESSAGE],
    ['qwertyuiop', COMMON_PASSWORD_MESSAGE],
  ])('sign-up with %j: 400 %s', async (password, message) => {
    const res = await call('POST', apiPaths.signUp, {
      firstName: 'Pat',
      lastName: 'Lee',
      email: `pat.${password.length}.${engine}@example.com`,
      password,
    });
    expect([res.status, res.json.message]).toEqual([400, message]);
  });

  it('a password change follows the same rule; an uncommon 8-character one is taken', async () => {
    const { cookie } = await newAccount('Cam');
    const change = (password: string) => call('POST', apiPaths.mePassword, { currentPassword: PASSWORD, password }, { cookie });
    expect((await change('123456')).json.message).toBe(NEW_PASSWORD_TOO_SHORT_MESSAGE);
    expect((await change('password1')).json.message).toBe(COMMON_PASSWORD_MESSAGE);
    expect((await change('tulip-mesa-41')).status).toBe(200);
  });
});
