import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { brands } from './brands';
import { members } from './members';

/**
 * The house provider's own state. The house games are a provider like any other: this is what
 * such a provider keeps on its side (play sessions, seeds, rounds); money lives only in the
 * ledger and moves only through the signed seamless-wallet API.
 */

/** A member's play session in one house game, begun from a launch token. */
export const housePlaySessions = pgTable('house_play_sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** SHA-256 of the play token the game screen sends. */
  tokenHash: text('token_hash').notNull().unique(),
  brandId: uuid('brand_id')
    .notNull()
    .references(() => brands.id),
  memberId: uuid('member_id')
    .notNull()
    .references(() => members.id),
  gameCode: text('game_code').notNull(),
  /** The operator's wallet token for this session, as any provider holds it. */
  walletToken: text('wallet_token').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A member's provably-fair seed pair. One is active; its server seed stays secret (only its
 * SHA-256 is shown) until the member rotates it, which reveals it.
 */
export const houseSeeds = pgTable(
  'house_seeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nextNonce: integer('next_nonce').notNull().default(0),
    /** When the member last spun the slot: spins are at least 2.5 s apart. */
    lastSpinAt: timestamp('last_spin_at', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('house_seeds_one_active').on(table.memberId).where(sql`${table.isActive}`)],
);

/** One round of a house game: the seeds and choices that decided it, and how its money moved. */
export const houseRounds = pgTable(
  'house_rounds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    seedId: uuid('seed_id')
      .notNull()
      .references(() => houseSeeds.id),
    nonce: integer('nonce').notNull(),
    gameCode: text('game_code').notNull(),
    betSatang: bigint('bet_satang', { mode: 'number' }).notNull(),
    winSatang: bigint('win_satang', { mode: 'number' }).notNull().default(0),
    /**
     * pending: bet sent, not confirmed; placed: bet taken, hi-lo still in play; closing: outcome
     * final, win being paid; settled; refused: bet refused; voiding: claimed for a rollback the
     * wallet has not confirmed yet (never paid from here on); voided: bet rolled back.
     */
    status: text('status').$type<'pending' | 'placed' | 'closing' | 'settled' | 'refused' | 'voiding' | 'voided'>().notNull(),
    /** The player's choices (RoundInput) and the outcome they produced. */
    input: jsonb('input').notNull(),
    outcome: jsonb('outcome').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    unique('house_rounds_seed_nonce_unique').on(table.seedId, table.nonce),
    check('house_rounds_status_check', sql`${table.status} in ('pending', 'placed', 'closing', 'settled', 'refused', 'voiding', 'voided')`),
    index('house_rounds_member_idx').on(table.memberId, table.createdAt),
  ],
);
