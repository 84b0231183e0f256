import type { BrandSettings } from '@app/contract/admin-settings';
import { useTranslation } from 'react-i18next';
import { useUpdateBrandSettingsMutation } from '../api/update-brand-settings';
import { checkGeneralSettings, generalValuesOf, isGeneralField, type GeneralField } from '../general-settings-values';
import { useSettingsForm } from '../hooks/use-settings-form';
import { AccentColorField } from './accent-color-field';
import { FormFooter } from './form-footer';
import { SettingsTextField } from './settings-text-field';
import styles from './settings.module.css';

/** Names, addresses and colour of the brand, saved together with one button. */
export function GeneralSettingsForm({ settings }: { settings: BrandSettings }) {
  const { t } = useTranslation('backoffice');
  const [updateBrandSettings] = useUpdateBrandSettingsMutation();
  const form = useSettingsForm({
    initialValues: generalValuesOf(settings),
    check: checkGeneralSettings,
    send: (changes) => updateBrandSettings({ brandId: settings.brandId, changes }).unwrap(),
    valuesAfterSave: generalValuesOf,
    fieldOfRefusal: (failure) => (isGeneralField(failure.field) ? failure.field : null),
  });

  const field = (name: GeneralField, extra: { placeholder?: string; maxLength?: number; hint?: string } = {}) => (
    <SettingsTextField
      label={t(`settings.general.fields.${name}`)}
      name={name}
      value={form.values[name]}
      error={form.errors[name]}
      onChange={(value) => form.change({ [name]: value })}
      {...extra}
    />
  );

  return (
    <form className={styles.form} onSubmit={(event) => void form.submit(event)} noValidate aria-label={t('settings.general.title')}>
      {field('siteName', { maxLength: 100 })}
      <div className={styles.pair}>
        {field('clientId', { maxLength: 40 })}
        <AccentColorField value={form.values.accentColor} error={form.errors.accentColor ?? null} onChange={(accentColor) => form.change({ accentColor })} />
      </div>
      <div className={styles.pair}>
        {field('line1Id', { placeholder: '@luckysiam', maxLength: 40 })}
        {field('line2Id', { placeholder: '@luckysiam2', maxLength: 40 })}
      </div>
      {field('liveScoreUrl', { placeholder: 'https://', maxLength: 500 })}
      {field('standingsUrl', { placeholder: 'https://', maxLength: 500 })}
      <p className={styles.hint}>{t('settings.general.frameHint')}</p>
      <p className={styles.hint} data-testid="auto-payout-state">
        {t(settings.isAutoPayoutEnabled ? 'settings.general.autoPayoutOn' : 'settings.general.autoPayoutOff')}
      </p>
      <FormFooter formError={form.formError} isSaved={form.isSaved} isSaving={form.isSaving} testId="general-settings" />
    </form>
  );
}
