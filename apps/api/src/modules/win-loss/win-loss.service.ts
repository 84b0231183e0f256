import type { z } from 'zod';
import type { winLossResponseSchema } from '@app/contract/win-loss';
import type { Database } from '../../db/client';
import { bangkokDateRange } from '../../lib/bangkok-date-range';
import { dailyTotals, listRounds } from './win-loss.repo';

type WinLoss = z.infer<typeof winLossResponseSchema>['data'];

const MAX_DAYS = 31;
const MAX_ROUNDS = 500;

/**
 * The member's win/loss between two Bangkok dates: totals per day over every round, and the
 * newest rounds behind them (at most 500; `totalRounds` says how many there are in all).
 */
export async function getWinLoss(db: Database, memberId: string, range: { start: string; end: string }, maxRounds = MAX_ROUNDS): Promise<WinLoss> {
  const { from, to } = bangkokDateRange(range, MAX_DAYS);

  const [rows, days] = await Promise.all([listRounds(db, memberId, from, to, maxRounds), dailyTotals(db, memberId, from, to)]);
  const rounds = rows.map((row) => ({
    roundId: row.round_id,
    providerCode: row.provider_code,
    gameCode: row.game_code,
    betSatang: Number(row.bet_satang),
    winSatang: Number(row.win_satang),
    netSatang: Number(row.win_satang) - Number(row.bet_satang),
    startedAt: new Date(row.started_at).toISOString(),
  }));
  const totalRounds = days.reduce((sum, day) => sum + day.rounds, 0);
  return { days, rounds, totalRounds };
}
