import type { CSSProperties, TransitionEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DrawnCard, PrizeOption } from '@app/contract/rewards/prize-draws';
import { SparkIcon } from '@/components/ui/icons';
import { useRewardAmountText, useRewardText } from '../hooks/use-reward-text';
import { PrizeImage } from './prize-image';
import styles from './prize-card.module.css';

interface PrizeCardProps {
  index: number;
  /** The prize on the card's face once the server drew the table; the card stays face down without one. */
  face: DrawnCard | null;
  /** The face's option on the board, for its colour and picture (absent if it has left the board). */
  option: PrizeOption | null;
  /** The member's own card: the others are turned over after it, to show what they held. */
  isChosen: boolean;
  /** The member touched this card and its draw is on its way. */
  isPending: boolean;
  isDisabled: boolean;
  durationMs: number;
  /** How long this card waits before it turns over, so the other cards follow one another. */
  delayMs?: number;
  onFlip: (index: number) => void;
  /** Called when the chosen card has turned face up. */
  onFlipEnd: () => void;
}

/** One of the six cards: a face-down back until its prize comes, then it turns over (rotateY) to show it. */
export function PrizeCard({ index, face, option, isChosen, isPending, isDisabled, durationMs, delayMs = 0, onFlip, onFlipEnd }: PrizeCardProps) {
  const { t } = useTranslation();
  const rewardText = useRewardText();
  const rewardAmountText = useRewardAmountText();
  const number = index + 1;
  const isFaceUp = face !== null;
  const innerStyle: CSSProperties = { transitionDuration: `${durationMs}ms`, transitionDelay: `${delayMs}ms` };
  const faceStyle: CSSProperties | undefined = option ? { borderTopColor: option.colour } : undefined;
  const endFlip = (event: TransitionEvent<HTMLSpanElement>) => {
    if (event.target === event.currentTarget && isFaceUp && isChosen) onFlipEnd();
  };
  const classNames = [styles.card, isFaceUp ? styles.faceUp : null, isFaceUp && !isChosen ? styles.other : null, isPending ? styles.pending : null]
    .filter(Boolean)
    .join(' ');
  let name = t('prizeDraws.flipCard.card', { number });
  if (face) name = t(isChosen ? 'prizeDraws.flipCard.cardPrize' : 'prizeDraws.flipCard.otherCardPrize', { number, prize: rewardText(face.reward) });
  return (
    <button
      type="button"
      className={classNames}
      onClick={() => {
        onFlip(index);
      }}
      disabled={isDisabled}
      aria-label={name}
      aria-busy={isPending || undefined}
      data-testid="prize-card"
      data-face={isFaceUp ? 'up' : 'down'}
      data-chosen={isChosen || undefined}
    >
      <span className={styles.inner} style={innerStyle} onTransitionEnd={endFlip}>
        <span className={styles.back} aria-hidden="true">
          <SparkIcon size={34} />
          <span className={styles.number}>{number}</span>
        </span>
        <span className={styles.face} style={faceStyle} aria-hidden="true">
          {face ? (
            <>
              {option ? <PrizeImage path={option.image} className={styles.image} /> : null}
              <span className={styles.label}>{face.label}</span>
              <span className={face.reward.kind === 'none' ? styles.noReward : styles.reward}>{rewardAmountText(face.reward) ?? rewardText(face.reward)}</span>
            </>
          ) : null}
        </span>
      </span>
    </button>
  );
}
