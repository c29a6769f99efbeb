/**
 * The demo retailers' accounts (issue 32, item 3): one per demo site, `retailer@<site>.example`,
 * with the role `retailerOf = <site>` — the account that may open its site's unpublished CMS on the
 * storefront (storefront-app/server/previews.ts). Sign-up never grants the role.
 *
 * The password is DEMO_RETAILER_PASSWORD when set, else the documented demo default
 * DEMO_RETAILER_DEFAULT_PASSWORD (public like the demo shopper's: a demo account, not a secret of
 * any deployment; a real retailer's account is made with its own password). Created where missing
 * only, under a fixed id: an account someone signed up with that address before the seed ran
 * never gets the role.
 */
import type { Kysely } from 'kysely';
import { hashPassword } from '../auth/password.ts';
import type { Database } from './schema.ts';

export const DEMO_RETAILER_DEFAULT_PASSWORD = 'retailer-demo-2026';
/** scrypt hash of the default (auth/password.ts format): seeding needs no hashing unless the password is set. */
const DEFAULT_PASSWORD_HASH = 'scrypt$32768$8$1$TCfVj6SlVLXx0D05zjWpZg$AXKpN-vwiM11BtXA9w0u_D90nLQtVKUVG6dFo-nB8z8';

export const retailerEmail = (siteId: string): string => `retailer@${siteId}.example`;
export const retailerUserId = (siteId: string): string => `user-retailer-${siteId}`;

/** The demo retailer's password: DEMO_RETAILER_PASSWORD, or the documented default. */
export function demoRetailerPassword(env: Record<string, string | undefined> = typeof process === 'undefined' ? {} : process.env): string {
  return env.DEMO_RETAILER_PASSWORD?.trim() || DEMO_RETAILER_DEFAULT_PASSWORD;
}

export async function seedRetailerAccounts(db: Kysely<Database>, sites: Record<string, string | undefined>, now: number): Promise<void> {
  const ids = Object.keys(sites);
  if (ids.length === 0) return;
  const existing = new Set(
    (await db.selectFrom('users').select('id').where('id', 'in', ids.map(retailerUserId)).execute()).map((row) => row.id),
  );
  const missing = ids.filter((siteId) => !existing.has(retailerUserId(siteId)));
  if (missing.length === 0) return;
  const password = demoRetailerPassword();
  const passwordHash = password === DEMO_RETAILER_DEFAULT_PASSWORD ? DEFAULT_PASSWORD_HASH : await hashPassword(password);
  for (const siteId of missing) {
    const email = retailerEmail(siteId);
    await db
      .insertInto('users')
      .values({
        id: retailerUserId(siteId),
        emailKey: email,
        email,
        firstName: sites[siteId] ?? siteId,
        lastName: 'team',
        phone: '',
        passwordHash,
        createdAt: now,
        updatedAt: now,
        retailerOf: siteId,
      })
      // The address taken by a sign-up (emailKey is unique) or another instance's seed: left alone.
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}
