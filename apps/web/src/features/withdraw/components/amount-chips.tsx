import { useTranslation } from 'react-i18next';
import { parseBahtToSatang } from '@app/contract/money-format';
import { formatWholeBaht } from '@/lib/baht-amount';
import { QUICK_AMOUNTS_SATANG } from '../withdraw-amount';
import styles from './amount-chips.module.css';

interface AmountChipsProps {
  /** The amount field's text, to mark the chip it matches. */
  amountText: string;
  onPick: (amountText: string) => void;
  disabled?: boolean;
}

/** One tap fills the amount field with a common amount. */
export function AmountChips({ amountText, onPick, disabled = false }: AmountChipsProps) {
  const { t } = useTranslation();
  const typedSatang = parseBahtToSatang(amountText);
  return (
    <div className={styles.chips} role="group" aria-label={t('withdraw.quickAmounts')}>
      {QUICK_AMOUNTS_SATANG.map((amountSatang) => {
        const label = formatWholeBaht(amountSatang);
        return (
          <button
            key={amountSatang}
            type="button"
            className={styles.chip}
            aria-pressed={typedSatang === amountSatang}
            aria-label={t('withdraw.quickAmount', { amount: label })}
            disabled={disabled}
            onClick={() => {
              onPick(label.replaceAll(',', ''));
            }}
          >
            {label}
          </button>
        );
      })}
    </div>
  );
}
