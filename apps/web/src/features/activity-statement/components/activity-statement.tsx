import { useTranslation } from 'react-i18next';
import type { ActivityStatement as Statement } from '@app/contract/activity-statement';
import cardStyles from '@/components/ui/card.module.css';
import { EmptyState } from '@/components/ui/empty-state';
import { InfoIcon } from '@/components/ui/icons';
import { LoadError } from '@/components/ui/load-error';
import { getErrorMessage } from '@/lib/api-client';
import { useGetActivityStatementQuery } from '../api/get-activity-statement';
import { MonthStepper } from './month-stepper';
import { StatementFigures } from './statement-figures';
import { StatementSkeleton } from './statement-skeleton';
import styles from './activity-statement.module.css';

interface ActivityStatementProps {
  /** The month asked for ('YYYY-MM'), or null for the current one. */
  month: string | null;
  /** The current Bangkok month by this device's clock, shown until the server's answer arrives. */
  currentMonth: string;
  onMonthChange: (month: string) => void;
}

const NOTES = ['month', 'withdrawals', 'bets', 'bonus'] as const;

function hasActivity(statement: Statement): boolean {
  return statement.depositSatang !== 0 || statement.withdrawalSatang !== 0 || statement.betSatang !== 0 || statement.winSatang !== 0;
}

/**
 * The member's activity statement (docs/player-protection.md): one Bangkok month at a time, what
 * they deposited and withdrew, bet and won, and the net result, with how each is counted.
 */
export function ActivityStatement({ month, currentMonth, onMonthChange }: ActivityStatementProps) {
  const { t } = useTranslation();
  // Play goes on in games and other tabs, so each visit and each month asks again.
  const { data, error, isFetching, refetch } = useGetActivityStatementQuery({ month }, { refetchOnMountOrArgChange: true });
  const shownMonth = month ?? data?.currentMonth ?? currentMonth;

  let content;
  if (isFetching && !error) content = <StatementSkeleton />;
  else if (error || !data)
    content = (
      <LoadError
        title={t('statement.loadFailed')}
        message={error ? getErrorMessage(error) : undefined}
        onRetry={() => void refetch()}
        isRetrying={isFetching}
      />
    );
  else if (!hasActivity(data)) content = <EmptyState title={t('statement.empty')} text={t('statement.emptyText')} />;
  else content = <StatementFigures statement={data} />;

  return (
    <div className={styles.stack} data-testid="activity-statement">
      <p className={styles.intro}>{t('statement.intro')}</p>
      <MonthStepper month={shownMonth} range={data ? { firstMonth: data.firstMonth, currentMonth: data.currentMonth } : null} onChange={onMonthChange} />
      {content}
      <section className={styles.notes} aria-labelledby="statement-notes-title">
        <h2 id="statement-notes-title" className={styles.notesTitle}>
          {t('statement.notesTitle')}
        </h2>
        <ul className={styles.noteList}>
          {NOTES.map((note) => (
            <li key={note} className={cardStyles.note}>
              <InfoIcon size={18} className={cardStyles.noteIcon} />
              <span>{t(`statement.notes.${note}`)}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
