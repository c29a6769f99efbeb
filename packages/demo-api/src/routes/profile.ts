/**
 * The account's settings pages (spec 2.1 /account/login-and-security, /account/request-your-information,
 * /account/close-your-account): change the name and phone, change the password (the current one
 * first; every other session ends), a copy of everything kept about the shopper, and closing the
 * account (the password again; every row of the shopper goes, in one transaction, with the
 * marketing rows kept under their e-mail). Each form is checked by the storefront's own table.
 */
import {
  checkCloseAccount,
  checkFormFields,
  PASSWORD_FORM_FIELDS,
  PROFILE_FORM_FIELDS,
  type FormFieldSpec,
} from '@storefront/components/rules';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { countSignInAttempt, signInSucceeded } from '../auth/rateLimit.ts';
import { newPasswordProblem } from '../auth/passwordPolicy.ts';
import { clearSessionCookie, createSession, revokeAllSessions, sessionCookie, SESSION_TTL_MS, userOf } from '../auth/sessions.ts';
import { ApiError, asObject, checkNameText, ok, readJson, requireUser, type Json, type Route, type RouteContext } from '../router.ts';

const FIELD_MAX = 200;
const NAME_KEYS = new Set(['firstName', 'lastName']);

/** The body's strings for a form table (anything else is a 400 naming the field). */
function formValues(body: Json, fields: readonly FormFieldSpec[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of fields) {
    const value = body[field.key];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string') throw new ApiError(400, `"${field.key}" must be a string.`);
    if (value.length > (field.maxLength ?? FIELD_MAX))
      throw new ApiError(400, `"${field.key}" is too long (at most ${field.maxLength ?? FIELD_MAX} characters).`);
    // A name the account keeps (first and last) is one line of plain text (router.ts nameField).
    if (NAME_KEYS.has(field.key)) checkNameText(value, field.key);
    values[field.key] = value;
  }
  return values;
}

function checked(fields: readonly FormFieldSpec[], body: Json): Record<string, string> {
  const values = formValues(body, fields);
  const message = checkFormFields(fields, values);
  if (message) throw new ApiError(400, message);
  return values;
}

/**
 * The password check of these pages: each answer counts against the account like a sign-in's, and
 * before the password is checked (auth/rateLimit.ts countSignInAttempt: five per address in fifteen
 * minutes, however many arrive at once), so a borrowed session cannot guess the password here either.
 */
async function confirmPassword(ctx: RouteContext, userId: string, emailKey: string, password: string): Promise<void> {
  const now = ctx.now();
  await countSignInAttempt(ctx.db, ctx.ip, emailKey, now);
  const row = await ctx.db.selectFrom('users').select('passwordHash').where('id', '=', userId).executeTakeFirstOrThrow();
  if (!(await verifyPassword(password, row.passwordHash))) throw new ApiError(403, 'That password is not right.');
  await signInSucceeded(ctx.db, ctx.ip, emailKey, now);
}

const cents = (value: number) => Math.round(value) / 100;

