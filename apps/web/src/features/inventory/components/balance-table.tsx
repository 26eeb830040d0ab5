import { InputNumber, Table, Tag, Typography, type TableColumnsType, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { STOCK_CONDITION_LABELS, type TBalanceView, type TStockCondition } from '@ffm/domain';
import { formatNumber } from '../../../lib/format.ts';
import { formatDate, label, useLang } from '../../../lib/display.ts';

interface TProps {
  rows: TBalanceView[];
  loading?: boolean;
  /** show the location column (rows of several locations) */
  showLocation?: boolean;
  selection?: { mode: 'checkbox' | 'radio'; selected: number[]; onChange: (ids: number[]) => void };
  /** an editable quantity per selected row (defaults to its free quantity) */
  quantities?: { values: Record<number, number | null>; onChange: (balanceId: number, qty: number | null) => void };
  testId?: string;
  emptyText?: string;
  /** clients see what is available to sell; staff what a tool may move */
  showAvailable?: boolean;
}

/** Stock rows (balances) with what a tool may still move: free = on hand − allocated − held by an unfinished inbound. */
export function BalanceTable({ rows, loading, showLocation, selection, quantities, testId, emptyText, showAvailable }: TProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const columns: TableColumnsType<TBalanceView> = [
    ...(showLocation ? [{ title: t('ops.fields.location'), dataIndex: 'locationCode', width: 110, render: (c: string) => <Tag color="blue">{c}</Tag> }] : []),
    {
      title: t('ops.fields.sku'),
      dataIndex: 'sku',
      width: 200,
      render: (s: string, r) => (
        <div>
          <Typography.Text strong>{s}</Typography.Text>
          <div className="ops-muted">{r.name}</div>
        </div>
      ),
    },
    { title: t('ops.fields.lot'), dataIndex: 'lotNum', width: 110, render: (v: string) => v || '—' },
    { title: t('ops.fields.expiryDate'), dataIndex: 'expiryDate', width: 110, render: (d: string | null) => formatDate(d) },
    {
      title: t('ops.fields.condition'),
      dataIndex: 'condition',
      width: 100,
      render: (c: TStockCondition) => <Tag color={c === 'GOOD' ? 'green' : 'red'}>{label(STOCK_CONDITION_LABELS, c, lang)}</Tag>,
    },
    { title: t('ops.fields.onHand'), dataIndex: 'qty', width: 90, align: 'right', render: (q: number, r) => <span data-testid={`balance-qty-${r.locationCode}-${r.sku}-${r.lotNum || '_'}-${r.condition}`}>{formatNumber(q)}</span> },
    { title: t('ops.fields.allocated'), dataIndex: 'qtyAllocated', width: 90, align: 'right', render: (q: number) => formatNumber(q) },
    showAvailable
      ? { title: t('ops.fields.available'), dataIndex: 'qtyAvailable', width: 90, align: 'right', render: (q: number) => <strong>{formatNumber(q)}</strong> }
      : { title: t('ops.fields.free'), dataIndex: 'qtyFree', width: 90, align: 'right', render: (q: number) => <strong>{formatNumber(q)}</strong> },
    ...(quantities && selection
      ? [
          {
            title: t('ops.fields.moveQty'),
            key: 'moveQty',
            width: 120,
            render: (_v: unknown, r: TBalanceView) =>
              selection.selected.includes(r.balanceId) ? (
                <InputNumber
                  min={1}
                  max={r.qtyFree}
                  precision={0}
                  size="small"
                  value={quantities.values[r.balanceId] ?? r.qtyFree}
                  onChange={(v) => quantities.onChange(r.balanceId, typeof v === 'number' ? v : null)}
                  aria-label={t('ops.fields.moveQty')}
                />
              ) : null,
          },
        ]
      : []),
  ];
  const rowSelection: TableProps<TBalanceView>['rowSelection'] = selection
    ? {
        type: selection.mode,
        selectedRowKeys: selection.selected,
        onChange: (keys) => selection.onChange(keys.map(Number)),
        getCheckboxProps: (r) => ({ disabled: r.qtyFree <= 0 }),
      }
    : undefined;
  return (
    <Table<TBalanceView>
      rowKey="balanceId"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      rowSelection={rowSelection}
      scroll={{ x: 'max-content' }}
      pagination={rows.length > 50 ? { pageSize: 50 } : false}
      locale={{ emptyText: emptyText ?? t('ops.stock.emptyLocation') }}
      data-testid={testId}
    />
  );
}
