import { useTranslation } from 'react-i18next';
import { formatBaht } from '@app/contract/money-format';
import type { DateRange } from '@/lib/date-range';
import { formatDay, isDateLanguage } from '@/lib/format-date-time';
import styles from './affiliate-report.module.css';

/** One total over a range of days, with the range it covers spelled out. */
export function RangeTotal({ label, amountSatang, range, testId }: { label: string; amountSatang: number; range: DateRange; testId: string }) {
  const { t, i18n } = useTranslation();
  const language = isDateLanguage(i18n.language) ? i18n.language : 'th';
  return (
    <div className={styles.total}>
      <div>
        <p className={styles.totalLabel}>{label}</p>
        <p className={styles.totalRange}>{t('affiliate.rangeText', { start: formatDay(range.start, language), end: formatDay(range.end, language) })}</p>
      </div>
      <p className={styles.totalAmount} data-testid={testId}>
        {t('app.currencySymbol')}
        {formatBaht(amountSatang)}
      </p>
    </div>
  );
}
