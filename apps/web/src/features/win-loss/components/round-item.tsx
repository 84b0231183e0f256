import { useTranslation } from 'react-i18next';
import { formatBaht } from '@app/contract/money-format';
import { formatDateTime, isDateLanguage } from '@/lib/format-date-time';
import type { WinLossRound } from '../api/get-win-loss';
import type { RoundLabels } from './round-labels';
import { SignedAmount } from './signed-amount';
import styles from './day-row.module.css';

/** One round: the game, its provider and start time in Bangkok, what was bet and won, and the net. */
export function RoundItem({ round, labels }: { round: WinLossRound; labels: RoundLabels }) {
  const { t, i18n } = useTranslation();
  const language = isDateLanguage(i18n.language) ? i18n.language : 'th';
  const symbol = t('app.currencySymbol');
  return (
    <li className={styles.round} data-testid="win-loss-round">
      <div className={styles.roundMain}>
        <p className={styles.roundGame}>{labels.gameName(round.providerCode, round.gameCode) ?? round.gameCode}</p>
        <p className={styles.meta}>
          {labels.providerName(round.providerCode) ?? round.providerCode} · <time dateTime={round.startedAt}>{formatDateTime(round.startedAt, language)}</time>
        </p>
        <p className={styles.meta}>
          {t('winLoss.bet')} {symbol}
          {formatBaht(round.betSatang)} · {t('winLoss.win')} {symbol}
          {formatBaht(round.winSatang)}
        </p>
      </div>
      <SignedAmount amountSatang={round.netSatang} testId="win-loss-round-net" />
    </li>
  );
}
