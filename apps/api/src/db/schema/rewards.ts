import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, boolean, check, index, integer, jsonb, pgTable, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { brands } from './brands';
import { members } from './members';

type RewardKind = 'credit' | 'point' | 'none';

/** One card of a flip card's table: the prize as it was when drawn (the operator may change the option later). */
export interface DrawnCard {
  optionId: string;
  label: string;
  rewardKind: RewardKind;
  amount: number;
}

/** A flip card's table: every card in order, and which one the member picked. */
export interface DrawnTable {
  cardIndex: number;
  cards: DrawnCard[];
}

/** A 'none' reward carries 0; a credit (satang) or point reward a positive amount. */
function rewardAmountCheck(name: string, table: { rewardKind: AnyPgColumn; amount: AnyPgColumn }) {
  return check(name, sql`(${table.rewardKind} = 'none' and ${table.amount} = 0) or (${table.rewardKind} in ('credit', 'point') and ${table.amount} > 0)`);
}

/** Each brand's reward rules, one row per brand, made with the brand (defaults below are the product's). */
export const brandRewardSettings = pgTable(
  'brand_reward_settings',
  {
    brandId: uuid('brand_id')
      .primaryKey()
      .references(() => brands.id),
    isCheckInOpen: boolean('is_check_in_open').notNull().default(true),
    /** Points earned for every full 100 baht of a credited deposit; 0 earns none. */
    pointsPer100BahtDeposit: integer('points_per_100_baht_deposit').notNull().default(1),
    wheelDailyDraws: smallint('wheel_daily_draws').notNull().default(1),
    wheelDepositMinSatang: bigint('wheel_deposit_min_satang', { mode: 'number' }).notNull().default(50_000),
    flipCardDailyDraws: smallint('flip_card_daily_draws').notNull().default(1),
    flipCardDepositMinSatang: bigint('flip_card_deposit_min_satang', { mode: 'number' }).notNull().default(50_000),
    /** How many Bangkok days a deposit's draw stays usable: the deposit's day and the days after it. */
    depositDrawValidDays: smallint('deposit_draw_valid_days').notNull().default(7),
  },
  (table) => [
    check(
      'brand_reward_settings_non_negative',
      sql`${table.pointsPer100BahtDeposit} >= 0 and ${table.wheelDailyDraws} >= 0 and ${table.flipCardDailyDraws} >= 0 and ${table.wheelDepositMinSatang} >= 0 and ${table.flipCardDepositMinSatang} >= 0 and ${table.depositDrawValidDays} >= 1`,
    ),
  ],
);

/** What checking in on each day of the month gives, per brand. */
export const checkInDays = pgTable(
  'check_in_days',
  {
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id),
    dayOfMonth: smallint('day_of_month').notNull(),
    rewardKind: text('reward_kind').$type<RewardKind>().notNull(),
    /** Satang for credit, points for point, 0 for none. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (table) => [
    unique('check_in_days_brand_day_unique').on(table.brandId, table.dayOfMonth),
    check('check_in_days_day_check', sql`${table.dayOfMonth} between 1 and 31`),
    rewardAmountCheck('check_in_days_reward_check', table),
  ],
);

/** One check-in per member per Bangkok day: the unique key is what stops a second one. */
export const checkIns = pgTable(
  'check_ins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    /** The Bangkok date, YYYY-MM-DD. */
    bangkokDay: text('bangkok_day').notNull(),
    rewardKind: text('reward_kind').$type<RewardKind>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('check_ins_member_day_unique').on(table.memberId, table.bangkokDay)],
);

