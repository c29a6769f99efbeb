/**
 * Password reset (issue 35): 'Forgot password?' on sign-in mails a single-use link that sets a new
 * password and ends every other session.
 *
 * POST /api/password-reset {email} answers 200 with the same words whether or not an account uses
 * the e-mail. For a real account it writes a 'Reset your password' mail to the outbox with a link to
 * /reset-password#<token>, alive 30 minutes; limited per address (a 429) and per e-mail (quietly no
 * more mail) like sign-in links, whose token life it shares (auth/mailedLinks.ts), in a table of its
 * own so neither kind of link works as the other.
 *
 * POST /api/password-reset/consume {token, password}: the new password passes sign-up's policy
 * first (auth/passwordPolicy.ts: a clear 400, and the link is NOT used up, so the shopper tries
 * another password with the same link). Then ONE transaction marks the link used (a conditional
 * UPDATE: two requests at once give one success), sets the new hash, deletes every session of the
 * account (a thief's too) and starts this browser's; after it the guest cart joins the account's as
 * at sign-in, and the account's failed sign-ins are forgotten. A used, expired or unknown link
 * answers 400 and asks for a new one.
 */
import {
  PASSWORD_RESET_DEAD_MESSAGE,
  PASSWORD_RESET_DONE_MESSAGE,
  PASSWORD_RESET_REQUESTED_MESSAGE,
  PASSWORD_RESET_TTL_MINUTES,
  passwordResetLinkOf,
} from '@storefront/components/rules';
import { consumeLink, isLiveLink, mailLink, type MailedLinkKind } from '../auth/mailedLinks.ts';
import { hashPassword } from '../auth/password.ts';
import { newPasswordProblem } from '../auth/passwordPolicy.ts';
import { clearAccountSignInFailures, LIMITS } from '../auth/rateLimit.ts';
import { createSession, revokeAllSessions, sessionCookie, SESSION_TTL_MS, sweepExpiredSessions, userOf } from '../auth/sessions.ts';
import { ApiError, asObject, emailField, ok, type Route } from '../router.ts';
import { mergeGuestCartAtSignIn } from './cart.ts';
import { PASSWORD_RESET_TEMPLATE, passwordResetDedupeKey } from './outbox.ts';

export { PASSWORD_RESET_DEAD_MESSAGE, PASSWORD_RESET_DONE_MESSAGE, PASSWORD_RESET_REQUESTED_MESSAGE };

export const PASSWORD_RESET_TTL_MS = PASSWORD_RESET_TTL_MINUTES * 60_000;
/** The longest password the API hashes (sign-in's and sign-up's limit too). */
const PASSWORD_MAX = 200;

const PASSWORD_RESET: MailedLinkKind = {
  table: 'passwordResets',
  ttlMs: PASSWORD_RESET_TTL_MS,
  perAddress: LIMITS.passwordResetPerAddress,
  perEmail: LIMITS.passwordResetPerEmail,
  template: PASSWORD_RESET_TEMPLATE,
  dedupeKey: passwordResetDedupeKey,
  linkOf: passwordResetLinkOf,
};

/** The new password of a consume request, or the 400 that refuses it (before the link is touched). */
async function newPasswordOf(body: Record<string, unknown>): Promise<string> {
  const password = body.password;
  if (typeof password !== 'string') throw new ApiError(400, 'Please enter password.');
  if (password.length > PASSWORD_MAX) throw new ApiError(400, `"password" is too long (at most ${PASSWORD_MAX} characters).`);
  // Sign-up's rules (NIST SP 800-63B): at least 8 characters, not a common one.
  const weak = await newPasswordProblem(password);
  if (weak) throw new ApiError(400, weak);
  return password;
}

export const passwordResetRoutes: Route[] = [
  {
    method: 'POST',
    pattern: '/api/password-reset',
    handle: async (ctx) => {
      await mailLink(ctx, PASSWORD_RESET, emailField(asObject(ctx.body)));
      return ok({ requested: true }, 200, PASSWORD_RESET_REQUESTED_MESSAGE);
    },
  },
  {
    method: 'POST',
    pattern: '/api/password-reset/consume',
    handle: async (ctx) => {
      const body = asObject(ctx.body);
      const now = ctx.now();
      // A dead link (malformed, unknown, used, expired) is refused before any password work: hashing
      // is the costly step, and made-up tokens must not buy it.
      if (!(await isLiveLink(ctx.db, PASSWORD_RESET, body.token, now))) throw new ApiError(400, PASSWORD_RESET_DEAD_MESSAGE);
      const password = await newPasswordOf(body);
      const passwordHash = await hashPassword(password);
      const done = await ctx.db.transaction().execute(async (trx) => {
        // Only the request whose UPDATE marks the link goes on; the rest of the transaction is undone with it.
        const user = await consumeLink(trx, PASSWORD_RESET, body.token, now);
        if (!user) return undefined;
        await trx.updateTable('users').set({ passwordHash, updatedAt: now }).where('id', '=', user.id).execute();
        await revokeAllSessions(trx, user.id);
        const session = await createSession(trx, user.id, now, ctx.req.headers['user-agent'] ?? '');
        return { user, session };
      });
      if (!done) throw new ApiError(400, PASSWORD_RESET_DEAD_MESSAGE);
      const { user, session } = done;
      ctx.cookies.push(sessionCookie(session.token, SESSION_TTL_MS, ctx.req.headers.host));
      await mergeGuestCartAtSignIn(ctx, user.id);
      await clearAccountSignInFailures(ctx.db, ctx.ip, user.emailKey);
      await sweepExpiredSessions(ctx.db, now);
      return { status: 200, json: { statusCode: 200, message: PASSWORD_RESET_DONE_MESSAGE, data: userOf(user) } };
    },
  },
];
