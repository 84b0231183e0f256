import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import { UsersIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import type { InviterState } from '../hooks/use-inviter';
import { InviterNote } from './inviter-note';
import styles from './inviter-field.module.css';
import readOnlyStyles from './read-only-field.module.css';

interface InviterFieldProps {
  value: string;
  /** From an /aff/{afCode} link: filled in and not editable. */
  isLocked: boolean;
  inviter: InviterState;
  error: string | null;
  onChange: (afCode: string) => void;
  onBlur: () => void;
}

/** The optional inviter code with who it names; a link's code that names nobody offers to sign up without one. */
export function InviterField({ value, isLocked, inviter, error, onChange, onBlur }: InviterFieldProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.field}>
      <TextField
        className={isLocked ? readOnlyStyles.readOnly : undefined}
        name="afCode"
        label={isLocked ? t('registration.afCodeLocked') : t('registration.afCode')}
        placeholder={isLocked ? undefined : t('registration.afCodePlaceholder')}
        value={value}
        readOnly={isLocked}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        maxLength={16}
        leadingIcon={<UsersIcon size={20} />}
        error={error}
        onChange={(event) => {
          onChange(event.target.value);
        }}
        onBlur={isLocked ? undefined : onBlur}
      />
      <InviterNote inviter={inviter} />
      {isLocked && error ? (
        <p className={styles.withoutInviter}>
          <Link to={paths.register}>{t('registration.registerWithoutInviter')}</Link>
        </p>
      ) : null}
    </div>
  );
}
