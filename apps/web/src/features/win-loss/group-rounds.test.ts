import { describe, expect, it } from 'vitest';
import type { WinLossRound } from './api/get-win-loss';
import { groupRoundsByDay, sortDaysNewestFirst, sumDays } from './group-rounds';

function round(roundId: string, startedAt: string): WinLossRound {
  return { roundId, providerCode: 'HOUSE', gameCode: 'house-slot', betSatang: 100, winSatang: 0, netSatang: -100, startedAt };
}

describe('groupRoundsByDay', () => {
  it('files each round under its Bangkok day, keeping the order of the list', () => {
    const rounds = [
      round('c', '2026-11-21T17:00:00.000Z'), // 00:00 on the 22nd in Bangkok
      round('b', '2026-11-21T16:59:00.000Z'), // 23:59 on the 21st
      round('a', '2026-11-21T02:00:00.000Z'),
    ];
    const byDay = groupRoundsByDay(rounds);
    expect([...byDay.keys()]).toEqual(['2026-11-22', '2026-11-21']);
    expect(byDay.get('2026-11-21')?.map((entry) => entry.roundId)).toEqual(['b', 'a']);
  });

  it('is empty without rounds', () => {
    expect(groupRoundsByDay([]).size).toBe(0);
  });
});

describe('day totals', () => {
  const days = [
    { day: '2026-11-20', betSatang: 1_000, winSatang: 500, netSatang: -500, rounds: 2 },
    { day: '2026-11-22', betSatang: 2_000, winSatang: 5_000, netSatang: 3_000, rounds: 3 },
  ];

  it('puts the newest day first', () => {
    expect(sortDaysNewestFirst(days).map((day) => day.day)).toEqual(['2026-11-22', '2026-11-20']);
  });

  it('adds up the whole range', () => {
    expect(sumDays(days)).toEqual({ betSatang: 3_000, winSatang: 5_500, netSatang: 2_500, rounds: 5 });
  });
});
