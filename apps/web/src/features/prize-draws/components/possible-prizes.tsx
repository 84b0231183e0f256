import { useTranslation } from 'react-i18next';
import type { PrizeOption } from '@app/contract/rewards/prize-draws';
import { ListSection } from '@/components/ui/list-section';
import { useRewardAmountText } from '../hooks/use-reward-text';
import { PrizeImage } from './prize-image';
import styles from './possible-prizes.module.css';

/** The prizes a card may show ("รางวัลที่มีโอกาสได้"); the chance of each stays on the server. */
export function PossiblePrizes({ options }: { options: PrizeOption[] }) {
  const { t } = useTranslation();
  const rewardAmountText = useRewardAmountText();
  return (
    <ListSection titleId="possible-prizes-title" title={t('prizeDraws.flipCard.prizesTitle')} testId="possible-prizes">
      <ul className={styles.prizes} aria-labelledby="possible-prizes-title">
        {options.map((option) => (
          <li key={option.id} className={styles.prize} style={{ borderTopColor: option.colour }} data-testid="possible-prize">
            <PrizeImage path={option.image} className={styles.image} />
            <span className={styles.label}>{option.label}</span>
            <span className={option.reward.kind === 'none' ? styles.noReward : styles.reward}>
              {rewardAmountText(option.reward) ?? t('prizeDraws.reward.none')}
            </span>
          </li>
        ))}
      </ul>
    </ListSection>
  );
}
