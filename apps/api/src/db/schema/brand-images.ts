import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { brands } from './brands';
import { operators } from './operators';
import { bytea } from './slips';

/**
 * Images an operator uploaded for a brand's configuration keys. Rows are never changed: a new
 * upload is a new row with a new id, so the served path can be cached for good.
 */
export const brandImages = pgTable(
  'brand_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => operators.id),
  },
  (table) => [check('brand_images_content_type_check', sql`${table.contentType} in ('image/png', 'image/jpeg', 'image/webp', 'image/gif')`)],
);
