import { sql } from 'drizzle-orm';
import type { TodayOverview } from '@app/contract/admin-reports';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/raw-query';

type QueueCounts = TodayOverview['queues'];

interface QueueCountRow extends Record<string, unknown> {
  pending_withdrawals: string | number;
  awaiting_second_approval: string | number;
  failed_payouts: string | number;
  unmatched_statement_lines: string | number;
  ambiguous_statement_lines: string | number;
  pending_slip_reviews: string | number;
  pending_reward_requests: string | number;
}

/**
 * How much work waits for the brand's operators, in one round trip. Pending withdrawals include
 * those with one of their two four-eyes approvals, which are also counted on their own.
 */
export async function countWaitingQueues(db: Database, brandId: string): Promise<QueueCounts> {
  const [row] = await queryRows<QueueCountRow>(
    db,
    sql`select
          (select count(*) from withdrawals where brand_id = ${brandId} and status = 'pending') as pending_withdrawals,
          (select count(*) from withdrawals where brand_id = ${brandId} and status = 'pending' and first_approved_by is not null) as awaiting_second_approval,
          (select count(*) from withdrawals where brand_id = ${brandId} and status = 'failed') as failed_payouts,
          (select count(*) from bank_statement_lines where brand_id = ${brandId} and status = 'unmatched') as unmatched_statement_lines,
          (select count(*) from bank_statement_lines where brand_id = ${brandId} and status = 'ambiguous') as ambiguous_statement_lines,
          (select count(*) from slip_requests where brand_id = ${brandId} and status = 'pending') as pending_slip_reviews,
          (select count(*) from reward_requests where brand_id = ${brandId} and status = 'pending') as pending_reward_requests`,
  );
  if (!row) throw new Error('the queue count query returned no row');
  return {
    pendingWithdrawals: Number(row.pending_withdrawals),
    awaitingSecondApproval: Number(row.awaiting_second_approval),
    failedPayouts: Number(row.failed_payouts),
    unmatchedStatementLines: Number(row.unmatched_statement_lines),
    ambiguousStatementLines: Number(row.ambiguous_statement_lines),
    pendingSlipReviews: Number(row.pending_slip_reviews),
    pendingRewardRequests: Number(row.pending_reward_requests),
  };
}
