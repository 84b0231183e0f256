import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '@/components/ui/field-error';
import { formatMonthName, formatYear, isDateLanguage } from '@/lib/format-date-time';
import styles from './birth-date-field.module.css';

interface BirthDateFieldProps {
  /** 'YYYY-MM-DD' once day, month and year are all chosen; '' until then. */
  value: string;
  onChange: (dateOfBirth: string) => void;
  /** Bangkok's today, 'YYYY-MM-DD': the years offered end at this year. */
  today: string;
  error: string | null;
}

const YEARS_OFFERED = 100;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * Day, month and year of birth as three of the phone's own pickers. Thai members count years in
 * the Buddhist era (2569), so the years are shown in the language's era while the value is
 * Gregorian. A day the chosen month lacks (31 in April) is not offered.
 */
export function BirthDateField({ value, onChange, today, error }: BirthDateFieldProps) {
  const { t, i18n } = useTranslation();
  const language = isDateLanguage(i18n.language) ? i18n.language : 'th';
  const legendId = useId();
  const errorId = `${legendId}-error`;
  const [initialYear = '', initialMonth = '', initialDay = ''] = value ? value.split('-') : [];
  const [parts, setParts] = useState({ year: initialYear, month: initialMonth.replace(/^0/, ''), day: initialDay.replace(/^0/, '') });

  const thisYear = Number(today.slice(0, 4));
  const years = Array.from({ length: YEARS_OFFERED }, (_, index) => thisYear - index);
  const lastDay = parts.year && parts.month ? daysInMonth(Number(parts.year), Number(parts.month)) : 31;

  const choose = (next: typeof parts) => {
    const day = next.day && next.year && next.month && Number(next.day) > daysInMonth(Number(next.year), Number(next.month)) ? '' : next.day;
    const chosen = { ...next, day };
    setParts(chosen);
    const isComplete = chosen.year !== '' && chosen.month !== '' && chosen.day !== '';
    onChange(isComplete ? `${chosen.year}-${chosen.month.padStart(2, '0')}-${chosen.day.padStart(2, '0')}` : '');
  };

  const describedBy = error ? errorId : undefined;
  return (
    <fieldset className={styles.field}>
      <legend id={legendId} className={styles.legend}>
        {t('registration.dateOfBirth')}
      </legend>
      <div className={styles.pickers}>
        <select
          name="dateOfBirth"
          aria-label={t('registration.birthDay')}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={styles.select}
          value={parts.day}
          onChange={(event) => {
            choose({ ...parts, day: event.target.value });
          }}
        >
          <option value="">{t('registration.birthDay')}</option>
          {Array.from({ length: lastDay }, (_, index) => String(index + 1)).map((day) => (
            <option key={day} value={day}>
              {day}
            </option>
          ))}
        </select>
        <select
          aria-label={t('registration.birthMonth')}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={styles.select}
          value={parts.month}
          onChange={(event) => {
            choose({ ...parts, month: event.target.value });
          }}
        >
          <option value="">{t('registration.birthMonth')}</option>
          {Array.from({ length: 12 }, (_, index) => String(index + 1)).map((month) => (
            <option key={month} value={month}>
              {formatMonthName(`2026-${month.padStart(2, '0')}`, language)}
            </option>
          ))}
        </select>
        <select
          aria-label={t('registration.birthYear')}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={styles.select}
          value={parts.year}
          onChange={(event) => {
            choose({ ...parts, year: event.target.value });
          }}
        >
          <option value="">{t('registration.birthYear')}</option>
          {years.map((year) => (
            <option key={year} value={String(year)}>
              {formatYear(year, language)}
            </option>
          ))}
        </select>
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
