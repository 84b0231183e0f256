import type { TodayOverview } from '@app/contract/admin-reports';
import { buildWithdrawalsPath } from '@/backoffice/backoffice-paths';
import type th from '@/backoffice/locales/screens-th.json';

type FigureName = keyof typeof th.today.figures;
type QueueName = keyof typeof th.today.queues;

/** One card of today's figures: money with how many movements made it, or a head count. */
export type FigureItem = { name: FigureName; kind: 'money'; amountSatang: number; count: number | null } | { name: FigureName; kind: 'members'; count: number };

/** The figures in the order operators read them: money in, money out, what it cost, what it earned. */
export function listFigures({ figures }: TodayOverview): FigureItem[] {
  return [
    { name: 'deposits', kind: 'money', amountSatang: figures.depositSatang, count: figures.depositCount },
    { name: 'withdrawals', kind: 'money', amountSatang: figures.withdrawalSatang, count: figures.withdrawalCount },
    { name: 'bonuses', kind: 'money', amountSatang: figures.bonusSatang, count: null },
    { name: 'grossGamingRevenue', kind: 'money', amountSatang: figures.grossGamingRevenueSatang, count: null },
    { name: 'newMembers', kind: 'members', count: figures.newMembers },
    { name: 'affiliateCommission', kind: 'money', amountSatang: figures.affiliateCommissionSatang, count: null },
    { name: 'lossReturn', kind: 'money', amountSatang: figures.lossReturnSatang, count: null },
  ];
}

export interface QueueItem {
  name: QueueName;
  count: number;
  /** The console screen that works the queue; null while the console has none for it. */
  to: string | null;
}

/** Every waiting queue, the money ones first; the withdrawal queues open the withdrawal screen on their status. */
export function listQueues({ queues }: TodayOverview): QueueItem[] {
  return [
    { name: 'pendingWithdrawals', count: queues.pendingWithdrawals, to: buildWithdrawalsPath('pending') },
    { name: 'awaitingSecondApproval', count: queues.awaitingSecondApproval, to: buildWithdrawalsPath('pending') },
    { name: 'failedPayouts', count: queues.failedPayouts, to: buildWithdrawalsPath('failed') },
    { name: 'unmatchedStatementLines', count: queues.unmatchedStatementLines, to: null },
    { name: 'ambiguousStatementLines', count: queues.ambiguousStatementLines, to: null },
    { name: 'pendingSlipReviews', count: queues.pendingSlipReviews, to: null },
    { name: 'pendingRewardRequests', count: queues.pendingRewardRequests, to: null },
  ];
}
