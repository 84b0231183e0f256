import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { brands } from './brands';

/**
 * Back-office staff. They are not members. An operator acts on every brand (`is_all_brands`) or
 * only on the brands listed for them in `operator_brands`, with the one role they have.
 */
export const operators = pgTable(
  'operators',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull(),
    isDisabled: boolean('is_disabled').notNull().default(false),
    /** False: the operator sees and acts on the brands of `operator_brands` only. */
    isAllBrands: boolean('is_all_brands').notNull().default(true),
    /** The base32 TOTP secret of the operator's authenticator app; login needs its current code. */
    totpSecret: text('totp_secret'),
    /** The last 30-second time step a code was accepted for: a code is never accepted twice. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('operators_role_check', sql`${table.role} in ('admin', 'finance', 'support')`)],
);

/** The brands an operator who is not for all brands may see and act on. */
export const operatorBrands = pgTable(
  'operator_brands',
  {
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id),
  },
  (table) => [primaryKey({ columns: [table.operatorId, table.brandId] })],
);

/** Append-only: a trigger in the migrations refuses UPDATE and DELETE. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operatorId: uuid('operator_id').references(() => operators.id),
    brandId: uuid('brand_id'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    ipAddress: text('ip_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('audit_log_target_idx').on(table.targetType, table.targetId)],
);
