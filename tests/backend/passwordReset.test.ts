/**
 * Password reset (issue 35, item 7) on the run's database engine (SQLite, or PostgreSQL under
 * tests/tools/with-postgres.sh), in-process through the API's one handler table, as an outsider and
 * as the owner would use it: the same answer for any e-mail; a link that works once (two at once
 * give one success), dies at 30 minutes and survives a refused password; the new password set, the
 * old one and every other session dead, this browser signed in with its guest cart; the account's
 * failed sign-ins forgotten; limits per address and per e-mail.
 */
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { apiPaths } from '@storefront/components/api';
import {
  COMMON_PASSWORD_MESSAGE,
  LIMITS,
  NEW_PASSWORD_TOO_SHORT_MESSAGE,
  type OutboxEntry,
  PASSWORD_RESET_DEAD_MESSAGE,
  PASSWORD_RESET_DONE_MESSAGE,
  PASSWORD_RESET_REQUESTED_MESSAGE,
  PASSWORD_RESET_TTL_MS,
} from '@storefront/demo-api';
import { type Answer, seededApi } from './seededApi.ts';
import { engine } from './testDb.ts';

let clock = Date.parse('2026-11-28T09:00:00Z');
const harness = seededApi(() => clock);
const { call } = harness;

/** The `name=value` of one cookie an answer sets ('' when it sets none). */
const cookieSet = (answer: Answer, name: string): string => {
  const set = answer.headers['set-cookie'];
  return (
    (Array.isArray(set) ? set : set ? [set] : []).map((c) => c.split(';')[0] ?? '').find((c) => c.startsWith(`${name}=`)) ?? ''
  ).replace(/^[^=]+=$/, '');
};
const session = (answer: Answer) => cookieSet(answer, 'sf_session');
const count = (answers: Answer[], status: number) => answers.filter((a) => a.status === status).length;

let addressCount = 0;
/** A fresh address per use, so the limits of one test never reach another. */
const newAddress = () => `198.18.${Math.floor(addressCount / 250)}.${(addressCount++ % 250) + 1}`;

const OLD_PASSWORD = 'greenleaf-owner-2026';
const NEW_PASSWORD = 'tangerine-harbour-42';
let accountCount = 0;
async function newAccount(first = 'Rita'): Promise<{ email: string; cookie: string }> {
  accountCount += 1;
  const email = `${first.toLowerCase()}.${accountCount}.${engine}@example.com`;
  const res = await call('POST', apiPaths.signUp, { firstName: first, lastName: 'Reset', email, password: OLD_PASSWORD });
  expect(res.status).toBe(201);
  return { email, cookie: session(res) };
}
const signIn = (email: string, password: string, ip = newAddress()) => call('POST', apiPaths.signIn, { email, password }, { ip });
const me = (cookie: string) => call('GET', apiPaths.me, undefined, { cookie });
const requestReset = (email: string, ip = newAddress()) => call('POST', '/api/password-reset', { email }, { ip });
const consume = (body: unknown, options: { cookie?: string; ip?: string } = {}) =>
  call('POST', '/api/password-reset/consume', body, options);

