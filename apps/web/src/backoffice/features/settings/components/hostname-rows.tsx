import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { CloseIcon } from '@/components/ui/icons';
import { PhraseText } from '@/components/ui/phrase-text';
import { TextField } from '@/components/ui/text-field';
import type { FieldErrors } from '../hooks/use-settings-form';
import styles from './hostnames-form.module.css';

interface HostnameRowsProps {
  rows: string[];
  /** Errors keyed as the contract reports them: "hostnames" for the list, "hostnames.2" for a row. */
  errors: FieldErrors;
  onChange: (rows: string[]) => void;
}

/** Host names one row each, with a button to add one and one per row to remove it; at least one row stays. */
export function HostnameRows({ rows, errors, onChange }: HostnameRowsProps) {
  const { t } = useTranslation('backoffice');
  const listError = errors.hostnames;
  return (
    <>
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
              error={errors[`hostnames.${index}`] ?? null}
              onChange={(event) => {
                onChange(rows.map((row, rowIndex) => (rowIndex === index ? event.target.value : row)));
              }}
            />
            <Button
              variant="ghost"
              isIconOnly
              className={styles.remove}
              aria-label={t('settings.hostnames.remove', { hostname: hostname || index + 1 })}
              disabled={rows.length <= 1}
              onClick={() => {
                onChange(rows.filter((_row, rowIndex) => rowIndex !== index));
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
            onChange([...rows, '']);
          }}
        >
          {t('settings.hostnames.add')}
        </Button>
      </div>
    </>
  );
}
