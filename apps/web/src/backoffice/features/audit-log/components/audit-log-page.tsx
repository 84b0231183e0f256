import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ConsolePage } from '@/backoffice/components/console-page';
import { readAuditFilters, toAuditQuery } from '../audit-filters';
import { AuditFilterForm } from './audit-filter-form';
import { AuditTable } from './audit-table';
import styles from './audit-log.module.css';

/** The append-only record of every operator action, newest first, filtered by action and target. */
export function AuditLogPage() {
  const { t } = useTranslation('backoffice');
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readAuditFilters(searchParams);

  return (
    <ConsolePage title={t('auditLog.title')} intro={t('auditLog.intro')}>
      <div className={styles.layout}>
        <AuditFilterForm
          // A new address (a link to one target, the back button) starts the form from it again.
          key={searchParams.toString()}
          filters={filters}
          onApply={(next) => {
            setSearchParams(toAuditQuery(next));
          }}
        />
        <AuditTable filters={filters} />
      </div>
    </ConsolePage>
  );
}
