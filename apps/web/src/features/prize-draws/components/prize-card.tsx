import type { CSSProperties, TransitionEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PrizeDraw, PrizeOption } from '@app/contract/rewards/prize-draws';
import { SparkIcon } from '@/components/ui/icons';
import { useRewardAmountText, useRewardText } from '../hooks/use-reward-text';
import { PrizeImage } from './prize-image';
import styles from './prize-card.module.css';

interface PrizeCardProps {
  index: number;
  /** The prize on the card's face once the server drew it; the card stays face down without one. */
  draw: PrizeDraw | null;
  /** The drawn option, for its colour and picture. */
  option: PrizeOption | null;
  /** The member touched this card and its draw is on its way. */
  isPending: boolean;
  isDisabled: boolean;
  durationMs: number;
  onFlip: (index: number) => void;
  onFlipEnd: () => void;
}

/** One of the six cards: a face-down back until its prize comes, then it turns over (rotateY) to show it. */
export function PrizeCard({ index, draw, option, isPending, isDisabled, durationMs, onFlip, onFlipEnd }: PrizeCardProps) {
  const { t } = useTranslation();
  const rewardText = useRewardText();
  const rewardAmountText = useRewardAmountText();
  const number = index + 1;
  const isFaceUp = draw !== null;
  const innerStyle: CSSProperties = { transitionDuration: `${durationMs}ms` };
  const faceStyle: CSSProperties | undefined = option ? { borderTopColor: option.colour } : undefined;
  const endFlip = (event: TransitionEvent<HTMLSpanElement>) => {
    if (event.target === event.currentTarget && isFaceUp) onFlipEnd();
  };
  const classNames = [styles.card, isFaceUp ? styles.faceUp : null, isPending ? styles.pending : null].filter(Boolean).join(' ');
  return (
    <button
      type="button"
      className={classNames}
      onClick={() => {
        onFlip(index);
      }}
      disabled={isDisabled}
      aria-label={draw ? t('prizeDraws.flipCard.cardPrize', { number, prize: rewardText(draw.reward) }) : t('prizeDraws.flipCard.card', { number })}
      aria-busy={isPending || undefined}
      data-testid="prize-card"
      data-face={isFaceUp ? 'up' : 'down'}
    >
      <span className={styles.inner} style={innerStyle} onTransitionEnd={endFlip}>
        <span className={styles.back} aria-hidden="true">
          <SparkIcon size={34} />
          <span className={styles.number}>{number}</span>
        </span>
        <span className={styles.face} style={faceStyle} aria-hidden="true">
          {draw ? (
            <>
              {option ? <PrizeImage path={option.image} className={styles.image} /> : null}
              <span className={styles.label}>{draw.label}</span>
              <span className={draw.reward.kind === 'none' ? styles.noReward : styles.reward}>{rewardAmountText(draw.reward) ?? rewardText(draw.reward)}</span>
            </>
          ) : null}
        </span>
      </span>
    </button>
  );
}
