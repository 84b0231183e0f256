import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '@/components/ui/field-error';
import { useSetOperatorIpAllowlistMutation } from '../api/set-operator-ip-allowlist';
import { useSettingsForm } from '../hooks/use-settings-form';
import { allowlistTextOf, checkAllowlist } from '../security-values';
import { FormFooter } from './form-footer';
// The shared text field's frame, label and error, so the list looks like every other field.
import fieldStyles from '@/components/ui/text-field.module.css';
import formStyles from './settings.module.css';
import styles from './ip-allowlist-form.module.css';

/**
 * Where operators may work on this brand from, one address or CIDR range a line; empty allows any
 * address. The server refuses a list without the saving operator's own address and says which
 * address that is, in Thai; the message shows under the list and the list stays as typed.
 */
export function IpAllowlistForm({ brandId, entries }: { brandId: string; entries: string[] }) {
  const { t } = useTranslation('backoffice');
  const id = useId();
  const [setOperatorIpAllowlist] = useSetOperatorIpAllowlistMutation();
  const form = useSettingsForm({
    initialValues: { entriesText: allowlistTextOf(entries) },
    check: checkAllowlist,
    send: (next) => setOperatorIpAllowlist({ brandId, entries: next }).unwrap(),
    valuesAfterSave: (saved) => ({ entriesText: allowlistTextOf(saved) }),
    fieldOfRefusal: (failure) => (failure.field?.startsWith('entries') ? 'entriesText' : null),
  });
  const error = form.errors.entriesText;

  return (
    <form className={formStyles.form} onSubmit={(event) => void form.submit(event)} noValidate aria-label={t('settings.security.allowlistTitle')}>
      <div className={error ? `${fieldStyles.field} ${fieldStyles.invalid}` : fieldStyles.field}>
        <label className={fieldStyles.label} htmlFor={id}>
          {t('settings.security.allowlistLabel')}
        </label>
        <div className={fieldStyles.control}>
          <textarea
            id={id}
            name="operatorIpAllowlist"
            className={styles.textarea}
            rows={6}
            spellCheck={false}
            placeholder={'203.0.113.7\n198.51.100.0/24'}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            value={form.values.entriesText}
            onChange={(event) => {
              form.change({ entriesText: event.target.value });
            }}
          />
        </div>
        <p id={`${id}-hint`} className={formStyles.hint}>
          {t('settings.security.allowlistHint')}
        </p>
        <FieldError id={`${id}-error`} message={error} testId="allowlist-error" />
      </div>
      <FormFooter
        formError={form.formError}
        isSaved={form.isSaved}
        isSaving={form.isSaving}
        testId="allowlist"
        submitLabel={t('settings.security.allowlistSave')}
      />
    </form>
  );
}
