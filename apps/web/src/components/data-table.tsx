import { Table, type TableProps } from 'antd';
import type { AnyObject } from 'antd/es/_util/type';
import { pinKeyColumns } from '../lib/table-columns.ts';

export { ACTIONS_COLUMN_KEY, pinKeyColumns } from '../lib/table-columns.ts';

/** Height of the shell's sticky header (styles.css --header-h): a sticky table header sits below it. */
const SHELL_HEADER_PX = 56;

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
