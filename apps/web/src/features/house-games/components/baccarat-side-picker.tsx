import { useTranslation } from 'react-i18next';
import type { BaccaratSide } from '@app/contract/house-games/baccarat';
import styles from './baccarat-side-picker.module.css';

/** Tie sits between player and banker, as on the table layout. */
const ORDER: readonly BaccaratSide[] = ['player', 'tie', 'banker'];

interface BaccaratSidePickerProps {
  value: BaccaratSide;
  onChange: (side: BaccaratSide) => void;
  disabled?: boolean;
}

export function BaccaratSidePicker({ value, onChange, disabled = false }: BaccaratSidePickerProps) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.group} disabled={disabled}>
      <legend className={styles.legend}>{t('house.baccarat.sideLabel')}</legend>
      <div className={styles.sides}>
        {ORDER.map((side) => (
          <button
            key={side}
            type="button"
            className={`${styles.side} ${styles[side]}`}
            aria-pressed={side === value}
            onClick={() => {
              onChange(side);
            }}
          >
            <span className={styles.name}>{t(`house.baccarat.sides.${side}`)}</span>
            <span className={styles.odds}>{t(`house.baccarat.odds.${side}`)}</span>
          </button>
        ))}
      </div>
    </fieldset>
  );
}
