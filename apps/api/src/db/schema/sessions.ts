import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { brands } from './brands';
import { members } from './members';
import { operators } from './operators';

/**
 * A member's login. Only the SHA-256 of the random token is stored, so a database leak does
 * not hand out live sessions. The token is refused on any other brand's host.
 */
export const memberSessions = pgTable(
  'member_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    platform: text('platform'),
    channel: text('channel'),
    webVersion: text('web_version'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
  },
  (table) => [index('member_sessions_member_idx').on(table.memberId)],
);

/** Operators' sessions live apart from members', so one can never be used as the other. */
export const operatorSessions = pgTable('operator_sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  tokenHash: text('token_hash').notNull().unique(),
  operatorId: uuid('operator_id')
    .notNull()
    .references(() => operators.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  ipAddress: text('ip_address'),
});

/**
 * Failed logins counted per scope ('member:<brand>:<username>', 'ip:<address>', 'operator:<name>').
 * A scope that reaches its limit inside the window is locked until `lockedUntil`.
 */
export const loginThrottles = pgTable('login_throttles', {
  scope: text('scope').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});
