import type { BrandSettings } from '@app/contract/admin-settings';
import { useTranslation } from 'react-i18next';
import { useCreateBrandMutation } from '../api/create-brand';
import { useSettingsForm } from '../hooks/use-settings-form';
import { checkNewBrand, EMPTY_NEW_BRAND, fieldOfNewBrandRefusal, type NewBrandValues } from '../new-brand-values';
import { AccentColorField } from './accent-color-field';
import { FormFooter } from './form-footer';
import { SettingsTextField } from './settings-text-field';
import { HostnameRows } from './hostname-rows';
import { LogoField } from './logo-field';
import { ReceivingAccountFields } from './receiving-account-fields';
import { TierPresetField } from './tier-preset-field';
import styles from './new-brand.module.css';
import formStyles from './settings.module.css';

type TextFieldName = 'code' | 'siteName' | 'clientId' | 'line1Id' | 'line2Id';

/**
 * Everything a brand needs to open: names, host names, look, contact ids, its tier table and the
 * account it takes deposits on. The contract checks it here as the server will; a refusal of the
 * server (a code or host name another brand has) shows beside its field and keeps what was typed.
 */
export function NewBrandForm({ onCreated }: { onCreated: (brand: BrandSettings) => void }) {
  const { t } = useTranslation('backoffice');
  const [createBrand] = useCreateBrandMutation();
  const form = useSettingsForm<NewBrandValues, Parameters<typeof createBrand>[0], BrandSettings>({
    initialValues: EMPTY_NEW_BRAND,
    check: checkNewBrand,
    send: async (request) => {
      const created = await createBrand(request).unwrap();
      onCreated(created);
      return created;
    },
    valuesAfterSave: () => EMPTY_NEW_BRAND,
    fieldOfRefusal: fieldOfNewBrandRefusal,
  });

  const field = (name: TextFieldName, extra: { placeholder?: string; maxLength?: number } = {}) => (
    <SettingsTextField
      label={t(`settings.newBrand.fields.${name}`)}
      name={name}
      value={form.values[name]}
      error={form.errors[name]}
      onChange={(value) => form.change({ [name]: value })}
      {...extra}
    />
  );

  return (
    <form className={formStyles.form} onSubmit={(event) => void form.submit(event)} noValidate aria-label={t('settings.newBrand.title')}>
      <div className={formStyles.pair}>
        {field('siteName', { maxLength: 100, placeholder: 'สยามวิน' })}
        {field('code', { maxLength: 40, placeholder: 'siamwin' })}
      </div>
      <p className={formStyles.hint}>{t('settings.newBrand.codeHint')}</p>
      <div className={formStyles.pair}>
        {field('clientId', { maxLength: 40, placeholder: 'siam-win' })}
        <AccentColorField value={form.values.accentColor} error={form.errors.accentColor ?? null} onChange={(accentColor) => form.change({ accentColor })} />
      </div>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('settings.hostnames.title')}</legend>
        <p className={styles.legendHint}>{t('settings.newBrand.hostnamesHint')}</p>
        <HostnameRows rows={form.values.hostnames} errors={form.errors} onChange={(hostnames) => form.change({ hostnames })} />
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('settings.newBrand.contactLegend')}</legend>
        <div className={formStyles.pair}>
          {field('line1Id', { placeholder: '@siamwin', maxLength: 40 })}
          {field('line2Id', { placeholder: '@siamwin2', maxLength: 40 })}
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('settings.newBrand.logo.legend')}</legend>
        <LogoField value={form.values.logo} error={form.errors.logo ?? null} onChange={(logo) => form.change({ logo })} />
      </fieldset>
      <TierPresetField value={form.values.tierPreset} onChange={(tierPreset) => form.change({ tierPreset })} />
      <ReceivingAccountFields values={form.values.receivingAccount} errors={form.errors} onChange={(receivingAccount) => form.change({ receivingAccount })} />
      <FormFooter formError={form.formError} isSaved={false} isSaving={form.isSaving} testId="new-brand" submitLabel={t('settings.newBrand.submit')} />
    </form>
  );
}
