import { useTranslation } from 'react-i18next';
import { useOperator } from '../session/use-operator';
import styles from './operator-badge.module.css';

/** Who is signed in: the operator's username and role. */
export function OperatorBadge({ align = 'end' }: { align?: 'start' | 'end' }) {
  const { t } = useTranslation('backoffice');
  const operator = useOperator();
  return (
    <p className={align === 'end' ? styles.badge : `${styles.badge} ${styles.start}`} data-testid="console-operator">
      <span className={styles.username}>{operator.username}</span>
      <span className={styles.role}>{t(`roles.${operator.role}`)}</span>
    </p>
  );
}