/** The newest reset mail to `email`, read from the demo outbox as a developer would. */
async function lastResetMail(email: string): Promise<OutboxEntry> {
  const res = await call('GET', `/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const entry = (res.json.data as { entries: OutboxEntry[] }).entries.find((e) => e.template === 'password-reset');
  expect(entry).toBeDefined();
  return entry!;
}
async function lastResetToken(email: string): Promise<string> {
  const link = (await lastResetMail(email)).email.link;
  expect(link).toMatch(/^\/reset-password#[\w-]{43}$/);
  return link.split('#')[1] ?? '';
}

describe(`asking for a password reset (${engine})`, () => {
  it('answers 200 with the same words for a real and an unknown e-mail; only the real one gets mail', async () => {
    const { email } = await newAccount('Lena');
    const ip = newAddress();
    const real = await call('POST', '/api/password-reset', { email: email.toUpperCase() }, { ip });
    const unknown = await call('POST', '/api/password-reset', { email: `nobody.reset.${engine}@example.com` }, { ip });
    expect([real.status, real.json]).toEqual([
      200,
      { statusCode: 200, message: PASSWORD_RESET_REQUESTED_MESSAGE, data: { requested: true } },
    ]);
    expect([unknown.status, unknown.json]).toEqual([real.status, real.json]);
    expect(session(real)).toBe('');
    const mails = await harness.store.db
      .selectFrom('emailOutbox')
      .select(['toEmail', 'template'])
      .where('toEmail', 'in', [email, `nobody.reset.${engine}@example.com`])
      .execute();
    expect(mails).toEqual([{ toEmail: email, template: 'password-reset' }]);
    expect((await lastResetMail(email)).email).toMatchObject({
      subject: 'Reset your password',
      greeting: expect.stringMatching(/^Hi Lena, here is your link to set a new password\. It works once, within 30 minutes/),
    });
  });

  it('is limited per address (429) and per e-mail (the same 200, no more mail)', async () => {
    const { email } = await newAccount('Max');
    for (let i = 0; i < LIMITS.passwordResetPerEmail.max + 2; i += 1) {
      const res = await requestReset(email);
      expect([res.status, res.json.message]).toEqual([200, PASSWORD_RESET_REQUESTED_MESSAGE]);
    }
    const mails = await harness.store.db.selectFrom('emailOutbox').select('id').where('toEmail', '=', email).execute();
    expect(mails).toHaveLength(LIMITS.passwordResetPerEmail.max);

    const ip = newAddress();
    const answers = await Promise.all(
      Array.from({ length: LIMITS.passwordResetPerAddress.max + 3 }, (_, i) => requestReset(`asker.${i}.${engine}@example.com`, ip)),
    );
    expect(count(answers, 200)).toBe(LIMITS.passwordResetPerAddress.max);
    expect(count(answers, 429)).toBe(3);
    expect(answers.find((a) => a.status === 429)?.headers['retry-after']).toBeDefined();
  });
});

describe(`using a password reset link (${engine})`, () => {
  it('works once under two parallel uses: the new password set, the old one and every other session dead, this browser signed in', async () => {
    const { email, cookie: signUpSession } = await newAccount('Una');
    const laptop = session(await signIn(email, OLD_PASSWORD));
    expect((await me(laptop)).status).toBe(200);
    await requestReset(email);
    const token = await lastResetToken(email);
    // Only the token's hash is kept.
    const rows = await harness.store.db.selectFrom('passwordResets').selectAll().execute();
    expect(rows.some((r) => r.tokenHash === createHash('sha256').update(token).digest('hex'))).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(token);

    const guest = await call('POST', apiPaths.cartItems, { item: { productId: 'prod-0001', option: '1g', quantity: 2 } });
    const cartCookie = cookieSet(guest, 'sf_cart');
    expect(cartCookie).toMatch(/^sf_cart=./);
    const ip = newAddress();
    const [first, second] = await Promise.all([
      consume({ token, password: NEW_PASSWORD }, { ip, cookie: cartCookie }),
      consume({ token, password: 'another-new-password-7' }, { ip, cookie: cartCookie }),
    ]);
    expect([first!.status, second!.status].sort()).toEqual([200, 400]);
    const won = first!.status === 200 ? first! : second!;
    const lost = first!.status === 200 ? second! : first!;
    expect(lost.json.message).toBe(PASSWORD_RESET_DEAD_MESSAGE);
    expect(won.json).toMatchObject({ statusCode: 200, message: PASSWORD_RESET_DONE_MESSAGE, data: { email } });
    const winning = won === first ? NEW_PASSWORD : 'another-new-password-7';
    const losing = won === first ? 'another-new-password-7' : NEW_PASSWORD;

    // This browser is signed in, its guest cart joined to the account's.
    const fresh = session(won);
    expect((await me(fresh)).json.data).toMatchObject({ email });
    const cart = await call('GET', apiPaths.cart, undefined, { cookie: fresh });
    expect((cart.json.data as { items: Array<{ productId: string; quantity: number }> }).items).toEqual([
      expect.objectContaining({ productId: 'prod-0001', quantity: 2 }),
    ]);
    // Every other session ended: the old cookies get 401.
    expect((await me(laptop)).status).toBe(401);
    expect((await me(signUpSession)).status).toBe(401);
    // The winner's password works; the old one and the loser's do not.
    expect((await signIn(email, OLD_PASSWORD)).status).toBe(401);
    expect((await signIn(email, losing)).status).toBe(401);
    expect((await signIn(email, winning)).status).toBe(200);
    // And the link is dead after.
    expect((await consume({ token, password: 'yet-another-password-9' })).json.message).toBe(PASSWORD_RESET_DEAD_MESSAGE);
  });

  it.each([
    ['too short', 'Short1!', NEW_PASSWORD_TOO_SHORT_MESSAGE],
    ['blank', '', NEW_PASSWORD_TOO_SHORT_MESSAGE],
    ['common', 'password123', COMMON_PASSWORD_MESSAGE],
    ['not a string', 12345678, 'Please enter password.'],
    ['too long', 'x'.repeat(201), '"password" is too long (at most 200 characters).'],
  ])('refuses a %s password with 400 and leaves the link alive for another try', async (_what, password, message) => {
    const { email, cookie } = await newAccount('Pat');
    await requestReset(email);
    const token = await lastResetToken(email);
    const refused = await consume({ token, password });
    expect([refused.status, refused.json.message]).toEqual([400, message]);
    expect(session(refused)).toBe('');
    // Nothing changed: the old password and session still work.
    expect((await me(cookie)).status).toBe(200);
    expect((await signIn(email, OLD_PASSWORD)).status).toBe(200);
    const accepted = await consume({ token, password: NEW_PASSWORD });
    expect(accepted.status).toBe(200);
    expect((await me(cookie)).status).toBe(401);
  });

  it('works until 30 minutes have passed, not at 30', async () => {
    const { email } = await newAccount('Eve');
    const start = clock;
    try {
      await requestReset(email);
      const early = await lastResetToken(email);
      clock = start + 1;
      await requestReset(email);
      const late = await lastResetToken(email);
      expect(late).not.toBe(early);
      // The first link's last millisecond.
      clock = start + PASSWORD_RESET_TTL_MS - 1;
      expect((await consume({ token: early, password: NEW_PASSWORD })).status).toBe(200);
      // The second link's 30 minutes, to the millisecond.
      clock = start + 1 + PASSWORD_RESET_TTL_MS;
      const res = await consume({ token: late, password: 'a-later-password-5' });
      expect([res.status, res.json.message]).toEqual([400, PASSWORD_RESET_DEAD_MESSAGE]);
    } finally {
      clock = start;
    }
    expect((await signIn(email, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses a made-up or used link before it looks at the password (hashing is the costly step)', async () => {
    // A well-formed token nobody was sent, with a password the policy refuses: the link's answer, not the policy's.
    const madeUp = await consume({ token: 'A'.repeat(43), password: 'short' });
    expect([madeUp.status, madeUp.json.message]).toEqual([400, PASSWORD_RESET_DEAD_MESSAGE]);
    const { email } = await newAccount('Ida');
    await requestReset(email);
    const token = await lastResetToken(email);
    expect((await consume({ token, password: NEW_PASSWORD })).status).toBe(200);
    const again = await consume({ token, password: 'short' });
    expect([again.status, again.json.message]).toEqual([400, PASSWORD_RESET_DEAD_MESSAGE]);
  });

  it("a sign-in link's token is not a reset token", async () => {
    const { email } = await newAccount('Sol');
    await call('POST', '/api/sign-in-link', { email }, { ip: newAddress() });
    const res = await call('GET', `/api/dev/outbox?to=${encodeURIComponent(email)}`);
    const link = (res.json.data as { entries: OutboxEntry[] }).entries.find((e) => e.template === 'sign-in-link')?.email.link ?? '';
    const token = link.split('#link=')[1] ?? '';
    expect(token).toMatch(/^[\w-]{43}$/);
    expect((await consume({ token, password: NEW_PASSWORD })).json.message).toBe(PASSWORD_RESET_DEAD_MESSAGE);
    expect((await signIn(email, OLD_PASSWORD)).status).toBe(200);
  });

  it.each([
    [{}],
    [{ token: 42, password: NEW_PASSWORD }],
    [{ token: 'x'.repeat(43) + '!', password: NEW_PASSWORD }],
    [{ token: 'A'.repeat(43), password: NEW_PASSWORD }],
  ])('refuses %j with 400 and asks for a new link', async (body) => {
    const res = await consume(body);
    expect([res.status, res.json.message]).toEqual([400, PASSWORD_RESET_DEAD_MESSAGE]);
  });

  it("forgets the account's failed sign-ins: a full hourly ceiling lets the new password in", async () => {
    const { email } = await newAccount('Cy');
    const { name, windowMs, max } = LIMITS.signInPerAccount;
    await harness.store.db
      .insertInto('rateLimits')
      .values({ key: `${name}:${email}`, windowStart: clock - (clock % windowMs), count: max })
      .execute();
    const ip = newAddress();
    for (let i = 0; i < LIMITS.signInPerPair.max; i += 1) await signIn(email, 'wrong-guess-1', ip);
    expect((await signIn(email, OLD_PASSWORD, ip)).status).toBe(429);
    await requestReset(email);
    expect((await consume({ token: await lastResetToken(email), password: NEW_PASSWORD }, { ip })).status).toBe(200);
    expect((await signIn(email, NEW_PASSWORD, ip)).status).toBe(200);
  });
});
