import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBaht } from '@app/contract/money-format';
import { formatPoints } from '@/lib/format-points';
import type { Reward } from '@app/contract/rewards/reward';

/** A reward as the member reads it: "เครดิต 10.00 บาท", "50 พอยท์" or "ไม่ได้รับรางวัล". */
export function useRewardText(): (reward: Reward) => string {
  const { t } = useTranslation();
  return useCallback(
    (reward: Reward) => {
      if (reward.kind === 'credit') return t('prizeDraws.reward.credit', { amount: formatBaht(reward.amountSatang) });
      if (reward.kind === 'point') return t('prizeDraws.reward.point', { points: formatPoints(reward.points) });
      return t('prizeDraws.reward.none');
    },
    [t],
  );
}

/** What a reward adds, short, for a list or a card: "+฿10.00", "+50 พอยท์", or null for nothing. */
export function useRewardAmountText(): (reward: Reward) => string | null {
  const { t } = useTranslation();
  return useCallback(
    (reward: Reward) => {
      if (reward.kind === 'credit') return t('prizeDraws.rewardAmount.credit', { amount: formatBaht(reward.amountSatang) });
      if (reward.kind === 'point') return t('prizeDraws.rewardAmount.point', { points: formatPoints(reward.points) });
      return null;
    },
    [t],
  );
}
