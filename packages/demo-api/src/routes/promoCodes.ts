/**
 * Promo codes on the server (issue 35, item 1): the codes, the one a cart has applied, and their
 * redemptions; the terms and the words are the components' rules (rules/commerce/promoCodes.ts).
 *
 * - House codes are seeded (seedPromoCodes); a pop-up's personal codes are issued when a visitor
 *   signs up (issueCampaignCodes, from routes/popups.ts): tied to the e-mail entered, for the stores
 *   the campaign runs at, for CAMPAIGN_COUPON_DAYS.
 * - A cart (a signed-in shopper's or a guest's, routes/cart.ts) holds at most one code:
 *   GET/POST/DELETE /api/cart/promo (routes/promoRoutes.ts: the routes read the cart, and the cart
 *   clears and moves its code through this module). Applying checks the code against who is asking (a guest's
 *   personal code is checked again at sign-in, when the guest cart joins the account's, and at the
 *   order), their redemptions, the store and the cart's lines.
 * - Placing an order checks the code again and records the redemption inside the order's
 *   transaction (routes/pricing.ts priceOrderWithPromo): the unique (code, user) key makes one use per
 *   shopper hold when two orders are placed at once.
 */
import {
  normalizePromoCode,
  priceOption,
  promoCodeProblem,
  type MenuType,
  type PromoCartLine,
  type PromoCodeKind,
  type PromoCodeRecord,
  type PromoCodeTerms,
} from '@storefront/components/rules';
import type { Product } from '@storefront/components/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database, PromoCodesTable } from '../db/schema.ts';
import { readJson } from '../router.ts';
import type { CartOwner } from './cart.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** How long a pop-up's personal code works after the sign-up. */
export const CAMPAIGN_COUPON_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What each sign-up pop-up's coupon gives, as its words promise (fixtures/demo/campaigns.json):
 * Greenleaf's 'Use this code at checkout for 15% off', Copper State's '10% off this weekend' (three
 * days), Mile High's '20% off your next order when you join'.
 */
export const CAMPAIGN_COUPON_TERMS: Readonly<Record<string, { kind: PromoCodeKind; percent: number; days: number }>> = {
  'campaign-welcome': { kind: 'PERCENT_ORDER', percent: 15, days: CAMPAIGN_COUPON_DAYS },
  'campaign-weekend-bar': { kind: 'PERCENT_ORDER', percent: 10, days: 3 },
  'campaign-co-newsletter': { kind: 'PERCENT_ORDER', percent: 20, days: CAMPAIGN_COUPON_DAYS },
};

/** The demo's house codes, for any shopper: one of each other kind. */
export const HOUSE_PROMO_CODES: readonly PromoCodeRecord[] = [
  { code: 'VAPE10', kind: 'PERCENT_CATEGORY', percent: 10, categories: ['VAPORIZERS'], retailerIds: [] },
  { code: 'TAKE10', kind: 'AMOUNT_OFF', amount: 10, minSubtotal: 60, retailerIds: [] },
];

const toCents = (dollars: number | null | undefined): number | null =>
  typeof dollars === 'number' && Number.isFinite(dollars) ? Math.round(dollars * 100) : null;

function rowOf(record: PromoCodeRecord, source: string, now: number): PromoCodesTable {
  return {
    code: record.code,
    kind: record.kind,
    percent: record.percent ?? null,
    amountCents: toCents(record.amount),
    minSubtotalCents: toCents(record.minSubtotal),
    categories: JSON.stringify(record.categories ?? []),
    retailerIds: JSON.stringify(record.retailerIds ?? []),
    emailKey: record.email ? record.email.toLowerCase() : null,
    expiresAt: record.expiresAt ?? null,
    source,
    createdAt: now,
  };
}

function recordOf(row: PromoCodesTable): PromoCodeRecord {
  return {
    code: row.code,
    kind: row.kind as PromoCodeKind,
    percent: row.percent === null ? null : Number(row.percent),
    amount: row.amountCents === null ? null : Number(row.amountCents) / 100,
    minSubtotal: row.minSubtotalCents === null ? null : Number(row.minSubtotalCents) / 100,
    categories: readJson<string[]>(row.categories, []),
    retailerIds: readJson<string[]>(row.retailerIds, []),
    email: row.emailKey,
    expiresAt: row.expiresAt === null ? null : Number(row.expiresAt),
  };
}

