import { useTranslation } from 'react-i18next';
import { formatBaht } from '@app/contract/money-format';
import styles from './signed-amount.module.css';

type Tone = 'gain' | 'loss' | 'even';

function toneOf(amountSatang: number): Tone {
  return amountSatang > 0 ? 'gain' : amountSatang < 0 ? 'loss' : 'even';
}

/**
 * A net result from the member's side: a gain in green with a plus, a loss in red with a minus
 * sign (U+2212, as wide as the plus, so columns of figures line up).
 */
export function SignedAmount({ amountSatang, testId }: { amountSatang: number; testId?: string }) {
  const { t } = useTranslation();
  const tone = toneOf(amountSatang);
  const sign = tone === 'gain' ? '+' : tone === 'loss' ? '\u2212' : '';
  return (
    <span className={`${styles.amount} ${styles[tone] ?? ''}`} data-tone={tone} data-testid={testId}>
      {sign}
      {t('app.currencySymbol')}
      {formatBaht(Math.abs(amountSatang))}
    </span>
  );
}
