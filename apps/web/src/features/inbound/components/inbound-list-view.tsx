import { useState } from 'react';
import { Button, Card, DatePicker, Empty, Input, Select, Space, Tooltip, type TableColumnsType } from 'antd';
import { ClearOutlined, DownloadOutlined, SyncOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  INBOUND_STATUS_LABELS,
  INBOUND_STATUSES,
  INBOUND_TYPE_LABELS,
  INBOUND_TYPES,
  ZONE_TYPE_LABELS,
  ZONE_TYPES,
  type TInboundListInput,
  type TInboundListItem,
  type TInboundStatus,
  type TInboundType,
  type TZoneType,
} from '@ffm/domain';
import { formatNumber } from '../../../lib/format.ts';
import { LIST_PAGE_SIZES, urlValues, useUrlList } from '../../../lib/list-paging.ts';
import { NOWRAP_CELL, WIDE_ONLY } from '../../../lib/table-columns.ts';
import { toast } from '../../../lib/toast.ts';
import { hasListFilters, ListBody, ListTabs, useListExport, useListSelection } from '../../../components/list-screen.tsx';
import { CustomerSelect } from '../../../components/customer-select.tsx';
import { exportInbound, useInboundList, useResyncInbound, type TInboundScope } from '../api/inbound-api.ts';
import { useWarehouses } from '../api/reference-api.ts';
import { formatDate, formatDateTime, label, useLang } from '../../../lib/display.ts';
import { InboundStatusTag } from './inbound-status-tag.tsx';

const DETAIL_PATH: Record<TInboundScope, string> = {
  client: '/nhap-hang/chi-tiet-don-nhap-hang',
  staff: '/nhap-hang/chi-tiet-don-nhap-cua-khach',
};

/** The tabs in the order goods move; cancelled last. */
const TAB_ORDER: TInboundStatus[] = [0, 3, 4, 99, 9];

/** The list's filters, from the URL (`useUrlList`). */
function readInput(read: ReturnType<typeof urlValues>): Partial<TInboundListInput> {
  return {
    status: read.oneOf('status', INBOUND_STATUSES),
    code: read.text('code'),
    customerId: read.num('customerId'),
    warehouseId: read.num('warehouseId'),
    type: read.oneOf('type', INBOUND_TYPES),
    zoneType: read.oneOf('zoneType', ZONE_TYPES),
    createdFrom: read.date('createdFrom'),
    createdTo: read.date('createdTo'),
    estimateFrom: read.date('estimateFrom'),
    estimateTo: read.date('estimateTo'),
    // the page after or before the one the previous answer showed (docs/lists.md); a far page is never an offset
    ...read.paging(),
  };
}

