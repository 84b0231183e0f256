import { useTranslation } from 'react-i18next';
import type { HouseRound } from '@app/contract/house-games/api';
import { hiloPayout } from '@app/contract/house-games/hilo';
import { formatBaht } from '@app/contract/money-format';
import { formatMultiplierBps } from '../odds-text';
import { hiloDetailOf } from '../round-detail';
import styles from './game-board.module.css';
import hiloStyles from './hilo-game.module.css';

/** Where the round stands: what cashing out pays now, or how it ended. */
export function HiloStatus({ round }: { round: HouseRound | null }) {
  const { t } = useTranslation();
  const detail = hiloDetailOf(round);
  if (!round || !detail) return <p className={styles.message}>{t('house.hilo.idle')}</p>;
  if (detail.hiloStatus === 'lost') {
    return (
      <p className={styles.lose} data-testid="round-result">
        {t('house.hilo.lost', { amount: formatBaht(round.betSatang) })}
      </p>
    );
  }
  // Closing is a cash-out whose payment is on its way: the amount is already final.
  if (round.status !== 'placed') {
    return round.winSatang > 0 ? (
      <p className={styles.win} data-testid="round-result">
        {t('house.hilo.cashedOut', { amount: formatBaht(round.winSatang) })}
      </p>
    ) : (
      <p className={styles.message}>{t('house.hilo.idle')}</p>
    );
  }
  return (
    <div className={hiloStyles.standing} data-testid="hilo-standing">
      <p className={hiloStyles.multiplier}>
        <span className={hiloStyles.multiplierLabel}>{t('house.hilo.multiplierLabel')}</span>
        <span data-testid="hilo-multiplier">×{formatMultiplierBps(detail.multiplierBps)}</span>
      </p>
      <p className={hiloStyles.cashOutValue}>{t('house.hilo.cashOutValue', { amount: formatBaht(hiloPayout(round.betSatang, detail.multiplierBps)) })}</p>
      {detail.hiloStatus === 'capped' ? <p className={styles.note}>{t('house.hilo.capped')}</p> : null}
    </div>
  );
}
