import { useTranslation } from 'react-i18next';
import { UsersIcon } from '@/components/ui/icons';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import type { InviterState } from '../hooks/use-inviter';
import styles from './inviter-note.module.css';

/**
 * Who invited the visitor ("ผู้แนะนำ: ab***yz"), while it loads, or why it could not be checked.
 * A refusal is not shown here: it belongs beside the code's field.
 */
export function InviterNote({ inviter }: { inviter: InviterState }) {
  const { t } = useTranslation();
  if (inviter.status === 'loading') {
    return (
      <p className={styles.note} aria-busy="true">
        <span className="visually-hidden" role="status">
          {t('registration.inviterChecking')}
        </span>
        <Skeleton width="60%" height={18} />
      </p>
    );
  }
  if (inviter.status === 'found') {
    return (
      <p className={styles.note} data-testid="inviter-name">
        <UsersIcon size={18} className={styles.icon} />
        <span>{t('registration.inviter', { inviter: inviter.inviter })}</span>
      </p>
    );
  }
  if (inviter.status === 'failed') {
    return <LoadError title={t('registration.inviterFailed')} message={inviter.message} onRetry={inviter.retry} />;
  }
  return null;
}
