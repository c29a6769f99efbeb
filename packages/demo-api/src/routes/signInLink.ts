/**
 * Sign-in links by e-mail (issue 32): the way back in when sign-in is limited (auth/rateLimit.ts:
 * strangers guessing from many addresses can fill an account's hourly ceiling) or the password is
 * forgotten.
 *
 * POST /api/sign-in-link {email} always answers 200 with the same words (spec: success is statusCode 200 or 201), whether or not an account
 * uses the e-mail, so it tells a stranger nothing. For a real account it writes a one-time link to
 * the outbox (routes/outbox.ts; a developer reads it at GET /api/dev/outbox): a random 32-byte
 * token of which only the SHA-256 is kept, alive 15 minutes. It is limited per address (10 an
 * hour, a 429 like every limit) and per e-mail (3 an hour; past that the answer is the same 200 and
 * no mail goes, so a stranger can neither flood the owner's inbox nor see the limit).
 *
 * POST /api/sign-in-link/consume {token} signs in as sign-in does (a new session, the guest cart of
 * the `sf_cart` cookie joined to the account's) exactly once: the link is marked used by one
 * conditional UPDATE, so two clicks at once, on two instances, give one session; a used, expired
 * or unknown link answers 400 and asks for a new one. The link in the mail carries the token after
 * '#', so it never reaches a server's log or another site's Referer.
 */
import { SIGN_IN_LINK_HASH_PREFIX, SIGN_IN_LINK_REQUESTED_MESSAGE } from '@storefront/components/rules';
import { base64url, randomBytes } from '../auth/password.ts';
import { clearSignInFailures, enforce, hit, LIMITS } from '../auth/rateLimit.ts';
import { sha256Hex, sweepExpiredSessions, userOf } from '../auth/sessions.ts';
import { ApiError, asObject, emailField, newId, ok, type Route } from '../router.ts';
import { startSession } from './account.ts';
import { SIGN_IN_LINK_TEMPLATE, signInLinkDedupeKey, type SignInLinkPayload } from './outbox.ts';

/** The answer to every request (the storefront's form says the same: one constant in the components' rules). */
export { SIGN_IN_LINK_REQUESTED_MESSAGE };

export const SIGN_IN_LINK_TTL_MS = 15 * 60_000;
/** Where the mail's link opens: the sign-in page, the token after '#'. */
export const SIGN_IN_LINK_PATH = '/sign-in';
export const SIGN_IN_LINK_DEAD_MESSAGE = 'This sign-in link has expired or was already used. Please ask for a new one.';
/** 32 random bytes, base64url (what newLinkToken makes). */
const LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const signInLinkOf = (token: string): string => `${SIGN_IN_LINK_PATH}${SIGN_IN_LINK_HASH_PREFIX}${token}`;

export const signInLinkRoutes: Route[] = [
  {
    method: 'POST',
    pattern: '/api/sign-in-link',
    handle: async (ctx) => {
      const body = asObject(ctx.body);
      const email = emailField(body);
      const emailKey = email.toLowerCase();
      const now = ctx.now();
      if (ctx.ip) await enforce(ctx.db, LIMITS.signInLinkPerAddress, ctx.ip, now);
      // Counted for every e-mail, known or not, so the limit says nothing about the account.
      const perEmail = await hit(ctx.db, LIMITS.signInLinkPerEmail, emailKey, now);
      const user = perEmail.limited
        ? undefined
        : await ctx.db.selectFrom('users').select(['id', 'email', 'firstName']).where('emailKey', '=', emailKey).executeTakeFirst();
      if (user) {
        await ctx.db.deleteFrom('signInLinks').where('expiresAt', '<=', now).execute();
        const token = base64url(randomBytes(32));
        const payload: SignInLinkPayload = { firstName: user.firstName, link: signInLinkOf(token), expiresAt: now + SIGN_IN_LINK_TTL_MS };
        await ctx.db.transaction().execute(async (trx) => {
          await trx
            .insertInto('signInLinks')
            .values({
              tokenHash: await sha256Hex(token),
              userId: user.id,
              createdAt: now,
              expiresAt: now + SIGN_IN_LINK_TTL_MS,
              usedAt: null,
            })
            .execute();
          await trx
            .insertInto('emailOutbox')
            .values({
              id: newId('mail'),
              dedupeKey: signInLinkDedupeKey(emailKey),
              toEmail: user.email,
              template: SIGN_IN_LINK_TEMPLATE,
              payload: JSON.stringify(payload),
              sendAfter: now,
              sentAt: null,
              cancelledAt: null,
              createdAt: now,
            })
            .execute();
        });
      }
      return ok({ requested: true }, 200, SIGN_IN_LINK_REQUESTED_MESSAGE);
    },
  },
  {
    method: 'POST',
    pattern: '/api/sign-in-link/consume',
    handle: async (ctx) => {
      const body = asObject(ctx.body);
      const token = body.token;
      if (typeof token !== 'string' || !LINK_TOKEN.test(token)) throw new ApiError(400, SIGN_IN_LINK_DEAD_MESSAGE);
      const now = ctx.now();
      // Used once: only the request whose UPDATE marks it gets the session.
      const used = await ctx.db
        .updateTable('signInLinks')
        .set({ usedAt: now })
        .where('tokenHash', '=', await sha256Hex(token))
        .where('usedAt', 'is', null)
        .where('expiresAt', '>', now)
        .returning('userId')
        .executeTakeFirst();
      const row = used ? await ctx.db.selectFrom('users').selectAll().where('id', '=', used.userId).executeTakeFirst() : undefined;
      if (!row) throw new ApiError(400, SIGN_IN_LINK_DEAD_MESSAGE);
      // The owner proved the mailbox: this address's failed passwords for the account are forgotten.
      await clearSignInFailures(ctx.db, ctx.ip, row.emailKey);
      await sweepExpiredSessions(ctx.db, now);
      await startSession(ctx, row.id);
      return { status: 200, json: { statusCode: 200, message: `Welcome back, ${row.firstName}!`, data: userOf(row) } };
    },
  },
];
