import { useTranslation } from 'react-i18next';
import type { PrizeBoard } from '@app/contract/rewards/prize-draws';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PhraseText } from '@/components/ui/phrase-text';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api-client';
import { useGetFlipCardBoardQuery } from '../api/get-flip-card-board';
import { useCardFlip } from '../hooks/use-card-flip';
import { useDrawReveal } from '../hooks/use-draw-reveal';
import { useRewardText } from '../hooks/use-reward-text';
import { DrawRules, NoDrawsNote } from './draw-rules';
import { DrawStats } from './draw-stats';
import { PossiblePrizes } from './possible-prizes';
import { PrizeCard } from './prize-card';
import gameStyles from './prize-game.module.css';
import styles from './flip-card-game.module.css';

/** The cards on the table; the server echoes the touched card's index back, up to 11. */
const CARD_COUNT = 6;
const CARD_INDEXES = Array.from({ length: CARD_COUNT }, (_, index) => index);

interface FlipCardGameProps {
  /** The member's point balance, from their profile, which a point prize raises. */
  points: number;
  /** Called once a flip's prize is face up, or when a flip got no answer and may have paid. */
  onBalancesChanged: () => void;
}

function FlipCardBoard({ board, points, onBalancesChanged }: FlipCardGameProps & { board: PrizeBoard }) {
  const { t } = useTranslation();
  const rewardText = useRewardText();
  const onRevealed = useDrawReveal('flip_card', onBalancesChanged);
  const flip = useCardFlip({ drawsLeft: board.drawsLeft, onRevealed });
  const result = flip.drawnResult;
  const drawnOption = result ? (board.options.find((option) => option.id === result.draw.optionId) ?? null) : null;
  const areCardsOpen = flip.phase === 'idle' && flip.shownDrawsLeft > 0;
  const isRevealed = flip.phase === 'revealed' && result !== null;

  return (
    <section className={gameStyles.game} aria-label={t('pages.mediaFlipCard')} data-testid="flip-card-game">
      <DrawStats drawsLeft={flip.shownDrawsLeft} points={points} />
      <p className={styles.pick}>
        <PhraseText text={t('prizeDraws.flipCard.pick')} />
      </p>
      <ul className={styles.cards} aria-label={t('prizeDraws.flipCard.cardsLabel')}>
        {CARD_INDEXES.map((index) => {
          const isChosen = flip.chosenCardIndex === index;
          return (
            <li key={index}>
              <PrizeCard
                index={index}
                draw={isChosen && result && flip.phase !== 'drawing' ? result.draw : null}
                option={isChosen ? drawnOption : null}
                isPending={isChosen && flip.phase === 'drawing'}
                isDisabled={!areCardsOpen}
                durationMs={flip.durationMs}
                onFlip={flip.flip}
                onFlipEnd={flip.finishReveal}
              />
            </li>
          );
        })}
      </ul>
      {isRevealed ? (
        <div className={styles.result} role="status" data-testid="flip-result">
          <p className={styles.resultTitle}>{result.draw.reward.kind === 'none' ? t('prizeDraws.result.loseTitle') : t('prizeDraws.result.winTitle')}</p>
          <p className={styles.resultText}>
            {result.draw.reward.kind === 'none' ? (
              <PhraseText text={t('prizeDraws.result.loseText')} />
            ) : (
              <>
                {t('prizeDraws.result.won')} <strong className={styles.resultReward}>{rewardText(result.draw.reward)}</strong>
              </>
            )}
          </p>
        </div>
      ) : null}
      {flip.failure ? (
        <p className={gameStyles.failure} role="alert">
          <PhraseText text={flip.failure} />
        </p>
      ) : null}
      {isRevealed && flip.shownDrawsLeft > 0 ? (
        <Button variant="primary" size="large" isFullWidth onClick={flip.reset}>
          {t('prizeDraws.flipCard.playAgain')}
        </Button>
      ) : null}
      {flip.phase !== 'drawing' && flip.phase !== 'revealing' && flip.shownDrawsLeft === 0 && !flip.failure ? (
        <NoDrawsNote game="flip_card" rule={board} />
      ) : null}
      <DrawRules game="flip_card" rule={board} />
      <PossiblePrizes options={board.options} />
    </section>
  );
}

/**
 * The flip card: six face-down cards, one flip per draw the member has. The touched card turns
 * over to show the prize the server drew; the others stay face down.
 */
export function FlipCardGame({ points, onBalancesChanged }: FlipCardGameProps) {
  const { t } = useTranslation();
  // Flips come with deposits made elsewhere, so every visit asks again.
  const { data: board, error, isLoading, isFetching, refetch } = useGetFlipCardBoardQuery(undefined, { refetchOnMountOrArgChange: true });

  if (isLoading) {
    return (
      <div className={gameStyles.game} aria-busy="true" data-testid="flip-card-skeleton">
        <span className="visually-hidden" role="status">
          {t('list.loading')}
        </span>
        <div className={gameStyles.statsSkeleton} aria-hidden="true">
          <Skeleton height={64} />
          <Skeleton height={64} />
        </div>
        <div className={styles.cards} aria-hidden="true">
          {CARD_INDEXES.map((index) => (
            <div key={index} className={styles.cardSkeleton}>
              <Skeleton height="100%" />
            </div>
          ))}
        </div>
      </div>
    );
  }
  if (!board) {
    return error ? (
      <LoadError title={t('prizeDraws.boardError')} message={getErrorMessage(error)} onRetry={() => void refetch()} isRetrying={isFetching} />
    ) : null;
  }
  if (board.options.length === 0) return <EmptyState title={t('prizeDraws.noPrizes')} text={t('prizeDraws.noPrizesText')} />;
  return <FlipCardBoard board={board} points={points} onBalancesChanged={onBalancesChanged} />;
}
