import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { typeTime } from '@/lib/typed-time';
import { Button } from './button';
import { DateField } from './date-field';
import { FieldError } from './field-error';
import { TextField } from './text-field';
import fieldStyles from './text-field.module.css';
import styles from './date-time-field.module.css';

interface DateTimeFieldProps {
  /** The whole field's name, such as "เริ่มแสดง (เวลากรุงเทพฯ)"; its day and time are labelled under it. */
  label: string;
  /** 'YYYY-MM-DDTHH:MM' as typed (possibly incomplete while typing), or '' for none. */
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  /** Offers to clear the field, for a time that may be left out (no end). */
  isClearable?: boolean;
  testId?: string;
}

/**
 * A day and a time of day: the day from the Buddhist-era calendar and written as the lists write
 * it, the time typed as 24-hour digits. The value is what a datetime-local input would give, so
 * the forms that read one read this; a day chosen without a time starts at 00:00.
 */
export function DateTimeField({ label, value, onChange, error, isClearable = false, testId }: DateTimeFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const [day = '', time = ''] = value.split('T');
  const emit = (nextDay: string, nextTime: string) => {
    onChange(nextDay || nextTime ? `${nextDay}T${nextTime}` : '');
  };

  return (
    <fieldset className={styles.group} aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined} data-testid={testId}>
      <legend className={`${fieldStyles.label} ${styles.legend}`}>{label}</legend>
      <div className={styles.parts}>
        <DateField
          label={t('dateTimeField.day')}
          value={day}
          onChange={(nextDay) => {
            emit(nextDay, time || '00:00');
          }}
        />
        <TextField
          label={t('dateTimeField.time')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={5}
          placeholder={t('dateTimeField.timePlaceholder')}
          value={time}
          onChange={(event) => {
            emit(day, typeTime(event.target.value));
          }}
        />
      </div>
      {isClearable && value ? (
        <Button
          variant="ghost"
          size="small"
          className={styles.clear}
          onClick={() => {
            onChange('');
          }}
        >
          {t('dateTimeField.clear')}
        </Button>
      ) : null}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