/** The wheel's segments and the flip card's prizes, per brand; the weight is the relative chance. */
export const prizeOptions = pgTable(
  'prize_options',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id),
    game: text('game').$type<'wheel' | 'flip_card'>().notNull(),
    position: smallint('position').notNull(),
    label: text('label').notNull(),
    colour: text('colour').notNull(),
    imageKey: text('image_key').notNull().default(''),
    rewardKind: text('reward_kind').$type<RewardKind>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    weight: integer('weight').notNull(),
    isEnabled: boolean('is_enabled').notNull().default(true),
  },
  (table) => [
    unique('prize_options_position_unique').on(table.brandId, table.game, table.position),
    check('prize_options_game_check', sql`${table.game} in ('wheel', 'flip_card')`),
    // 0 is allowed: an option shown on the board that is never drawn. The operator endpoints keep
    // at least one active option of weight above 0 in each game.
    check('prize_options_weight_check', sql`${table.weight} >= 0`),
    rewardAmountCheck('prize_options_reward_check', table),
  ],
);

/**
 * Every wheel spin and card flip. The entitlement it used ('daily:<Bangkok date>:<n>' or
 * 'deposit:<deposit id>') is unique per member and game, so one entitlement makes one draw.
 */
export const prizeDraws = pgTable(
  'prize_draws',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    game: text('game').$type<'wheel' | 'flip_card'>().notNull(),
    entitlement: text('entitlement').notNull(),
    optionId: uuid('option_id')
      .notNull()
      .references(() => prizeOptions.id),
    /** The prize as it was drawn: the operator may change the option later. */
    label: text('label').notNull(),
    rewardKind: text('reward_kind').$type<RewardKind>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The member's key for this press of the button: a retried request returns this draw instead of spending another. */
    requestKey: text('request_key'),
    /**
     * A flip card's whole table as the server drew it when the member picked: what every card
     * held, the picked card's prize at its place. Shown face up after the pick; null for the wheel
     * and for flips made before the table was kept.
     */
    cardLayout: jsonb('card_layout').$type<DrawnTable>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('prize_draws_entitlement_unique').on(table.memberId, table.game, table.entitlement),
    unique('prize_draws_request_key_unique').on(table.memberId, table.game, table.requestKey),
    index('prize_draws_member_idx').on(table.memberId, table.game, table.createdAt),
    // Whether an option was ever drawn (it may then only be deactivated), and the foreign key's check on deleting one.
    index('prize_draws_option_idx').on(table.optionId),
  ],
);

export const rewardCategories = pgTable('reward_categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  brandId: uuid('brand_id')
    .notNull()
    .references(() => brands.id),
  name: text('name').notNull(),
  imageKey: text('image_key').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const rewardItems = pgTable(
  'reward_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => rewardCategories.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    imageKey: text('image_key').notNull().default(''),
    kind: text('kind').$type<'credit' | 'physical'>().notNull(),
    costPoints: integer('cost_points').notNull(),
    creditSatang: bigint('credit_satang', { mode: 'number' }),
    /** Null: no limit. Taken down by one on every request (under the item's row lock). */
    stockLeft: integer('stock_left'),
    isEnabled: boolean('is_enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    check(
      'reward_items_kind_check',
      sql`(${table.kind} = 'credit' and ${table.creditSatang} > 0) or (${table.kind} = 'physical' and ${table.creditSatang} is null)`,
    ),
    check('reward_items_cost_check', sql`${table.costPoints} > 0`),
    check('reward_items_stock_check', sql`${table.stockLeft} is null or ${table.stockLeft} >= 0`),
  ],
);

export const rewardRequests = pgTable(
  'reward_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    itemId: uuid('item_id')
      .notNull()
      .references(() => rewardItems.id),
    /** The member's key for this press of the button: a retry returns the first request. */
    idempotencyKey: text('idempotency_key').notNull(),
    itemName: text('item_name').notNull(),
    kind: text('kind').$type<'credit' | 'physical'>().notNull(),
    costPoints: integer('cost_points').notNull(),
    creditSatang: bigint('credit_satang', { mode: 'number' }),
    status: text('status').$type<'paid' | 'pending' | 'fulfilled' | 'rejected'>().notNull(),
    address: jsonb('address'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    unique('reward_requests_member_key_unique').on(table.memberId, table.idempotencyKey),
    index('reward_requests_member_idx').on(table.memberId, table.createdAt),
    check('reward_requests_status_check', sql`${table.status} in ('paid', 'pending', 'fulfilled', 'rejected')`),
  ],
);
