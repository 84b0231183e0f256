import { brandHostnamesSchema } from '@app/contract/admin-settings';
import { useTranslation } from 'react-i18next';
import { useSetBrandHostnamesMutation } from '../api/set-brand-hostnames';
import { fieldErrorsOf, useSettingsForm, type FormCheck } from '../hooks/use-settings-form';
import { FormFooter } from './form-footer';
import { HostnameRows } from './hostname-rows';
import formStyles from './settings.module.css';

interface HostnamesValues {
  hostnames: string[];
}

/** The contract's own rules, so a row's error sits beside that row ("hostnames.2"). */
function checkHostnames(values: HostnamesValues): FormCheck<string[]> {
  const parsed = brandHostnamesSchema.safeParse(values);
  return parsed.success ? { body: parsed.data.hostnames, errors: null } : { body: null, errors: fieldErrorsOf(parsed.error.issues) };
}

/**
 * The host names members reach the brand at, one row each; at least one stays. A name another
 * brand already uses is refused (HOSTNAME_TAKEN) and the server's message shows under the list.
 */
export function HostnamesForm({ brandId, hostnames }: { brandId: string; hostnames: string[] }) {
  const { t } = useTranslation('backoffice');
  const [setBrandHostnames] = useSetBrandHostnamesMutation();
  const form = useSettingsForm({
    initialValues: { hostnames: hostnames.length > 0 ? hostnames : [''] },
    check: checkHostnames,
    send: (next) => setBrandHostnames({ brandId, hostnames: next }).unwrap(),
    valuesAfterSave: (saved) => ({ hostnames: saved }),
    fieldOfRefusal: (failure) => (failure.field?.startsWith('hostnames') ? failure.field : null),
  });
  return (
    <form className={formStyles.form} onSubmit={(event) => void form.submit(event)} noValidate aria-label={t('settings.hostnames.title')}>
      <HostnameRows rows={form.values.hostnames} errors={form.errors} onChange={(next) => form.change({ hostnames: next })} />
      <FormFooter formError={form.formError} isSaved={form.isSaved} isSaving={form.isSaving} testId="hostnames" />
    </form>
  );
}
