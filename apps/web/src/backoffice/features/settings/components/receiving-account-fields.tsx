import { useTranslation } from 'react-i18next';
import { THAI_BANKS } from '@app/contract/banks';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import type { FieldErrors } from '../hooks/use-settings-form';
import type { NewBrandValues } from '../new-brand-values';
import formStyles from './settings.module.css';
import styles from './new-brand.module.css';

type AccountValues = NewBrandValues['receivingAccount'];

/** The account members transfer deposits to; left empty, the brand takes no bank transfers until one is added. */
export function ReceivingAccountFields({
  values,
  errors,
  onChange,
}: {
  values: AccountValues;
  errors: FieldErrors;
  onChange: (account: AccountValues) => void;
}) {
  const { t } = useTranslation('backoffice');
  const bankOptions = [
    { value: '', label: t('settings.newBrand.account.chooseBank') },
    ...THAI_BANKS.map((bank) => ({ value: bank.code, label: bank.nameTh })),
  ];
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('settings.newBrand.account.legend')}</legend>
      <p className={styles.legendHint}>{t('settings.newBrand.account.hint')}</p>
      <div className={formStyles.pair}>
        <SelectField
          label={t('settings.newBrand.account.bank')}
          name="bankCode"
          options={bankOptions}
          value={values.bankCode}
          error={errors['receivingAccount.bankCode'] ?? null}
          onChange={(event) => onChange({ ...values, bankCode: event.target.value })}
        />
        <TextField
          label={t('settings.newBrand.account.number')}
          name="accountNumber"
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          value={values.accountNumber}
          error={errors['receivingAccount.accountNumber'] ?? null}
          onChange={(event) => onChange({ ...values, accountNumber: event.target.value })}
        />
      </div>
      <TextField
        label={t('settings.newBrand.account.name')}
        name="accountName"
        autoComplete="off"
        maxLength={100}
        value={values.accountName}
        error={errors['receivingAccount.accountName'] ?? null}
        onChange={(event) => onChange({ ...values, accountName: event.target.value })}
      />
    </fieldset>
  );
}
