import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdjustmentDirection } from '../credit-adjustment-form-values';
import styles from './direction-choice.module.css';

const DIRECTIONS: readonly AdjustmentDirection[] = ['credit', 'debit'];

/** Add or take away, both in view as radio buttons: the way money moves must never be a guess. */
export function DirectionChoice({ value, onChange }: { value: AdjustmentDirection; onChange: (direction: AdjustmentDirection) => void }) {
  const { t } = useTranslation('backoffice');
  const name = useId();
  return (
    <fieldset className={styles.choice}>
      <legend className={styles.legend}>{t('members.adjust.direction')}</legend>
      <div className={styles.options}>
        {DIRECTIONS.map((direction) => (
          <label key={direction} className={[styles.option, styles[direction], value === direction ? styles.selected : undefined].filter(Boolean).join(' ')}>
            <input
              type="radio"
              className={styles.radio}
              name={name}
              value={direction}
              checked={value === direction}
              onChange={() => {
                onChange(direction);
              }}
            />
            {t(`members.adjust.${direction}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
