import { useCallback } from 'react';
import { Alert, Button, Card, Empty, Skeleton, Tooltip, type TableColumnsType, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { formatNumber } from '../../../lib/format.ts';
import { WIDE_ONLY } from '../../../lib/table-columns.ts';
import { useSkuList, useSkuMeta, type TSku, type TSkuFilters } from '../api/sku-api.ts';
import { useStockBySkus, ZERO_STOCK, type TStockTotals } from '../api/stock-api.ts';
import { LIST_PAGE_SIZES, listQueryFromParams, listQueryToParams } from '../components/list-params.ts';
import { SkuFiltersBar } from '../components/sku-filters.tsx';
import { skuDetailPath } from '../paths.ts';
import '../sku.css';
import { DataTable } from '../../../components/data-table.tsx';

type TStockRow = TSku & { stock: TStockTotals | null; stockPending: boolean; stockError: string | null };

const QTY_COLUMNS: Array<{ key: keyof TStockTotals; label: string; hint?: string }> = [
  { key: 'qty', label: 'sku.stock.qty' },
  { key: 'qtyAvailable', label: 'sku.stock.available', hint: 'sku.stock.availableHint' },
  { key: 'qtyAllocated', label: 'sku.stock.allocated' },
  { key: 'qtyOnHold', label: 'sku.stock.onHold', hint: 'sku.stock.onHoldHint' },
  { key: 'qtyDefective', label: 'sku.stock.defective' },
  { key: 'qtyLost', label: 'sku.stock.lost' },
];

/**
 * /san-pham/ton-kho: stock per SKU over every warehouse, from the inventory ledger's balances. A SKU with no
 * stock yet shows zeros. Paging and search are the SKU list's.
 */
export function SkuStockPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = listQueryFromParams(params);
  const list = useSkuList(q);
  const meta = useSkuMeta(i18n.language);
  const skus = list.data?.items ?? [];
  const stocks = useStockBySkus(skus.map((s) => s.id));

  const rows: TStockRow[] = skus.map((s) => ({
    ...s,
    stock: stocks.data ? (stocks.data.get(s.id) ?? ZERO_STOCK) : null,
    stockPending: stocks.isPending,
    stockError: stocks.isError ? errorMessage(stocks.error) : null,
  }));

  const filters: TSkuFilters = { keyword: q.keyword, category: q.category, unit: q.unit, tag: q.tag, sortBy: q.sortBy, sortDir: q.sortDir };
  const setFilters = useCallback(
    (next: TSkuFilters) => setParams(listQueryToParams({ ...next, page: 1, pageSize: q.pageSize }), { replace: true }),
    [setParams, q.pageSize],
  );
  const onTableChange: TableProps<TStockRow>['onChange'] = (pagination) =>
    setParams(listQueryToParams({ ...q, page: pagination.current ?? 1, pageSize: pagination.pageSize ?? q.pageSize }));

  const columns: TableColumnsType<TStockRow> = [
    {
      title: t('sku.list.sku'),
      dataIndex: 'sku',
      key: 'sku',
      fixed: 'left',
      width: 150,
      render: (v: string, r) => (
        <Link to={skuDetailPath(r.id)} className="sku-list__code">
          {v}
        </Link>
      ),
    },
    {
      title: t('sku.list.name'),
      dataIndex: 'name',
      key: 'name',
      width: 220,
      ellipsis: { showTitle: false },
      // a long name is cut with an ellipsis inside the column's width instead of widening the list
      render: (v: string) => (
        <Tooltip title={v} placement="topLeft">
          <div className="sku-list__name">{v}</div>
        </Tooltip>
      ),
    },
    // at 1366 px the quantities fit without scrolling sideways; the codes show on wide screens
    { title: t('sku.list.mCode'), dataIndex: 'mCode', key: 'mCode', width: 140, responsive: [...WIDE_ONLY] },
    { title: t('sku.list.sCode'), dataIndex: 'sCode', key: 'sCode', width: 130, responsive: [...WIDE_ONLY] },
    { title: t('sku.list.unit'), dataIndex: 'unitName', key: 'unit', width: 100 },
    ...QTY_COLUMNS.map((c) => ({
      title: c.hint ? (
        <Tooltip title={t(c.hint)}>
          <span className="sku-stock__hint">{t(c.label)}</span>
        </Tooltip>
      ) : (
        t(c.label)
      ),
      key: c.key,
      width: 95,
      align: 'right' as const,
      render: (_: unknown, r: TStockRow) => {
        if (r.stockPending) return <Skeleton.Button active size="small" className="sku-stock__loading" />;
        if (r.stockError) return <Tooltip title={r.stockError}>—</Tooltip>;
        const v = (r.stock ?? ZERO_STOCK)[c.key];
        return (
          <span className={v === 0 ? 'sku-stock__zero' : c.key === 'qtyDefective' || c.key === 'qtyLost' ? 'sku-stock__bad' : undefined} data-testid={`stock-${r.sku}-${c.key}`}>
            {formatNumber(v)}
          </span>
        );
      },
    })),
  ];

  return (
    <div data-testid="sku-stock-page" className="sku-page">
      <PageHeader title={t('sku.stock.title')} subtitle={t('sku.stock.subtitle')} />
      <Card className="table-card">
        <SkuFiltersBar value={filters} meta={meta.data} onChange={setFilters} />
        {list.isError ? (
          <Alert type="error" showIcon title={errorMessage(list.error)} action={<Button onClick={() => void list.refetch()}>{t('common.retry')}</Button>} />
        ) : (
          <DataTable<TStockRow>
            rowKey="id"
            columns={columns}
            dataSource={rows}
            loading={list.isPending || list.isPlaceholderData}
            onChange={onTableChange}
            pagination={{
              current: q.page,
              pageSize: q.pageSize,
              total: list.data?.total ?? 0,
              showSizeChanger: true,
              pageSizeOptions: [...LIST_PAGE_SIZES],
              showTotal: (n) => t('sku.list.total', { count: n }),
            }}
            locale={{ emptyText: list.isPending ? ' ' : <Empty description={t('sku.stock.empty')} /> }}
            data-testid="sku-stock-table"
          />
        )}
      </Card>
    </div>
  );
}
