import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/raw-query';

/** What went through a member's credit account over a span of time, per kind of movement, in satang. */
export interface CreditActivity {
  /** `deposit` transfers into the account. */
  depositSatang: number;
  /**
   * Withdrawals paid: `hold_post` transfers that settled a hold taken from the account, at the time
   * they were paid. A voided hold came back (`hold_void`) and a pending one is not paid yet: neither counts.
   */
  withdrawalSatang: number;
  /** `bet` transfers out of the account less `bet_rollback` transfers back into it, each at its own time. */
  betSatang: number;
  /** `win` transfers into the account. */
  winSatang: number;
}

interface ActivityRow extends Record<string, unknown> {
  deposit_satang: string | number;
  withdrawal_satang: string | number;
  bet_satang: string | number;
  win_satang: string | number;
}

/**
 * The ledger's own account of a member's play and payments in [from, to): the postings of their
 * credit account, summed by the kind of their transfer, and the paid holds of that account. A
 * member who never had a credit account has done nothing: every figure is 0. Read-only; the
 * activity statement (player protection) shows it month by month.
 */
export async function sumCreditActivity(db: Database, owner: { brandId: string; memberId: string }, range: { from: Date; to: Date }): Promise<CreditActivity> {
  const from = range.from.toISOString();
  const to = range.to.toISOString();
  const [row] = await queryRows<ActivityRow>(
    db,
    sql`with account as (
          select id from ledger_accounts where brand_id = ${owner.brandId} and member_id = ${owner.memberId} and kind = 'credit'
        ),
        postings as (
          select t.kind, e.amount_satang
          from ledger_entries e join ledger_transfers t on t.id = e.transfer_id
          where e.account_id = (select id from account) and e.created_at >= ${from}::timestamptz and e.created_at < ${to}::timestamptz
        ),
        paid_holds as (
          select p.amount_satang
          from ledger_holds h join ledger_transfers p on p.id = h.settle_transfer_id
          where h.member_account_id = (select id from account) and h.status = 'posted' and p.kind = 'hold_post'
            and p.created_at >= ${from}::timestamptz and p.created_at < ${to}::timestamptz
        )
        select
          coalesce((select sum(amount_satang) from postings where kind = 'deposit'), 0)::bigint as deposit_satang,
          coalesce((select sum(amount_satang) from paid_holds), 0)::bigint as withdrawal_satang,
          coalesce((select -sum(amount_satang) from postings where kind in ('bet', 'bet_rollback')), 0)::bigint as bet_satang,
          coalesce((select sum(amount_satang) from postings where kind = 'win'), 0)::bigint as win_satang`,
  );
  return {
    depositSatang: Number(row?.deposit_satang ?? 0),
    withdrawalSatang: Number(row?.withdrawal_satang ?? 0),
    betSatang: Number(row?.bet_satang ?? 0),
    winSatang: Number(row?.win_satang ?? 0),
  };
}
