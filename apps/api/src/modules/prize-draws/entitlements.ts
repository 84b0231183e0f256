import type { PrizeGame } from '@app/contract/rewards/prize-draws';
import type { Database } from '../../db/client';
import { addBangkokDays, bangkokDay, startOfBangkokDay } from '../../lib/bangkok-time';
import type { RewardSettingsRow } from '../rewards/reward-setup.repo';
import { findUsedEntitlements, listQualifyingDeposits } from './prize-draws.repo';

/** The brand's rule for one game: free draws per Bangkok day, and the deposit that earns one more. */
export function drawRule(settings: RewardSettingsRow, game: PrizeGame) {
  return game === 'wheel'
    ? { dailyDraws: settings.wheelDailyDraws, depositMinSatang: settings.wheelDepositMinSatang, depositValidDays: settings.depositDrawValidDays }
    : { dailyDraws: settings.flipCardDailyDraws, depositMinSatang: settings.flipCardDepositMinSatang, depositValidDays: settings.depositDrawValidDays };
}

/**
 * The entitlements the member has not used yet, the day's free draws first: 'daily:<Bangkok
 * date>:<n>' for each free draw of today, and 'deposit:<id>' for each qualifying deposit of the
 * last `depositValidDays` Bangkok days. Each is spent by exactly one draw.
 */
export async function unusedEntitlements(
  db: Database,
  memberId: string,
  game: PrizeGame,
  rule: ReturnType<typeof drawRule>,
  now: Date,
): Promise<{ key: string; source: 'daily' | 'deposit' }[]> {
  const today = bangkokDay(now);
  const daily = Array.from({ length: rule.dailyDraws }, (_, index) => ({ key: `daily:${today}:${index + 1}`, source: 'daily' as const }));
  const depositsSince = startOfBangkokDay(addBangkokDays(today, 1 - rule.depositValidDays));
  const deposits = rule.depositMinSatang > 0 ? await listQualifyingDeposits(db, memberId, rule.depositMinSatang, depositsSince) : [];
  const candidates = [...daily, ...deposits.map((deposit) => ({ key: `deposit:${deposit.id}`, source: 'deposit' as const }))];
  const used = await findUsedEntitlements(
    db,
    memberId,
    game,
    candidates.map((candidate) => candidate.key),
  );
  return candidates.filter((candidate) => !used.has(candidate.key));
}
