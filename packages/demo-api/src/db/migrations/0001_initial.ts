/** Migration 0001_initial (db/migrations/index.ts applies them in name order; an applied migration is never edited). */
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../dialect.ts';

type Db = Kysely<unknown>;

export function initial(dialect: DialectName): Migration {
  const serial = dialect === 'postgres' ? 'serial' : 'integer';
  const time = 'bigint' as const;
  return {
    async up(db: Db) {
      const s = db.schema;
      await s
        .createTable('users')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('emailKey', 'text', (c) => c.notNull().unique())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('firstName', 'text', (c) => c.notNull())
        .addColumn('lastName', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('passwordHash', 'text', (c) => c.notNull())
        .addColumn('createdAt', time, (c) => c.notNull())
        .addColumn('updatedAt', time, (c) => c.notNull())
        .execute();
      await s
        .createTable('sessions')
        .addColumn('tokenHash', 'text', (c) => c.primaryKey())
        .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('createdAt', time, (c) => c.notNull())
        .addColumn('expiresAt', time, (c) => c.notNull())
        .addColumn('lastSeenAt', time, (c) => c.notNull())
        .addColumn('userAgent', 'text', (c) => c.notNull())
        .execute();
      await s.createIndex('sessions_user').on('sessions').column('userId').execute();
      await s.createIndex('sessions_expiry').on('sessions').column('expiresAt').execute();

      await s
        .createTable('carts')
        .addColumn('userId', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('updatedAt', time, (c) => c.notNull())
        .execute();
      await s
        .createTable('cartLines')
        .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('lineKey', 'text', (c) => c.notNull())
        .addColumn('item', 'text', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('updatedAt', time, (c) => c.notNull())
        .addPrimaryKeyConstraint('cartLines_pk', ['userId', 'lineKey'])
        .execute();

      await s
        .createTable('wishlistItems')
        .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('slug', 'text', (c) => c.notNull())
        .addColumn('listName', 'text', (c) => c.notNull())
        .addColumn('createdAt', time, (c) => c.notNull())
        .addPrimaryKeyConstraint('wishlistItems_pk', ['userId', 'slug', 'listName'])
        .execute();

      await s
        .createTable('orders')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('number', 'text', (c) => c.notNull().unique())
        .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('retailerId', 'text', (c) => c.notNull())
        .addColumn('orderType', 'text', (c) => c.notNull())
        .addColumn('pricingType', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('subtotalCents', 'integer', (c) => c.notNull())
        .addColumn('discountCents', 'integer', (c) => c.notNull())
        .addColumn('taxCents', 'integer', (c) => c.notNull())
        .addColumn('totalCents', 'integer', (c) => c.notNull())
        .addColumn('details', 'text', (c) => c.notNull())
        .addColumn('requestKey', 'text', (c) => c.notNull())
        .addColumn('createdAt', time, (c) => c.notNull())
        .addColumn('updatedAt', time, (c) => c.notNull())
        .addUniqueConstraint('orders_request', ['userId', 'requestKey'])
        .execute();
      await s.createIndex('orders_user').on('orders').columns(['userId', 'createdAt']).execute();
      await s
        .createTable('orderLines')
        .addColumn('orderId', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('productId', 'text', (c) => c.notNull())
        .addColumn('slug', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('option', 'text', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('unitPriceCents', 'integer', (c) => c.notNull())
        .addColumn('regularPriceCents', 'integer', (c) => c.notNull())
        .addColumn('lineTotalCents', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('orderLines_pk', ['orderId', 'position'])
        .execute();
      await s
        .createTable('orderStatusHistory')
        .addColumn('id', serial, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn('orderId', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('note', 'text', (c) => c.notNull())
        .addColumn('at', time, (c) => c.notNull())
        .execute();
      await s.createIndex('orderStatusHistory_order').on('orderStatusHistory').column('orderId').execute();

      await s
        .createTable('tickets')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('orderId', 'text')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('createdAt', time, (c) => c.notNull())
        .addColumn('updatedAt', time, (c) => c.notNull())
        .execute();
      await s.createIndex('tickets_user').on('tickets').columns(['userId', 'updatedAt']).execute();
      await s
        .createTable('ticketMessages')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('ticketId', 'text', (c) => c.notNull().references('tickets.id').onDelete('cascade'))
        .addColumn('author', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('createdAt', time, (c) => c.notNull())
        .execute();
      await s.createIndex('ticketMessages_ticket').on('ticketMessages').columns(['ticketId', 'createdAt']).execute();

      await s
        .createTable('chatThreads')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('retailerId', 'text', (c) => c.notNull())
        .addColumn('topic', 'text', (c) => c.notNull())
        .addColumn('createdAt', time, (c) => c.notNull())
        .addColumn('updatedAt', time, (c) => c.notNull())
        .execute();
      await s.createIndex('chatThreads_user').on('chatThreads').columns(['userId', 'updatedAt']).execute();
      await s
        .createTable('chatMessages')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('threadId', 'text', (c) => c.notNull().references('chatThreads.id').onDelete('cascade'))
        .addColumn('author', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('createdAt', time, (c) => c.notNull())
        .execute();
      await s.createIndex('chatMessages_thread').on('chatMessages').columns(['threadId', 'createdAt']).execute();

      await s
        .createTable('notifications')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('link', 'text', (c) => c.notNull())
        .addColumn('createdAt', time, (c) => c.notNull())
        .addColumn('seenAt', time)
        .execute();
      await s.createIndex('notifications_user').on('notifications').columns(['userId', 'createdAt']).execute();
      await s
        .createTable('notificationSettings')
        .addColumn('userId', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('settings', 'text', (c) => c.notNull())
        .addColumn('updatedAt', time, (c) => c.notNull())
        .execute();
      await s
        .createTable('dealsAlerts')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('retailerId', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('createdAt', time, (c) => c.notNull())
        .addUniqueConstraint('dealsAlerts_unique', ['userId', 'retailerId', 'kind', 'value'])
        .execute();

      await s
        .createTable('visitors')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('referrer', 'text', (c) => c.notNull())
        .addColumn('unixTimeStamp', time, (c) => c.notNull())
        .addColumn('timezone', 'text', (c) => c.notNull())
        .addColumn('createdAt', time, (c) => c.notNull())
        .execute();
      await s
        .createTable('popupResponses')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('responseType', 'text', (c) => c.notNull())
        .addColumn('popupCampaignId', 'text', (c) => c.notNull())
        .addColumn('popupTemplateType', 'text', (c) => c.notNull())
        .addColumn('visitorId', 'text', (c) => c.notNull())
        .addColumn('retailerId', 'text', (c) => c.notNull())
        .addColumn('unixTimeStamp', time, (c) => c.notNull())
        .addColumn('timezone', 'text', (c) => c.notNull())
        .addColumn('createdAt', time, (c) => c.notNull())
        .execute();
      await s.createIndex('popupResponses_visitor').on('popupResponses').column('visitorId').execute();
      await s
        .createTable('subscriptions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('emailKey', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('popupCampaignId', 'text', (c) => c.notNull())
        .addColumn('visitorId', 'text', (c) => c.notNull())
        .addColumn('retailerId', 'text', (c) => c.notNull())
        .addColumn('couponInfo', 'text', (c) => c.notNull())
        .addColumn('createdAt', time, (c) => c.notNull())
        .addUniqueConstraint('subscriptions_unique', ['popupCampaignId', 'emailKey'])
        .execute();
      await s.createIndex('subscriptions_visitor').on('subscriptions').column('visitorId').execute();
      await s
        .createTable('checkouts')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('retailerId', 'text', (c) => c.notNull())
        .addColumn('orderType', 'text', (c) => c.notNull())
        .addColumn('pricingType', 'text', (c) => c.notNull())
        .addColumn('userId', 'text')
        .addColumn('createdAt', time, (c) => c.notNull())
        .addColumn('expiresAt', time, (c) => c.notNull())
        .execute();
      await s
        .createTable('abandonedCarts')
        .addColumn('emailKey', 'text', (c) => c.primaryKey())
        .addColumn('customerEmail', 'text', (c) => c.notNull())
        .addColumn('cartId', 'text', (c) => c.notNull())
        .addColumn('cartItems', 'text', (c) => c.notNull())
        .addColumn('abandonAfterMs', time, (c) => c.notNull())
        .addColumn('scheduledFor', time)
        .addColumn('updatedAt', time, (c) => c.notNull())
        .execute();
      await s
        .createTable('cartNotifications')
        .addColumn('visitorId', 'text', (c) => c.primaryKey())
        .addColumn('cartItemCount', 'integer', (c) => c.notNull())
        .addColumn('abandonAfterMs', time, (c) => c.notNull())
        .addColumn('scheduledFor', time)
        .addColumn('updatedAt', time, (c) => c.notNull())
        .execute();
      await s
        .createTable('emailOutbox')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('dedupeKey', 'text', (c) => c.notNull())
        .addColumn('toEmail', 'text', (c) => c.notNull())
        .addColumn('template', 'text', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('sendAfter', time, (c) => c.notNull())
        .addColumn('sentAt', time)
        .addColumn('cancelledAt', time)
        .addColumn('createdAt', time, (c) => c.notNull())
        .execute();
      await s.createIndex('emailOutbox_due').on('emailOutbox').columns(['sentAt', 'sendAfter']).execute();
      await s.createIndex('emailOutbox_key').on('emailOutbox').column('dedupeKey').execute();
      await s
        .createTable('adEvents')
        .addColumn('id', serial, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn('adId', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('placement', 'text', (c) => c.notNull())
        .addColumn('visitorId', 'text', (c) => c.notNull())
        .addColumn('retailerId', 'text', (c) => c.notNull())
        .addColumn('at', time, (c) => c.notNull())
        .execute();
      await s.createIndex('adEvents_ad').on('adEvents').columns(['adId', 'kind']).execute();
      await s
        .createTable('submissions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('fields', 'text', (c) => c.notNull())
        .addColumn('createdAt', time, (c) => c.notNull())
        .execute();
      await s
        .createTable('uploads')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('submissionId', 'text', (c) => c.notNull().references('submissions.id').onDelete('cascade'))
        .addColumn('fieldName', 'text', (c) => c.notNull())
        .addColumn('fileName', 'text', (c) => c.notNull())
        .addColumn('storedPath', 'text', (c) => c.notNull())
        .addColumn('contentType', 'text', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('createdAt', time, (c) => c.notNull())
        .execute();
      await s
        .createTable('rateLimits')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('windowStart', time, (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .execute();
      await s
        .createTable('documents')
        .addColumn('collection', 'text', (c) => c.notNull())
        .addColumn('id', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('updatedAt', time, (c) => c.notNull())
        .addPrimaryKeyConstraint('documents_pk', ['collection', 'id'])
        .execute();
      if (dialect === 'sqlite') await sql`pragma foreign_keys = on`.execute(db);
    },
  };
}
