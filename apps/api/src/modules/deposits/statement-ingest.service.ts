import type { StatementLine } from '@app/contract/deposits';
import type { Database } from '../../db/client';
import { runInTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { creditDepositInTransaction } from './credit-deposit';
import { findDepositEvidence, findMembersBySenderAccount, insertStatementLineIfNew, updateStatementLine } from './deposits.repo';

export type StatementOutcome = { bankReference: string; outcome: 'credited' | 'queued' | 'duplicate'; depositUuid: string | null };

/**
 * Stores one statement line and credits it when it names exactly one member (registered bank
 * plus the ending of the account number). Anything else waits for an operator, and so does a
 * line that would pass its member's own deposit limit (held). A line already
 * stored, even by a concurrent request, is a duplicate and credits nothing.
 */
export function ingestStatementLine(db: Database, brandId: string, line: StatementLine, now: Date): Promise<StatementOutcome> {
  return runInTransaction(db, async (tx) => {
    const matches = await findMembersBySenderAccount(tx, brandId, line.senderBankCode, line.senderAccount);
    const stored = await insertStatementLineIfNew(tx, {
      brandId,
      bankReference: line.bankReference,
      senderBankCode: line.senderBankCode,
      senderAccount: line.senderAccount,
      amountSatang: line.amountSatang,
      occurredAt: new Date(line.occurredAt),
      status: matches.length === 1 ? 'credited' : matches.length === 0 ? 'unmatched' : 'ambiguous',
      memberId: matches.length === 1 ? (matches[0]?.memberId ?? null) : null,
    });
    if (!stored) return { bankReference: line.bankReference, outcome: 'duplicate', depositUuid: null };
    if (stored.status !== 'credited' || !stored.memberId) {
      return { bankReference: line.bankReference, outcome: 'queued', depositUuid: null };
    }
    let deposit;
    try {
      deposit = await creditDepositInTransaction(tx, {
        brandId,
        memberId: stored.memberId,
        amountSatang: stored.amountSatang,
        source: 'statement',
        senderBankCode: stored.senderBankCode,
        bankReference: stored.bankReference,
        statementLineId: stored.id,
        madeAt: stored.occurredAt,
        creditedAt: now,
        refusalTo: 'operator',
      });
    } catch (error) {
      // Over the member's own deposit limit: nothing was written; the money waits for an operator,
      // who credits it once the limit allows or returns it at the bank.
      if (!(error instanceof AppError) || error.code !== 'MEMBER_LIMIT_REACHED') throw error;
      await updateStatementLine(tx, stored.id, { status: 'held', rejectReason: error.message });
      return { bankReference: line.bankReference, outcome: 'queued', depositUuid: null };
    }
    if (!deposit) {
      // The transfer was already claimed another way (a slip). If it went to this same member,
      // the line is done; if to anyone else, an operator must look, so it waits in the queue.
      const evidence = await findDepositEvidence(tx, stored.senderBankCode, stored.bankReference);
      if (evidence?.memberId === stored.memberId) {
        await updateStatementLine(tx, stored.id, { status: 'rejected', rejectReason: 'รายการนี้ถูกเติมเครดิตแล้วด้วยสลิป' });
        return { bankReference: line.bankReference, outcome: 'duplicate', depositUuid: null };
      }
      await updateStatementLine(tx, stored.id, { status: 'ambiguous', memberId: null });
      return { bankReference: line.bankReference, outcome: 'queued', depositUuid: null };
    }
    return { bankReference: line.bankReference, outcome: 'credited', depositUuid: deposit.id };
  });
}

/** Lines are handled one by one, each in its own transaction, so one bad line does not undo the rest. */
export async function ingestStatementLines(db: Database, brandId: string, lines: StatementLine[], now: Date): Promise<StatementOutcome[]> {
  const outcomes: StatementOutcome[] = [];
  for (const line of lines) outcomes.push(await ingestStatementLine(db, brandId, line, now));
  return outcomes;
}
