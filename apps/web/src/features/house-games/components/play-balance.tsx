import { useTranslation } from 'react-i18next';
import { formatBaht } from '@app/contract/money';
import styles from './play-balance.module.css';

/** The member's balance during play: the number that matters most, always on screen. */
export function PlayBalance({ balanceSatang }: { balanceSatang: number }) {
  const { t } = useTranslation();
  return (
    <p className={styles.balance}>
      <span className={styles.label}>{t('house.balanceLabel')}</span>
      <span className={styles.amount} data-testid="play-balance">
        {t('app.currencySymbol')}
        {formatBaht(balanceSatang)}
      </span>
    </p>
  );
}
