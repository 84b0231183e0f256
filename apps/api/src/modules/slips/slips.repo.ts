import { and, count, desc, eq } from 'drizzle-orm';
import { MAX_PENDING_SLIP_REQUESTS } from '@app/contract/slips';
import type { Database } from '../../db/client';
import { runInTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { deposits } from '../../db/schema/deposits';
import { members } from '../../db/schema/members';
import { slipRequests } from '../../db/schema/slips';

export type SlipRequestRow = typeof slipRequests.$inferSelect;

export async function insertSlipRequest(db: Database, request: typeof slipRequests.$inferInsert): Promise<SlipRequestRow> {
  const [row] = await db.insert(slipRequests).values(request).returning();
  if (!row) throw new Error('insert into slip_requests returned no row');
  return row;
}

/**
 * Keeps a member's request, unless MAX_PENDING_SLIP_REQUESTS of theirs already wait for an
 * operator. Counted under the member's row lock, so requests sent together cannot pass it.
 */
export async function insertSlipRequestWithinLimit(db: Database, request: typeof slipRequests.$inferInsert): Promise<SlipRequestRow> {
  return runInTransaction(db, async (tx) => {
    await tx.select({ id: members.id }).from(members).where(eq(members.id, request.memberId)).for('update');
    const [pending] = await tx
      .select({ count: count() })
      .from(slipRequests)
      .where(and(eq(slipRequests.memberId, request.memberId), eq(slipRequests.status, 'pending')));
    if ((pending?.count ?? 0) >= MAX_PENDING_SLIP_REQUESTS) throw new AppError('SLIP_REQUESTS_PENDING_LIMIT');
    return insertSlipRequest(tx, request);
  });
}

/** What both the member and the operator see of a request: everything but the photo and who decided. */
const requestColumns = {
  id: slipRequests.id,
  status: slipRequests.status,
  sendingBank: slipRequests.sendingBank,
  transRef: slipRequests.transRef,
  note: slipRequests.note,
  claimedAmountSatang: slipRequests.claimedAmountSatang,
  claimedTransferredAt: slipRequests.claimedTransferredAt,
  createdAt: slipRequests.createdAt,
  decidedAt: slipRequests.decidedAt,
  decisionNote: slipRequests.decisionNote,
};

/** The member's view adds the deposit's amount when one was approved. */
const memberColumns = { ...requestColumns, creditedAmountSatang: deposits.amountSatang };

export type MemberSlipRequestRow = Awaited<ReturnType<typeof listMemberSlipRequests>>[number];

export async function listMemberSlipRequests(db: Database, memberId: string, limit: number) {
  return db
    .select(memberColumns)
    .from(slipRequests)
    .leftJoin(deposits, eq(deposits.id, slipRequests.depositId))
    .where(eq(slipRequests.memberId, memberId))
    .orderBy(desc(slipRequests.createdAt))
    .limit(limit);
}

/** The columns an operator's queue shows: the member's username and the deposit made. */
const reviewColumns = {
  ...requestColumns,
  brandId: slipRequests.brandId,
  memberId: slipRequests.memberId,
  username: members.username,
  depositId: slipRequests.depositId,
};

export type SlipReviewRow = Awaited<ReturnType<typeof listBrandSlipRequests>>[number];

export async function listBrandSlipRequests(db: Database, brandId: string, status: SlipRequestRow['status'], limit: number) {
  return db
    .select(reviewColumns)
    .from(slipRequests)
    .innerJoin(members, eq(members.id, slipRequests.memberId))
    .where(and(eq(slipRequests.brandId, brandId), eq(slipRequests.status, status)))
    .orderBy(desc(slipRequests.createdAt))
    .limit(limit);
}

export async function findSlipReview(db: Database, requestId: string): Promise<SlipReviewRow | undefined> {
  const [row] = await db
    .select(reviewColumns)
    .from(slipRequests)
    .innerJoin(members, eq(members.id, slipRequests.memberId))
    .where(eq(slipRequests.id, requestId));
  return row;
}

export async function findSlipRequestImage(db: Database, requestId: string) {
  const [row] = await db.select({ brandId: slipRequests.brandId, image: slipRequests.image }).from(slipRequests).where(eq(slipRequests.id, requestId));
  return row;
}

/** The request row locked for a decision, without the photo. */
export async function lockSlipRequest(db: Database, requestId: string) {
  const [row] = await db
    .select({
      id: slipRequests.id,
      brandId: slipRequests.brandId,
      memberId: slipRequests.memberId,
      status: slipRequests.status,
      sendingBank: slipRequests.sendingBank,
      transRef: slipRequests.transRef,
      createdAt: slipRequests.createdAt,
    })
    .from(slipRequests)
    .where(eq(slipRequests.id, requestId))
    .for('update');
  return row;
}

export async function decideSlipRequest(
  db: Database,
  requestId: string,
  decision: Pick<SlipRequestRow, 'status' | 'decidedBy' | 'decidedAt' | 'decisionNote' | 'depositId'>,
): Promise<void> {
  await db.update(slipRequests).set(decision).where(eq(slipRequests.id, requestId));
}
