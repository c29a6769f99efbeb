/**
 * Accounts and sessions (spec 5, 6): sign-up, sign-in, sign-out (here and everywhere), the current
 * user; the shopper's wishlists and notifications. Passwords are scrypt hashes (auth/password.ts);
 * sessions are random tokens kept only as hashes and sent as the HttpOnly `sf_session` cookie
 * (auth/sessions.ts); sign-in and sign-up are rate-limited per address and per account, and bring
 * the guest cart of the `sf_cart` cookie into the account's cart (routes/cart.ts).
 */
import type { User } from '@storefront/components/domain';
import { checkFormFields, PASSWORD_MIN_LENGTH, SIGN_UP_FORM_FIELDS } from '@storefront/components/rules';
import type { WishlistEntry } from '@storefront/components/api';
import { DUMMY_HASH, hashPassword, verifyPassword } from '../auth/password.ts';
import { countSignInAttempt, enforce, signInSucceeded, signUpPerAddressLimit } from '../auth/rateLimit.ts';
import { newPasswordProblem } from '../auth/passwordPolicy.ts';
import {
  clearSessionCookie,
  createSession,
  revokeAllSessions,
  revokeSession,
  sessionCookie,
  SESSION_TTL_MS,
  sweepExpiredSessions,
  userOf,
} from '../auth/sessions.ts';
import { DEFAULT_WISHLIST_NAME } from '../demoData.ts';
import {
  ApiError,
  asObject,
  emailField,
  nameField,
  newId,
  ok,
  optionalString,
  page,
  requireUser,
  type Route,
  type RouteContext,
} from '../router.ts';
import { mergeGuestCartAtSignIn } from './cart.ts';
import { effectivePrice } from './catalog.ts';

const RECOMMENDED_PRODUCTS = 4;
const NAME_MAX = 100;
const PASSWORD_MAX = 200;
const SIGN_IN_FAILED = 'Invalid email or password.';

function passwordField(body: Record<string, unknown>): string {
  const value = body.password;
  if (value !== undefined && value !== null && typeof value !== 'string') throw new ApiError(400, '"password" must be a string.');
  const password = typeof value === 'string' ? value : '';
  if (password.length > PASSWORD_MAX) throw new ApiError(400, `"password" is too long (at most ${PASSWORD_MAX} characters).`);
  if (!password) throw new ApiError(400, 'Please enter password.');
  if (password.length < PASSWORD_MIN_LENGTH) throw new ApiError(400, 'Please provide at least 6 characters!');
  return password;
}

/** Signs the shopper in: their guest cart joins the account's (routes/cart.ts), then a new session. */
export async function startSession(ctx: RouteContext, userId: string): Promise<void> {
  await mergeGuestCartAtSignIn(ctx, userId);
  const { token } = await createSession(ctx.db, userId, ctx.now(), ctx.req.headers['user-agent'] ?? '');
  ctx.cookies.push(sessionCookie(token, SESSION_TTL_MS, ctx.req.headers.host));
}

function wishlistEntries(ctx: RouteContext, rows: Array<{ slug: string; listName: string }>): WishlistEntry[] {
  return rows.map((item) => ({ ...item, product: ctx.catalog.products.find((p) => p.slug === item.slug) ?? null }));
}

async function wishlistRows(ctx: RouteContext, user: User) {
  return ctx.db
    .selectFrom('wishlistItems')
    .select(['slug', 'listName'])
    .where('userId', '=', user._id)
    .orderBy('createdAt')
    .orderBy('slug')
    .execute();
}

