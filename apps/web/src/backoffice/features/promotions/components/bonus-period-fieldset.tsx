import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import type { BonusField, BonusPeriodFields } from '../bonus-form-values';
import styles from './promotions.module.css';

/** What a field of the bonus form needs from the form: its value, error, lock and change handler. */
export interface BonusFieldBinding {
  name: BonusField;
  value: string;
  error: string | null;
  disabled: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

interface BonusPeriodFieldsetProps {
  index: number;
  fields: BonusPeriodFields;
  bind: (field: BonusField) => BonusFieldBinding;
}

/** One daily period of the deposit bonus: its rate, the satang a deposit must end in, and its Bangkok hours. */
export function BonusPeriodFieldset({ index, fields, bind }: BonusPeriodFieldsetProps) {
  const { t } = useTranslation('backoffice');
  const unit = (text: string) => <span className={styles.unit}>{text}</span>;
  return (
    <fieldset className={styles.period} data-testid={`bonus-period-${index}`}>
      <legend>{t('promotions.bonus.period', { number: index })}</legend>
      <TextField label={t('promotions.bonus.rate')} inputMode="decimal" autoComplete="off" maxLength={6} trailing={unit('%')} {...bind(fields.rate)} />
      <TextField label={t('promotions.bonus.endNumber')} inputMode="numeric" autoComplete="off" maxLength={2} placeholder="11" {...bind(fields.endNumber)} />
      <TextField label={t('promotions.bonus.timeStart')} inputMode="numeric" autoComplete="off" maxLength={8} placeholder="00:00" {...bind(fields.timeStart)} />
      <TextField label={t('promotions.bonus.timeEnd')} inputMode="numeric" autoComplete="off" maxLength={8} placeholder="23:59" {...bind(fields.timeEnd)} />
    </fieldset>
  );
}
