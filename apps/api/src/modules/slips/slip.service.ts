import type { SlipFacts, SlipInput } from '@app/contract/slips';
import { findBank } from '@app/contract/banks';
import { formatBaht } from '@app/contract/money';
import type { Database } from '../../db/client';
import { runInTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type { MemberContext } from '../auth/member-auth.service';
import type { Brand } from '../brands/brand-directory';
import { creditDepositInTransaction } from '../deposits/credit-deposit';
import { findWaitingLineOfTransfer, isDepositEvidenceUsed, listActiveBrandBankAccounts, updateStatementLine } from '../deposits/deposits.repo';
import { findMemberBank } from '../members/members.repo';
import { parseSlipPayload, type SlipReference } from './slip-payload';
import { readSlipQr, slipImageBytes } from './slip-qr-image';
import type { SlipVerifier, VerifiedTransfer } from './slip-verifier';

export interface SlipDeps {
  db: Database;
  verifier: SlipVerifier;
}

export async function readSlipReference(input: SlipInput): Promise<SlipReference> {
  const text = input.qrPayload ?? (await readSlipQr(slipImageBytes(input.image ?? '')));
  const reference = parseSlipPayload(text);
  if (!reference) throw new AppError('SLIP_UNREADABLE');
  return reference;
}

/**
 * Whether a possibly masked account ("xxx-x-x4567-x") can be `accountNumber`: every visible
 * digit must sit at the same position counted from the end, and at least four must be visible.
 */
export function isSameAccount(masked: string, accountNumber: string): boolean {
  const shown = masked.replace(/[^0-9xX*]/g, '');
  if (shown.replace(/[^0-9]/g, '').length < 4 || shown.length > accountNumber.length) return false;
  const tail = accountNumber.slice(accountNumber.length - shown.length);
  return [...shown].every((character, index) => !/[0-9]/.test(character) || character === tail[index]);
}

async function assertPaidToBrand(db: Database, brandId: string, transfer: VerifiedTransfer): Promise<void> {
  if (transfer.isInBrandStatement) return;
  const accounts = await listActiveBrandBankAccounts(db, brandId);
  const isBrandAccount = accounts.some(
    (account) =>
      transfer.receiverAccount !== null &&
      (transfer.receiverBankCode === null || transfer.receiverBankCode === account.bankCode) &&
      isSameAccount(transfer.receiverAccount, account.accountNumber),
  );
  if (!isBrandAccount) throw new AppError('SLIP_WRONG_RECEIVER');
}

/**
 * A slip credits only the member who sent the money: the sending bank and the visible digits of
 * the sender's account must be the member's registered account. Knowing a slip's reference (a
 * shared screenshot) is not enough to claim it; anything else goes to an operator.
 */
async function assertSentByMember(db: Database, memberId: string, sendingBank: string, transfer: VerifiedTransfer): Promise<void> {
  const bank = await findMemberBank(db, memberId);
  if (!bank || bank.bankCode !== sendingBank || !transfer.senderAccount || !isSameAccount(transfer.senderAccount, bank.accountNumber)) {
    throw new AppError('SLIP_SENDER_MISMATCH');
  }
}

/**
 * Everything a slip must pass before it may credit: a readable mini QR, a transfer the verifier
 * knows, paid to one of the brand's accounts from the member's own account, younger than the brand's limit, at least the
 * brand's minimum, and never used before.
 */
async function checkSlip(deps: SlipDeps, brand: Brand, member: MemberContext, input: SlipInput, now: Date) {
  const reference = await readSlipReference(input);
  const transfer = await deps.verifier.findTransfer({ ...reference, brandId: brand.id });
  if (!transfer) throw new AppError('SLIP_NOT_FOUND');
  await assertPaidToBrand(deps.db, brand.id, transfer);
  await assertSentByMember(deps.db, member.memberId, reference.sendingBank, transfer);
  if (now.getTime() - transfer.transferredAt.getTime() > brand.slipMaxAgeHours * 3_600_000) {
    throw new AppError('SLIP_TOO_OLD', { message: `สลิปนี้เกิน ${brand.slipMaxAgeHours} ชั่วโมงแล้ว กรุณาติดต่อเจ้าหน้าที่` });
  }
  if (transfer.amountSatang < brand.depositMinSatang) {
    throw new AppError('SLIP_AMOUNT_TOO_SMALL', { message: `ยอดฝากขั้นต่ำ ${formatBaht(brand.depositMinSatang)} บาท` });
  }
  if (await isDepositEvidenceUsed(deps.db, reference.sendingBank, reference.transRef)) throw new AppError('SLIP_ALREADY_USED');
  return { reference, transfer };
}

/** What the slip says, for the member to confirm. Nothing moves. */
export async function verifySlip(deps: SlipDeps, brand: Brand, member: MemberContext, input: SlipInput, now: Date): Promise<SlipFacts> {
  const { reference, transfer } = await checkSlip(deps, brand, member, input, now);
  return {
    sendingBank: reference.sendingBank,
    sendingBankName: findBank(reference.sendingBank)?.nameTh ?? reference.sendingBank,
    transRef: reference.transRef,
    amountSatang: transfer.amountSatang,
    transferredAt: transfer.transferredAt.toISOString(),
    senderAccount: transfer.senderAccount,
    receiverAccount: transfer.receiverAccount,
  };
}

/**
 * Credits the slip after the member confirmed it. Every check runs again (nothing from the
 * verify step is trusted), and the transfer is claimed by (sending bank, reference) in the same
 * transaction as the credit, so a slip credits once across members and concurrent requests. A
 * statement line of the transfer still waiting for an operator (unmatched, ambiguous, or held
 * over a deposit limit) is closed with it, so it cannot also be refunded.
 */
export async function confirmSlip(deps: SlipDeps, brand: Brand, member: MemberContext, input: SlipInput, now: Date) {
  const { reference, transfer } = await checkSlip(deps, brand, member, input, now);
  return runInTransaction(deps.db, async (tx) => {
    const waitingLine = await findWaitingLineOfTransfer(tx, brand.id, reference.sendingBank, reference.transRef);
    const deposit = await creditDepositInTransaction(tx, {
      brandId: brand.id,
      memberId: member.memberId,
      amountSatang: transfer.amountSatang,
      source: 'slip',
      senderBankCode: reference.sendingBank,
      bankReference: reference.transRef,
      statementLineId: waitingLine?.id ?? null,
      madeAt: transfer.transferredAt,
      creditedAt: now,
      refusalTo: 'member',
    });
    if (!deposit) throw new AppError('SLIP_ALREADY_USED');
    if (waitingLine) await updateStatementLine(tx, waitingLine.id, { status: 'credited', memberId: member.memberId, decidedAt: now });
    return { depositUuid: deposit.id, amountSatang: deposit.amountSatang, bonusSatang: deposit.bonusSatang };
  });
}
