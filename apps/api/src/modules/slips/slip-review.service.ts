import type { AdminSlipRequest, ApproveSlipRequestRequest } from '@app/contract/admin-slips';
import { formatBaht } from '@app/contract/money';
import type { Database } from '../../db/client';
import { runInTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type { OperatorContext } from '../admin/operator-auth.service';
import { appendAudit } from '../audit/audit.repo';
import { creditDepositInTransaction } from '../deposits/credit-deposit';
import { findStatementLineByTransfer, isDepositEvidenceUsed, isWaitingForOperator, updateStatementLine } from '../deposits/deposits.repo';
import { isJpeg, isPng } from './slip-qr-image';
import { decideSlipRequest, findSlipRequestImage, findSlipReview, lockSlipRequest, type SlipReviewRow } from './slips.repo';

/** One operator's decision on one request of one brand (the brand in the path). */
export interface SlipReview {
  operator: OperatorContext;
  ipAddress: string;
  brandId: string;
  requestId: string;
  now: Date;
}

export function describeSlipReview(row: SlipReviewRow): AdminSlipRequest {
  return {
    uuid: row.id,
    memberId: row.memberId,
    username: row.username,
    sendingBank: row.sendingBank,
    transRef: row.transRef,
    note: row.note,
    claimedAmountSatang: row.claimedAmountSatang,
    claimedTransferredAt: row.claimedTransferredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decisionNote: row.decisionNote,
    depositUuid: row.depositId,
  };
}

/**
 * The photo and the type its first bytes show. The member route stores whatever it was sent, so
 * anything that is neither PNG nor JPEG is served as opaque bytes, never as something a browser
 * would render.
 */
export async function readSlipRequestImage(db: Database, brandId: string, requestId: string) {
  const row = await findSlipRequestImage(db, requestId);
  if (!row || row.brandId !== brandId) throw new AppError('NOT_FOUND');
  const contentType = isPng(row.image) ? 'image/png' : isJpeg(row.image) ? 'image/jpeg' : 'application/octet-stream';
  return { bytes: row.image, contentType };
}

async function lockPending(tx: Database, review: SlipReview) {
  const request = await lockSlipRequest(tx, review.requestId);
  // Another brand's request answers like an unknown one.
  if (!request || request.brandId !== review.brandId) throw new AppError('NOT_FOUND');
  if (request.status !== 'pending') throw new AppError('SLIP_REQUEST_NOT_PENDING');
  return request;
}

async function describeDecided(tx: Database, requestId: string): Promise<AdminSlipRequest> {
  const row = await findSlipReview(tx, requestId);
  if (!row) throw new Error('a decided slip request vanished');
  return describeSlipReview(row);
}

/**
 * Guards against an operator's typing crediting the wrong transfer. When the slip's QR was
 * readable the transfer is the one it names: crediting another reference would leave the real one
 * free to credit again by statement. When the brand's statement shows the transfer, the amount is
 * the statement's.
 */
async function assertApprovalMatches(
  tx: Database,
  request: { brandId: string; sendingBank: string | null; transRef: string | null },
  approval: ApproveSlipRequestRequest,
) {
  if (request.transRef !== null && (request.transRef !== approval.bankReference || request.sendingBank !== approval.senderBankCode)) {
    throw new AppError('VALIDATION_FAILED', {
      field: 'bankReference',
      message: `เลขอ้างอิงหรือธนาคารผู้โอนไม่ตรงกับ QR บนสลิป (${request.sendingBank ?? ''} ${request.transRef})`,
    });
  }
  // A transfer already credited is refused as such before its amount is compared.
  if (await isDepositEvidenceUsed(tx, approval.senderBankCode, approval.bankReference)) throw new AppError('DEPOSIT_ALREADY_CREDITED');
  const line = await findStatementLineByTransfer(tx, request.brandId, approval.senderBankCode, approval.bankReference);
  if (line && line.amountSatang !== approval.amountSatang) {
    throw new AppError('VALIDATION_FAILED', { field: 'amountSatang', message: `ยอดไม่ตรงกับรายการเดินบัญชี (${formatBaht(line.amountSatang)} บาท)` });
  }
  return line;
}

/**
 * Credits the member for the slip an operator checked, exactly as other deposits are credited:
 * the transfer is claimed in deposit_evidence in the same transaction, so a transfer already
 * credited by statement, slip or an earlier review moves nothing. A statement line of the
 * transfer still waiting in its own queue is closed with it.
 */
export function approveSlipRequest(db: Database, review: SlipReview, approval: ApproveSlipRequestRequest): Promise<AdminSlipRequest> {
  return runInTransaction(db, async (tx) => {
    const request = await lockPending(tx, review);
    const line = await assertApprovalMatches(tx, request, approval);
    const queuedLine = line && isWaitingForOperator(line) ? line : undefined;
    const deposit = await creditDepositInTransaction(tx, {
      brandId: request.brandId,
      memberId: request.memberId,
      amountSatang: approval.amountSatang,
      source: 'review',
      senderBankCode: approval.senderBankCode,
      bankReference: approval.bankReference,
      statementLineId: queuedLine?.id ?? null,
      // Promotion periods are judged on when the money was sent: the statement knows; otherwise
      // the moment the member sent the slip is the latest it can have been.
      madeAt: line?.occurredAt ?? request.createdAt,
      creditedAt: review.now,
      refusalTo: 'operator',
    });
    if (!deposit) throw new AppError('DEPOSIT_ALREADY_CREDITED');
    if (queuedLine) {
      await updateStatementLine(tx, queuedLine.id, {
        status: 'credited',
        memberId: request.memberId,
        decidedBy: review.operator.operatorId,
        decidedAt: review.now,
      });
    }
    await decideSlipRequest(tx, request.id, {
      status: 'approved',
      decidedBy: review.operator.operatorId,
      decidedAt: review.now,
      decisionNote: null,
      depositId: deposit.id,
    });
    await appendAudit(tx, {
      operatorId: review.operator.operatorId,
      brandId: request.brandId,
      action: 'slip_request.approve',
      targetType: 'slip_request',
      targetId: request.id,
      before: { status: request.status },
      after: {
        status: 'approved',
        memberId: request.memberId,
        depositId: deposit.id,
        amountSatang: deposit.amountSatang,
        senderBankCode: approval.senderBankCode,
        bankReference: approval.bankReference,
        statementLineId: queuedLine?.id ?? null,
      },
      ipAddress: review.ipAddress,
    });
    return describeDecided(tx, request.id);
  });
}

/**
 * Refuses a request with the operator's reason. Unlike a rejected statement line, the transfer is
 * not claimed: a slip is refused when it is not the member's or not real, and if its money does
 * reach the brand's statement it must still credit whoever really sent it.
 */
export function rejectSlipRequest(db: Database, review: SlipReview, reason: string): Promise<AdminSlipRequest> {
  return runInTransaction(db, async (tx) => {
    const request = await lockPending(tx, review);
    await decideSlipRequest(tx, request.id, {
      status: 'rejected',
      decidedBy: review.operator.operatorId,
      decidedAt: review.now,
      decisionNote: reason,
      depositId: null,
    });
    await appendAudit(tx, {
      operatorId: review.operator.operatorId,
      brandId: request.brandId,
      action: 'slip_request.reject',
      targetType: 'slip_request',
      targetId: request.id,
      before: { status: request.status },
      after: { status: 'rejected', reason },
      ipAddress: review.ipAddress,
    });
    return describeDecided(tx, request.id);
  });
}
