import type { Database } from '../../db/client';
import { findStatementLineByTransfer } from '../deposits/deposits.repo';
import type { SlipVerifier } from './slip-verifier';

/**
 * For brands without a slip-verify service: the transfer is looked up among the lines the
 * brand's statement reader has posted. A transfer not yet on the statement is not found; the
 * member can try again shortly or send the slip to an operator.
 */
export function createStatementSlipVerifier(db: Database): SlipVerifier {
  return {
    async findTransfer({ brandId, sendingBank, transRef }) {
      const line = await findStatementLineByTransfer(db, brandId, sendingBank, transRef);
      // A line an operator rejected was refunded at the bank: it pays nothing any more.
      if (!line || line.status === 'rejected') return null;
      return {
        amountSatang: line.amountSatang,
        transferredAt: line.occurredAt,
        senderAccount: line.senderAccount,
        receiverAccount: null,
        receiverBankCode: null,
        isInBrandStatement: true,
      };
    },
  };
}
