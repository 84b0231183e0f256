import { useTranslation } from 'react-i18next';
import { formatBaht } from '@app/contract/money-format';
import { ChevronRightIcon } from '@/components/ui/icons';
import { formatDay, isDateLanguage } from '@/lib/format-date-time';
import type { WinLossDay, WinLossRound } from '../api/get-win-loss';
import type { RoundLabels } from './round-labels';
import { RoundItem } from './round-item';
import { SignedAmount } from './signed-amount';
import styles from './day-row.module.css';

interface DayRowProps {
  day: WinLossDay;
  rounds: readonly WinLossRound[];
  isExpanded: boolean;
  onToggle: () => void;
  labels: RoundLabels;
}

/** One Bangkok day's totals; a tap opens the rounds of that day beneath it. */
export function DayRow({ day, rounds, isExpanded, onToggle, labels }: DayRowProps) {
  const { t, i18n } = useTranslation();
  const language = isDateLanguage(i18n.language) ? i18n.language : 'th';
  const symbol = t('app.currencySymbol');
  const roundsId = `win-loss-rounds-${day.day}`;
  return (
    <li className={styles.day} data-testid="win-loss-day" data-day={day.day}>
      <button type="button" className={styles.dayButton} aria-expanded={isExpanded} aria-controls={roundsId} onClick={onToggle}>
        <span className={styles.dayMain}>
          <span className={styles.date}>{formatDay(day.day, language)}</span>
          <span className={styles.meta}>
            {t('winLoss.rounds', { count: day.rounds })} · {t('winLoss.bet')} {symbol}
            {formatBaht(day.betSatang)} · {t('winLoss.win')} {symbol}
            {formatBaht(day.winSatang)}
          </span>
        </span>
        <SignedAmount amountSatang={day.netSatang} testId="win-loss-day-net" />
        <ChevronRightIcon size={18} className={isExpanded ? `${styles.chevron} ${styles.open}` : styles.chevron} />
      </button>
      {isExpanded ? (
        <ul id={roundsId} className={styles.rounds} aria-label={t('winLoss.roundsOf', { day: formatDay(day.day, language) })}>
          {rounds.map((round) => (
            <RoundItem key={`${round.providerCode}/${round.roundId}`} round={round} labels={labels} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
