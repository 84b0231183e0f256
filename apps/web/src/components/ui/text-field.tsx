import { useId, type ComponentProps, type ReactNode } from 'react';
import { FieldError } from './field-error';
import styles from './text-field.module.css';
import { useValueTypedEarly } from './use-value-typed-early';

type TextFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  label: string;
  /** Shown right under the field it belongs to. */
  error?: string | null;
  leadingIcon?: ReactNode;
  trailing?: ReactNode;
};

export function TextField({ label, error, leadingIcon, trailing, className, ...inputProps }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  useValueTypedEarly(id, inputProps.value);
  return (
    <div className={[styles.field, error ? styles.invalid : undefined, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.control}>
        {leadingIcon ? <span className={styles.leading}>{leadingIcon}</span> : null}
        <input
          id={id}
          className={styles.input}
          style={leadingIcon ? undefined : { paddingLeft: 14 }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...inputProps}
        />
        {trailing ? <span className={styles.trailing}>{trailing}</span> : null}
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
