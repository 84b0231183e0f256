import { and, count, desc, eq, inArray, isNull, sql, sum } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { members } from '../../db/schema/members';
import { operators } from '../../db/schema/operators';
import { withdrawals } from '../../db/schema/withdrawals';
import type { WithdrawalStatus } from '@app/contract/withdrawals';

export type WithdrawalRow = typeof withdrawals.$inferSelect;

/** What the member has already asked for on one Bangkok day (pending and completed count). */
export async function sumWithdrawalsOfDay(db: Database, memberId: string, day: string) {
  const [row] = await db
    .select({ requestCount: count(), totalSatang: sum(withdrawals.amountSatang).mapWith(Number) })
    .from(withdrawals)
    .where(
      and(eq(withdrawals.memberId, memberId), eq(withdrawals.bangkokDay, day), inArray(withdrawals.status, ['pending', 'processing', 'completed', 'failed'])),
    );
  return { requestCount: row?.requestCount ?? 0, totalSatang: row?.totalSatang ?? 0 };
}

export async function insertWithdrawal(db: Database, withdrawal: typeof withdrawals.$inferInsert): Promise<WithdrawalRow> {
  const [row] = await db.insert(withdrawals).values(withdrawal).returning();
  if (!row) throw new Error('insert into withdrawals returned no row');
  return row;
}

export async function lockWithdrawal(db: Database, withdrawalId: string): Promise<WithdrawalRow | undefined> {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, withdrawalId)).for('update');
  return row;
}

/** Moves a locked withdrawal on from one of `fromStatuses`; anything else is a bug in the caller. */
export async function updateWithdrawalStatus(
  db: Database,
  withdrawalId: string,
  fromStatuses: WithdrawalStatus[],
  changes: Partial<Pick<WithdrawalRow, 'status' | 'decidedAt' | 'decidedBy' | 'bankReference' | 'rejectReason' | 'failureReason'>>,
): Promise<WithdrawalRow> {
  const [row] = await db
    .update(withdrawals)
    .set(changes)
    .where(and(eq(withdrawals.id, withdrawalId), inArray(withdrawals.status, fromStatuses)))
    .returning();
  if (!row) throw new Error(`withdrawal ${withdrawalId} was not ${fromStatuses.join(' or ')} while locked`);
  return row;
}

/** Records the first of two approvals; the withdrawal stays pending, its money held. */
export async function markFirstApproval(db: Database, withdrawalId: string, operatorId: string, now: Date): Promise<WithdrawalRow> {
  const [row] = await db
    .update(withdrawals)
    .set({ firstApprovedBy: operatorId, firstApprovedAt: now })
    .where(and(eq(withdrawals.id, withdrawalId), isNull(withdrawals.firstApprovedBy)))
    .returning();
  if (!row) throw new Error(`withdrawal ${withdrawalId} already had a first approval while locked`);
  return row;
}

export async function listMemberWithdrawals(db: Database, memberId: string, statuses: WithdrawalStatus[], page: { limit: number; offset: number }) {
  const where = and(eq(withdrawals.memberId, memberId), inArray(withdrawals.status, statuses));
  const [rows, [total]] = await Promise.all([
    db.select().from(withdrawals).where(where).orderBy(desc(withdrawals.createdAt)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(withdrawals).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

const decider = alias(operators, 'decider');
const firstApprover = alias(operators, 'first_approver');

/**
 * One status of a brand's queue, with what the operator's screen names: the member's username and
 * name (the account holder's, as registration took it from the bank), and the usernames of the
 * operators who approved.
 */
export async function listBrandWithdrawals(db: Database, brandId: string, status: WithdrawalStatus, limit: number) {
  return db
    .select({
      withdrawal: withdrawals,
      username: members.username,
      accountName: members.name,
      decidedByUsername: decider.username,
      firstApprovedByUsername: firstApprover.username,
    })
    .from(withdrawals)
    .innerJoin(members, eq(members.id, withdrawals.memberId))
    .leftJoin(decider, eq(decider.id, withdrawals.decidedBy))
    .leftJoin(firstApprover, eq(firstApprover.id, withdrawals.firstApprovedBy))
    .where(and(eq(withdrawals.brandId, brandId), eq(withdrawals.status, status)))
    .orderBy(status === 'pending' ? withdrawals.createdAt : desc(withdrawals.createdAt))
    .limit(limit);
}

export async function listRecentCompleted(db: Database, brandId: string, limit: number) {
  return db
    .select({ username: members.username, amountSatang: withdrawals.amountSatang, createdAt: withdrawals.createdAt })
    .from(withdrawals)
    .innerJoin(members, eq(members.id, withdrawals.memberId))
    .where(and(eq(withdrawals.brandId, brandId), eq(withdrawals.status, 'completed')))
    .orderBy(desc(sql`coalesce(${withdrawals.decidedAt}, ${withdrawals.createdAt})`))
    .limit(limit);
}

export async function findWithdrawalByKey(db: Database, memberId: string, idempotencyKey: string): Promise<WithdrawalRow | undefined> {
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.memberId, memberId), eq(withdrawals.idempotencyKey, idempotencyKey)));
  return row;
}
