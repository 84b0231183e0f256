import { downlineBonusResponseSchema } from '@app/contract/affiliate';
import { describe, expect, it } from 'vitest';
import { toDownlineBonusReport } from './downline-bonus-report';

describe('toDownlineBonusReport', () => {
  it('turns the map keyed by username into a list that carries each username, highest commission first', () => {
    const response = downlineBonusResponseSchema.parse({
      success: true,
      data: {
        total_bonus: 1_75,
        downline_users: {
          somchai: { baseSatang: 100_00, bonusSatang: 50 },
          demofriend: { baseSatang: 250_00, bonusSatang: 1_25 },
          anong: { baseSatang: 0, bonusSatang: 0 },
          aree: { baseSatang: 0, bonusSatang: 0 },
        },
      },
    });
    expect(toDownlineBonusReport(response)).toEqual({
      totalBonusSatang: 1_75,
      friends: [
        { username: 'demofriend', baseSatang: 250_00, bonusSatang: 1_25 },
        { username: 'somchai', baseSatang: 100_00, bonusSatang: 50 },
        { username: 'anong', baseSatang: 0, bonusSatang: 0 },
        { username: 'aree', baseSatang: 0, bonusSatang: 0 },
      ],
    });
  });

  it('gives an empty list when no friend earned anything', () => {
    const response = downlineBonusResponseSchema.parse({ success: true, data: { total_bonus: 0, downline_users: {} } });
    expect(toDownlineBonusReport(response)).toEqual({ totalBonusSatang: 0, friends: [] });
  });
});
