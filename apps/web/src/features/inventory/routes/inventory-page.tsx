import { useState } from 'react';
import { Button, Card, DatePicker, Empty, Input, Select, Space, Switch, Tag, Tooltip, Typography, type TableColumnsType, type TableProps } from 'antd';
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
import { hasListFilters, ListBody, ListTabs, useListExport } from '../../../components/list-screen.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { LIST_PAGE_SIZES, urlValues, useUrlList } from '../../../lib/list-paging.ts';
import { NOWRAP_CELL, WIDE_ONLY } from '../../../lib/table-columns.ts';
import { useUserInfo } from '../../../lib/user-info.ts';
import { exportInventory, useInventoryDetail, useInventorySummary, useWarehouses } from '../api/inventory-api.ts';
import { formatDate, formatDateTime, label, useLang } from '../../../lib/display.ts';
import '../inventory.css';

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

  const exported = useListExport(
    () => exportInventory(p.tab, p.tab === 'detail' ? detailFilters : summaryFilters),
    () => t('inventory.exported'),
  );

  const { warehouseId, keyword, lot, condition, zoneType, expiryBefore } = p;
  const hasFilters = hasListFilters({ warehouseId, keyword, lot, condition, zoneType, expiryBefore, all: p.onlyInStock ? undefined : 1 }, 'tab');
  const detailColumns = useDetailColumns(isStaff, p.sortBy, p.sortDir);
  const summaryColumns = useSummaryColumns(isStaff);
  const empty = (pending: boolean) => ({ emptyText: pending ? ' ' : <Empty description={t('inventory.empty')} /> });

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
      <Button className="inventory-filters__export" icon={<DownloadOutlined />} loading={exported.exporting} onClick={exported.run} data-testid="inventory-export">
        {t('inventory.export')}
      </Button>
    </div>
  );

  return (
    <div data-testid="inventory-page">
      <PageHeader title={t('inventory.title')} subtitle={t('inventory.subtitle')} />
      <Card className="table-card">
        <ListTabs
          className="inventory-tabs"
          testIdPrefix="inventory-tab"
          tabs={[
            { key: 'detail', text: t('inventory.tabs.detail') },
            { key: 'summary', text: t('inventory.tabs.summary') },
          ]}
          counts={null}
          about={false}
          active={p.tab}
          onChange={(k) => clear([], k === 'summary' ? { tab: 'summary' } : {})}
        />
        {filters}
        {p.tab === 'detail' ? (
          <ListBody<TInventoryDetailRow>
            query={detail}
            loading={detail.isFetching}
            sizes={LIST_PAGE_SIZES}
            onPage={onPage}
            onPageSize={onPageSize}
            rowKey={(r) => `${detailRowId(r)}-${r.zoneType ?? '_'}-${r.customerId}`}
            columns={detailColumns}
            onChange={onDetailSort((sortBy, sortDir) => update({ sortBy, sortDir: sortBy ? sortDir : undefined }))}
            locale={empty(detail.isPending)}
            data-testid="inventory-detail-table"
          />
        ) : (
          <ListBody<TInventorySummaryRow>
            query={summary}
            loading={summary.isFetching}
            sizes={LIST_PAGE_SIZES}
            onPage={onPage}
            onPageSize={onPageSize}
            rowKey={(r) => `${rowId(r)}-${r.customerId}`}
            columns={summaryColumns}
            locale={empty(summary.isPending)}
            data-testid="inventory-summary-table"
          />
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

/** A detail row's cells' test ids: warehouse, sku, lot and condition (the row's key adds the zone type and the customer). */
const detailRowId = (r: TInventoryDetailRow) => rowId(r, `-${r.lotNum || '_'}-${r.condition}`);

/** The detail table's sort change, as the URL's sortBy and sortDir (none: the server's order). */
function onDetailSort(onSort: (by: TSortBy | undefined, dir: 'asc' | 'desc') => void): TableProps<TInventoryDetailRow>['onChange'] {
  return (_p, _f, sorter, extra) => {
    if (extra.action !== 'sort') return;
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    const key = s?.order ? (String(s.columnKey) as TSortBy) : undefined;
    onSort(key, s?.order === 'descend' ? 'desc' : 'asc');
  };
}

function useDetailColumns(showCustomer: boolean, sortBy: TSortBy | undefined, sortDir: 'asc' | 'desc'): TableColumnsType<TInventoryDetailRow> {
  const { t } = useTranslation();
  const lang = useLang();
  const sorted = (key: TSortBy) => ({
    sorter: true,
    sortOrder: sortBy === key ? (sortDir === 'desc' ? ('descend' as const) : ('ascend' as const)) : null,
  });
  const id = detailRowId;
  return [
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
    // a code (lot, SKU, location) may break anywhere: one long code would widen its column past 1366 px
    { title: t('inventory.fields.lotNum'), dataIndex: 'lotNum', width: 110, className: 'inventory-code', render: (v: string) => v || '—' },
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
      className: 'inventory-code',
      render: (codes: string[]) => (codes.length ? codes.map((c) => <Tag key={c}>{c}</Tag>) : '—'),
    },
  ];
}

function useSummaryColumns(showCustomer: boolean): TableColumnsType<TInventorySummaryRow> {
  const { t } = useTranslation();
  // at 1366 px every column fits without scrolling sideways, the customer's too (provider staff)
  return [
    { title: t('inventory.fields.product'), dataIndex: 'sku', width: 220, fixed: 'left', render: (_s: string, r) => <ProductCell row={r} /> },
    { title: t('inventory.fields.warehouse'), dataIndex: 'warehouseCode', width: 90, render: (c: string, r) => <Tooltip title={r.warehouseName}>{c}</Tooltip> },
    ...(showCustomer ? [{ title: t('inventory.fields.customer'), dataIndex: 'customerName', width: 130, ellipsis: true }] : []),
    { title: t('inventory.fields.qty'), dataIndex: 'qty', width: 90, align: 'right', render: (q: number, r) => qtyCell(`summary-qty-${rowId(r)}`, q, 'inventory-qty') },
    { title: t('inventory.fields.qtyAllocated'), dataIndex: 'qtyAllocated', width: 90, align: 'right', render: (q: number, r) => qtyCell(`summary-allocated-${rowId(r)}`, q) },
    {
      title: t('inventory.fields.qtyAvailable'),
      dataIndex: 'qtyAvailable',
      width: 90,
      align: 'right',
      render: (q: number, r) => qtyCell(`summary-available-${rowId(r)}`, q, 'inventory-qty inventory-qty--available'),
    },
    { title: t('inventory.fields.qtyDefective'), dataIndex: 'qtyDefective', width: 90, align: 'right', render: (q: number, r) => qtyCell(`summary-defective-${rowId(r)}`, q, q ? 'inventory-qty--bad' : undefined) },
    { title: t('inventory.fields.qtyLost'), dataIndex: 'qtyLost', width: 90, align: 'right', render: (q: number, r) => qtyCell(`summary-lost-${rowId(r)}`, q, q ? 'inventory-qty--bad' : undefined) },
    {
      title: (
        <Tooltip title={t('inventory.fields.qtyOnHoldHint')}>
          <span>{t('inventory.fields.qtyOnHold')}</span>
        </Tooltip>
      ),
      dataIndex: 'qtyOnHold',
      width: 100,
      align: 'right',
      render: (q: number, r) => qtyCell(`summary-onhold-${rowId(r)}`, q),
    },
  ];
}
