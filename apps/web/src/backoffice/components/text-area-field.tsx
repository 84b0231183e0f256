import { useId, type ComponentProps } from 'react';
import { FieldError } from '@/components/ui/field-error';
import fieldStyles from '@/components/ui/text-field.module.css';
import styles from './text-area-field.module.css';

type TextAreaFieldProps = Omit<ComponentProps<'textarea'>, 'id'> & { label: string; error?: string | null };

/** The text field's look for several lines, such as an announcement's body. */
export function TextAreaField({ label, error, ...textAreaProps }: TextAreaFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={error ? `${fieldStyles.field} ${fieldStyles.invalid}` : fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
      </label>
      <div className={fieldStyles.control}>
        <textarea
          id={id}
          className={styles.textArea}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...textAreaProps}
        />
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
