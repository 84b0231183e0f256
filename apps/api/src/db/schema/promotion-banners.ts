import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { brands } from './brands';

/**
 * The promotion banner carousel of the home page and the member dashboard; shown while enabled
 * and now is within [starts_at, ends_at), either bound being optional. Deleting one is final.
 *
 * Not `promotion_banners`: that name is taken by the banners of /auth/media/promotion
 * (content.ts), a different list with a text under each picture and no console.
 *
 * `image_url` is kept as a brand image's configuration path is: an uploaded file is a row of
 * `brand_images` (never changed, served at /api/media/brand-images/{id}) and this column holds
 * its path; otherwise it holds the https address the operator entered.
 */
export const promotionCarouselBanners = pgTable(
  'promotion_carousel_banners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id),
    title: text('title').notNull(),
    imageUrl: text('image_url').notNull(),
    link: text('link'),
    sortOrder: integer('sort_order').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    isEnabled: boolean('is_enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('promotion_carousel_banners_brand_idx').on(table.brandId, table.sortOrder),
    check('promotion_carousel_banners_schedule_check', sql`${table.endsAt} is null or ${table.startsAt} is null or ${table.endsAt} > ${table.startsAt}`),
  ],
);
