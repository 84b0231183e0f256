import { useTranslation } from 'react-i18next';
import { InfoIcon } from '@/components/ui/icons';
import { LoadError } from '@/components/ui/load-error';
import { PhraseText } from '@/components/ui/phrase-text';
import { Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import type { AccountLookup } from '../hooks/use-account-name';
import type { RegistrationErrors, RegistrationValues } from '../registration-form-values';
import { CheckField } from './check-field';
import styles from './account-name-field.module.css';
import readOnlyStyles from './read-only-field.module.css';

interface AccountNameFieldProps {
  /** What is known of the account now in the form; null until its number is complete. */
  lookup: AccountLookup | null;
  values: Pick<RegistrationValues, 'accountName' | 'isNameConfirmed'>;
  errors: Pick<RegistrationErrors, 'accountName' | 'isNameConfirmed'>;
  onNameChange: (accountName: string) => void;
  onConfirmChange: (isConfirmed: boolean) => void;
  onRetry: () => void;
}

/**
 * The account holder's name, which becomes the member's name: the bank's own, shown read-only,
 * or typed by the member, who then confirms it matches the bank book.
 */
export function AccountNameField({ lookup, values, errors, onNameChange, onConfirmChange, onRetry }: AccountNameFieldProps) {
  const { t } = useTranslation();
  const label = t('registration.accountName');

  if (lookup?.status === 'checking') {
    return (
      <div className={styles.field} aria-busy="true">
        <span className={styles.label}>{label}</span>
        <Skeleton height={52} />
        <span className={styles.hint} role="status">
          {t('registration.accountNameChecking')}
        </span>
      </div>
    );
  }

  if (lookup?.status === 'failed') {
    return <LoadError title={t('registration.accountNameFailed')} message={lookup.message} onRetry={onRetry} />;
  }

  if (lookup?.status === 'found') {
    return (
      <div className={styles.field}>
        <TextField
          className={readOnlyStyles.readOnly}
          name="accountName"
          label={label}
          value={lookup.accountName}
          readOnly
          error={errors.accountName ?? null}
          data-testid="account-name-found"
        />
        <p className={styles.hint}>
          <PhraseText text={t('registration.accountNameFoundHint')} />
        </p>
      </div>
    );
  }

  if (lookup?.status === 'manual') {
    return (
      <div className={styles.field}>
        <TextField
          name="accountName"
          label={label}
          placeholder={t('registration.accountNamePlaceholder')}
          autoComplete="name"
          maxLength={100}
          value={values.accountName}
          error={errors.accountName ?? null}
          onChange={(event) => {
            onNameChange(event.target.value);
          }}
        />
        <p className={styles.hint}>
          <PhraseText text={t('registration.accountNameManualHint')} />
        </p>
        <CheckField
          name="isNameConfirmed"
          label={t('registration.accountNameConfirm')}
          isChecked={values.isNameConfirmed}
          onChange={onConfirmChange}
          error={errors.isNameConfirmed ?? null}
        />
      </div>
    );
  }

  // Nothing known yet (or the account is taken, which its number's field says).
  return (
    <div className={styles.field}>
      <span className={styles.label}>{label}</span>
      <p className={styles.pending} data-testid="account-name-pending">
        <InfoIcon size={18} className={styles.pendingIcon} />
        <span>
          <PhraseText text={t('registration.accountNamePending')} />
        </span>
      </p>
    </div>
  );
}
