import { Card, Empty, Skeleton, Tooltip, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ListBody } from '../../../components/list-screen.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { formatNumber } from '../../../lib/format.ts';
import { WIDE_ONLY } from '../../../lib/table-columns.ts';
import { useSkuList, useSkuMeta, type TSku, type TSkuFilters } from '../api/sku-api.ts';
import { useStockBySkus, ZERO_STOCK, type TStockTotals } from '../api/stock-api.ts';
import { useUrlList } from '../../../lib/list-paging.ts';
import { readSkuListQuery, SKU_PAGE_SIZES, SkuFiltersBar } from '../components/sku-filters.tsx';
import { skuDetailPath } from '../paths.ts';
import '../sku.css';

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
 * stock yet shows zeros. Paging, search and their place in the URL are the SKU list's.
 */
export function SkuStockPage() {
  const { t, i18n } = useTranslation();
  const { read, update, onPage, onPageSize } = useUrlList(SKU_PAGE_SIZES);
  const q = readSkuListQuery(read);
  // pages beyond the first are read by the cursor the previous answer gave (docs/lists.md)
  const list = useSkuList(q.page > 1 ? q : { ...q, cursor: undefined });
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
  // other filters: the first page (useUrlList drops the page and its cursor), the page size kept
  const setFilters = (next: TSkuFilters) => update({ keyword: next.keyword, category: next.category, unit: next.unit, tag: next.tag, sortBy: next.sortBy, sortDir: next.sortDir });

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
        <ListBody<TStockRow>
          query={{ ...list, data: list.data ? { ...list.data, items: rows } : undefined }}
          loading={list.isPending || list.isPlaceholderData}
          pagerLoading={list.isFetching}
          sizes={SKU_PAGE_SIZES}
          onPage={onPage}
          onPageSize={onPageSize}
          rowKey="id"
          columns={columns}
          locale={{ emptyText: list.isPending ? ' ' : <Empty description={t('sku.stock.empty')} /> }}
          data-testid="sku-stock-table"
        />
      </Card>
    </div>
  );
}
