import { useTranslation } from 'react-i18next';
import type { BaccaratSide } from '@app/contract/house-games/baccarat';
import { formatBaht } from '@app/contract/money-format';
import styles from './game-board.module.css';

interface BaccaratResultProps {
  winner: BaccaratSide;
  side: BaccaratSide;
  betSatang: number;
  /** What the bet returned, stake included: more than the bet is a win, the bet itself a tie's refund. */
  winSatang: number;
}

/** Who won the hand and what the player's bet brought back. */
export function BaccaratResult({ winner, side, betSatang, winSatang }: BaccaratResultProps) {
  const { t } = useTranslation();
  const payout =
    winSatang > betSatang
      ? { className: styles.win, text: t('house.baccarat.paid', { amount: formatBaht(winSatang) }) }
      : winSatang === betSatang
        ? { className: styles.message, text: t('house.baccarat.refunded', { amount: formatBaht(betSatang) }) }
        : { className: styles.lose, text: t('house.baccarat.lost', { amount: formatBaht(betSatang) }) };
  return (
    <div className={styles.result} data-testid="round-result">
      <p className={styles.winner} data-testid="baccarat-winner">
        {t(`house.baccarat.winner.${winner}`)}
      </p>
      <p className={styles.note}>{t('house.baccarat.yourBet', { side: t(`house.baccarat.sides.${side}`), amount: formatBaht(betSatang) })}</p>
      <p className={payout.className}>{payout.text}</p>
    </div>
  );
}
