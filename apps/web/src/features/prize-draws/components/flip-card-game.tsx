import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FLIP_CARD_COUNT, type DrawnCard, type PrizeBoard } from '@app/contract/rewards/prize-draws';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PhraseText } from '@/components/ui/phrase-text';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api-client';
import { useReducedMotion } from '@/lib/use-reduced-motion';
import type { FlipCardResult } from '../api/flip-card';
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

const CARD_INDEXES = Array.from({ length: FLIP_CARD_COUNT }, (_, index) => index);
/** The other cards turn over one after another once the member's card is face up. */
const OTHER_CARD_STAGGER_MS = 90;

/**
 * What each card shows: the member's card its prize once the flip is answered, and every other
 * card, once the member's card is face up, the prize the server drew for it.
 */
function faceOf(index: number, flip: { chosenCardIndex: number | null; phase: string }, result: FlipCardResult | null): DrawnCard | null {
  if (!result || flip.chosenCardIndex === null || flip.phase === 'drawing') return null;
  if (index === flip.chosenCardIndex) return { optionId: result.draw.optionId, label: result.draw.label, reward: result.draw.reward };
  return flip.phase === 'revealed' ? (result.cards?.[index] ?? null) : null;
}

/** Brings the result into view when it appears, unless it already is: the member should not have to scroll for it. */
function useResultInView(isShown: boolean) {
  const resultRef = useRef<HTMLDivElement>(null);
  const isMotionReduced = useReducedMotion();
  useEffect(() => {
    if (!isShown) return;
    resultRef.current?.scrollIntoView?.({ block: 'nearest', behavior: isMotionReduced ? 'auto' : 'smooth' });
  }, [isShown, isMotionReduced]);
  return resultRef;
}

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
  const areCardsOpen = flip.phase === 'idle' && flip.shownDrawsLeft > 0;
  const isRevealed = flip.phase === 'revealed' && result !== null;
  const resultRef = useResultInView(isRevealed);
  const optionOf = (face: DrawnCard | null) => (face ? (board.options.find((option) => option.id === face.optionId) ?? null) : null);
  let otherCount = 0;

  return (
    <section className={gameStyles.game} aria-label={t('pages.mediaFlipCard')} data-testid="flip-card-game">
      <DrawStats drawsLeft={flip.shownDrawsLeft} points={points} />
      <p className={styles.pick}>
        <PhraseText text={t('prizeDraws.flipCard.pick')} />
      </p>
      <ul className={styles.cards} aria-label={t('prizeDraws.flipCard.cardsLabel')}>
        {CARD_INDEXES.map((index) => {
          const isChosen = flip.chosenCardIndex === index;
          const face = faceOf(index, flip, result);
          const delayMs = face && !isChosen && flip.durationMs > 0 ? (otherCount += 1) * OTHER_CARD_STAGGER_MS : 0;
          return (
            <li key={index}>
              <PrizeCard
                index={index}
                face={face}
                option={optionOf(face)}
                isChosen={isChosen}
                isPending={isChosen && flip.phase === 'drawing'}
                isDisabled={!areCardsOpen}
                durationMs={flip.durationMs}
                delayMs={delayMs}
                onFlip={flip.flip}
                onFlipEnd={flip.finishReveal}
              />
            </li>
          );
        })}
      </ul>
      {isRevealed ? (
        <div ref={resultRef} className={styles.result} role="status" data-testid="flip-result">
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
 * over to show the prize the server drew, then the others turn over to show what the server drew
 * for them at the same moment (never made up on the screen).
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
