/**
 * `pnpm db:reset`: opens the database the server would use (DATABASE_URL, else DATA_DIR's SQLite
 * file), applies migrations, re-seeds the catalogue and CMS from fixtures/ and refills every store's
 * stock to the demo's opening stock (stock.ts). Shopper data
 * (accounts, carts, lists, orders …) is left as it is; `--wipe-shoppers` deletes it too, after
 * asking for nothing: it is for a demo machine, say so in the command.
 */
import { openDatabase } from './node.ts';
import { seedDatabase } from './seed.ts';
import type { Database } from './schema.ts';

const SHOPPER_TABLES: Array<keyof Database> = [
  'uploadFiles',
  'uploads',
  'submissions',
  'adEvents',
  'emailOutbox',
  'cartNotifications',
  'abandonedCarts',
  'checkouts',
  'subscriptions',
  'popupResponses',
  'visitors',
  'dealsAlerts',
  'notificationSettings',
  'notifications',
  'chatMessages',
  'chatThreads',
  'ticketMessages',
  'tickets',
  'orderStatusHistory',
  'orderLines',
  'orders',
  'slotBookings',
  'wishlistItems',
  'cartLines',
  'carts',
  'guestCartLines',
  'guestCarts',
  'sessions',
  'signInLinks',
  'passwordResets',
  'rateLimits',
  'users',
];

const wipe = process.argv.includes('--wipe-shoppers');
const store = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR });
try {
  if (wipe) {
    await store.db.transaction().execute(async (trx) => {
      for (const table of SHOPPER_TABLES) await trx.deleteFrom(table).execute();
    });
    console.log('Shopper data deleted.');
  }
  // The stores' shelves back to the demo's opening stock (seeding only fills missing rows).
  await store.db.deleteFrom('stock').execute();
  await seedDatabase(store.db);
  console.log(`Database ${store.location} (${store.dialect}): migrated and seeded from fixtures/.`);
} finally {
  await store.close();
}
