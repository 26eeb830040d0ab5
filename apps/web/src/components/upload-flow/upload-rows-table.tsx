import type { ReactNode } from 'react';
import { Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TPagerState } from '../list-pager.tsx';
import { ListBody, type TListBodyProps } from '../list-screen.tsx';
import type { TUploadRow } from './upload-flow-api.ts';

export type TUploadCell = TUploadRow['values'][string];

/** One column of the rows an area uploads (its template columns, in order). */
export interface TUploadFlowColumn {
  /** the column key the server reads the cell into (`values[key]`) */
  key: string;
  title: ReactNode;
  width?: number;
  align?: 'left' | 'right' | 'center';
  /** how the cell shows; by default its text as read ('—' when blank) */
  render?: (value: TUploadCell | undefined, row: TUploadRow) => ReactNode;
}

/** An area's words where the flow's defaults ('Đã tạo') do not fit, e.g. the size/weight tool updates SKUs. */
export interface TUploadWords {
  /** 'Đã cập nhật X / Y' */
  progress?: (done: number, total: number) => string;
  /** the status of a confirmed row: 'Đã cập nhật' */
  created?: string;
}

const STATUS_COLORS: Record<TUploadRow['status'], string> = {
  valid: 'blue',
  invalid: 'red',
  created: 'green',
  failed: 'volcano',
};

export function UploadRowStatusTag({ status, words }: { status: TUploadRow['status']; words?: TUploadWords }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLORS[status]} data-testid={`upload-row-status-${status}`}>
      {status === 'created' && words?.created ? words.created : t(`sku.uploadFlow.rowStatus.${status}`)}
    </Tag>
  );
}

/** A cell as read from the file: text, number, yes/no; blank shows a dash. */
export function UploadCellText({ value }: { value: TUploadCell | undefined }) {
  const { t } = useTranslation();
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) {
    return <Typography.Text type="secondary">—</Typography.Text>;
  }
  if (typeof value === 'boolean') return <>{value ? t('sku.uploadFlow.yes') : t('sku.uploadFlow.no')}</>;
  return <>{String(value)}</>;
}

/** The messages of a row ('Lỗi tại dòng N: ...'), one per line. */
export function UploadRowErrors({ errors }: { errors: readonly string[] }) {
  if (errors.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <ul className="upload-rows__errors" data-testid="upload-row-errors">
      {errors.map((e, i) => (
        <li key={i}>{e}</li>
      ))}
    </ul>
  );
}

/** The page sizes a person may choose for uploaded rows (the pipeline's page limit is 200). */
const UPLOAD_ROWS_PAGE_SIZES = [20, 50, 100, 200];

/** Where a server-paged table of rows stands, and how to move (ListPager's props). */
export interface TUploadRowsPager {
  /** the answer's page (the domain's `zListPage`) */
  state: TPagerState | undefined;
  onPage: (page: number, cursor: string | undefined) => void;
  onPageSize: (size: number) => void;
  loading?: boolean;
}

export interface TUploadRowsTableProps {
  /** all the rows, when they come with something else and have no pager (one order of a file); a paged list passes `query` */
  rows?: readonly TUploadRow[];
  /**
   * the rows' own list query (a page of a review tab): the table draws the list pattern from it (ListBody: its
   * error with a retry, and the pager by `pager`'s handlers)
   */
  query?: TListBodyProps<TUploadRow>['query'];
  loading?: boolean;
  columns: readonly TUploadFlowColumn[];
  /** the status of each row (file detail, result) */
  showStatus?: boolean;
  /** the messages column (invalid rows, failed rows) */
  showErrors?: boolean;
  /** what a row created (e.g. the SKU code), once confirmed */
  result?: { title: ReactNode; render?: (ref: string, row: TUploadRow) => ReactNode };
  words?: TUploadWords;
  /** the handlers of the pager under a `query`'s table (docs/lists.md: next and previous by cursor) */
  pager?: TUploadRowsPager;
  emptyText?: ReactNode;
  testId?: string;
}

/** A table of uploaded rows, paged by the server: row number, the file's columns, then status, result and messages. */
export function UploadRowsTable(props: TUploadRowsTableProps) {
  const { t } = useTranslation();
  const { columns, showStatus, showErrors, result } = props;

  const tableColumns: TableColumnsType<TUploadRow> = [
    { title: t('sku.uploadFlow.rowNo'), dataIndex: 'rowNo', width: 72, fixed: 'left', align: 'right' },
    ...(showStatus
      ? [{ title: t('sku.uploadFlow.status'), key: 'status', width: 130, render: (_: unknown, r: TUploadRow) => <UploadRowStatusTag status={r.status} words={props.words} /> }]
      : []),
    ...(result
      ? [
          {
            title: result.title,
            key: 'result',
            width: 150,
            render: (_: unknown, r: TUploadRow) =>
              r.resultRef ? (result.render ? result.render(r.resultRef, r) : r.resultRef) : <Typography.Text type="secondary">—</Typography.Text>,
          },
        ]
      : []),
    ...(showErrors
      ? [{ title: t('sku.uploadFlow.errors'), key: 'errors', width: 380, render: (_: unknown, r: TUploadRow) => <UploadRowErrors errors={r.errors} /> }]
      : []),
    ...columns.map((c) => ({
      title: c.title,
      key: c.key,
      width: c.width,
      align: c.align,
      render: (_: unknown, r: TUploadRow) => (c.render ? c.render(r.values[c.key], r) : <UploadCellText value={r.values[c.key]} />),
    })),
  ];

  const { pager, query } = props;
  const table = {
    className: 'upload-rows',
    rowKey: 'rowNo',
    size: 'small',
    columns: tableColumns,
    scroll: { x: 'max-content' },
    sticky: { offsetHeader: 56 },
    rowClassName: (r: TUploadRow) => `upload-rows__row upload-rows__row--${r.status}`,
    locale: { emptyText: props.loading ? ' ' : (props.emptyText ?? t('sku.uploadFlow.noRows')) },
    'data-testid': props.testId,
  } as const;
  if (query) {
    return (
      <ListBody<TUploadRow>
        {...table}
        query={query}
        loading={Boolean(props.loading)}
        pagerLoading={pager?.loading}
        sizes={UPLOAD_ROWS_PAGE_SIZES}
        onPage={pager?.onPage ?? (() => undefined)}
        onPageSize={pager?.onPageSize ?? (() => undefined)}
      />
    );
  }
  return <Table<TUploadRow> {...table} dataSource={(props.rows ?? []) as TUploadRow[]} loading={props.loading} pagination={false} />;
}