/** The terms a cart shows and prices with: the record without the e-mail it is tied to. */
export function termsOf(record: PromoCodeRecord): PromoCodeTerms {
  const { email: _email, ...terms } = record;
  return terms;
}

/** The house codes, where they are missing (a restart keeps them and their redemptions). */
export async function seedPromoCodes(db: Db, now: number): Promise<void> {
  await db
    .insertInto('promoCodes')
    .values(HOUSE_PROMO_CODES.map((record) => rowOf(record, 'house', now)))
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}

/** A sign-up pop-up's personal codes (couponFor's), tied to the e-mail, for its stores; a repeat keeps the first. */
export async function issueCampaignCodes(
  db: Db,
  campaign: { _id: string; retailerIds: readonly string[] },
  email: string,
  codes: readonly string[],
  now: number,
): Promise<void> {
  const terms = CAMPAIGN_COUPON_TERMS[campaign._id];
  const rows = codes
    .map(normalizePromoCode)
    .filter((code) => code !== '')
    .map((code) => ({ code, kind: terms?.kind ?? 'PERCENT_ORDER', percent: terms?.percent ?? 0 }));
  if (!terms || rows.length === 0) return;
  await db
    .insertInto('promoCodes')
    .values(
      rows.map((record) =>
        rowOf({ ...record, retailerIds: campaign.retailerIds, email, expiresAt: now + terms.days * DAY_MS }, campaign._id, now),
      ),
    )
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}

export async function findPromoCode(db: Db, code: string): Promise<PromoCodeRecord | null> {
  if (!code) return null;
  const row = await db.selectFrom('promoCodes').selectAll().where('code', '=', code).executeTakeFirst();
  return row ? recordOf(row) : null;
}

/** The code `owner`'s cart has applied, or null. */
export async function cartPromoCode(db: Db, owner: CartOwner): Promise<PromoCodeRecord | null> {
  const row = await db
    .selectFrom('cartPromoCodes')
    .innerJoin('promoCodes', 'promoCodes.code', 'cartPromoCodes.code')
    .selectAll('promoCodes')
    .where('cartPromoCodes.ownerKind', '=', owner.kind)
    .where('cartPromoCodes.ownerId', '=', owner.id)
    .executeTakeFirst();
  return row ? recordOf(row) : null;
}

export async function setCartPromoCode(db: Db, owner: CartOwner, code: string, now: number): Promise<void> {
  await db
    .insertInto('cartPromoCodes')
    .values({ ownerKind: owner.kind, ownerId: owner.id, code, appliedAt: now })
    .onConflict((oc) => oc.columns(['ownerKind', 'ownerId']).doUpdateSet({ code, appliedAt: now }))
    .execute();
}

export async function clearCartPromoCode(db: Db, owner: CartOwner): Promise<void> {
  await db.deleteFrom('cartPromoCodes').where('ownerKind', '=', owner.kind).where('ownerId', '=', owner.id).execute();
}

/**
 * At sign-in, the guest cart's code goes with its lines to the account's cart when the account may
 * use it (a personal code of another e-mail, or one the shopper has used, stays behind); the guest's
 * row goes either way.
 */
export async function moveGuestPromoCode(trx: Db, guest: CartOwner, account: CartOwner, now: number): Promise<void> {
  const record = await cartPromoCode(trx, guest);
  await clearCartPromoCode(trx, guest);
  if (!record) return;
  const user = await trx.selectFrom('users').select('emailKey').where('id', '=', account.id).executeTakeFirst();
  const used = await usedBy(trx, record.code, account.id);
  if (user && promoCodeProblem(record, { now, shopperEmail: user.emailKey, usedByShopper: used }) === null)
    await setCartPromoCode(trx, account, record.code, now);
}

export async function usedBy(db: Db, code: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('promoRedemptions')
    .select('code')
    .where('code', '=', code)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return !!row;
}

/** The cart's lines as a code sees them: each option's regular price on the menu, from the catalogue (a line no longer sold: none). */
export function promoLinesOf(
  refs: ReadonlyArray<{ product: Product | undefined; option: string; quantity: number }>,
  menuType: MenuType,
): PromoCartLine[] {
  return refs.flatMap(({ product, option, quantity }) => {
    const found = product?.options.find((o) => o.option === option);
    return product && found
      ? [{ category: product.category, regularTotal: priceOption({ option: found, menuType, specials: [] }).regular * quantity }]
      : [];
  });
}
