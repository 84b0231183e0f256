import type { Database } from '../../db/client';
import { ensureAccount, postTransferInTransaction } from '../ledger/ledger.service';
import { insertDeposit, type DepositRow } from './deposits.repo';

/**
 * Credits a member for money that reached the brand's bank: a ledger transfer from the brand's
 * cash account and the deposit record, in the caller's transaction. The idempotency key names
 * the evidence (the statement line), so the same evidence can never credit twice.
 */
export async function creditDepositInTransaction(
  tx: Database,
  deposit: {
    brandId: string;
    memberId: string;
    amountSatang: number;
    source: DepositRow['source'];
    bankReference: string;
    statementLineId: string;
  },
): Promise<DepositRow> {
  const cashAccountId = await ensureAccount(tx, { brandId: deposit.brandId, memberId: null, kind: 'house_cash' });
  const creditAccountId = await ensureAccount(tx, { brandId: deposit.brandId, memberId: deposit.memberId, kind: 'credit' });
  const moved = await postTransferInTransaction(tx, {
    brandId: deposit.brandId,
    fromAccountId: cashAccountId,
    toAccountId: creditAccountId,
    amountSatang: deposit.amountSatang,
    kind: 'deposit',
    idempotencyKey: `deposit:statement:${deposit.statementLineId}`,
    memo: { bankReference: deposit.bankReference, source: deposit.source },
  });
  return insertDeposit(tx, { ...deposit, transferId: moved.transferId });
}
