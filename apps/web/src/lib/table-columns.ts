import type { ColumnsType } from 'antd/es/table';

/** The column key that DataTable pins to the right edge: a row's buttons. */
export const ACTIONS_COLUMN_KEY = 'actions';
/** A cell whose text never wraps: numbers, amounts, dates ('450.000 ₫' never breaks into '450.0' and '00 ₫'). */
export const NOWRAP_CELL = 'cell-nowrap';
/** A secondary column: shown on wide screens (antd's xxl, 1600 px and up), left out below so the key columns fit. */
export const WIDE_ONLY = ['xxl'] as const;

/**
 * The columns of every list: the first column (the row's code) pinned to the left unless the list pinned its own,
 * the `actions` column to the right, and right-aligned columns (numbers and amounts) kept on one line.
 */
export function pinKeyColumns<T>(columns: ColumnsType<T> | undefined): ColumnsType<T> | undefined {
  if (!columns || columns.length === 0) return columns;
  const hasStart = columns.some((c) => c.fixed === 'left' || c.fixed === 'start' || c.fixed === true);
  return columns.map((c, i) => {
    let col = c;
    if (col.align === 'right' && !(col.className ?? '').includes(NOWRAP_CELL)) col = { ...col, className: col.className ? `${col.className} ${NOWRAP_CELL}` : NOWRAP_CELL };
    if (col.key === ACTIONS_COLUMN_KEY && !col.fixed) return { ...col, fixed: 'right' };
    if (i === 0 && !hasStart && col.key !== ACTIONS_COLUMN_KEY) return { ...col, fixed: 'left' };
    return col;
  });
}
