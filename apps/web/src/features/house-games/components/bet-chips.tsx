import { useTranslation } from 'react-i18next';
import { formatWholeBaht } from '@/lib/baht-amount';
import styles from './bet-chips.module.css';

interface BetChipsProps {
  betsSatang: readonly number[];
  valueSatang: number;
  onChange: (betSatang: number) => void;
  disabled?: boolean;
}

/** The bets a game takes, as casino chips; one is always chosen and stays chosen after any answer. */
export function BetChips({ betsSatang, valueSatang, onChange, disabled = false }: BetChipsProps) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.group} disabled={disabled}>
      <legend className={styles.legend}>{t('house.betLabel')}</legend>
      <div className={styles.chips} style={{ gridTemplateColumns: `repeat(${String(betsSatang.length)}, minmax(0, 1fr))` }}>
        {betsSatang.map((betSatang) => {
          const label = formatWholeBaht(betSatang);
          return (
            <button
              key={betSatang}
              type="button"
              className={styles.chip}
              aria-pressed={betSatang === valueSatang}
              aria-label={t('house.betChip', { amount: label })}
              onClick={() => {
                onChange(betSatang);
              }}
            >
              {label}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