/** The inbound order list with status tabs (and their counts), filters and, for clients, export and resync. */
export function InboundListView({ scope }: { scope: TInboundScope }) {
  const { t } = useTranslation();
  const lang = useLang();
  const selection = useListSelection(Number);
  const selected = selection.selected;
  const { read, update, clear, onPage, onPageSize } = useUrlList(LIST_PAGE_SIZES, selection.clear);
  const input = readInput(read);
  const list = useInboundList(scope, input);
  const warehouses = useWarehouses();
  const resync = useResyncInbound();
  const [codeText, setCodeText] = useState(input.code ?? '');

  const counts = list.data?.statusCounts;
  // with filters the tabs are counted over the first matches only: "12+" rather than a slow exact count
  const about = list.data ? !list.data.statusCountsExact : false;
  const tabs = [{ key: 'all', text: t('inbound.list.tabAll') }, ...TAB_ORDER.map((s) => ({ key: String(s), text: label(INBOUND_STATUS_LABELS, s, lang) }))];

  const { page: _page, pageSize: _size, cursor: _cursor, ...filters } = input;
  const exported = useListExport(() => exportInbound(selected.length ? { ids: selected } : filters), () => t('inbound.list.exported'));

  const onResync = () => {
    resync.mutate(
      { ids: selected },
      {
        onSuccess: (results) => {
          const ok = results.filter((r) => r.success).length;
          if (ok === results.length) toast.success(t('inbound.sync.done', { ok, total: results.length }));
          else toast.warning(t('inbound.sync.done', { ok, total: results.length }));
          selection.clear();
        },
      },
    );
  };

  const range = (from?: string, to?: string): [dayjs.Dayjs, dayjs.Dayjs] | null => (from && to ? [dayjs(from), dayjs(to)] : null);

  const columns: TableColumnsType<TInboundListItem> = [
    {
      title: t('inbound.field.code'),
      dataIndex: 'orderInboundCode',
      fixed: 'left',
      width: 170,
      render: (code: string, r) => (
        <div>
          <Link to={`${DETAIL_PATH[scope]}?id=${r.id}`} className="inbound-code-link" data-testid={`inbound-link-${r.orderInboundCode}`}>
            {code}
          </Link>
          {r.asnCode !== code ? <div className="inbound-muted">{r.asnCode}</div> : null}
        </div>
      ),
    },
    ...(scope === 'staff'
      ? [
          {
            title: t('inbound.field.customer'),
            dataIndex: 'customerName',
            width: 160,
            render: (name: string, r: TInboundListItem) => (
              <div>
                {name}
                <div className="inbound-muted">{r.customerCode}</div>
              </div>
            ),
          },
        ]
      : []),
    { title: t('inbound.field.warehouse'), dataIndex: 'warehouseCode', width: 80, render: (code: string, r) => <Tooltip title={r.warehouseName}>{code}</Tooltip> },
    { title: t('inbound.field.type'), dataIndex: 'type', width: 130, render: (v: TInboundType) => label(INBOUND_TYPE_LABELS, v, lang) },
    // provider staff see the customer column: the zone type then shows on wide screens
    { title: t('inbound.field.zoneType'), dataIndex: 'zoneType', width: 110, ...(scope === 'staff' ? { responsive: [...WIDE_ONLY] } : {}), render: (z: TZoneType) => label(ZONE_TYPE_LABELS, z, lang) },
    { title: t('inbound.field.status'), dataIndex: 'status', width: 140, render: (s: TInboundStatus) => <InboundStatusTag status={s} /> },
    {
      title: t('inbound.list.quantities'),
      key: 'qty',
      width: 130,
      align: 'right',
      render: (_v, r) => (
        <span className={r.status === 99 && r.receivedQuantity !== r.expectedQuantity ? 'inbound-qty--short' : undefined}>
          {formatNumber(r.receivedQuantity)} / {formatNumber(r.expectedQuantity)}
        </span>
      ),
    },
    // at 1366 px the key columns fit without scrolling sideways; the line count and the carrier show on wide
    // screens (and in the detail)
    { title: t('inbound.field.lineCount'), dataIndex: 'lineCount', width: 90, align: 'right', responsive: [...WIDE_ONLY] },
    { title: t('inbound.field.carrier'), dataIndex: 'tplInboundName', width: 150, ellipsis: true, responsive: [...WIDE_ONLY], render: (n: string | null, r) => n ?? r.tplInbound },
    { title: t('inbound.field.estimate'), dataIndex: 'estimateReceivedTime', width: 110, className: NOWRAP_CELL, render: (d: string) => formatDate(d) },
    { title: t('inbound.field.createdAt'), dataIndex: 'createdAt', width: 150, className: NOWRAP_CELL, render: (d: string) => formatDateTime(d) },
  ];

  const hasFilters = hasListFilters(filters, 'status');
  const noneAtAll = !hasFilters && (counts?.all ?? 0) === 0;

  return (
    <Card className="table-card inbound-list" data-testid="inbound-list">
      <ListTabs
        className="inbound-list__tabs"
        countClassName="inbound-tab-count"
        tabs={tabs}
        counts={counts}
        about={about}
        active={input.status === undefined ? 'all' : String(input.status)}
        onChange={(key) => update({ status: key === 'all' ? undefined : key })}
      />
      <div className="inbound-filters">
        <Input.Search
          allowClear
          className="inbound-filters__code"
          placeholder={t('inbound.list.searchPlaceholder')}
          value={codeText}
          onChange={(e) => setCodeText(e.target.value)}
          onSearch={(v) => update({ code: v.trim() || undefined })}
          data-testid="inbound-filter-code"
        />
        {scope === 'staff' ? (
          <CustomerSelect
            value={input.customerId ?? null}
            onChange={(v) => update({ customerId: v ?? undefined })}
            placeholder={t('inbound.list.allCustomers')}
            testId="inbound-filter-customer"
          />
        ) : null}
        <Select
          allowClear
          className="inbound-filters__select"
          placeholder={t('inbound.list.allWarehouses')}
          value={input.warehouseId}
          options={(warehouses.data ?? []).map((w) => ({ value: w.id, label: w.code }))}
          onChange={(v?: number) => update({ warehouseId: v })}
          data-testid="inbound-filter-warehouse"
        />
        <Select
          allowClear
          className="inbound-filters__select"
          placeholder={t('inbound.list.allTypes')}
          value={input.type}
          options={INBOUND_TYPES.map((v) => ({ value: v, label: label(INBOUND_TYPE_LABELS, v, lang) }))}
          onChange={(v?: string) => update({ type: v })}
          popupMatchSelectWidth={false}
        />
        <Select
          allowClear
          className="inbound-filters__select"
          placeholder={t('inbound.list.allZones')}
          value={input.zoneType}
          options={ZONE_TYPES.map((v) => ({ value: v, label: `${v} · ${label(ZONE_TYPE_LABELS, v, lang)}` }))}
          onChange={(v?: string) => update({ zoneType: v })}
          popupMatchSelectWidth={false}
        />
        <DatePicker.RangePicker
          format="DD/MM/YYYY"
          placeholder={[t('inbound.list.createdFrom'), t('inbound.list.createdTo')]}
          value={range(input.createdFrom, input.createdTo)}
          onChange={(v) => update({ createdFrom: v?.[0]?.format('YYYY-MM-DD'), createdTo: v?.[1]?.format('YYYY-MM-DD') })}
        />
        <DatePicker.RangePicker
          format="DD/MM/YYYY"
          placeholder={[t('inbound.list.estimateFrom'), t('inbound.list.estimateTo')]}
          value={range(input.estimateFrom, input.estimateTo)}
          onChange={(v) => update({ estimateFrom: v?.[0]?.format('YYYY-MM-DD'), estimateTo: v?.[1]?.format('YYYY-MM-DD') })}
        />
        {hasFilters ? (
          <Button
            icon={<ClearOutlined />}
            onClick={() => {
              setCodeText('');
              clear(['status']);
            }}
          >
            {t('inbound.list.reset')}
          </Button>
        ) : null}
        {scope === 'client' ? (
          <Space className="inbound-filters__actions">
            {selected.length > 0 ? (
              <Button icon={<SyncOutlined />} loading={resync.isPending} onClick={onResync} data-testid="inbound-resync">
                {t('inbound.list.resync', { count: selected.length })}
              </Button>
            ) : null}
            <Button icon={<DownloadOutlined />} loading={exported.exporting} onClick={exported.run} data-testid="inbound-export">
              {selected.length ? t('inbound.list.exportSelected', { count: selected.length }) : t('inbound.list.export')}
            </Button>
          </Space>
        ) : null}
      </div>
      <ListBody<TInboundListItem>
        query={list}
        loading={list.isFetching}
        sizes={LIST_PAGE_SIZES}
        onPage={onPage}
        onPageSize={onPageSize}
        rowKey="id"
        columns={columns}
        rowSelection={selection.rowSelection(scope === 'client')}
        locale={{
          emptyText: list.isPending ? ' ' : (
            // nothing at all yet: the way to the first one; else nothing in this tab or filter
            <Empty description={t(noneAtAll ? 'inbound.list.empty' : 'inbound.list.emptyHere')}>
              {scope === 'client' && noneAtAll ? (
                <Link to="/nhap-hang/tao-don-nhap">{t('inbound.list.createFirst')}</Link>
              ) : null}
            </Empty>
          ),
        }}
        data-testid="inbound-table"
      />
    </Card>
  );
}
