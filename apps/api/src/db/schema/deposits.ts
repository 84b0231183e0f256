import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { brands } from './brands';
import { members } from './members';
import { operators } from './operators';

/** The brand's accounts that members transfer deposits to. */
export const brandBankAccounts = pgTable('brand_bank_accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  brandId: uuid('brand_id')
    .notNull()
    .references(() => brands.id),
  bankCode: text('bank_code').notNull(),
  accountNumber: text('account_number').notNull(),
  accountName: text('account_name').notNull(),
  promptPayId: text('promptpay_id'),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Shared secrets of a brand's integrations (the statement reader). Never returned by the API. */
export const brandIntegrationSecrets = pgTable(
  'brand_integration_secrets',
  {
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id),
    purpose: text('purpose').notNull(),
    secret: text('secret').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.brandId, table.purpose] })],
);

/** `held`: it names a member, but crediting it would pass that member's deposit limit; an operator decides. */
export type StatementLineStatus = 'credited' | 'unmatched' | 'ambiguous' | 'held' | 'rejected';

/** Incoming transfers read from the brand's statements; each bank reference is stored once. */
export const bankStatementLines = pgTable(
  'bank_statement_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id),
    bankReference: text('bank_reference').notNull(),
    senderBankCode: text('sender_bank_code').notNull(),
    senderAccount: text('sender_account').notNull(),
    amountSatang: bigint('amount_satang', { mode: 'number' }).notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    status: text('status').$type<StatementLineStatus>().notNull(),
    memberId: uuid('member_id').references(() => members.id),
    decidedBy: uuid('decided_by').references(() => operators.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Why the line was rejected, or, while it is held, the limit it would pass (in Thai). */
    rejectReason: text('reject_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('bank_statement_lines_transfer_unique').on(table.brandId, table.senderBankCode, table.bankReference),
    check('bank_statement_lines_status_check', sql`${table.status} in ('credited', 'unmatched', 'ambiguous', 'held', 'rejected')`),
    index('bank_statement_lines_queue_idx').on(table.brandId, table.status, table.createdAt),
  ],
);

/** Money a member paid in, credited through the ledger. One statement line makes at most one deposit. */
export const deposits = pgTable(
  'deposits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    amountSatang: bigint('amount_satang', { mode: 'number' }).notNull(),
    source: text('source').$type<'statement' | 'slip' | 'review'>().notNull(),
    bankReference: text('bank_reference').notNull(),
    statementLineId: uuid('statement_line_id')
      .unique()
      .references(() => bankStatementLines.id),
    transferId: bigint('transfer_id', { mode: 'number' }).notNull(),
    /** The deposit promotion's bonus paid with this deposit, 0 when none applied. */
    bonusSatang: bigint('bonus_satang', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('deposits_positive', sql`${table.amountSatang} > 0`),
    index('deposits_member_idx').on(table.memberId, table.createdAt),
    index('deposits_brand_idx').on(table.brandId, table.createdAt),
  ],
);

/**
 * Turnover a member must play before withdrawing, set by a deposit bonus when the brand asks for
 * it. Game turnover fills `fulfilledSatang` (games work); withdrawals wait until it is met.
 */
export const turnoverRequirements = pgTable(
  'turnover_requirements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    depositId: uuid('deposit_id')
      .notNull()
      .unique()
      .references(() => deposits.id),
    requiredSatang: bigint('required_satang', { mode: 'number' }).notNull(),
    fulfilledSatang: bigint('fulfilled_satang', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('turnover_requirements_member_idx').on(table.memberId)],
);

/**
 * Every bank transfer that became a deposit, by the sending bank and its transaction reference
 * (the pair a slip's QR carries and a statement line reports). The primary key is what makes a
 * transfer credit once, whichever way it arrives: statement, slip or review.
 */
export const depositEvidence = pgTable(
  'deposit_evidence',
  {
    senderBankCode: text('sender_bank_code').notNull(),
    bankReference: text('bank_reference').notNull(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id),
    /** Null when the transfer was settled without a deposit (an operator rejected and refunded it). */
    memberId: uuid('member_id').references(() => members.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.senderBankCode, table.bankReference] })],
);
