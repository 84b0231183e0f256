import { describe, expect, it } from 'vitest';
import type { TierView } from '@app/contract/levels';
import { findNextTier } from './tier-style';

function tier(level: number, disabled = false): TierView {
  return {
    level,
    name: `tier ${String(level)}`,
    status: 'locked',
    disabled,
    criteria: '',
    image: '',
    lossReturnPercent: 5,
    nextLevelSatang: 0,
    maxAmountSatang: 0,
    withdrawCapSatang: 0,
    withdrawCapPer: 'day',
    withdrawalsPerDay: 5,
    colour: '#c0c0c0',
    details: [],
  };
}

describe('findNextTier', () => {
  it('skips tiers that are not open', () => {
    const tiers = [tier(1), tier(2), tier(3, true), tier(4)];
    expect(findNextTier(tiers, 2)?.level).toBe(4);
    expect(findNextTier(tiers, 1)?.level).toBe(2);
  });

  it('finds none above the highest open tier', () => {
    expect(findNextTier([tier(4), tier(5, true), tier(6, true)], 4)).toBeNull();
  });
});
