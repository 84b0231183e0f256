import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { HouseRound } from '@app/contract/house-games/api';
import type { HouseGameCode } from '@app/contract/house-games/outcome';
import { formatBaht } from '@app/contract/money-format';
import { CardsIcon, ChipIcon, SlotMachineIcon } from '@/components/ui/icons';
import { StatusChip, type StatusTone } from '@/components/ui/status-chip';
import { TransactionItem } from '@/components/ui/transaction-item';
import { formatDateTime, isDateLanguage } from '@/lib/format-date-time';
import { buildVerifierPath, verifierPrefillOf } from '../verifier-link';
import styles from './round-history.module.css';

const GAME_ICONS: Record<HouseGameCode, typeof CardsIcon> = {
  'house-slot': SlotMachineIcon,
  'house-baccarat': ChipIcon,
  'house-hilo': CardsIcon,
};

const STATUS_TONES: Record<HouseRound['status'], StatusTone> = {
  pending: 'warning',
  placed: 'accent',
  closing: 'warning',
  settled: 'neutral',
  refused: 'danger',
  voided: 'neutral',
};

/** The round's result for the player: what came back less the stake ("+฿9.50", "-฿10.00"). */
function netText(round: HouseRound, currencySymbol: string): string {
  const netSatang = round.winSatang - round.betSatang;
  return `${netSatang >= 0 ? '+' : '-'}${currencySymbol}${formatBaht(Math.abs(netSatang))}`;
}

/** One past round: the game, when, the stake and result, and a link that prefills the verifier. */
export function RoundHistoryItem({ round }: { round: HouseRound }) {
  const { t, i18n } = useTranslation();
  const language = isDateLanguage(i18n.language) ? i18n.language : 'th';
  const Icon = GAME_ICONS[round.gameCode];
  const isSettled = round.status === 'settled';
  return (
    <TransactionItem
      testId="house-round"
      statusName={round.status}
      icon={<Icon size={22} />}
      title={t(`house.games.${round.gameCode}`)}
      details={[
        <time key="time" dateTime={round.createdAt}>
          {formatDateTime(round.createdAt, language)}
        </time>,
        `${t('house.history.bet', { amount: formatBaht(round.betSatang) })} · ${t('house.history.nonce', { nonce: round.nonce })}`,
      ]}
      amount={isSettled ? netText(round, t('app.currencySymbol')) : undefined}
      amountTestId="house-round-net"
      status={isSettled ? null : <StatusChip tone={STATUS_TONES[round.status]} label={t(`house.history.statuses.${round.status}`)} />}
      action={
        <Link className={styles.verify} to={buildVerifierPath(verifierPrefillOf(round))}>
          {t('house.history.verify')}
        </Link>
      }
    />
  );
}
