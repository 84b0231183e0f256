import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LOG_RANGE_MAX_DAYS } from '@/config/limits';
import { latestEndFor, validateDateRange, type DateRange, type DateRangeProblem, type DateRangeProblems } from '@/lib/date-range';
import { Button } from './button';
import { DateField } from './date-field';
import styles from './date-range-form.module.css';

interface DateRangeFormProps {
  /** The range on screen; the form starts from it. */
  range: DateRange;
  /** Today in Bangkok: the latest date that can be chosen. */
  today: string;
  onSubmit: (range: DateRange) => void;
  /** The longest range the screen's API allows; 31 days unless said otherwise. */
  maxDays?: number;
}

const NO_PROBLEMS: DateRangeProblems = { start: null, end: null };

/** Two Bangkok dates and a button. A range the API would refuse is flagged beside its field and never sent. */
export function DateRangeForm({ range, today, onSubmit, maxDays = LOG_RANGE_MAX_DAYS }: DateRangeFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(range);
  const [problems, setProblems] = useState(NO_PROBLEMS);
  const describe = (problem: DateRangeProblem | null) => (problem ? t(`dateRange.problems.${problem}`, { days: maxDays }) : null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateDateRange(draft, today, maxDays);
    setProblems(found);
    if (!found.start && !found.end) onSubmit(draft);
  };
  const change = (field: keyof DateRange, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    // A corrected field loses its message at once; the other keeps its own until the next check.
    setProblems((current) => ({ ...current, [field]: null }));
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('dateRange.rangeLabel')}>
      <div className={styles.fields}>
        <DateField
          label={t('dateRange.startLabel')}
          name="start"
          value={draft.start}
          max={today}
          onChange={(day) => {
            change('start', day);
          }}
          error={describe(problems.start)}
        />
        <DateField
          label={t('dateRange.endLabel')}
          name="end"
          value={draft.end}
          min={draft.start || undefined}
          max={latestEndFor(draft.start, today, maxDays)}
          onChange={(day) => {
            change('end', day);
          }}
          error={describe(problems.end)}
        />
      </div>
      <p className={styles.hint}>{t('dateRange.rangeHint', { days: maxDays })}</p>
      <Button type="submit" variant="primary" isFullWidth>
        {t('dateRange.show')}
      </Button>
    </form>
  );
}
