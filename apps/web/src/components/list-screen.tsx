import { useState, type Key } from 'react';
import { Alert, Badge, Button, Tabs, type TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import type { AnyObject } from 'antd/es/_util/type';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/api.ts';
import { formatNumber } from '../lib/format.ts';
import { useListPaging } from '../lib/list-paging.ts';
import { toast } from '../lib/toast.ts';
import { DataTable } from './data-table.tsx';
import { ListPager, type TPagerState } from './list-pager.tsx';

/**
 * The list screen's parts, written once (docs/lists.md): status tabs with their counts, the selection, the export
 * and the table with its error state and pager. A screen keeps its own filters (they differ by area) and its
 * place in the URL with `useUrlList` (lib/list-paging.ts); the tabs, selection and pager take it from there.
 */

export interface TListTab {
  /** the tab's key in the URL; 'all' for no filter */
  key: string;
  text: string;
}

export interface TListTabsProps {
  tabs: readonly TListTab[];
  /**
   * counts by tab key (the answer's `statusCounts`: 'all' and each status); null for tabs that are views of one
   * list rather than its statuses (no count to show)
   */
  counts: Readonly<Record<string, number | undefined>> | undefined | null;
  /** counted up to a cap under filters: each tab then shows "at least" */
  about: boolean;
  active: string;
  onChange: (key: string) => void;
  className?: string;
  /** a class of the count badge (a screen's own styling) */
  countClassName?: string;
  /** the tabs' test id prefix: `<prefix>-<key>` ('tab' unless told) */
  testIdPrefix?: string;
}

/** Status tabs with their counts; each tab's test id is `tab-<key>` and its count's `tab-<key>-count`. */
export function ListTabs({ tabs, counts, about, active, onChange, className, countClassName, testIdPrefix = 'tab' }: TListTabsProps) {
  const items = tabs.map((tab) => ({
    key: tab.key,
    label:
      counts === null ? (
        <span data-testid={`${testIdPrefix}-${tab.key}`}>{tab.text}</span>
      ) : (
        <TabLabel text={tab.text} count={counts?.[tab.key]} about={about} testId={`${testIdPrefix}-${tab.key}`} className={countClassName} />
      ),
  }));
  return <Tabs className={className} activeKey={active} items={items} onChange={onChange} />;
}

function TabLabel({ text, count, about, testId, className }: { text: string; count: number | undefined; about: boolean; testId: string; className?: string }) {
  const shown = count === undefined ? 0 : about ? `${formatNumber(count)}+` : count;
  return (
    <span data-testid={testId}>
      {text} <Badge count={shown} showZero overflowCount={999999} color={count ? '#f26522' : '#d9d9d9'} className={className} data-testid={`${testId}-count`} />
    </span>
  );
}

/**
 * The rows picked for an action (export, resync, cancel, print). `rowSelection(enabled)` is the table's prop; a
 * change of filters or page should `clear` it (useUrlList's onChange), as should a done action.
 */
export function useListSelection<K extends Key>(toKey: (k: Key) => K) {
  const [selected, setSelected] = useState<K[]>([]);
  return {
    selected,
    clear: () => setSelected([]),
    rowSelection: <T extends AnyObject>(enabled: boolean): TableProps<T>['rowSelection'] =>
      enabled ? { selectedRowKeys: selected, onChange: (keys: Key[]) => setSelected(keys.map(toKey)), preserveSelectedRowKeys: false } : undefined,
  };
}

/** An export (download) with its spinner; a failure is toasted, a success too when `done` is given. */
export function useListExport(download: () => Promise<unknown>, done?: () => string) {
  const [exporting, setExporting] = useState(false);
  const run = async () => {
    setExporting(true);
    try {
      await download();
      if (done) toast.success(done());
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setExporting(false);
    }
  };
  return { exporting, run: () => void run() };
}

export interface TListBodyProps<T extends AnyObject> extends Omit<TableProps<T>, 'pagination' | 'dataSource' | 'loading'> {
  /** the list's query (react-query): its rows, its error with a retry */
  query: { data?: { items: T[] } & TPagerState; isError: boolean; error: unknown; refetch: () => unknown };
  loading: boolean;
  /** the pager's spinner, when it differs from the table's */
  pagerLoading?: boolean;
  sizes: readonly number[];
  onPage: (page: number, cursor: string | undefined) => void;
  onPageSize: (size: number) => void;
}

/** The table of a list, or its error with a retry, and the pager under it. */
export function ListBody<T extends AnyObject>({ query, loading, pagerLoading, sizes, onPage, onPageSize, ...table }: TListBodyProps<T>) {
  const { t } = useTranslation();
  return (
    <>
      {query.isError ? (
        <Alert type="error" showIcon title={errorMessage(query.error)} action={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>} />
      ) : (
        <DataTable<T> {...table} dataSource={query.data?.items ?? []} loading={loading} pagination={false} />
      )}
      <ListPager state={query.data} sizes={sizes} loading={pagerLoading ?? loading} onPage={onPage} onPageSize={onPageSize} />
    </>
  );
}

/** Whether any filter but the tab's own is set (the reset button shows, and "nothing here" differs from "none yet"). */
export function hasListFilters(filters: Readonly<Record<string, unknown>>, tabKey: string): boolean {
  return Object.entries(filters).some(([k, v]) => k !== tabKey && v !== undefined && v !== '');
}

/**
 * A list the server answers whole (a shop's permission groups, a transfer's orders) on the same parts: ListBody's
 * `query.data` is the page cut here, ListPager moves it (`onPage`, `onPageSize`), and a column's `sorter` orders
 * the whole list rather than the page shown (the table's `onChange`). Another `scope` (shop, transfer) starts again
 * at the first page.
 */
export function useWholeList<T extends AnyObject>(rows: readonly T[] | undefined, pageSize: number, scope: unknown = null) {
  const paging = useListPaging(pageSize, scope);
  const [sorter, setSorter] = useState<SorterResult<T> | null>(null);
  const order = sorter?.order;
  const compare = order && typeof sorter?.column?.sorter === 'function' ? sorter.column.sorter : null;
  const sorted = rows && order && compare ? [...rows].sort((a, b) => (order === 'descend' ? -1 : 1) * compare(a, b, order)) : rows;
  const size = paging.paging.pageSize;
  const total = sorted?.length ?? 0;
  const last = Math.max(1, Math.ceil(total / size));
  // a list that shrank (a row deleted) shows its last page rather than an empty one
  const page = Math.min(paging.paging.page, last);
  const data: ({ items: T[] } & TPagerState) | undefined = sorted
    ? { items: sorted.slice((page - 1) * size, page * size), page, pageSize: size, total, totalExact: true, nextCursor: page < last ? String(page + 1) : null, prevCursor: page > 1 ? String(page - 1) : null }
    : undefined;
  const onChange: TableProps<T>['onChange'] = (_pagination, _filters, next, extra) => {
    if (extra.action !== 'sort') return;
    setSorter(Array.isArray(next) ? (next[0] ?? null) : next);
    paging.reset();
  };
  return { data, onPage: paging.onPage, onPageSize: paging.onPageSize, onChange };
}
