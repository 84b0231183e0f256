import { useTranslation } from 'react-i18next';
import { formatBaht } from '@app/contract/money-format';
import type { Reward } from '@app/contract/rewards/reward';

/** What a prize pays, in words: "เครดิต 5.00 บาท", "10 พอยท์" or "ไม่มีรางวัล". */
export function useRewardText(): (reward: Reward) => string {
  const { t } = useTranslation('backoffice');
  return (reward) => {
    if (reward.kind === 'credit') return t('prizes.reward.credit', { amount: formatBaht(reward.amountSatang) });
    if (reward.kind === 'point') return t('prizes.reward.point', { points: reward.points.toLocaleString('en-US') });
    return t('prizes.reward.none');
  };
}
