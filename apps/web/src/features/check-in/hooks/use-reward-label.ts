import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBaht } from '@app/contract/money-format';
import { formatPoints } from '@/lib/format-points';
import type { Reward } from '@app/contract/rewards/reward';

/** A reward as the member reads it: credit "฿5.00", points "10 พอยท์", or "ไม่มีรางวัล". */
export function useRewardLabel(): (reward: Reward) => string {
  const { t } = useTranslation();
  return useCallback(
    (reward: Reward) => {
      if (reward.kind === 'credit') return `${t('app.currencySymbol')}${formatBaht(reward.amountSatang)}`;
      if (reward.kind === 'point') return t('checkIn.points', { points: formatPoints(reward.points) });
      return t('checkIn.noReward');
    },
    [t],
  );
}
