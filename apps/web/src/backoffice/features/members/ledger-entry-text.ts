import { formatBaht } from '@app/contract/money-format';
import type { LedgerAccount } from './api/get-member-ledger';

const pointFormatter = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * An entry's amount with its sign: "+12.34" into the account, "-12.34" out of it. The point
 * account counts points, not satang, so its amounts are whole numbers without baht decimals.
 */
export function formatLedgerAmount(account: LedgerAccount, amount: number, { isSigned }: { isSigned: boolean }): string {
  const sign = isSigned && amount > 0 ? '+' : '';
  return sign + (account === 'point' ? pointFormatter.format(amount) : formatBaht(amount));
}

/** The operator's reason of an adjustment, or another short note the transfer carries. */
export function readLedgerMemo(memo: Record<string, unknown>): string | null {
  const reason = memo.reason;
  return typeof reason === 'string' && reason.trim() ? reason : null;
}
