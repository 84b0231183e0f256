import { brandHostnamesSchema } from '@app/contract/admin-settings';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { CloseIcon } from '@/components/ui/icons';
import { PhraseText } from '@/components/ui/phrase-text';
import { TextField } from '@/components/ui/text-field';
import { useSetBrandHostnamesMutation } from '../api/set-brand-hostnames';
import { fieldErrorsOf, useSettingsForm, type FormCheck } from '../hooks/use-settings-form';
import { FormFooter } from './form-footer';
import styles from './hostnames-form.module.css';
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
  const rows = form.values.hostnames;
  const listError = form.errors.hostnames;

  const setRows = (next: string[]) => {
    form.change({ hostnames: next });
  };

  return (
    <form className={formStyles.form} onSubmit={(event) => void form.submit(event)} noValidate aria-label={t('settings.hostnames.title')}>
      <ul className={styles.rows}>
        {rows.map((hostname, index) => (
          // Rows have no identity but their place; a removal re-renders the rows after it.
          <li key={index} className={styles.row}>
            <TextField
              className={styles.field}
              label={t('settings.hostnames.row', { number: index + 1 })}
              name={`hostname-${index}`}
              autoComplete="off"
              spellCheck={false}
              inputMode="url"
              placeholder="www.example.com"
              maxLength={253}
              value={hostname}
              error={form.errors[`hostnames.${index}`] ?? null}
              onChange={(event) => {
                setRows(rows.map((row, rowIndex) => (rowIndex === index ? event.target.value : row)));
              }}
            />
            <Button
              variant="ghost"
              isIconOnly
              className={styles.remove}
              aria-label={t('settings.hostnames.remove', { hostname: hostname || index + 1 })}
              disabled={rows.length <= 1}
              onClick={() => {
                setRows(rows.filter((_row, rowIndex) => rowIndex !== index));
              }}
            >
              <CloseIcon size={18} />
            </Button>
          </li>
        ))}
      </ul>
      {listError ? (
        <p className={styles.listError} role="alert" data-testid="hostnames-list-error">
          <PhraseText text={listError} />
        </p>
      ) : null}
      <div>
        <Button
          variant="secondary"
          size="small"
          onClick={() => {
            setRows([...rows, '']);
          }}
        >
          {t('settings.hostnames.add')}
        </Button>
      </div>
      <FormFooter formError={form.formError} isSaved={form.isSaved} isSaving={form.isSaving} testId="hostnames" />
    </form>
  );
}