export const profileRoutes: Route[] = [
  {
    method: 'PATCH',
    pattern: '/api/me',
    handle: async (ctx) => {
      const user = requireUser(ctx);
      const values = checked(PROFILE_FORM_FIELDS, asObject(ctx.body));
      const next = { firstName: values.firstName!.trim(), lastName: values.lastName!.trim(), phone: (values.contactNumber ?? '').trim() };
      await ctx.db
        .updateTable('users')
        .set({ ...next, updatedAt: ctx.now() })
        .where('id', '=', user._id)
        .execute();
      return ok(userOf({ id: user._id, email: user.email, ...next }), 200, 'Your details are saved.');
    },
  },
  {
    method: 'POST',
    pattern: '/api/me/password',
    handle: async (ctx) => {
      const user = requireUser(ctx);
      const values = checked(PASSWORD_FORM_FIELDS, asObject(ctx.body));
      // NIST SP 800-63B for the new one: at least 8 characters, not a common one (auth/passwordPolicy.ts).
      const weak = await newPasswordProblem(values.password!);
      if (weak) throw new ApiError(400, weak);
      await confirmPassword(ctx, user._id, user.email.toLowerCase(), values.currentPassword!);
      const passwordHash = await hashPassword(values.password!);
      await ctx.db.updateTable('users').set({ passwordHash, updatedAt: ctx.now() }).where('id', '=', user._id).execute();
      // Every session ends (a stolen one too); this browser gets a new one.
      await revokeAllSessions(ctx.db, user._id);
      const { token } = await createSession(ctx.db, user._id, ctx.now(), ctx.req.headers['user-agent'] ?? '');
      ctx.cookies.push(sessionCookie(token, SESSION_TTL_MS, ctx.req.headers.host));
      return ok({ changed: true }, 200, 'Your password is changed. You are signed out on your other devices.');
    },
  },
  {
    method: 'GET',
    pattern: '/api/me/purchases',
    handle: async (ctx) => {
      const user = requireUser(ctx);
      // Buy Again: each product of the shopper's orders (cancelled ones aside), most recently ordered first.
      const rows = await ctx.db
        .selectFrom('orderLines')
        .innerJoin('orders', 'orders.id', 'orderLines.orderId')
        .select(['orderLines.slug', 'orderLines.name', 'orders.id as orderId', 'orders.createdAt'])
        .where('orders.userId', '=', user._id)
        .where('orders.status', '!=', 'cancelled')
        .execute();
      const bySlug = new Map<string, { slug: string; name: string; lastOrderedAt: number; orders: Set<string> }>();
      for (const row of rows) {
        const entry = bySlug.get(row.slug) ?? { slug: row.slug, name: row.name, lastOrderedAt: 0, orders: new Set<string>() };
        if (row.createdAt >= entry.lastOrderedAt) Object.assign(entry, { lastOrderedAt: row.createdAt, name: row.name });
        entry.orders.add(row.orderId);
        bySlug.set(row.slug, entry);
      }
      const purchases = [...bySlug.values()]
        .map(({ orders, ...entry }) => ({ ...entry, timesOrdered: orders.size }))
        .sort((a, b) => b.lastOrderedAt - a.lastOrderedAt || a.name.localeCompare(b.name));
      return ok(purchases);
    },
  },
  {
    method: 'GET',
    pattern: '/api/me/export',
    handle: async (ctx) => {
      const user = requireUser(ctx);
      const db = ctx.db;
      const account = await db
        .selectFrom('users')
        .select(['id', 'email', 'firstName', 'lastName', 'phone', 'createdAt', 'updatedAt'])
        .where('id', '=', user._id)
        .executeTakeFirstOrThrow();
      const orders = await db.selectFrom('orders').selectAll().where('userId', '=', user._id).orderBy('createdAt').execute();
      const orderIds = orders.map((o) => o.id);
      const lines = orderIds.length ? await db.selectFrom('orderLines').selectAll().where('orderId', 'in', orderIds).execute() : [];
      const tickets = await db.selectFrom('tickets').selectAll().where('userId', '=', user._id).orderBy('createdAt').execute();
      const ticketMessages = tickets.length
        ? await db
            .selectFrom('ticketMessages')
            .selectAll()
            .where(
              'ticketId',
              'in',
              tickets.map((t) => t.id),
            )
            .orderBy('createdAt')
            .execute()
        : [];
      const chats = await db.selectFrom('chatThreads').selectAll().where('userId', '=', user._id).orderBy('createdAt').execute();
      const chatMessages = chats.length
        ? await db
            .selectFrom('chatMessages')
            .selectAll()
            .where(
              'threadId',
              'in',
              chats.map((c) => c.id),
            )
            .orderBy('createdAt')
            .execute()
        : [];
      const settings = await db.selectFrom('notificationSettings').select('settings').where('userId', '=', user._id).executeTakeFirst();
      const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
      const copy = {
        exportedAt: iso(ctx.now()),
        account: { ...account, createdAt: iso(account.createdAt), updatedAt: iso(account.updatedAt) },
        orders: orders.map(({ userId: _u, ...order }) => ({
          ...order,
          subtotal: cents(order.subtotalCents),
          createdAt: iso(order.createdAt),
          lines: lines.filter((l) => l.orderId === order.id).map(({ orderId: _o, ...line }) => line),
        })),
        supportTickets: tickets.map(({ userId: _u, ...t }) => ({
          ...t,
          createdAt: iso(t.createdAt),
          messages: ticketMessages
            .filter((m) => m.ticketId === t.id)
            .map((m) => ({ author: m.author, body: m.body, at: iso(m.createdAt) })),
        })),
        chats: chats.map(({ userId: _u, ...c }) => ({
          ...c,
          createdAt: iso(c.createdAt),
          messages: chatMessages.filter((m) => m.threadId === c.id).map((m) => ({ author: m.author, body: m.body, at: iso(m.createdAt) })),
        })),
        yourList: (
          await db.selectFrom('wishlistItems').select(['slug', 'listName', 'createdAt']).where('userId', '=', user._id).execute()
        ).map((w) => ({ ...w, createdAt: iso(w.createdAt) })),
        cart: (
          await db.selectFrom('cartLines').select(['item', 'quantity']).where('userId', '=', user._id).orderBy('position').execute()
        ).map((l) => ({ ...readJson<Record<string, unknown>>(l.item, {}), quantity: l.quantity })),
        notifications: (
          await db
            .selectFrom('notifications')
            .select(['title', 'body', 'link', 'createdAt', 'seenAt'])
            .where('userId', '=', user._id)
            .orderBy('createdAt')
            .execute()
        ).map((n) => ({ ...n, createdAt: iso(n.createdAt), seenAt: iso(n.seenAt) })),
        notificationSettings: settings ? readJson<Record<string, boolean>>(settings.settings, {}) : null,
        dealsAlerts: (
          await db.selectFrom('dealsAlerts').select(['retailerId', 'kind', 'value', 'createdAt']).where('userId', '=', user._id).execute()
        ).map((a) => ({ ...a, createdAt: iso(a.createdAt) })),
        signedInDevices: (
          await db.selectFrom('sessions').select(['userAgent', 'createdAt', 'expiresAt']).where('userId', '=', user._id).execute()
        ).map((s) => ({ ...s, createdAt: iso(s.createdAt), expiresAt: iso(s.expiresAt) })),
      };
      return ok(copy);
    },
  },
  {
    method: 'POST',
    pattern: '/api/me/close',
    handle: async (ctx) => {
      const user = requireUser(ctx);
      const body = asObject(ctx.body);
      const values = formValues(body, [
        { key: 'password', label: '', control: 'password', required: true },
        { key: 'confirm', label: '', control: 'text', required: true, maxLength: 20 },
      ]);
      const message = checkCloseAccount(values);
      if (message) throw new ApiError(400, message);
      await confirmPassword(ctx, user._id, user.email.toLowerCase(), values.password!);
      // One transaction: the account and (by its foreign keys) every row of the shopper.
      await ctx.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('checkouts').where('userId', '=', user._id).execute();
        await trx.deleteFrom('users').where('id', '=', user._id).execute();
      });
      ctx.cookies.push(clearSessionCookie(ctx.req.headers.host));
      return ok({ closed: true }, 200, 'Your account is closed. Thank you for shopping with us.');
    },
  },
];