export const accountRoutes: Route[] = [
  {
    method: 'POST',
    pattern: '/api/auth/sign-up',
    handle: async (ctx) => {
      const body = asObject(ctx.body);
      const firstName = nameField(body, 'firstName', { label: 'first name', max: NAME_MAX });
      const lastName = nameField(body, 'lastName', { label: 'last name', max: NAME_MAX });
      const email = emailField(body);
      const password = passwordField(body);
      const phone = optionalString(body, 'phone', 40)?.trim() ?? '';
      // The shared form check (spec 5) again on the server: the same messages the form shows.
      const message = checkFormFields(SIGN_UP_FORM_FIELDS, { firstName, lastName, email, password, contactNumber: phone });
      if (message) throw new ApiError(400, message);
      // NIST SP 800-63B for a new password: at least 8 characters, not a common one (auth/passwordPolicy.ts).
      const weak = await newPasswordProblem(password);
      if (weak) throw new ApiError(400, weak);
      if (ctx.ip) await enforce(ctx.db, signUpPerAddressLimit(), ctx.ip, ctx.now());
      const emailKey = email.toLowerCase();
      const taken = await ctx.db.selectFrom('users').select('id').where('emailKey', '=', emailKey).executeTakeFirst();
      if (taken) throw new ApiError(409, 'An account with this email already exists.');
      const now = ctx.now();
      const id = newId('usr');
      const passwordHash = await hashPassword(password);
      try {
        await ctx.db.transaction().execute(async (trx) => {
          await trx
            .insertInto('users')
            .values({ id, emailKey, email, firstName, lastName, phone, passwordHash, createdAt: now, updatedAt: now })
            .execute();
          await trx
            .insertInto('notifications')
            .values({
              id: newId('ntf'),
              userId: id,
              title: `Welcome, ${firstName}!`,
              body: 'Your account is ready: save products to Your List and follow your orders here.',
              link: '/your-list',
              createdAt: now,
              seenAt: null,
            })
            .execute();
        });
      } catch (error) {
        // Two sign-ups with one e-mail at once: the unique key lets one through.
        const again = await ctx.db.selectFrom('users').select('id').where('emailKey', '=', emailKey).executeTakeFirst();
        if (again) throw new ApiError(409, 'An account with this email already exists.');
        throw error;
      }
      await startSession(ctx, id);
      const user = userOf({ id, email, firstName, lastName, phone });
      return { status: 201, json: { statusCode: 201, message: `Welcome, ${firstName}!`, data: user } };
    },
  },
  {
    method: 'POST',
    pattern: '/api/auth/sign-in',
    handle: async (ctx) => {
      const body = asObject(ctx.body);
      const email = emailField(body);
      const password = passwordField(body);
      const now = ctx.now();
      const emailKey = email.toLowerCase();
      // The attempt is counted first, in one statement per limit (auth/rateLimit.ts): over a limit
      // it is refused before any password work, and parallel attempts cannot all slip under it.
      await countSignInAttempt(ctx.db, ctx.ip, emailKey, now);

      const row = await ctx.db.selectFrom('users').selectAll().where('emailKey', '=', emailKey).executeTakeFirst();
      const valid = await verifyPassword(password, row?.passwordHash ?? DUMMY_HASH);
      if (!row || !valid) throw new ApiError(401, SIGN_IN_FAILED);
      await signInSucceeded(ctx.db, ctx.ip, emailKey, now);
      await sweepExpiredSessions(ctx.db, now);
      await startSession(ctx, row.id);
      return { status: 200, json: { statusCode: 200, message: `Welcome back, ${row.firstName}!`, data: userOf(row) } };
    },
  },
  {
    method: 'POST',
    pattern: '/api/auth/sign-out',
    handle: async (ctx) => {
      if (ctx.session) await revokeSession(ctx.db, ctx.session.tokenHash);
      ctx.cookies.push(clearSessionCookie(ctx.req.headers.host));
      return ok({ signedOut: true }, 200, 'You are signed out.');
    },
  },
  {
    method: 'POST',
    pattern: '/api/auth/sign-out-everywhere',
    handle: async (ctx) => {
      const user = requireUser(ctx);
      const revoked = await revokeAllSessions(ctx.db, user._id);
      ctx.cookies.push(clearSessionCookie(ctx.req.headers.host));
      return ok({ signedOut: true, sessions: revoked }, 200, 'You are signed out on every device.');
    },
  },
  {
    method: 'GET',
    pattern: '/api/me',
    // The account and its role (issue 32): `retailerOf` is the site id whose unpublished CMS this
    // account may preview (db/retailerAccounts.ts), null for a shopper.
    handle: async (ctx) => {
      const user = requireUser(ctx);
      const row = await ctx.db.selectFrom('users').select('retailerOf').where('id', '=', user._id).executeTakeFirst();
      return ok({ ...user, retailerOf: row?.retailerOf ?? null });
    },
  },

  {
    method: 'GET',
    pattern: '/api/wishlists',
    handle: async (ctx) => page(wishlistEntries(ctx, await wishlistRows(ctx, requireUser(ctx))), ctx.query),
  },
  {
    method: 'POST',
    pattern: '/api/wishlists',
    handle: async (ctx) => {
      const user = requireUser(ctx);
      const body = asObject(ctx.body);
      const slug = optionalString(body, 'slug', 200) ?? '';
      if (!ctx.catalog.products.some((p) => p.slug === slug)) throw new ApiError(404, `Product "${slug}" was not found.`);
      const listName = nameField(body, 'listName', { max: NAME_MAX, required: false }) ?? DEFAULT_WISHLIST_NAME;
      await ctx.db
        .insertInto('wishlistItems')
        .values({ userId: user._id, slug, listName, createdAt: ctx.now() })
        .onConflict((oc) => oc.doNothing())
        .execute();
      const rows = await wishlistRows(ctx, user);
      return ok({ data: wishlistEntries(ctx, rows), total: rows.length }, 201, 'Added to your wishlist.');
    },
  },
  {
    method: 'DELETE',
    pattern: '/api/wishlists/:slug',
    handle: async (ctx) => {
      const user = requireUser(ctx);
      const listName = ctx.query.get('listName');
      let query = ctx.db
        .deleteFrom('wishlistItems')
        .where('userId', '=', user._id)
        .where('slug', '=', ctx.params.slug ?? '');
      if (listName) query = query.where('listName', '=', listName);
      await query.execute();
      const rows = await wishlistRows(ctx, user);
      return ok({ data: wishlistEntries(ctx, rows), total: rows.length }, 200, 'Removed from your wishlist.');
    },
  },

  {
    method: 'GET',
    pattern: '/api/notifications',
    handle: async (ctx) => {
      const user = requireUser(ctx);
      const rows = await ctx.db
        .selectFrom('notifications')
        .selectAll()
        .where('userId', '=', user._id)
        .orderBy('createdAt', 'desc')
        .limit(200)
        .execute();
      const items = rows.map((n) => ({
        id: n.id,
        title: n.title,
        body: n.body,
        link: n.link || undefined,
        createdAt: new Date(n.createdAt).toISOString(),
        seen: n.seenAt !== null,
      }));
      const recommendedProductData = ctx.catalog.products
        .filter((p) => p.isActive)
        .sort((a, b) => b.popularity - a.popularity || effectivePrice(a) - effectivePrice(b))
        .slice(0, RECOMMENDED_PRODUCTS);
      return page(items, ctx.query, { unseenCount: items.filter((n) => !n.seen).length, recommendedProductData });
    },
  },
  {
    method: 'POST',
    pattern: '/api/notifications/seen',
    handle: async (ctx) => {
      const user = requireUser(ctx);
      await ctx.db
        .updateTable('notifications')
        .set({ seenAt: ctx.now() })
        .where('userId', '=', user._id)
        .where('seenAt', 'is', null)
        .execute();
      return ok({ unseenCount: 0 });
    },
  },
  {
    method: 'POST',
    pattern: '/api/notifications/:id/read',
    handle: async (ctx) => {
      const user = requireUser(ctx);
      const result = await ctx.db
        .updateTable('notifications')
        .set({ seenAt: ctx.now() })
        .where('userId', '=', user._id)
        .where('id', '=', ctx.params.id ?? '')
        .where('seenAt', 'is', null)
        .executeTakeFirst();
      const exists =
        Number(result.numUpdatedRows) > 0 ||
        (await ctx.db
          .selectFrom('notifications')
          .select('id')
          .where('userId', '=', user._id)
          .where('id', '=', ctx.params.id ?? '')
          .executeTakeFirst());
      if (!exists) throw new ApiError(404, 'Notification not found.');
      const unseen = await ctx.db
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('userId', '=', user._id)
        .where('seenAt', 'is', null)
        .executeTakeFirst();
      return ok({ unseenCount: Number(unseen?.n ?? 0) });
    },
  },
];
