import { useState } from 'react';
import { Alert, Button, Card, DatePicker, Empty, Input, Select, Space, Switch, Tabs, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { ClearOutlined, DownloadOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  STOCK_CONDITION_LABELS,
  STOCK_CONDITIONS,
  ZONE_TYPE_LABELS,
  ZONE_TYPES,
  type TInventoryDetailListInput,
  type TInventoryDetailRow,
  type TInventorySummaryListInput,
  type TInventorySummaryRow,
  type TStockCondition,
  type TZoneType,
} from '@ffm/domain';
import { ListPager } from '../../../components/list-pager.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { formatNumber } from '../../../lib/format.ts';
import { LIST_PAGE_SIZES, urlValues, useUrlList } from '../../../lib/list-paging.ts';
import { NOWRAP_CELL, WIDE_ONLY } from '../../../lib/table-columns.ts';
import { toast } from '../../../lib/toast.ts';
import { useUserInfo } from '../../../lib/user-info.ts';
import { exportInventory, useInventoryDetail, useInventorySummary, useWarehouses } from '../api/inventory-api.ts';
import { formatDate, formatDateTime, label, useLang } from '../../../lib/display.ts';
import '../inventory.css';
import { DataTable } from '../../../components/data-table.tsx';

type TTab = 'detail' | 'summary';
type TSortBy = NonNullable<TInventoryDetailListInput['sortBy']>;
/** The sorts of detail-list (the contract's DETAIL_SORTS, not imported: the contracts module brings zod along). */
const DETAIL_SORTS: readonly TSortBy[] = ['sku', 'expiryDate', 'warehousedAt', 'qty', 'warehouse'];

/** The page's tab, filters and place, from the URL (`useUrlList`). */
function readParams(read: ReturnType<typeof urlValues>, params: URLSearchParams) {
  return {
    tab: (params.get('tab') === 'summary' ? 'summary' : 'detail') as TTab,
    warehouseId: read.num('warehouseId'),
    keyword: read.text('keyword'),
    lot: read.text('lot'),
    condition: read.oneOf('condition', STOCK_CONDITIONS),
    zoneType: read.oneOf('zoneType', ZONE_TYPES),
    expiryBefore: read.date('expiryBefore'),
    onlyInStock: params.get('all') !== '1',
    sortBy: read.oneOf('sortBy', DETAIL_SORTS),
    sortDir: params.get('sortDir') === 'desc' ? ('desc' as const) : ('asc' as const),
    /** the page shown and the cursor that reached it (from the previous answer); none: the first page */
    ...read.paging(),
  };
}

/** /ton-kho: stock per lot and condition (Detail) and per SKU (Summary), with filters and exports. */
export function InventoryPage() {
  const { t } = useTranslation();
  const { params, read, update, clear, onPage, onPageSize } = useUrlList();
  const p = readParams(read, params);
  const info = useUserInfo();
  const isStaff = info.data?.user.kind === 'staff';
  const warehouses = useWarehouses();
  const [keywordText, setKeywordText] = useState(p.keyword ?? '');
  const [lotText, setLotText] = useState(p.lot ?? '');
  const [exporting, setExporting] = useState(false);

  const detailFilters: Partial<TInventoryDetailListInput> = {
    warehouseId: p.warehouseId,
    keyword: p.keyword,
    lot: p.lot,
    condition: p.condition,
    zoneType: p.zoneType,
    expiryBefore: p.expiryBefore,
    ...(p.sortBy ? { sortBy: p.sortBy, sortDir: p.sortDir } : {}),
  };
  const summaryFilters: Partial<TInventorySummaryListInput> = { warehouseId: p.warehouseId, keyword: p.keyword, onlyInStock: p.onlyInStock };
  // pages beyond the first are read by the cursor the previous answer gave (docs/lists.md)
  const paging = { page: p.page, pageSize: p.pageSize, ...(p.page > 1 && p.cursor ? { cursor: p.cursor } : {}) };
  const detail = useInventoryDetail({ ...detailFilters, ...paging }, p.tab === 'detail');
  const summary = useInventorySummary({ ...summaryFilters, ...paging }, p.tab === 'summary');

  const onExport = async () => {
    setExporting(true);
    try {
      await exportInventory(p.tab, p.tab === 'detail' ? detailFilters : summaryFilters);
      toast.success(t('inventory.exported'));
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setExporting(false);
    }
  };

  const pager = (list: typeof detail | typeof summary) => (
    <ListPager
      state={list.data}
      sizes={LIST_PAGE_SIZES}
      loading={list.isFetching}
      onPage={onPage}
      onPageSize={onPageSize}
    />
  );

  const hasFilters = Boolean(p.warehouseId || p.keyword || p.lot || p.condition || p.zoneType || p.expiryBefore || !p.onlyInStock);

  const filters = (
    <div className="inventory-filters">
      <Input.Search
        allowClear
        className="inventory-filters__keyword"
        placeholder={t('inventory.filters.keyword')}
        value={keywordText}
        onChange={(e) => setKeywordText(e.target.value)}
        onSearch={(v) => update({ keyword: v.trim() || undefined })}
        data-testid="inventory-filter-keyword"
      />
      <Select
        allowClear
        className="inventory-filters__select"
        placeholder={t('inventory.filters.allWarehouses')}
        value={p.warehouseId}
        options={(warehouses.data ?? []).map((w) => ({ value: w.id, label: `${w.code} - ${w.name}` }))}
        onChange={(v?: number) => update({ warehouseId: v })}
        popupMatchSelectWidth={false}
        data-testid="inventory-filter-warehouse"
      />
      {p.tab === 'detail' ? (
        <>
          <Input.Search
            allowClear
            className="inventory-filters__lot"
            placeholder={t('inventory.filters.lot')}
            value={lotText}
            onChange={(e) => setLotText(e.target.value)}
            onSearch={(v) => update({ lot: v.trim() || undefined })}
          />
          <ConditionSelect value={p.condition} onChange={(v) => update({ condition: v })} />
          <ZoneSelect value={p.zoneType} onChange={(v) => update({ zoneType: v })} />
          <DatePicker
            format="DD/MM/YYYY"
            placeholder={t('inventory.filters.expiryBefore')}
            value={p.expiryBefore ? dayjs(p.expiryBefore) : null}
            onChange={(d) => update({ expiryBefore: d ? d.format('YYYY-MM-DD') : undefined })}
          />
        </>
      ) : (
        <Space>
          <Switch checked={!p.onlyInStock} onChange={(v) => update({ all: v ? 1 : undefined })} data-testid="inventory-filter-all" />
          <span>{t('inventory.filters.includeEmpty')}</span>
        </Space>
      )}
      {hasFilters ? (
        <Button
          icon={<ClearOutlined />}
          onClick={() => {
            setKeywordText('');
            setLotText('');
            clear(['tab']);
          }}
        >
          {t('inventory.filters.reset')}
        </Button>
      ) : null}
      <Button className="inventory-filters__export" icon={<DownloadOutlined />} loading={exporting} onClick={() => void onExport()} data-testid="inventory-export">
        {t('inventory.export')}
      </Button>
    </div>
  );

  return (
    <div data-testid="inventory-page">
      <PageHeader title={t('inventory.title')} subtitle={t('inventory.subtitle')} />
      <Card className="table-card">
        <Tabs
          className="inventory-tabs"
          activeKey={p.tab}
          onChange={(k) => clear([], k === 'summary' ? { tab: 'summary' } : {})}
          items={[
            { key: 'detail', label: <span data-testid="inventory-tab-detail">{t('inventory.tabs.detail')}</span> },
            { key: 'summary', label: <span data-testid="inventory-tab-summary">{t('inventory.tabs.summary')}</span> },
          ]}
        />
        {filters}
        {p.tab === 'detail' ? (
          detail.isError ? (
            <Alert type="error" showIcon title={errorMessage(detail.error)} />
          ) : (
            <>
              <DetailTable
                rows={detail.data?.items ?? []}
                loading={detail.isFetching}
                pending={detail.isPending}
                showCustomer={isStaff}
                sortBy={p.sortBy}
                sortDir={p.sortDir}
                onSort={(sortBy, sortDir) => update({ sortBy, sortDir: sortBy ? sortDir : undefined })}
              />
              {pager(detail)}
            </>
          )
        ) : summary.isError ? (
          <Alert type="error" showIcon title={errorMessage(summary.error)} />
        ) : (
          <>
            <SummaryTable rows={summary.data?.items ?? []} loading={summary.isFetching} pending={summary.isPending} showCustomer={isStaff} />
            {pager(summary)}
          </>
        )}
      </Card>
    </div>
  );
}

function ConditionSelect({ value, onChange }: { value?: TStockCondition; onChange: (v?: TStockCondition) => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Select
      allowClear
      className="inventory-filters__select"
      placeholder={t('inventory.filters.allConditions')}
      value={value}
      options={STOCK_CONDITIONS.map((c) => ({ value: c, label: label(STOCK_CONDITION_LABELS, c, lang) }))}
      onChange={onChange}
    />
  );
}

function ZoneSelect({ value, onChange }: { value?: TZoneType; onChange: (v?: TZoneType) => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Select
      allowClear
      className="inventory-filters__select"
      placeholder={t('inventory.filters.allZones')}
      value={value}
      options={ZONE_TYPES.map((z) => ({ value: z, label: `${z} · ${label(ZONE_TYPE_LABELS, z, lang)}` }))}
      onChange={onChange}
      popupMatchSelectWidth={false}
    />
  );
}

/** SKU, name, manufacturer and customer codes in one cell: the table stays readable without scrolling sideways. */
function ProductCell({ row }: { row: Pick<TInventorySummaryRow, 'sku' | 'name' | 'mCode' | 'sCode'> }) {
  const { t } = useTranslation();
  return (
    <div className="inventory-product">
      <Typography.Text strong>{row.sku}</Typography.Text>
      <Typography.Text className="inventory-product__name" ellipsis={{ tooltip: row.name }}>
        {row.name}
      </Typography.Text>
      <span className="inventory-muted">
        {t('inventory.fields.mCode')}: {row.mCode} · {t('inventory.fields.sCode')}: {row.sCode}
      </span>
    </div>
  );
}

const qtyCell = (testId: string, q: number, className?: string) => (
  <span data-testid={testId} className={className}>
    {formatNumber(q)}
  </span>
);

const rowId = (r: { warehouseCode: string; sku: string }, suffix = '') => `${r.warehouseCode}-${r.sku}${suffix}`;

interface TTableProps<T> {
  rows: T[];
  loading: boolean;
  pending: boolean;
  showCustomer: boolean;
}

function DetailTable({
  rows,
  loading,
  pending,
  showCustomer,
  sortBy,
  sortDir,
  onSort,
}: TTableProps<TInventoryDetailRow> & { sortBy?: TSortBy; sortDir: 'asc' | 'desc'; onSort: (by: TSortBy | undefined, dir: 'asc' | 'desc') => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const sorted = (key: TSortBy) => ({
    sorter: true,
    sortOrder: sortBy === key ? (sortDir === 'desc' ? ('descend' as const) : ('ascend' as const)) : null,
  });
  // cells' test ids: warehouse, sku, lot and condition; the row's key adds the zone type and the customer
  const id = (r: TInventoryDetailRow) => rowId(r, `-${r.lotNum || '_'}-${r.condition}`);
  const key = (r: TInventoryDetailRow) => `${id(r)}-${r.zoneType ?? '_'}-${r.customerId}`;
  const columns: TableColumnsType<TInventoryDetailRow> = [
    {
      title: t('inventory.fields.product'),
      dataIndex: 'sku',
      key: 'sku',
      width: 220,
      fixed: 'left',
      ...sorted('sku'),
      render: (_s: string, r) => <ProductCell row={r} />,
    },
    { title: t('inventory.fields.warehouse'), dataIndex: 'warehouseCode', key: 'warehouse', width: 90, ...sorted('warehouse'), render: (c: string, r) => <Tooltip title={r.warehouseName}>{c}</Tooltip> },
    ...(showCustomer ? [{ title: t('inventory.fields.customer'), dataIndex: 'customerName', width: 130, ellipsis: true }] : []),
    { title: t('inventory.fields.lotNum'), dataIndex: 'lotNum', width: 100, render: (v: string) => v || '—' },
    { title: t('inventory.fields.qty'), dataIndex: 'qty', key: 'qty', width: 90, align: 'right', ...sorted('qty'), render: (q: number, r) => qtyCell(`detail-qty-${id(r)}`, q, 'inventory-qty') },
    { title: t('inventory.fields.qtyAllocated'), dataIndex: 'qtyAllocated', width: 90, align: 'right', render: (q: number, r) => qtyCell(`detail-allocated-${id(r)}`, q) },
    { title: t('inventory.fields.qtyAvailable'), dataIndex: 'qtyAvailable', width: 90, align: 'right', render: (q: number, r) => qtyCell(`detail-available-${id(r)}`, q) },
    // at 1366 px the key columns fit without scrolling sideways; production and warehousing dates and the zone
    // type show on wide screens
    { title: t('inventory.fields.productionDate'), dataIndex: 'productionDate', width: 110, className: NOWRAP_CELL, responsive: [...WIDE_ONLY], render: (d: string | null) => formatDate(d) },
    {
      title: t('inventory.fields.expiryDate'),
      dataIndex: 'expiryDate',
      key: 'expiryDate',
      width: 110,
      className: NOWRAP_CELL,
      ...sorted('expiryDate'),
      render: (d: string | null, r) => <span data-testid={`detail-expiry-${id(r)}`}>{formatDate(d)}</span>,
    },
    { title: t('inventory.fields.warehousingDate'), dataIndex: 'warehousingDate', key: 'warehousedAt', width: 150, className: NOWRAP_CELL, responsive: [...WIDE_ONLY], ...sorted('warehousedAt'), render: (d: string | null) => formatDateTime(d) },
    { title: t('inventory.fields.zoneType'), dataIndex: 'zoneType', width: 100, responsive: [...WIDE_ONLY], render: (z: TZoneType | null) => (z ? <Tooltip title={z}>{label(ZONE_TYPE_LABELS, z, lang)}</Tooltip> : '—') },
    {
      title: t('inventory.fields.condition'),
      dataIndex: 'condition',
      width: 110,
      // provider staff see the customer column: the condition then shows on wide screens
      ...(showCustomer ? { responsive: [...WIDE_ONLY] } : {}),
      render: (c: TStockCondition) => <Tag color={c === 'GOOD' ? 'green' : 'red'}>{label(STOCK_CONDITION_LABELS, c, lang)}</Tag>,
    },
    {
      title: t('inventory.fields.locations'),
      dataIndex: 'locationCodes',
      width: 140,
      render: (codes: string[]) => (codes.length ? codes.map((c) => <Tag key={c}>{c}</Tag>) : '—'),
    },
  ];
  return (
    <DataTable<TInventoryDetailRow>
      rowKey={key}
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      onChange={(_p, _f, sorter, extra) => {
        if (extra.action !== 'sort') return;
        const s = Array.isArray(sorter) ? sorter[0] : sorter;
        const key = s?.order ? (String(s.columnKey) as TSortBy) : undefined;
        onSort(key, s?.order === 'descend' ? 'desc' : 'asc');
      }}
      locale={{ emptyText: pending ? ' ' : <Empty description={t('inventory.empty')} /> }}
      data-testid="inventory-detail-table"
    />
  );
}

function SummaryTable({ rows, loading, pending, showCustomer }: TTableProps<TInventorySummaryRow>) {
  const { t } = useTranslation();
  const columns: TableColumnsType<TInventorySummaryRow> = [
    { title: t('inventory.fields.product'), dataIndex: 'sku', width: 240, fixed: 'left', render: (_s: string, r) => <ProductCell row={r} /> },
    { title: t('inventory.fields.warehouse'), dataIndex: 'warehouseCode', width: 120, render: (c: string, r) => <Tooltip title={r.warehouseName}>{c}</Tooltip> },
    ...(showCustomer ? [{ title: t('inventory.fields.customer'), dataIndex: 'customerName', width: 160, ellipsis: true }] : []),
    { title: t('inventory.fields.qty'), dataIndex: 'qty', width: 100, align: 'right', render: (q: number, r) => qtyCell(`summary-qty-${rowId(r)}`, q, 'inventory-qty') },
    { title: t('inventory.fields.qtyAllocated'), dataIndex: 'qtyAllocated', width: 110, align: 'right', render: (q: number, r) => qtyCell(`summary-allocated-${rowId(r)}`, q) },
    {
      title: t('inventory.fields.qtyAvailable'),
      dataIndex: 'qtyAvailable',
      width: 110,
      align: 'right',
      render: (q: number, r) => qtyCell(`summary-available-${rowId(r)}`, q, 'inventory-qty inventory-qty--available'),
    },
    { title: t('inventory.fields.qtyDefective'), dataIndex: 'qtyDefective', width: 100, align: 'right', render: (q: number, r) => qtyCell(`summary-defective-${rowId(r)}`, q, q ? 'inventory-qty--bad' : undefined) },
    { title: t('inventory.fields.qtyLost'), dataIndex: 'qtyLost', width: 100, align: 'right', render: (q: number, r) => qtyCell(`summary-lost-${rowId(r)}`, q, q ? 'inventory-qty--bad' : undefined) },
    {
      title: (
        <Tooltip title={t('inventory.fields.qtyOnHoldHint')}>
          <span>{t('inventory.fields.qtyOnHold')}</span>
        </Tooltip>
      ),
      dataIndex: 'qtyOnHold',
      width: 120,
      align: 'right',
      render: (q: number, r) => qtyCell(`summary-onhold-${rowId(r)}`, q),
    },
  ];
  return (
    <DataTable<TInventorySummaryRow>
      rowKey={(r) => `${rowId(r)}-${r.customerId}`}
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      locale={{ emptyText: pending ? ' ' : <Empty description={t('inventory.empty')} /> }}
      data-testid="inventory-summary-table"
    />
  );
}
