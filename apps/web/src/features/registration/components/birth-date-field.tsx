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
        <BirthPartSelect
          name="dateOfBirth"
          label={t('registration.birthDay')}
          value={parts.day}
          options={Array.from({ length: lastDay }, (_, index) => ({ value: String(index + 1), label: String(index + 1) }))}
          error={error}
          describedBy={describedBy}
          onChange={(day) => {
            choose({ ...parts, day });
          }}
        />
        <BirthPartSelect
          label={t('registration.birthMonth')}
          value={parts.month}
          options={Array.from({ length: 12 }, (_, index) => ({
            value: String(index + 1),
            label: formatMonthName(`2026-${String(index + 1).padStart(2, '0')}`, language),
          }))}
          error={error}
          describedBy={describedBy}
          onChange={(month) => {
            choose({ ...parts, month });
          }}
        />
        <BirthPartSelect
          label={t('registration.birthYear')}
          value={parts.year}
          options={years.map((year) => ({ value: String(year), label: formatYear(year, language) }))}
          error={error}
          describedBy={describedBy}
          onChange={(year) => {
            choose({ ...parts, year });
          }}
        />
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

interface BirthPartSelectProps {
  /** Set on the day's picker: the form focuses `[name="dateOfBirth"]` when the date is refused. */
  name?: string;
  /** Also the empty choice's text, so the picker says what it asks for. */
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  error: string | null;
  describedBy: string | undefined;
  onChange: (value: string) => void;
}

/** One of the three pickers: its label is its empty choice, and it is marked with the field's error. */
function BirthPartSelect({ name, label, value, options, error, describedBy, onChange }: BirthPartSelectProps) {
  return (
    <select
      name={name}
      aria-label={label}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
      className={styles.select}
      value={value}
      onChange={(event) => {
        onChange(event.target.value);
      }}
    >
      <option value="">{label}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
