import { useId, type ReactNode } from 'react';
import { PhraseText } from '@/components/ui/phrase-text';
import styles from './check-field.module.css';

interface CheckFieldProps {
  name: string;
  label: ReactNode;
  isChecked: boolean;
  onChange: (isChecked: boolean) => void;
  /** Shown right under the box it belongs to. */
  error?: string | null;
}

/** A required tick box with its label as one large touch target, and its error beneath it. */
export function CheckField({ name, label, isChecked, onChange, error }: CheckFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={[styles.field, error ? styles.invalid : undefined].filter(Boolean).join(' ')}>
      <label className={styles.row} htmlFor={id}>
        <input
          id={id}
          className={styles.box}
          type="checkbox"
          name={name}
          checked={isChecked}
          onChange={(event) => {
            onChange(event.target.checked);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <span className={styles.label}>{label}</span>
      </label>
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          <span>
            <PhraseText text={error} />
          </span>
        </p>
      ) : null}
    </div>
  );
}
