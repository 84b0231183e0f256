import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { brands } from './brands';

/** Operator announcements; shown while now is within [starts_at, ends_at). Deleting one is final. */
export const announcements = pgTable(
  'announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id),
    title: text('title').notNull(),
    body: text('body').notNull(),
    isPopup: boolean('is_popup').notNull().default(false),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('announcements_brand_idx').on(table.brandId, table.startsAt)],
);

/** Videos for /auth/media/movie. */
export const mediaVideos = pgTable('media_videos', {
  id: uuid('id').primaryKey().defaultRandom(),
  brandId: uuid('brand_id')
    .notNull()
    .references(() => brands.id),
  title: text('title').notNull(),
  url: text('url').notNull(),
  posterKey: text('poster_key').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
  isEnabled: boolean('is_enabled').notNull().default(true),
});

/** Banners for /auth/media/promotion. */
export const promotionBanners = pgTable('promotion_banners', {
  id: uuid('id').primaryKey().defaultRandom(),
  brandId: uuid('brand_id')
    .notNull()
    .references(() => brands.id),
  title: text('title').notNull(),
  imageKey: text('image_key').notNull(),
  detail: text('detail').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
  isEnabled: boolean('is_enabled').notNull().default(true),
});
