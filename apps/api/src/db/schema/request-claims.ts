import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { members } from './members';

/**
 * Money requests sent without an idempotency key, each claimed for a short window (see
 * modules/idempotency): a row per member and request fingerprint (a hash of the route and the
 * body), so a second identical request in the window finds the first one's row and is refused.
 * The claim is made in the money's own transaction, so a refused request leaves no claim behind.
 */
export const keylessRequestClaims = pgTable(
  'keyless_request_claims',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    /** SHA-256, in hex, of the route and the request body as validated. */
    fingerprint: text('fingerprint').notNull(),
    /** By the API's clock, as every row a time rule reads. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.fingerprint] })],
);
