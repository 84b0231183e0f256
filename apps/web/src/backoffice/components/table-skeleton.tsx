import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import styles from './data-table.module.css';

/** A table's shape while its rows load: the real header cells over shimmering rows. */
export function TableSkeleton({ columns, rows = 6 }: { columns: readonly string[]; rows?: number }) {
  const { t } = useTranslation('backoffice');
  return (
    <div className={styles.frame} role="status" aria-label={t('app.loading')}>
      <table className={styles.table}>
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
          {Array.from({ length: rows }, (_, row) => (
            <tr key={row}>
              {columns.map((column) => (
                <td key={column}>
                  <Skeleton height={18} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
