/**
 * Seeding: the catalogue and the CMS payloads from fixtures/ as documents, each store's opening stock
 * (stock.ts; missing rows only), and the demo shopper
 * (with a real password, see DEMO_PASSWORD) with a wishlist, a notification feed, an answered
 * support ticket and a chat with a store.
 *
 * Idempotent and safe on a database in use: catalogue documents are written (re-seeding updates
 * them, `pnpm db:reset` uses that); shopper data is only ever inserted where missing — the demo
 * shopper's account, lists and feed are created once and never overwritten.
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { demoCatalog, type DemoCatalog } from '@storefront/fixtures/catalog';
import { cmsFixtureNames, cmsFixtures, cmsPagesFixtures } from '@storefront/fixtures/cms';
import { DEMO_PASSWORD_HASH, DEMO_USER, demoNotifications, demoOrder, demoThreads, seedWishlist } from '../demoData.ts';
import type { CmsSource } from '../router.ts';
import type { Database } from './schema.ts';
import { seedStock } from '../stock.ts';
import { seedRetailerAccounts } from './retailerAccounts.ts';
import { seedStaffAccounts } from './staffAccounts.ts';
import { seedPromoCodes } from '../routes/promoCodes.ts';

const CATALOG_COLLECTIONS = [
  'retailers',
  'products',
  'brands',
  'categories',
  'customCategories',
  'specials',
] as const satisfies ReadonlyArray<keyof DemoCatalog>;

export interface SeedOptions {
  catalog?: DemoCatalog;
  /** Raw CMS JSON by site id, and display names. */
  cms?: CmsSource;
  now?: number;
  /** Create the demo shopper (default true). */
  demoShopper?: boolean;
}

const idOf = (item: unknown, index: number): string => {
  const record = item as { id?: unknown; _id?: unknown; slug?: unknown; urlSlug?: unknown };
  const id = record.id ?? record._id ?? record.slug ?? record.urlSlug;
  return typeof id === 'string' && id ? id : String(index);
};

/** The PostgreSQL advisory lock the seed's document writes take (any fixed number no other code uses). */
const SEED_LOCK_KEY = 420_2026;

