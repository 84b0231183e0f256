import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { GiftIcon } from '@/components/ui/icons';
import { LoadError } from '@/components/ui/load-error';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api-client';
import { useGetCheckInStateQuery } from '../api/get-check-in-state';
import { buildCheckInMonth } from '../check-in-month';
import { useCheckInAction } from '../hooks/use-check-in-action';
import { useRewardLabel } from '../hooks/use-reward-label';
import { CheckInMonthGrid } from './check-in-month-grid';
import styles from './check-in-dialog.module.css';

interface CheckInDialogProps {
  onClose: () => void;
  /** Called when a check-in may have moved the credit balance, so the screen can show the new one. */
  onRewarded: () => void;
}

function CheckInGridSkeleton() {
  return (
    <div className={styles.loading} aria-hidden="true" data-testid="check-in-skeleton">
      {Array.from({ length: 18 }, (_, index) => (
        <Skeleton key={index} height={58} />
      ))}
    </div>
  );
}

/** The daily check-in: this month's days, today's and tomorrow's reward, and the check-in button. */
export function CheckInDialog({ onClose, onRewarded }: CheckInDialogProps) {
  const { t } = useTranslation();
  const labelReward = useRewardLabel();
  const { data: state, error, isLoading, isFetching, refetch } = useGetCheckInStateQuery();
  const { checkIn, isPending, outcome } = useCheckInAction({ onBalanceMayHaveChanged: onRewarded, refetchState: () => void refetch() });
  // The day is fixed when the dialog opens, so the grid does not jump at midnight while it is read.

  return (
    <ModalDialog
      title={t('checkIn.title')}
      closeLabel={t('checkIn.close')}
      onClose={onClose}
      testId="check-in-dialog"
      header={
        <span className={styles.icon}>
          <GiftIcon size={28} />
        </span>
      }
    >
      {isLoading ? (
        <CheckInGridSkeleton />
      ) : error && !state ? (
        <LoadError title={t('checkIn.error')} message={getErrorMessage(error)} onRetry={() => void refetch()} isRetrying={isFetching} />
      ) : state ? (
        <>
          <p className={styles.intro}>{t('checkIn.intro')}</p>
          <CheckInMonthGrid days={buildCheckInMonth(state, state.date)} />
          <dl className={styles.rewards}>
            <div className={styles.rewardBox}>
              <dt>{t('checkIn.todayReward')}</dt>
              <dd data-testid="check-in-today-reward">{labelReward(state.value)}</dd>
            </div>
            <div className={styles.rewardBox}>
              <dt>{t('checkIn.tomorrowReward')}</dt>
              <dd data-testid="check-in-tomorrow-reward">{labelReward(state.tomorrowValue)}</dd>
            </div>
          </dl>
          {outcome?.kind === 'rewarded' ? (
            <p className={styles.success} role="status" data-testid="check-in-result">
              {t('checkIn.rewarded', { reward: labelReward(outcome.reward) })}
            </p>
          ) : null}
          {outcome?.kind === 'already' ? (
            <p className={styles.note} role="status">
              {outcome.message}
            </p>
          ) : null}
          {outcome?.kind === 'failed' ? (
            <p className={styles.failure} role="alert">
              {outcome.message}
            </p>
          ) : null}
          <Button
            variant={state.today ? 'ghost' : 'primary'}
            size="large"
            isFullWidth
            className={styles.checkIn}
            onClick={checkIn}
            disabled={state.today}
            isLoading={isPending}
            loadingLabel={t('checkIn.checking')}
          >
            {state.today ? t('checkIn.done') : t('checkIn.button')}
          </Button>
        </>
      ) : null}
    </ModalDialog>
  );
}
