import { useId } from 'react';
import styles from './toggle-switch.module.css';

interface ToggleSwitchProps {
  label: string;
  isOn: boolean;
  onChange: (isOn: boolean) => void;
  disabled?: boolean;
  /** In a table row the column says what the switch is; the label is still read to screen readers. */
  isLabelHidden?: boolean;
  testId?: string;
}

/** An on/off setting that takes effect as a whole (shown, hot, popup): a switch, not a tick box in a list. */
export function ToggleSwitch({ label, isOn, onChange, disabled = false, isLabelHidden = false, testId }: ToggleSwitchProps) {
  const labelId = useId();
  return (
    <span className={styles.field}>
      <button
        type="button"
        role="switch"
        aria-checked={isOn}
        aria-labelledby={labelId}
        className={isOn ? `${styles.switch} ${styles.on}` : styles.switch}
        disabled={disabled}
        data-testid={testId}
        onClick={() => {
          onChange(!isOn);
        }}
      >
        <span className={styles.knob} aria-hidden="true" />
      </button>
      <span id={labelId} className={isLabelHidden ? styles.hiddenLabel : styles.label}>
        {label}
      </span>
    </span>
  );
}
