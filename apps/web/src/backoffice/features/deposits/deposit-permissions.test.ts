import { describe, expect, it } from 'vitest';
import { canReviewDeposits } from './deposit-permissions';

describe('canReviewDeposits', () => {
  it('matches the roles of the approve, reject and assign routes: finance and admin, not support', () => {
    expect((['admin', 'finance', 'support'] as const).map(canReviewDeposits)).toEqual([true, true, false]);
  });
});
