import { useRef, useState, type ReactNode } from 'react';
import { PhraseText } from '@/components/ui/phrase-text';
import { TextField } from '@/components/ui/text-field';
import { isApiFailure } from '@/lib/api-client';
import { useApiErrorText } from '../lib/use-api-error-text';
import styles from './dialog-form.module.css';
import { FormDialog } from './form-dialog';

/** The one text a decision needs: a reason the member reads, or the bank's reference. */
export interface DecisionText {
  /** The request field it goes to, which is also the field a server refusal names. */
  field: string;
  label: string;
  maxLength: number;
  /** Shown beside the field when the contract's check refuses the text. */
  requiredMessage: string;
  /** The contract's check, so the dialog refuses exactly what the API would. */
  isValid: (text: string) => boolean;
}

interface DecisionDialogProps<Result> {
  title: string;
  testId: string;
  /** What is being decided, as the operator recognises it. */
  summary: ReactNode;
  /** Null for a decision that is only confirmed. */
  text: DecisionText | null;
  hint: string;
  confirmLabel: string;
  sendingLabel: string;
  /** Sends the decision with the trimmed text ('' when there is none). */
  send: (text: string) => Promise<Result>;
  onDone: (result: Result) => void;
  onClose: () => void;
}

/**
 * A decision on one queue item (reject a slip or a statement line; approve, reject, fail or retry
 * a withdrawal), confirmed in a dialog with the text it needs. A refusal is shown beside the text
 * when it names it, above the button otherwise, and what was typed stays.
 */
export function DecisionDialog<Result>({ title, testId, summary, text, hint, confirmLabel, sendingLabel, send, onDone, onClose }: DecisionDialogProps<Result>) {
  const errorText = useApiErrorText();
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const showFieldError = (message: string) => {
    setFieldError(message);
    inputRef.current?.focus();
  };

  const checkAndSend = () => {
    setFormError(null);
    if (text && !text.isValid(value)) {
      showFieldError(text.requiredMessage);
      return null;
    }
    return send(value.trim());
  };

  const showRefusal = (error: unknown) => {
    if (text && isApiFailure(error) && error.field === text.field) showFieldError(errorText(error));
    else setFormError(errorText(error));
  };

  return (
    <FormDialog
      title={title}
      testId={testId}
      submitLabel={confirmLabel}
      savingLabel={sendingLabel}
      formError={formError}
      send={checkAndSend}
      onSaved={onDone}
      onRefused={showRefusal}
      onClose={onClose}
    >
      <div className={styles.summary}>{summary}</div>
      {text ? (
        <TextField
          ref={inputRef}
          name={text.field}
          label={text.label}
          value={value}
          error={fieldError}
          maxLength={text.maxLength}
          autoComplete="off"
          autoFocus
          onChange={(event) => {
            setValue(event.target.value);
            setFieldError(null);
            setFormError(null);
          }}
        />
      ) : null}
      <p className={styles.hint}>
        <PhraseText text={hint} />
      </p>
    </FormDialog>
  );
}
