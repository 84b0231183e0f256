import { useId, type ComponentProps } from 'react';
import { ChevronRightIcon } from './icons';
import { FieldError } from './field-error';
import styles from './select-field.module.css';

interface SelectOption {
  value: string;
  label: string;
}

type SelectFieldProps = Omit<ComponentProps<'select'>, 'id' | 'children'> & {
  label: string;
  options: readonly SelectOption[];
  /** Shown right under the field it belongs to. */
  error?: string | null;
};

/** A labelled native select: the phone's own picker is the easiest one to use with a thumb. */
export function SelectField({ label, options, error, className, ...selectProps }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={[styles.field, error ? styles.invalid : undefined, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.control}>
        <select id={id} className={styles.select} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...selectProps}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronRightIcon size={18} className={styles.chevron} />
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
