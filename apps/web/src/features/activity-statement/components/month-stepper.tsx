import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { addMonths } from '@/lib/calendar-month';
import { formatMonth, isDateLanguage } from '@/lib/format-date-time';
import styles from './activity-statement.module.css';

interface MonthStepperProps {
  month: string;
  /** The member's sign-up month and the current month, once known: the steps stop there. */
  range: { firstMonth: string; currentMonth: string } | null;
  onChange: (month: string) => void;
}

/** The month on show, with a step back and a step forward, each a large button. */
export function MonthStepper({ month, range, onChange }: MonthStepperProps) {
  const { t, i18n } = useTranslation();
  const language = isDateLanguage(i18n.language) ? i18n.language : 'th';
  const previous = addMonths(month, -1);
  const next = addMonths(month, 1);
  return (
    <div className={styles.stepper} role="group" aria-label={t('statement.monthLabel')}>
      <Button
        variant="ghost"
        isIconOnly
        aria-label={t('statement.previousMonth')}
        disabled={!range || previous < range.firstMonth}
        onClick={() => {
          onChange(previous);
        }}
      >
        <ChevronLeftIcon size={22} />
      </Button>
      <p className={styles.month} aria-live="polite">
        <span data-testid="statement-month">{formatMonth(month, language)}</span>
        {range && month === range.currentMonth ? <span className={styles.soFar}>{t('statement.soFar')}</span> : null}
      </p>
      <Button
        variant="ghost"
        isIconOnly
        aria-label={t('statement.nextMonth')}
        disabled={!range || next > range.currentMonth}
        onClick={() => {
          onChange(next);
        }}
      >
        <ChevronRightIcon size={22} />
      </Button>
    </div>
  );
}
