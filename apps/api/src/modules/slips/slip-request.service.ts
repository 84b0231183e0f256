import { SLIP_REQUEST_MAX_AGE_DAYS, type SlipRequest, type SlipRequestInput } from '@app/contract/slips';
import { formatBaht } from '@app/contract/money';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { MemberContext } from '../auth/member-auth.service';
import type { Brand } from '../brands/brand-directory';
import { parseSlipPayload } from './slip-payload';
import { decodeSlipImage, findSlipQr, slipImageBytes } from './slip-qr-image';
import { insertSlipRequestWithinLimit, type MemberSlipRequestRow } from './slips.repo';

/** A phone's clock may run a little ahead of the server's; a transfer "in the future" by more is a mistake. */
const CLOCK_SKEW_MS = 5 * 60_000;
const DAY_MS = 86_400_000;

export function describeMemberSlipRequest(row: MemberSlipRequestRow): SlipRequest {
  return {
    uuid: row.id,
    status: row.status,
    sendingBank: row.sendingBank,
    transRef: row.transRef,
    note: row.note,
    amountSatang: row.claimedAmountSatang,
    transferredAt: row.claimedTransferredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    creditedAmountSatang: row.status === 'approved' ? row.creditedAmountSatang : null,
    rejectReason: row.status === 'rejected' ? row.decisionNote : null,
  };
}

/** The typed amount and time must be ones an operator could find: at least the brand's minimum, in the past 30 days. */
function assertClaimPlausible(brand: Pick<Brand, 'depositMinSatang'>, input: SlipRequestInput, now: Date): Date {
  if (input.amountSatang < brand.depositMinSatang) {
    throw new AppError('VALIDATION_FAILED', { field: 'amountSatang', message: `ยอดฝากขั้นต่ำ ${formatBaht(brand.depositMinSatang)} บาท` });
  }
  const transferredAt = new Date(input.transferredAt);
  if (transferredAt.getTime() > now.getTime() + CLOCK_SKEW_MS) {
    throw new AppError('VALIDATION_FAILED', { field: 'transferredAt', message: 'เวลาโอนต้องไม่เกินเวลาปัจจุบัน' });
  }
  if (transferredAt.getTime() < now.getTime() - SLIP_REQUEST_MAX_AGE_DAYS * DAY_MS) {
    throw new AppError('VALIDATION_FAILED', { field: 'transferredAt', message: `ส่งตรวจได้เฉพาะรายการโอนภายใน ${SLIP_REQUEST_MAX_AGE_DAYS} วัน` });
  }
  return transferredAt;
}

/**
 * Keeps a slip for an operator, whether its QR can be read or not, with the amount and time the
 * member typed. Nothing moves: an operator approves in the slip queue, which credits through the
 * deposit's evidence, once.
 */
export async function sendSlipForReview(
  db: Database,
  brand: Pick<Brand, 'depositMinSatang'>,
  member: Pick<MemberContext, 'brandId' | 'memberId'>,
  input: SlipRequestInput,
  now: Date,
): Promise<SlipRequest> {
  const transferredAt = assertClaimPlausible(brand, input, now);
  const image = slipImageBytes(input.image);
  // Only a whole PNG or JPEG is kept: an operator opens it later. Decoded once, for both.
  const pixels = await decodeSlipImage(image);
  // The reference is kept when the QR can be read; without it the typed amount and time are all there is.
  const reference = await findSlipQr(pixels).then(parseSlipPayload, () => null);
  const row = await insertSlipRequestWithinLimit(db, {
    brandId: member.brandId,
    memberId: member.memberId,
    sendingBank: reference?.sendingBank ?? null,
    transRef: reference?.transRef ?? null,
    note: input.note ?? null,
    claimedAmountSatang: input.amountSatang,
    claimedTransferredAt: transferredAt,
    image,
    // The API's clock: an approval without a statement line dates the deposit's transfer by it.
    createdAt: now,
  });
  return describeMemberSlipRequest({ ...row, creditedAmountSatang: null });
}
