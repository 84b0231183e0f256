import { describe, expect, it } from 'vitest';
import type { CheckInState } from '@app/contract/rewards/check-in';
import { buildCheckInMonth } from './check-in-month';

const state: CheckInState = {
  date: '2026-11-04',
  data: [
    { id: '0b6f4a52-5f8e-4c61-9d0e-0c3a1f1b2a01', json: { day: 1 }, reward: { kind: 'credit', amountSatang: 5_00 }, value: 5_00, game_value: 5_00 },
    { id: '0b6f4a52-5f8e-4c61-9d0e-0c3a1f1b2a02', json: { day: 3 }, reward: { kind: 'point', points: 20 }, value: 20, game_value: 20 },
  ],
  visible: true,
  today: false,
  value: { kind: 'credit', amountSatang: 7_50 },
  tomorrowValue: { kind: 'point', points: 10 },
  // The brand's table: 1 baht a day, 10 points on day 5; day 6 gives nothing.
  days: Array.from({ length: 30 }, (_, index) => ({
    day: index + 1,
    reward:
      index + 1 === 5 ? { kind: 'point' as const, points: 10 } : index + 1 === 6 ? { kind: 'none' as const } : { kind: 'credit' as const, amountSatang: 1_00 },
  })),
};

describe('the check-in month', () => {
  it('lists every day of the Bangkok month, February of a leap year too', () => {
    expect(buildCheckInMonth(state, '2026-11-04')).toHaveLength(30);
    expect(buildCheckInMonth(state, '2028-02-04')).toHaveLength(29);
    expect(buildCheckInMonth(state, '2027-02-04')).toHaveLength(28);
    expect(buildCheckInMonth(state, '2026-12-04')).toHaveLength(31);
  });

  it("marks checked days with the reward they paid, every other day with the brand's reward for it, and missed days", () => {
    const days = buildCheckInMonth(state, '2026-11-04');
    expect(days[0]).toEqual({ day: 1, isChecked: true, isToday: false, isMissed: false, reward: { kind: 'credit', amountSatang: 5_00 } });
    expect(days[1]).toMatchObject({ day: 2, isChecked: false, isMissed: true, reward: { kind: 'credit', amountSatang: 1_00 } });
    expect(days[2]).toMatchObject({ day: 3, isChecked: true, reward: { kind: 'point', points: 20 } });
    expect(days[3]).toEqual({ day: 4, isChecked: false, isToday: true, isMissed: false, reward: { kind: 'credit', amountSatang: 1_00 } });
    expect(days[4]).toMatchObject({ day: 5, isChecked: false, isMissed: false, reward: { kind: 'point', points: 10 } });
    expect(days[5]).toMatchObject({ day: 6, isChecked: false, isMissed: false, reward: { kind: 'none' } });
  });

  it('shows today checked once the member has checked in', () => {
    const days = buildCheckInMonth({ ...state, today: true }, '2026-11-04');
    expect(days[3]).toMatchObject({ isToday: true, isChecked: true });
  });

  it('leaves tomorrow out of the grid on the last day of the month', () => {
    const days = buildCheckInMonth(state, '2026-11-30');
    expect(days).toHaveLength(30);
    expect(days[29]).toMatchObject({ isToday: true, reward: { kind: 'credit', amountSatang: 1_00 } });
  });
});
