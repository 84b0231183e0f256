import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { brands } from './brands';
import { members } from './members';

/** A game provider of a brand, with the secret it signs wallet calls with (never shown again). */
export const gameProviders = pgTable(
  'game_providers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    secret: text('secret').notNull(),
    walletType: text('wallet_type').$type<'seamless' | 'transfer'>().notNull().default('seamless'),
    /** The wire format its wallet calls use: the name of a ProviderAdapter ('generic' is the documented JSON protocol). */
    protocol: text('protocol').notNull().default('generic'),
    /** Where a game opens: the launch token and game code are added as query parameters. */
    launchUrl: text('launch_url').notNull().default(''),
    isEnabled: boolean('is_enabled').notNull().default(true),
    /**
     * For a product of an aggregator (a game studio whose games come through Hub88): the
     * aggregator's own provider row, which its wallet calls arrive on and its play sessions use.
     */
    aggregatorId: uuid('aggregator_id').references((): AnyPgColumn => gameProviders.id),
    /** The aggregator's name for the product (Hub88's `product`), which finds this row again on the next sync. */
    aggregatorProduct: text('aggregator_product'),
    /** The provider's logo for its lobby tile; empty shows its name alone. */
    logoUrl: text('logo_url').notNull().default(''),
  },
  (table) => [
    unique('game_providers_brand_code_unique').on(table.brandId, table.code),
    unique('game_providers_aggregator_product_unique').on(table.aggregatorId, table.aggregatorProduct),
  ],
);

/**
 * How the operator reaches an aggregator (a provider row whose protocol is an aggregator's, such
 * as 'hub88'): its Games API, the operator id it knows the brand by, and the operator's private
 * key, sealed with SECRETS_KEY (lib/secret-box.ts). The aggregator's public key, which checks its
 * wallet calls, is the provider row's `secret`.
 */
export const aggregatorConnections = pgTable('aggregator_connections', {
  providerId: uuid('provider_id')
    .primaryKey()
    .references(() => gameProviders.id),
  apiUrl: text('api_url').notNull(),
  operatorId: integer('operator_id').notNull(),
  signingKeySealed: text('signing_key_sealed'),
  /** Whether visitors may open the aggregator's demo games. */
  allowsDemo: boolean('allows_demo').notNull().default(false),
  syncedAt: timestamp('synced_at', { withTimezone: true }),
  syncError: text('sync_error'),
});

/** Which member category an aggregator's game category lands in; the operator may change it. */
export const aggregatorCategories = pgTable(
  'aggregator_categories',
  {
    providerId: uuid('provider_id')
      .notNull()
      .references(() => gameProviders.id),
    aggregatorCategory: text('aggregator_category').notNull(),
    categoryCode: text('category_code').notNull(),
  },
  (table) => [primaryKey({ columns: [table.providerId, table.aggregatorCategory] })],
);

/**
 * A member's play session with one provider: the provider presents its token on every wallet
 * call. Bets need a live token; wins and rollbacks are accepted after it expired.
 */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => gameProviders.id),
    gameCode: text('game_code').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('game_sessions_member_idx').on(table.memberId)],
);

/**
 * Every wallet call that moves money, once per (provider, transaction id). The first reply is
 * kept and given again to every repeat; the request hash tells a repeat from a conflicting call.
 */
export const providerTransactions = pgTable(
  'provider_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => gameProviders.id),
    transactionId: text('transaction_id').notNull(),
    kind: text('kind').$type<'bet' | 'win' | 'rollback'>().notNull(),
    requestHash: text('request_hash').notNull(),
    brandId: uuid('brand_id').notNull(),
    memberId: uuid('member_id').notNull(),
    roundId: text('round_id').notNull(),
    gameCode: text('game_code').notNull(),
    amountSatang: bigint('amount_satang', { mode: 'number' }).notNull(),
    /** For a rollback: the bet it cancels. */
    referenceTransactionId: text('reference_transaction_id'),
    isRolledBack: boolean('is_rolled_back').notNull().default(false),
    reply: jsonb('reply'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('provider_transactions_id_unique').on(table.providerId, table.transactionId),
    check('provider_transactions_kind_check', sql`${table.kind} in ('bet', 'win', 'rollback')`),
    index('provider_transactions_member_idx').on(table.memberId, table.createdAt),
  ],
);

/** A rollback of a bet never seen: a bet that arrives later with this id is refused. */
export const providerRollbackTombstones = pgTable(
  'provider_rollback_tombstones',
  {
    providerId: uuid('provider_id')
      .notNull()
      .references(() => gameProviders.id),
    transactionId: text('transaction_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.providerId, table.transactionId] })],
);

/** The game categories a brand shows (casino, sport, fishing, card, lotto, hot); sport opens first. */
export const gameCategories = pgTable(
  'game_categories',
  {
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    isDefault: boolean('is_default').notNull().default(false),
    isEnabled: boolean('is_enabled').notNull().default(true),
  },
  (table) => [primaryKey({ columns: [table.brandId, table.code] })],
);

/** One game of a provider in a brand's catalogue. */
export const games = pgTable(
  'games',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => gameProviders.id),
    categoryCode: text('category_code').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    imageKey: text('image_key').notNull(),
    /** The aggregator's thumbnail; the lobby shows it instead of imageKey's artwork when set. */
    thumbnailUrl: text('thumbnail_url'),
    /** Whether the aggregator offers it in demo mode, which visitors may open where the brand allows. */
    hasDemo: boolean('has_demo').notNull().default(false),
    /** When the game came out, for the lobby's "new" row. */
    releasedOn: date('released_on'),
    isHot: boolean('is_hot').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    /** The operator's switch. */
    isEnabled: boolean('is_enabled').notNull().default(true),
    /** Whether the aggregator still offers it (its list says enabled); a game gone from the list is never deleted. */
    isListed: boolean('is_listed').notNull().default(true),
  },
  (table) => [
    unique('games_provider_code_unique').on(table.brandId, table.providerId, table.code),
    index('games_category_idx').on(table.brandId, table.categoryCode, table.sortOrder),
  ],
);

/**
 * The token in a launch URL: short-lived and single-use. The provider exchanges it once for the
 * play session's wallet token, so a leaked URL opens nothing.
 */
export const gameLaunchTokens = pgTable('game_launch_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  brandId: uuid('brand_id')
    .notNull()
    .references(() => brands.id),
  memberId: uuid('member_id')
    .notNull()
    .references(() => members.id),
  providerId: uuid('provider_id')
    .notNull()
    .references(() => gameProviders.id),
  gameCode: text('game_code').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
