import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DateField } from '@/components/ui/date-field';
import { FormAlert } from '@/components/ui/form-alert';
import { PhraseText } from '@/components/ui/phrase-text';
import { TextField } from '@/components/ui/text-field';
import { toBangkokDay } from '@/lib/bangkok-date';
import { keepAmountCharacters } from '@/lib/baht-amount';
import { typeTime } from '@/lib/typed-time';
import { checkSlipClaim, slipClaimDayRange, type SlipClaimProblems, type SlipClaimValues } from '../slip-claim';
import type { SlipReviewRequest } from '../api/request-slip-review';
import styles from './slip-review-form.module.css';

/** The note an operator reads is capped by the API at 500 characters. */
const NOTE_MAX_LENGTH = 500;

/** A refusal of the API, beside the field it names when it names one. */
export interface SlipReviewError {
  message: string;
  field: keyof SlipClaimValues | null;
}

interface SlipReviewFormProps {
  onSend: (request: Omit<SlipReviewRequest, 'image'>) => void;
  isSending: boolean;
  error: SlipReviewError | null;
}

const NO_PROBLEMS: SlipClaimProblems = { amount: null, day: null, time: null };

const PROBLEM_MESSAGES = {
  amount: { required: 'slip.claimProblems.amountRequired', invalid: 'slip.claimProblems.amountInvalid' },
  day: { required: 'slip.claimProblems.dayRequired' },
  time: { required: 'slip.claimProblems.timeRequired', future: 'slip.claimProblems.timeFuture' },
} as const;

/**
 * Sends a slip the system could not credit to an operator, with the amount and the time of the
 * transfer typed in: a slip's QR carries neither, and one that cannot be read carries nothing.
 * Nothing is credited until an operator has checked the money arrived.
 */
export function SlipReviewForm({ onSend, isSending, error }: SlipReviewFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<SlipClaimValues>(() => ({ amount: '', day: toBangkokDay(new Date()), time: '' }));
  const [note, setNote] = useState('');
  const [problems, setProblems] = useState(NO_PROBLEMS);
  const days = slipClaimDayRange(new Date());

  const change = (field: keyof SlipClaimValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: null }));
  };
  const fieldError = (field: keyof SlipClaimValues) => {
    if (field === 'amount' && problems.amount) return t(PROBLEM_MESSAGES.amount[problems.amount]);
    if (field === 'day' && problems.day) return t(PROBLEM_MESSAGES.day[problems.day]);
    if (field === 'time' && problems.time) return t(PROBLEM_MESSAGES.time[problems.time]);
    return error?.field === field ? error.message : null;
  };

  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkSlipClaim(values, new Date());
    if ('problems' in checked) {
      setProblems(checked.problems);
      return;
    }
    const trimmedNote = note.trim();
    onSend({ ...checked.claim, ...(trimmedNote ? { note: trimmedNote } : {}) });
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit} aria-labelledby="slip-review-title" noValidate data-testid="slip-review-form">
      <h3 id="slip-review-title" className={styles.title}>
        {t('slip.reviewTitle')}
      </h3>
      <p className={styles.text}>
        <PhraseText text={t('slip.reviewText')} />
      </p>
      <TextField
        label={t('slip.claimAmountLabel')}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        value={values.amount}
        error={fieldError('amount')}
        onChange={(event) => {
          change('amount', keepAmountCharacters(event.target.value));
        }}
      />
      <div className={styles.when}>
        <DateField
          label={t('slip.claimDayLabel')}
          name="day"
          value={values.day}
          min={days.min}
          max={days.max}
          error={fieldError('day')}
          onChange={(day) => {
            change('day', day);
          }}
        />
        <TextField
          label={t('slip.claimTimeLabel')}
          name="time"
          inputMode="numeric"
          autoComplete="off"
          maxLength={5}
          placeholder={t('slip.claimTimePlaceholder')}
          value={values.time}
          error={fieldError('time')}
          onChange={(event) => {
            change('time', typeTime(event.target.value));
          }}
        />
      </div>
      <TextField
        label={t('slip.noteLabel')}
        name="note"
        autoComplete="off"
        maxLength={NOTE_MAX_LENGTH}
        placeholder={t('slip.notePlaceholder')}
        value={note}
        onChange={(event) => {
          setNote(event.target.value);
        }}
      />
      <FormAlert message={error && !error.field ? error.message : null} testId="slip-review-error" />
      <Button type="submit" variant="secondary" isFullWidth isLoading={isSending} loadingLabel={t('slip.reviewSubmitting')}>
        {t('slip.reviewSubmit')}
      </Button>
    </form>
  );
}
