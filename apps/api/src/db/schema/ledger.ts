import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, jsonb, pgTable, primaryKey, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { brands } from './brands';
import { members } from './members';
import type { AccountKind, TransferKind } from '../../modules/ledger/account-kinds';

/**
 * A ledger account. Member accounts may never go below zero (the CHECK makes the database
 * refuse it even if code were wrong); house accounts are the operator's side and may.
 * `balanceSatang` is a cache of the sum of the account's entries, written only by the ledger
 * in the same transaction as those entries.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id),
    memberId: uuid('member_id').references(() => members.id),
    kind: text('kind').$type<AccountKind>().notNull(),
    /**
     * A busy house account is split into shards, each its own row, so concurrent transfers do
     * not all queue on one row lock; its balance is the sum of its shards. Member accounts: 0.
     */
    shard: smallint('shard').notNull().default(0),
    balanceSatang: bigint('balance_satang', { mode: 'number' }).notNull().default(0),
    isOverdraftAllowed: boolean('is_overdraft_allowed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('ledger_accounts_owner_kind_unique').on(table.brandId, table.memberId, table.kind, table.shard).nullsNotDistinct(),
    check('ledger_accounts_member_unsharded', sql`${table.memberId} is null or ${table.shard} = 0`),
    check('ledger_accounts_no_overdraft', sql`${table.isOverdraftAllowed} or ${table.balanceSatang} >= 0`),
    check('ledger_accounts_member_kind', sql`(${table.memberId} is null) = (${table.kind} like 'house_%')`),
  ],
);

/** One movement of a positive amount from one account to another. Never updated or deleted. */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // No foreign keys here or on entries: ledger_post_transfer reads both accounts under lock
    // and refuses unknown ones, accounts and transfers can never be deleted (triggers), and a
    // foreign-key check inside the locked section costs a fifth of the ledger's throughput.
    brandId: uuid('brand_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    requestHash: text('request_hash').notNull(),
    fromAccountId: bigint('from_account_id', { mode: 'number' }).notNull(),
    toAccountId: bigint('to_account_id', { mode: 'number' }).notNull(),
    amountSatang: bigint('amount_satang', { mode: 'number' }).notNull(),
    kind: text('kind').$type<TransferKind>().notNull(),
    memo: jsonb('memo').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('ledger_transfers_positive', sql`${table.amountSatang} > 0`),
    check('ledger_transfers_distinct_accounts', sql`${table.fromAccountId} <> ${table.toAccountId}`),
  ],
);

/** The two postings of every transfer, each with the account balance before and after it. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    /** Orders an account's postings; the key is (transfer, account). */
    id: bigserial('id', { mode: 'number' }).notNull(),
    transferId: bigint('transfer_id', { mode: 'number' }).notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    amountSatang: bigint('amount_satang', { mode: 'number' }).notNull(),
    balanceBeforeSatang: bigint('balance_before_satang', { mode: 'number' }).notNull(),
    balanceAfterSatang: bigint('balance_after_satang', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.transferId, table.accountId] }),
    index('ledger_entries_account_idx').on(table.accountId, table.id),
    check('ledger_entries_arithmetic', sql`${table.balanceBeforeSatang} + ${table.amountSatang} = ${table.balanceAfterSatang}`),
  ],
);

/**
 * Money set aside for a decision (a withdrawal): moved from the member to the brand's hold
 * account, then posted onward or voided back. Status moves pending -> posted | voided once.
 */
export const ledgerHolds = pgTable(
  'ledger_holds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id),
    memberAccountId: bigint('member_account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amountSatang: bigint('amount_satang', { mode: 'number' }).notNull(),
    status: text('status').$type<'pending' | 'posted' | 'voided'>().notNull().default('pending'),
    holdTransferId: bigint('hold_transfer_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => ledgerTransfers.id),
    settleTransferId: bigint('settle_transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [check('ledger_holds_status_check', sql`${table.status} in ('pending', 'posted', 'voided')`)],
);
