import { createContext, useContext } from 'react';

/**
 * The column names of the table a row is drawn in. A table that stacks on a phone
 * (`stackOnPhone` in data-table.module.css) shows each cell under its column's name, which the
 * cell carries as `data-label`: the row asks here rather than repeating the table's names.
 */
export const ColumnLabelsContext = createContext<readonly string[]>([]);

/** The name of column `index` of the table; a negative index counts from the last column. */
export function useColumnLabel(): (index: number) => string | undefined {
  const labels = useContext(ColumnLabelsContext);
  return (index) => labels.at(index);
}
