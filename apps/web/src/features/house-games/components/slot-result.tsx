import { useTranslation } from 'react-i18next';
import type { HouseRound } from '@app/contract/house-games/api';
import { formatBaht } from '@app/contract/money-format';
import { isSlotSymbol } from '../slot-cells';
import { slotDetailOf } from '../round-detail';
import styles from './game-board.module.css';

/** What the last spin paid, line by line; before any spin, what to do. */
export function SlotResult({ round, isSpinning }: { round: HouseRound | null; isSpinning: boolean }) {
  const { t } = useTranslation();
  const detail = slotDetailOf(round);
  // The line keeps its height while the reels turn, so the buttons below do not jump.
  if (isSpinning) return <p className={styles.message} />;
  if (!round || !detail) return <p className={styles.message}>{t('house.slot.idle')}</p>;
  if (round.winSatang === 0) {
    return (
      <p className={styles.message} data-testid="round-result">
        {t('house.slot.noWin')}
      </p>
    );
  }
  return (
    <div className={styles.result} data-testid="round-result">
      <p className={styles.win}>{t('house.slot.win', { amount: formatBaht(round.winSatang) })}</p>
      <ul className={styles.lineWins}>
        {detail.lineWins.map((lineWin) => (
          <li key={lineWin.line}>
            <span>
              {t('house.slot.lineWin', {
                line: lineWin.line + 1,
                symbol: isSlotSymbol(lineWin.symbol) ? t(`house.slot.symbols.${lineWin.symbol}`) : lineWin.symbol,
                count: lineWin.count,
              })}
            </span>
            <span className={styles.lineAmount}>
              {t('app.currencySymbol')}
              {formatBaht(lineWin.winSatang)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
