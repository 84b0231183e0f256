import { toBangkokDay } from '@/lib/bangkok-date';
import type { WinLossDay, WinLossRound } from './api/get-win-loss';

/** The rounds of each Bangkok day, in the order the API sent them (newest first). */
export function groupRoundsByDay(rounds: readonly WinLossRound[]): Map<string, WinLossRound[]> {
  const byDay = new Map<string, WinLossRound[]>();
  for (const round of rounds) {
    const day = toBangkokDay(round.startedAt);
    const dayRounds = byDay.get(day);
    if (dayRounds) dayRounds.push(round);
    else byDay.set(day, [round]);
  }
  return byDay;
}

/** Newest day first, whatever order they arrive in. */
export function sortDaysNewestFirst(days: readonly WinLossDay[]): WinLossDay[] {
  return [...days].sort((first, second) => second.day.localeCompare(first.day));
}

export type WinLossTotals = Omit<WinLossDay, 'day'>;

/** The whole range's bet, win, net and number of rounds. */
export function sumDays(days: readonly WinLossDay[]): WinLossTotals {
  return days.reduce<WinLossTotals>(
    (totals, day) => ({
      betSatang: totals.betSatang + day.betSatang,
      winSatang: totals.winSatang + day.winSatang,
      netSatang: totals.netSatang + day.netSatang,
      rounds: totals.rounds + day.rounds,
    }),
    { betSatang: 0, winSatang: 0, netSatang: 0, rounds: 0 },
  );
}
