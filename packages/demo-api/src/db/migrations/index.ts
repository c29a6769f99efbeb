/**
 * The schema's migrations, in the repo and in order, one file each; `migrate(db, dialect)` applies
 * the missing ones at start (Kysely's Migrator keeps its own table and lock, so several instances
 * starting at once against one PostgreSQL apply each migration once). A new change is a new file and
 * a new entry at the end: an applied migration is never edited.
 */
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { DialectName } from '../dialect.ts';
import { initial } from './0001_initial.ts';
import { cartNotificationShown } from './0002_cart_notification_shown.ts';
import { stock } from './0003_stock.ts';
import { cmsPreviews } from './0004_cms_previews.ts';
import { guestCarts } from './0005_guest_carts.ts';
import { retailerRoleAndServerTables } from './0006_retailer_role.ts';
import { uploadFiles } from './0006_upload_files.ts';
import { signInLinks } from './0007_sign_in_links.ts';
import { passwordResets } from './0008_password_resets.ts';
import { orderLifecycle } from './0009_order_lifecycle.ts';
import { promoCodes } from './0010_promo_codes.ts';
import { slotBookings } from './0011_slot_bookings.ts';

/** Every migration by name; names sort in the order they apply. */
export function migrationsFor(dialect: DialectName): Record<string, Migration> {
  return {
    '0001_initial': initial(dialect),
    '0002_cart_notification_shown': cartNotificationShown,
    '0003_stock': stock,
    '0004_cms_previews': cmsPreviews,
    '0005_guest_carts': guestCarts,
    '0006_retailer_role': retailerRoleAndServerTables,
    '0006_upload_files': uploadFiles(dialect),
    '0007_sign_in_links': signInLinks,
    '0008_password_resets': passwordResets,
    '0009_order_lifecycle': orderLifecycle,
    '0010_promo_codes': promoCodes,
    '0011_slot_bookings': slotBookings,
  };
}

export async function migrate(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(dialect) };
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}
