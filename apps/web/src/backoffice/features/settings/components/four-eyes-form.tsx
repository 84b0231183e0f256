import { formatBaht } from '@app/contract/money';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import { keepAmountCharacters } from '@/lib/baht-amount';
import { useSetFourEyesThresholdMutation } from '../api/set-four-eyes-threshold';
import { useSettingsForm } from '../hooks/use-settings-form';
import { readThreshold, thresholdTextOf } from '../security-values';
import { FormFooter } from './form-footer';
import formStyles from './settings.module.css';

/** The amount above which a withdrawal needs a second finance operator; empty turns the rule off. */
export function FourEyesForm({ brandId, thresholdSatang }: { brandId: string; thresholdSatang: number | null }) {
  const { t } = useTranslation('backoffice');
  const [setFourEyesThreshold] = useSetFourEyesThresholdMutation();
  const form = useSettingsForm({
    initialValues: { thresholdText: thresholdTextOf(thresholdSatang) },
    check: ({ thresholdText }) => {
      const read = readThreshold(thresholdText);
      return 'problem' in read
        ? { body: null, errors: { thresholdText: t('settings.security.thresholdInvalid') } }
        : { body: read.thresholdSatang, errors: null };
    },
    send: (next) => setFourEyesThreshold({ brandId, thresholdSatang: next }).unwrap(),
    valuesAfterSave: (saved) => ({ thresholdText: thresholdTextOf(saved) }),
    fieldOfRefusal: (failure) => (failure.field === 'thresholdSatang' ? 'thresholdText' : null),
  });

  return (
    <form className={formStyles.form} onSubmit={(event) => void form.submit(event)} noValidate aria-label={t('settings.security.fourEyesTitle')}>
      <p className={formStyles.hint} data-testid="four-eyes-state">
        {thresholdSatang === null ? t('settings.security.fourEyesOff') : t('settings.security.fourEyesOn', { amount: formatBaht(thresholdSatang) })}
      </p>
      <TextField
        label={t('settings.security.thresholdLabel')}
        name="fourEyesThreshold"
        inputMode="decimal"
        autoComplete="off"
        placeholder={t('settings.security.thresholdPlaceholder')}
        maxLength={16}
        value={form.values.thresholdText}
        error={form.errors.thresholdText ?? null}
        trailing={<span className={formStyles.unit}>{t('settings.baht')}</span>}
        onChange={(event) => {
          form.change({ thresholdText: keepAmountCharacters(event.target.value) });
        }}
      />
      <FormFooter
        formError={form.formError}
        isSaved={form.isSaved}
        isSaving={form.isSaving}
        testId="four-eyes"
        submitLabel={t('settings.security.fourEyesSave')}
      />
    </form>
  );
}
