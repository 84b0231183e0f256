import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay, isDateLanguage } from '@/lib/format-date-time';
import { CalendarPicker } from './calendar-picker';
import { CalendarIcon } from './icons';
import { FieldError } from './field-error';
import fieldStyles from './text-field.module.css';
import styles from './date-field.module.css';

interface DateFieldProps {
  label: string;
  /** A Bangkok day, 'YYYY-MM-DD', or '' for none chosen yet. */
  value: string;
  onChange: (day: string) => void;
  /** The earliest and latest days that may be chosen. */
  min?: string | undefined;
  max?: string | undefined;
  /** Shown right under the field it belongs to. */
  error?: string | null;
  name?: string;
}

/**
 * A date written as the lists write it ("22 พ.ย. 2569", the Buddhist era in Thai), chosen from a
 * calendar of Thai months and Buddhist-era years. A native date input would show the Gregorian
 * year in most browsers, a different date from the one the lists below it show.
 */
export function DateField({ label, value, onChange, min, max, error, name }: DateFieldProps) {
  const { t, i18n } = useTranslation();
  const language = isDateLanguage(i18n.language) ? i18n.language : 'th';
  const [isOpen, setIsOpen] = useState(false);
  const id = useId();
  const errorId = `${id}-error`;
  const close = () => {
    setIsOpen(false);
  };

  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
      </label>
      <button
        id={id}
        type="button"
        name={name}
        value={value}
        className={error ? `${styles.control} ${styles.invalid}` : styles.control}
        aria-haspopup="dialog"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        data-day={value}
        onClick={() => {
          setIsOpen(true);
        }}
      >
        <CalendarIcon size={20} className={styles.icon} />
        <span className={value ? styles.text : styles.placeholder}>{value ? formatDay(value, language) : t('dateField.placeholder')}</span>
      </button>
      <FieldError id={errorId} message={error} />
      {isOpen ? (
        <CalendarPicker
          title={label}
          value={value}
          min={min}
          max={max}
          language={language}
          onChoose={(day) => {
            onChange(day);
            close();
          }}
          onClose={close}
        />
      ) : null}
    </div>
  );
}
