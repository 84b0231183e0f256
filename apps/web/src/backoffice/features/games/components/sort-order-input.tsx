import { useState } from 'react';
import styles from './catalogue.module.css';

interface SortOrderInputProps {
  /** The stored number; give the input `key={value}` so a saved or reverted number replaces what was typed. */
  value: number;
  label: string;
  disabled: boolean;
  isInvalid: boolean;
  /** Called with the typed text when the operator leaves the field or presses Enter, if it changed. */
  onCommit: (text: string) => void;
}

/** The sort number of a game, saved when the operator is done with it rather than on every key. */
export function SortOrderInput({ value, label, disabled, isInvalid, onCommit }: SortOrderInputProps) {
  const [text, setText] = useState(String(value));
  const commit = () => {
    if (text.trim() !== String(value)) onCommit(text);
  };
  return (
    <input
      className={styles.sortOrder}
      aria-label={label}
      aria-invalid={isInvalid || undefined}
      inputMode="numeric"
      value={text}
      disabled={disabled}
      onChange={(event) => {
        setText(event.target.value);
      }}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
    />
  );
}
