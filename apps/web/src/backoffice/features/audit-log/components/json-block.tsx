import { useTranslation } from 'react-i18next';
import styles from './audit-log.module.css';

/** A before or after value of an audit entry as indented JSON, which reads like the record it is. */
export function JsonBlock({ label, value }: { label: string; value: unknown }) {
  const { t } = useTranslation('backoffice');
  const isEmpty = value === null || value === undefined;
  return (
    <figure className={styles.json}>
      <figcaption className={styles.jsonLabel}>{label}</figcaption>
      {isEmpty ? <p className={styles.jsonEmpty}>{t('auditLog.nothing')}</p> : <pre className={styles.jsonText}>{JSON.stringify(value, null, 2)}</pre>}
    </figure>
  );
}
