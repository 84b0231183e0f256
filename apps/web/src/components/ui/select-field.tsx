import { useId, type ComponentProps } from 'react';
import { ChevronRightIcon } from './icons';
import styles from './select-field.module.css';

interface SelectOption {
  value: string;
  label: string;
}

type SelectFieldProps = Omit<ComponentProps<'select'>, 'id' | 'children'> & {
  label: string;
  options: readonly SelectOption[];
};

/** A labelled native select: the phone's own picker is the easiest one to use with a thumb. */
export function SelectField({ label, options, className, ...selectProps }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.control}>
        <select id={id} className={styles.select} {...selectProps}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronRightIcon size={18} className={styles.chevron} />
      </div>
    </div>
  );
}
