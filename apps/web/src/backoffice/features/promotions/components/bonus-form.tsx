import type { BonusSettings } from '@app/contract/settings';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast-context';
import { useUpdatePromotionSettingsMutation } from '../api/update-promotion-settings';
import { BONUS_PERIODS, checkBonusForm, toBonusFormValues, type BonusField, type BonusFormValues } from '../bonus-form-values';
import { useFormWrite } from '../hooks/use-form-write';
import { useProblemTexts } from '../hooks/use-problem-texts';
import { BonusPeriodFieldset, type BonusFieldBinding } from './bonus-period-fieldset';
import styles from './promotions.module.css';

function isBonusField(name: string, values: BonusFormValues): name is BonusField {
  return name in values;
}

interface BonusFormProps {
  brandId: string;
  bonus: BonusSettings;
  canEdit: boolean;
}

/**
 * The deposit bonus: a cap and two daily periods, saved together (the API takes the whole bonus
 * at once). A refusal keeps every value typed; the API names a bonus field as "bonus.<name>".
 */
export function BonusForm({ brandId, bonus, canEdit }: BonusFormProps) {
  const { t } = useTranslation('backoffice');
  const { showToast } = useToast();
  const problemTexts = useProblemTexts();
  const [updateSettings, { isLoading }] = useUpdatePromotionSettingsMutation();
  const [values, setValues] = useState(() => toBonusFormValues(bonus));
  const write = useFormWrite<BonusField>((apiField) => {
    const name = apiField.replace(/^bonus\.?/, '');
    return isBonusField(name, values) ? name : undefined;
  });

  const bind = (name: BonusField): BonusFieldBinding => ({
    name,
    value: values[name],
    error: write.fieldErrors[name] ?? null,
    disabled: !canEdit,
    onChange: (event) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
      write.clearError(name);
    },
  });

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = checkBonusForm(values);
    if (!check.request) {
      write.setFieldErrors(problemTexts(check.problems));
      return;
    }
    const changes = { bonus: check.request };
    if (await write.send(() => updateSettings({ brandId, changes }).unwrap())) showToast(t('promotions.bonus.saved'), 'success');
  };

  return (
    <section className={styles.panel} aria-labelledby="bonus-title">
      <div>
        <h2 id="bonus-title" className={styles.panelTitle}>
          {t('promotions.bonus.title')}
        </h2>
        <p className={styles.panelText}>{t('promotions.bonus.intro')}</p>
      </div>
      <form className={styles.form} onSubmit={(event) => void handleSubmit(event)} noValidate data-testid="bonus-form">
        <div className={styles.narrow}>
          <TextField
            label={t('promotions.bonus.max')}
            inputMode="decimal"
            autoComplete="off"
            maxLength={16}
            trailing={<span className={styles.unit}>{t('promotions.baht')}</span>}
            {...bind('bonusMax')}
          />
        </div>
        <p className={styles.hint}>{t('promotions.bonus.maxHint')}</p>
        <div className={styles.columns}>
          {BONUS_PERIODS.map((fields, index) => (
            <BonusPeriodFieldset key={fields.rate} index={index + 1} fields={fields} bind={bind} />
          ))}
        </div>
        <p className={styles.hint}>{t('promotions.bonus.periodHint')}</p>
        <FormAlert message={write.formError} testId="bonus-error" />
        {canEdit ? (
          <div className={styles.actions}>
            <Button type="submit" isLoading={isLoading} loadingLabel={t('promotions.saving')}>
              {t('promotions.bonus.save')}
            </Button>
          </div>
        ) : null}
      </form>
    </section>
  );
}
