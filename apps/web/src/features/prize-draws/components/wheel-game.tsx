import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PrizeBoard } from '@app/contract/rewards/prize-draws';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PhraseText } from '@/components/ui/phrase-text';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api-client';
import { useGetWheelBoardQuery } from '../api/get-wheel-board';
import { useDrawReveal } from '../hooks/use-draw-reveal';
import { useWheelSpin } from '../hooks/use-wheel-spin';
import { DrawResultDialog } from './draw-result-dialog';
import { DrawRules, NoDrawsNote } from './draw-rules';
import { DrawStats } from './draw-stats';
import { PrizeWheel } from './prize-wheel';
import styles from './prize-game.module.css';

interface WheelGameProps {
  /** The member's point balance, from their profile, which a point prize raises. */
  points: number;
  /** Called once a spin's result is on screen, or when a spin got no answer and may have paid. */
  onBalancesChanged: () => void;
}

function WheelBoard({ board, points, onBalancesChanged }: WheelGameProps & { board: PrizeBoard }) {
  const { t } = useTranslation();
  const onRevealed = useDrawReveal('wheel', onBalancesChanged);
  const optionIds = useMemo(() => board.options.map((option) => option.id), [board.options]);
  const spin = useWheelSpin({ optionIds, drawsLeft: board.drawsLeft, onRevealed });
  const isSpinning = spin.phase === 'drawing' || spin.phase === 'revealing';
  const hasNoDraws = spin.phase === 'idle' && spin.shownDrawsLeft === 0;
  const wheelLabel = `${t('prizeDraws.wheel.label', { segments: board.options.length })}: ${board.options.map((option) => option.label).join(', ')}`;

  return (
    <section className={styles.game} aria-label={t('pages.mediaWheel')} data-testid="wheel-game">
      <DrawStats drawsLeft={spin.shownDrawsLeft} points={points} />
      <PrizeWheel options={board.options} angleDegrees={spin.angleDegrees} durationMs={spin.durationMs} label={wheelLabel} onTurnEnd={spin.finishReveal} />
      <Button
        variant="primary"
        size="large"
        isFullWidth
        onClick={spin.spin}
        disabled={hasNoDraws || spin.phase === 'revealed'}
        isLoading={isSpinning}
        loadingLabel={t('prizeDraws.wheel.spinning')}
      >
        {t('prizeDraws.wheel.spin')}
      </Button>
      {spin.failure ? (
        <p className={styles.failure} role="alert">
          <PhraseText text={spin.failure} />
        </p>
      ) : hasNoDraws ? (
        <NoDrawsNote game="wheel" rule={board} />
      ) : null}
      <DrawRules game="wheel" rule={board} />
      {spin.phase === 'revealed' && spin.drawnResult ? <DrawResultDialog draw={spin.drawnResult.draw} onClose={spin.reset} /> : null}
    </section>
  );
}

/**
 * The lucky wheel: the member's spins and points, the wheel, the spin button and how spins are
 * earned. The result is told only once the wheel has stopped on the drawn segment.
 */
export function WheelGame({ points, onBalancesChanged }: WheelGameProps) {
  const { t } = useTranslation();
  // Spins come with deposits made elsewhere, so every visit asks again.
  const { data: board, error, isLoading, isFetching, refetch } = useGetWheelBoardQuery(undefined, { refetchOnMountOrArgChange: true });

  if (isLoading) {
    return (
      <div className={styles.game} aria-busy="true" data-testid="wheel-skeleton">
        <span className="visually-hidden" role="status">
          {t('list.loading')}
        </span>
        <div className={styles.statsSkeleton} aria-hidden="true">
          <Skeleton height={64} />
          <Skeleton height={64} />
        </div>
        <div className={styles.wheelSkeleton} aria-hidden="true">
          <Skeleton height="100%" />
        </div>
        <Skeleton height={52} />
      </div>
    );
  }
  if (!board) {
    return error ? (
      <LoadError title={t('prizeDraws.boardError')} message={getErrorMessage(error)} onRetry={() => void refetch()} isRetrying={isFetching} />
    ) : null;
  }
  if (board.options.length === 0) return <EmptyState title={t('prizeDraws.noPrizes')} text={t('prizeDraws.noPrizesText')} />;
  return <WheelBoard board={board} points={points} onBalancesChanged={onBalancesChanged} />;
}
