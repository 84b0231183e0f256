import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { useApiErrorText } from '../lib/use-api-error-text';
import { ColumnLabelsContext } from './column-labels';
import tableStyles from './data-table.module.css';
import { RefreshButton } from './refresh-button';
import { TableSkeleton } from './table-skeleton';
import styles from './list-panel.module.css';

interface ListPanelProps<Row> {
  /** The query's rows; undefined until the first answer. */
  rows: readonly Row[] | undefined;
  error: unknown;
  isFetching: boolean;
  onRefresh: () => void;
  columns: readonly string[];
  /**
   * The places (from 0) of the columns whose cells are figures, aligned right: their names are
   * aligned the same way, over the figures.
   */
  numericColumns?: readonly number[];
  /** Such as "3 ประกาศ", once the rows are in. */
  caption: (rows: readonly Row[]) => string;
  loadErrorTitle: string;
  emptyTitle: string;
  emptyText?: string;
  /** Beside refresh, such as "add"; left out for a role that cannot write. */
  action?: ReactNode;
  testId?: string;
  /**
   * On a phone, each row as a card with each cell under its column's name, so the row's buttons
   * are on screen; the rows' cells name their column (`useColumnLabel`). Otherwise the table
   * scrolls sideways in its frame.
   */
  isStackedOnPhone?: boolean;
  /** The table's rows. */
  children: (rows: readonly Row[]) => ReactNode;
}

/**
 * A console list in its four states: shimmering while it loads, the error with a retry, the
 * empty state, or the table; a failed refresh keeps the rows and shows the error above them.
 */
export function ListPanel<Row>({
  rows,
  error,
  isFetching,
  onRefresh,
  columns,
  numericColumns = [],
  caption,
  loadErrorTitle,
  emptyTitle,
  emptyText,
  action,
  testId,
  isStackedOnPhone = false,
  children,
}: ListPanelProps<Row>) {
  const errorText = useApiErrorText();
  const loadError = error ? <LoadError title={loadErrorTitle} message={errorText(error)} onRetry={onRefresh} isRetrying={isFetching} /> : null;

  let content;
  if (!rows) content = loadError ?? <TableSkeleton columns={columns} />;
  else if (rows.length === 0) content = <EmptyState title={emptyTitle} text={emptyText} />;
  else {
    content = (
      <div className={tableStyles.frame}>
        <table className={isStackedOnPhone ? `${tableStyles.table} ${tableStyles.stackOnPhone}` : tableStyles.table} data-testid={testId}>
          <thead>
            <tr>
              {columns.map((column, index) => (
                <th key={column} scope="col" className={numericColumns.includes(index) ? tableStyles.numeric : undefined}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <ColumnLabelsContext value={columns}>{children(rows)}</ColumnLabelsContext>
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <div className={styles.panel}>
      <div className={styles.toolbar}>
        <p className={tableStyles.caption}>{rows ? caption(rows) : null}</p>
        <div className={styles.actions}>
          <RefreshButton onRefresh={onRefresh} isRefreshing={isFetching} />
          {action}
        </div>
      </div>
      {rows ? loadError : null}
      {content}
    </div>
  );
}
