import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import tableStyles from '@/backoffice/components/data-table.module.css';
import { RefreshButton } from '@/backoffice/components/refresh-button';
import { TableSkeleton } from '@/backoffice/components/table-skeleton';
import { formatDateTime } from '@/lib/format-date-time';
import { useConsoleDateLanguage } from '@/backoffice/lib/use-console-language';
import { useApiErrorText } from '@/backoffice/lib/use-api-error-text';
import { useListAuditLogQuery } from '../api/list-audit-log';
import { buildTargetFilterSearch, type AuditFilters } from '../audit-filters';
import { useAuditActionName } from '../use-audit-action-name';
import { JsonBlock } from './json-block';
import styles from './audit-log.module.css';

/** "member.credit.adjust" may wrap after a dot, never inside a word, in a narrow column. */
function DottedName({ name }: { name: string }) {
  return name.split('.').map((part, index) => (
    <Fragment key={`${String(index)}-${part}`}>
      {index > 0 ? (
        <>
          .<wbr />
        </>
      ) : null}
      {part}
    </Fragment>
  ));
}

export function AuditTable({ filters }: { filters: AuditFilters }) {
  const { t } = useTranslation('backoffice');
  const language = useConsoleDateLanguage();
  const errorText = useApiErrorText();
  const actionName = useAuditActionName();
  // currentData, not data: rows of the previous filters must not stand in for the new ones.
  const { currentData: entries, error, isFetching, refetch } = useListAuditLogQuery(filters, { refetchOnMountOrArgChange: true });
  const columns = [
    t('auditLog.columns.time'),
    t('auditLog.columns.operator'),
    t('auditLog.columns.action'),
    t('auditLog.columns.target'),
    t('auditLog.columns.change'),
  ];

  let content;
  if (!entries) {
    content = error ? (
      <LoadError title={t('auditLog.loadError')} message={errorText(error)} onRetry={() => void refetch()} isRetrying={isFetching} />
    ) : (
      <TableSkeleton columns={columns} />
    );
  } else if (entries.length === 0) {
    content = <EmptyState title={t('auditLog.empty')} text={t('auditLog.emptyText')} />;
  } else {
    content = (
      <div className={tableStyles.frame}>
        <table className={`${tableStyles.table} ${styles.auditTable}`} data-testid="audit-table">
          {/* Fixed widths leave the rest of the row to the before/after JSON, the widest content. */}
          <colgroup>
            <col className={styles.timeColumn} />
            <col className={styles.operatorColumn} />
            <col className={styles.actionColumn} />
            <col className={styles.targetColumn} />
            <col />
          </colgroup>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id} data-testid="audit-row">
                <td>
                  <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, language, { withSeconds: true })}</time>
                </td>
                <td>
                  <span className={styles.operator} data-testid="audit-operator" title={entry.operatorId ?? undefined}>
                    {entry.operatorUsername ?? (
                      <span className={tableStyles.muted}>
                        {entry.action === 'operator.login_failed' ? t('auditLog.unknownOperator') : t('auditLog.system')}
                      </span>
                    )}
                  </span>
                  {entry.ipAddress ? (
                    <span className={`${tableStyles.muted} ${styles.address}`} data-testid="audit-address">
                      {t('auditLog.fromAddress', { address: entry.ipAddress })}
                    </span>
                  ) : null}
                </td>
                <td>
                  <span className={styles.actionName} data-testid="audit-action">
                    {actionName(entry.action)}
                  </span>
                  <code className={styles.action}>
                    <DottedName name={entry.action} />
                  </code>
                </td>
                <td>
                  <span className={styles.targetType}>{entry.targetType}</span>
                  <Link
                    className={`${tableStyles.mono} ${styles.targetId}`}
                    to={buildTargetFilterSearch(entry.targetType, entry.targetId)}
                    title={entry.targetId}
                  >
                    {entry.targetId}
                  </Link>
                </td>
                <td>
                  <div className={styles.change}>
                    <JsonBlock label={t('auditLog.before')} value={entry.before} />
                    <JsonBlock label={t('auditLog.after')} value={entry.after} />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <div className={styles.results}>
      <div className={styles.toolbar}>
        <p className={tableStyles.caption}>{entries ? t('auditLog.count', { count: entries.length }) : null}</p>
        <RefreshButton onRefresh={() => void refetch()} isRefreshing={isFetching} />
      </div>
      {entries && error ? (
        <LoadError title={t('auditLog.loadError')} message={errorText(error)} onRetry={() => void refetch()} isRetrying={isFetching} />
      ) : null}
      {content}
    </div>
  );
}
