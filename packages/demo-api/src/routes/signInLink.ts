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
 * '#', so it never reaches a server's log or another site's Referer. The token's life is
 * auth/mailedLinks.ts, shared with password resets (routes/passwordReset.ts).
 */
import { SIGN_IN_LINK_HASH_PREFIX, SIGN_IN_LINK_REQUESTED_MESSAGE } from '@storefront/components/rules';
import { mailLink, consumeLink, type MailedLinkKind } from '../auth/mailedLinks.ts';
import { clearSignInFailures, LIMITS } from '../auth/rateLimit.ts';
import { sweepExpiredSessions, userOf } from '../auth/sessions.ts';
import { ApiError, asObject, emailField, ok, type Route } from '../router.ts';
import { startSession } from './account.ts';
import { SIGN_IN_LINK_TEMPLATE, signInLinkDedupeKey } from './outbox.ts';

/** The answer to every request (the storefront's form says the same: one constant in the components' rules). */
export { SIGN_IN_LINK_REQUESTED_MESSAGE };

export const SIGN_IN_LINK_TTL_MS = 15 * 60_000;
/** Where the mail's link opens: the sign-in page, the token after '#'. */
export const SIGN_IN_LINK_PATH = '/sign-in';
export const SIGN_IN_LINK_DEAD_MESSAGE = 'This sign-in link has expired or was already used. Please ask for a new one.';

export const signInLinkOf = (token: string): string => `${SIGN_IN_LINK_PATH}${SIGN_IN_LINK_HASH_PREFIX}${token}`;

const SIGN_IN_LINK: MailedLinkKind = {
  table: 'signInLinks',
  ttlMs: SIGN_IN_LINK_TTL_MS,
  perAddress: LIMITS.signInLinkPerAddress,
  perEmail: LIMITS.signInLinkPerEmail,
  template: SIGN_IN_LINK_TEMPLATE,
  dedupeKey: signInLinkDedupeKey,
  linkOf: signInLinkOf,
};

export const signInLinkRoutes: Route[] = [
  {
    method: 'POST',
    pattern: '/api/sign-in-link',
    handle: async (ctx) => {
      await mailLink(ctx, SIGN_IN_LINK, emailField(asObject(ctx.body)));
      return ok({ requested: true }, 200, SIGN_IN_LINK_REQUESTED_MESSAGE);
    },
  },
  {
    method: 'POST',
    pattern: '/api/sign-in-link/consume',
    handle: async (ctx) => {
      const now = ctx.now();
      // Used once: only the request whose UPDATE marks it gets the session.
      const row = await consumeLink(ctx.db, SIGN_IN_LINK, asObject(ctx.body).token, now);
      if (!row) throw new ApiError(400, SIGN_IN_LINK_DEAD_MESSAGE);
      // The owner proved the mailbox: this address's failed passwords for the account are forgotten.
      await clearSignInFailures(ctx.db, ctx.ip, row.emailKey);
      await sweepExpiredSessions(ctx.db, now);
      await startSession(ctx, row.id);
      return { status: 200, json: { statusCode: 200, message: `Welcome back, ${row.firstName}!`, data: userOf(row) } };
    },
  },
];