export async function seedDatabase(db: Kysely<Database>, options: SeedOptions = {}): Promise<void> {
  const catalog = options.catalog ?? demoCatalog;
  const cms = options.cms ?? { fixtures: cmsFixtures, names: cmsFixtureNames, pages: cmsPagesFixtures };
  const now = options.now ?? Date.now();

  await db.transaction().execute(async (trx) => {
    // Instances starting at once on one PostgreSQL write the documents one at a time: each deletes and
    // re-inserts them, and two at once collided on the key (the 4/20 drill's second and third
    // instances, "documents_pk"). The lock ends with the transaction. SQLite serialises writers already.
    if (trx.getExecutor().adapter instanceof PostgresAdapter) await sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(trx);
    for (const collection of CATALOG_COLLECTIONS) {
      await trx.deleteFrom('documents').where('collection', '=', collection).execute();
      const rows = catalog[collection].map((item, index) => ({
        collection,
        id: `${String(index).padStart(5, '0')}:${idOf(item, index)}`,
        body: JSON.stringify(item),
        updatedAt: now,
      }));
      for (let i = 0; i < rows.length; i += 200)
        await trx
          .insertInto('documents')
          .values(rows.slice(i, i + 200))
          .execute();
    }
    await trx.deleteFrom('documents').where('collection', '=', 'cms').execute();
    const cmsRows = Object.entries(cms.fixtures).map(([siteId, json]) => ({
      collection: 'cms',
      id: siteId,
      body: JSON.stringify({ name: (cms.names as Record<string, string>)[siteId] ?? null, json }),
      updatedAt: now,
    }));
    if (cmsRows.length > 0) await trx.insertInto('documents').values(cmsRows).execute();
    // The information pages' documents, one per site (GET /api/cms/:siteId/pages).
    await trx.deleteFrom('documents').where('collection', '=', 'cms-pages').execute();
    const pageRows = Object.entries(cms.pages).map(([siteId, json]) => ({
      collection: 'cms-pages',
      id: siteId,
      body: JSON.stringify(json),
      updatedAt: now,
    }));
    if (pageRows.length > 0) await trx.insertInto('documents').values(pageRows).execute();
  });
  // Each store's opening stock, where it has none yet (orders take from it: a restart keeps that).
  await seedStock(db, catalog, now);
  // One demo retailer account per site (db/retailerAccounts.ts): the role that opens CMS previews.
  if (options.demoShopper !== false)
    await seedRetailerAccounts(
      db,
      Object.fromEntries(Object.keys(cms.fixtures).map((siteId) => [siteId, (cms.names as Record<string, string | undefined>)[siteId]])),
      now,
    );
  // The house promo codes, where missing (routes/promoCodes.ts; a pop-up's codes are issued at sign-up).
  await seedPromoCodes(db, now);
  // One demo staff account per store (db/staffAccounts.ts): the role that works the store's orders at /staff.
  if (options.demoShopper !== false) await seedStaffAccounts(db, catalog.retailers, now);

  if (options.demoShopper === false) return;
  const existing = await db.selectFrom('users').select('id').where('id', '=', DEMO_USER._id).executeTakeFirst();
  if (existing) return;
  const passwordHash = DEMO_PASSWORD_HASH;
  await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('users')
      .values({
        id: DEMO_USER._id,
        emailKey: DEMO_USER.email.toLowerCase(),
        email: DEMO_USER.email,
        firstName: DEMO_USER.firstName,
        lastName: DEMO_USER.lastName,
        phone: DEMO_USER.phone ?? '',
        passwordHash,
        createdAt: now,
        updatedAt: now,
      })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    // Another instance seeded it first: leave its data alone.
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return;
    await trx
      .insertInto('wishlistItems')
      .values(seedWishlist.map((item, i) => ({ userId: DEMO_USER._id, slug: item.slug, listName: item.listName, createdAt: now + i })))
      .onConflict((oc) => oc.doNothing())
      .execute();
    const feed = demoNotifications(now, undefined);
    await trx
      .insertInto('notifications')
      .values(
        feed.map((n) => ({
          id: n.id,
          userId: DEMO_USER._id,
          title: n.title,
          body: n.body,
          link: n.link ?? '',
          createdAt: Date.parse(n.createdAt),
          seenAt: n.seen ? now : null,
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
    // A completed order (Your Order, Buy Again).
    const order = demoOrder;
    await trx
      .insertInto('orders')
      .values({
        id: order.id,
        number: order.number,
        userId: DEMO_USER._id,
        retailerId: order.retailerId,
        orderType: order.orderType,
        pricingType: order.pricingType,
        status: order.status,
        subtotalCents: order.cents.subtotal,
        discountCents: order.cents.discount,
        taxCents: order.cents.tax,
        totalCents: order.cents.total,
        details: JSON.stringify({
          contact: { firstName: DEMO_USER.firstName, lastName: DEMO_USER.lastName, email: DEMO_USER.email, phone: DEMO_USER.phone ?? '' },
          slot: null,
          payment: { method: 'AT_PICKUP' },
          medicalCard: null,
          note: '',
          deliveryAddress: null,
        }),
        requestKey: `seed-${order.id}`,
        createdAt: now - order.ago,
        updatedAt: now - order.history.at(-1)!.ago,
      })
      .execute();
    await trx
      .insertInto('orderLines')
      .values(
        order.lines.map((line, position) => ({
          orderId: order.id,
          position,
          ...line,
          regularPriceCents: line.unitPriceCents,
          lineTotalCents: line.unitPriceCents * line.quantity,
        })),
      )
      .execute();
    await trx
      .insertInto('orderStatusHistory')
      .values(order.history.map((h) => ({ orderId: order.id, status: h.status, note: h.note, at: now - h.ago })))
      .execute();
    // A support ticket that support answered and a chat the store answered.
    for (const thread of demoThreads) {
      const times = thread.messages.map((m) => now - m.ago);
      const stamps = { userId: DEMO_USER._id, createdAt: Math.min(...times), updatedAt: Math.max(...times) };
      if (thread.kind === 'ticket') {
        await trx
          .insertInto('tickets')
          .values({
            id: thread.id,
            subject: thread.subject,
            category: thread.category ?? 'other',
            orderId: null,
            status: thread.status ?? 'open',
            ...stamps,
          })
          .execute();
        await trx
          .insertInto('ticketMessages')
          .values(
            thread.messages.map((m, i) => ({
              id: `${thread.id}_m${i}`,
              ticketId: thread.id,
              author: m.author,
              body: m.body,
              createdAt: now - m.ago,
            })),
          )
          .execute();
      } else {
        await trx
          .insertInto('chatThreads')
          .values({ id: thread.id, topic: thread.subject, retailerId: thread.retailerId ?? '', ...stamps })
          .execute();
        await trx
          .insertInto('chatMessages')
          .values(
            thread.messages.map((m, i) => ({
              id: `${thread.id}_m${i}`,
              threadId: thread.id,
              author: m.author,
              body: m.body,
              createdAt: now - m.ago,
            })),
          )
          .execute();
      }
    }
  });
}

/** The catalogue and CMS as the API serves them, read from the documents the seed wrote. */
export async function loadCatalogFromDatabase(db: Kysely<Database>): Promise<{ catalog: DemoCatalog; cms: CmsSource }> {
  const rows = await db.selectFrom('documents').select(['collection', 'id', 'body']).orderBy('collection').orderBy('id').execute();
  const catalog: DemoCatalog = { retailers: [], products: [], brands: [], categories: [], customCategories: [], specials: [] };
  const cms: CmsSource = { fixtures: {}, names: {}, pages: {} };
  for (const row of rows) {
    if (row.collection === 'cms') {
      const doc = JSON.parse(row.body) as { name: string | null; json: unknown };
      cms.fixtures[row.id] = doc.json;
      if (doc.name) cms.names[row.id] = doc.name;
    } else if (row.collection === 'cms-pages') {
      cms.pages[row.id] = JSON.parse(row.body) as unknown;
    } else if ((CATALOG_COLLECTIONS as readonly string[]).includes(row.collection)) {
      (catalog[row.collection as keyof DemoCatalog] as unknown[]).push(JSON.parse(row.body));
    }
  }
  return { catalog, cms };
}
