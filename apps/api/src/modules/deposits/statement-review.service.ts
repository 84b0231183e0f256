import type { Database } from '../../db/client';
import { runInTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type { OperatorContext } from '../admin/operator-auth.service';
import { appendAudit } from '../audit/audit.repo';
import { findMemberById } from '../members/members.repo';
import { creditDepositInTransaction } from './credit-deposit';
import { claimDepositEvidence, isWaitingForOperator, lockStatementLine, updateStatementLine, type StatementLineRow } from './deposits.repo';

interface Review {
  operator: OperatorContext;
  ipAddress: string;
  brandId: string;
  lineId: string;
  now: Date;
}

async function lockQueued(tx: Database, review: Review): Promise<StatementLineRow> {
  const line = await lockStatementLine(tx, review.lineId);
  if (!line || line.brandId !== review.brandId) throw new AppError('NOT_FOUND');
  if (!isWaitingForOperator(line)) throw new AppError('STATEMENT_LINE_NOT_PENDING');
  return line;
}

/** An operator names the member an unmatched or ambiguous line belongs to; the member is credited. */
export function assignStatementLine(db: Database, review: Review, memberId: string) {
  return runInTransaction(db, async (tx) => {
    const line = await lockQueued(tx, review);
    const member = await findMemberById(tx, memberId);
    if (!member || member.brandId !== review.brandId) throw new AppError('MEMBER_NOT_FOUND');
    const deposit = await creditDepositInTransaction(tx, {
      brandId: line.brandId,
      memberId: member.id,
      amountSatang: line.amountSatang,
      source: 'review',
      senderBankCode: line.senderBankCode,
      bankReference: line.bankReference,
      statementLineId: line.id,
      madeAt: line.occurredAt,
      creditedAt: review.now,
      refusalTo: 'operator',
    });
    if (!deposit) throw new AppError('DEPOSIT_ALREADY_CREDITED');
    await updateStatementLine(tx, line.id, { status: 'credited', memberId: member.id, decidedBy: review.operator.operatorId, decidedAt: review.now });
    await appendAudit(tx, {
      operatorId: review.operator.operatorId,
      brandId: line.brandId,
      action: 'statement_line.assign',
      targetType: 'bank_statement_line',
      targetId: line.id,
      before: { status: line.status },
      after: { status: 'credited', memberId: member.id, depositId: deposit.id, amountSatang: line.amountSatang },
      ipAddress: review.ipAddress,
    });
    return { lineId: line.id, depositUuid: deposit.id };
  });
}

/** An operator decides a line belongs to no member (a refund is handled at the bank). */
export function rejectStatementLine(db: Database, review: Review, reason: string) {
  return runInTransaction(db, async (tx) => {
    const line = await lockQueued(tx, review);
    // The transfer is claimed as settled (refunded at the bank), so no slip can credit it later.
    // When a slip already claimed it, the claim stays as it is and the line is simply closed.
    await claimDepositEvidence(tx, { senderBankCode: line.senderBankCode, bankReference: line.bankReference, brandId: line.brandId, memberId: null });
    await updateStatementLine(tx, line.id, { status: 'rejected', rejectReason: reason, decidedBy: review.operator.operatorId, decidedAt: review.now });
    await appendAudit(tx, {
      operatorId: review.operator.operatorId,
      brandId: line.brandId,
      action: 'statement_line.reject',
      targetType: 'bank_statement_line',
      targetId: line.id,
      before: { status: line.status },
      after: { status: 'rejected', reason },
      ipAddress: review.ipAddress,
    });
    return { lineId: line.id, depositUuid: null };
  });
}
