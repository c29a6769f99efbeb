/** Sign-in, the current user, wishlists and notifications (spec 6: these need a signed-in token). */
import type { User } from '@storefront/components/domain';
import type { SignInResponse, WishlistEntry } from '@storefront/components/api';
import { DEFAULT_WISHLIST_NAME, DEMO_USER, demoNotifications } from '../demoData.ts';
import { ApiError, EMAIL_PATTERN, asObject, ok, optionalString, page, type Route, type RouteContext } from '../router.ts';
import { nextId } from '../store.ts';
import { effectivePrice } from './catalog.ts';

/** The shared form check's password rule (spec 5). */
export const PASSWORD_MIN_LENGTH = 6;
const RECOMMENDED_PRODUCTS = 4;

/** The demo knows one shopper. */
const users: User[] = [DEMO_USER];

export function userForToken(ctx: Pick<RouteContext, 'store'>, authorization: string | undefined): User | null {
  const match = /^Bearer\s+(.+)$/i.exec(authorization ?? '');
  const userId = match?.[1] ? ctx.store.sessions.get(match[1].trim()) : undefined;
  return users.find((u) => u._id === userId) ?? null;
}

function requireUser(ctx: RouteContext): User {
  if (!ctx.user) throw new ApiError(401, 'Please sign in to continue.');
  return ctx.user;
}

function wishlistEntries(ctx: RouteContext, user: User): WishlistEntry[] {
  return (ctx.store.wishlists.get(user._id) ?? []).map((item) => ({
    ...item,
    product: ctx.catalog.products.find((p) => p.slug === item.slug) ?? null,
  }));
}

export const accountRoutes: Route[] = [
  {
    method: 'POST',
    pattern: '/api/auth/sign-in',
    handle: (ctx) => {
      const body = asObject(ctx.body);
      const email = typeof body.email === 'string' ? body.email.trim() : '';
      const password = typeof body.password === 'string' ? body.password : '';
      // The shared form check's messages (spec 5).
      if (!email) throw new ApiError(400, 'Please enter email.');
      if (!EMAIL_PATTERN.test(email)) throw new ApiError(400, 'Please provide a correct email address!');
      if (!password) throw new ApiError(400, 'Please enter password.');
      if (password.length < PASSWORD_MIN_LENGTH) throw new ApiError(400, 'Please provide at least 6 characters!');
      const user = users.find((u) => u.email.toLowerCase() === email.toLowerCase());
      if (!user) throw new ApiError(401, 'Invalid email or password.');
      const token = `demo-session-${nextId(ctx.store, 'token')}`;
      ctx.store.sessions.set(token, user._id);
      return { status: 200, json: { statusCode: 200, message: `Welcome back, ${user.firstName}!`, token, data: user } satisfies SignInResponse };
    },
  },
  { method: 'GET', pattern: '/api/me', handle: (ctx) => ok(requireUser(ctx)) },

  { method: 'GET', pattern: '/api/wishlists', handle: (ctx) => page(wishlistEntries(ctx, requireUser(ctx)), ctx.query) },
  {
    method: 'POST',
    pattern: '/api/wishlists',
    handle: (ctx) => {
      const user = requireUser(ctx);
      const body = asObject(ctx.body);
      const slug = optionalString(body, 'slug') ?? '';
      if (!ctx.catalog.products.some((p) => p.slug === slug)) throw new ApiError(404, `Product "${slug}" was not found.`);
      const listName = optionalString(body, 'listName')?.trim() || DEFAULT_WISHLIST_NAME;
      const items = ctx.store.wishlists.get(user._id) ?? [];
      if (!items.some((i) => i.slug === slug && i.listName === listName)) items.push({ slug, listName });
      ctx.store.wishlists.set(user._id, items);
      return ok({ data: wishlistEntries(ctx, user), total: items.length }, 201, 'Added to your wishlist.');
    },
  },
  {
    method: 'DELETE',
    pattern: '/api/wishlists/:slug',
    handle: (ctx) => {
      const user = requireUser(ctx);
      const items = (ctx.store.wishlists.get(user._id) ?? []).filter((i) => i.slug !== ctx.params.slug);
      ctx.store.wishlists.set(user._id, items);
      return ok({ data: wishlistEntries(ctx, user), total: items.length }, 200, 'Removed from your wishlist.');
    },
  },

  {
    method: 'GET',
    pattern: '/api/notifications',
    handle: (ctx) => {
      const user = requireUser(ctx);
      const items = demoNotifications(ctx.now(), ctx.store.notificationsSeenAt.get(user._id));
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
    handle: (ctx) => {
      const user = requireUser(ctx);
      ctx.store.notificationsSeenAt.set(user._id, ctx.now());
      return ok({ unseenCount: 0 });
    },
  },
];
