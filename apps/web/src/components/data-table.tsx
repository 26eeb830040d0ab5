import { Table, type TableProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { AnyObject } from 'antd/es/_util/type';

/** The column key that DataTable pins to the right edge: a row's buttons. */
export const ACTIONS_COLUMN_KEY = 'actions';
/** Height of the shell's sticky header (styles.css --header-h): a sticky table header sits below it. */
const SHELL_HEADER_PX = 56;

/**
 * Pins the key columns: the first column (the row's code) to the left unless the list pinned its own, the
 * `actions` column to the right. Wide lists then scroll sideways inside their box with both always in view.
 */
export function pinKeyColumns<T>(columns: ColumnsType<T> | undefined): ColumnsType<T> | undefined {
  if (!columns || columns.length === 0) return columns;
  const hasStart = columns.some((c) => c.fixed === 'left' || c.fixed === 'start' || c.fixed === true);
  return columns.map((c, i) => {
    if (c.key === ACTIONS_COLUMN_KEY && !c.fixed) return { ...c, fixed: 'right' };
    if (i === 0 && !hasStart && c.key !== ACTIONS_COLUMN_KEY) return { ...c, fixed: 'left' };
    return c;
  });
}

/**
 * Every list of the portal: antd's Table with the code and actions columns pinned, a header that sticks
 * below the shell's header, its own horizontal scroll (the page never scrolls sideways) and an edge shadow
 * on the side that has more columns (styles.css `.data-table`).
 */
export function DataTable<T extends AnyObject>({ columns, scroll, sticky, className, ...rest }: TableProps<T>) {
  return (
    <Table<T>
      {...rest}
      columns={pinKeyColumns(columns)}
      scroll={{ x: 'max-content', ...scroll }}
      sticky={sticky ?? { offsetHeader: SHELL_HEADER_PX }}
      className={className ? `data-table ${className}` : 'data-table'}
    />
  );
}
