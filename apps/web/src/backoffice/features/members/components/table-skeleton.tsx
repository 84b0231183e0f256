import { Skeleton } from '@/components/ui/skeleton';
import styles from './member-table.module.css';

/** Rows of shimmering cells in the shape of the table that is loading. */
export function TableSkeleton({ columns, rows = 5 }: { columns: number; rows?: number }) {
  return (
    <div className={styles.scroller} aria-busy="true" data-testid="table-skeleton">
      <table className={styles.table}>
        <tbody>
          {Array.from({ length: rows }, (_row, rowIndex) => (
            <tr key={rowIndex}>
              {Array.from({ length: columns }, (_cell, cellIndex) => (
                <td key={cellIndex}>
                  <Skeleton height={18} width={cellIndex === 0 ? '70%' : '55%'} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
