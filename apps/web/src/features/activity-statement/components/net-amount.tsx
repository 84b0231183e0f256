import { useTranslation } from 'react-i18next';
import { formatBaht } from '@app/contract/money-format';
import styles from './activity-statement.module.css';

/**
 * A net result from the member's side: a gain in green with a plus, a loss in red with a minus
 * sign (U+2212, as wide as the plus), nothing either way in grey.
 */
export function NetAmount({ amountSatang }: { amountSatang: number }) {
  const { t } = useTranslation();
  const tone = amountSatang > 0 ? 'gain' : amountSatang < 0 ? 'loss' : 'even';
  const sign = tone === 'gain' ? '+' : tone === 'loss' ? '\u2212' : '';
  return (
    <span className={`${styles.net} ${styles[tone] ?? ''}`} data-tone={tone} data-testid="statement-net">
      {sign}
      {t('app.currencySymbol')}
      {formatBaht(Math.abs(amountSatang))}
    </span>
  );
}
