import { formatBaht } from '@app/contract/money-format';
import type { Reward } from '@app/contract/rewards/reward';
import { useTranslation } from 'react-i18next';

const pointsFormatter = new Intl.NumberFormat('en-US');

/** A reward in a few words: "เครดิต 10.00 บาท", "50 พอยท์" or "ไม่มีรางวัล". */
export function useRewardText(): (reward: Reward) => string {
  const { t } = useTranslation('backoffice');
  return (reward) => {
    if (reward.kind === 'credit') return t('promotions.reward.credit', { amount: formatBaht(reward.amountSatang) });
    if (reward.kind === 'point') return t('promotions.reward.points', { points: pointsFormatter.format(reward.points) });
    return t('promotions.reward.none');
  };
}
