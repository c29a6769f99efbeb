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
import { demoPassword, processEnv, seedDemoAccounts, type DemoPassword } from './demoAccounts.ts';
import type { Database } from './schema.ts';

export const DEMO_RETAILER_DEFAULT_PASSWORD = 'retailer-demo-2026';
const PASSWORD: DemoPassword = {
  envName: 'DEMO_RETAILER_PASSWORD',
  defaultPassword: DEMO_RETAILER_DEFAULT_PASSWORD,
  defaultHash: 'scrypt$32768$8$1$TCfVj6SlVLXx0D05zjWpZg$AXKpN-vwiM11BtXA9w0u_D90nLQtVKUVG6dFo-nB8z8',
};

export const retailerEmail = (siteId: string): string => `retailer@${siteId}.example`;
export const retailerUserId = (siteId: string): string => `user-retailer-${siteId}`;

/** The demo retailer's password: DEMO_RETAILER_PASSWORD, or the documented default. */
export function demoRetailerPassword(env: Record<string, string | undefined> = processEnv()): string {
  return demoPassword(PASSWORD, env);
}

/** One retailer account per demo site (`sites`: id → name), with the role for its own site (users.retailerOf). */
export async function seedRetailerAccounts(db: Kysely<Database>, sites: Record<string, string | undefined>, now: number): Promise<void> {
  const accounts = Object.keys(sites).map((siteId) => ({
    id: retailerUserId(siteId),
    email: retailerEmail(siteId),
    firstName: sites[siteId] ?? siteId,
    lastName: 'team',
    retailerOf: siteId,
  }));
  await seedDemoAccounts(db, accounts, PASSWORD, now);
}
