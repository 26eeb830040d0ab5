import { useState } from 'react';
import { Button, Card, DatePicker, Empty, Input, Modal, Select, Space, Tag, Tooltip, type TableColumnsType } from 'antd';
import { ClearOutlined, CloseCircleOutlined, DownloadOutlined, PrinterOutlined, SyncOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  OUTBOUND_CARRIER_LABELS,
  OUTBOUND_STATUS_LABELS,
  OUTBOUND_STATUSES,
  OUTBOUND_TAB_STATUSES,
  ZONE_TYPE_LABELS,
  ZONE_TYPES,
  type TOutboundCarrier,
  type TOutboundListInput,
  type TOutboundListItem,
  type TOutboundStatus,
} from '@ffm/domain';
import { errorMessage } from '../../../lib/api.ts';
import { formatNumber, formatVnd } from '../../../lib/format.ts';
import { hasListFilters, ListBody, ListTabs, useListExport, useListSelection } from '../../../components/list-screen.tsx';
import { LIST_PAGE_SIZES, urlValues, useUrlList } from '../../../lib/list-paging.ts';
import { listLoading } from '../../../lib/live-refresh.ts';
import { NOWRAP_CELL, WIDE_ONLY } from '../../../lib/table-columns.ts';
import { toast } from '../../../lib/toast.ts';
import { useWarehouses } from '../../../lib/warehouses.ts';
import { CustomerSelect } from '../../../components/customer-select.tsx';
import { formatDateTime, label, useLang } from '../../../lib/display.ts';
import { exportOutbound, printDeliveryNotes, useCancelOutbounds, useOutboundList, useResyncOutbound, type TOutboundScope } from '../api/outbound-api.ts';
import { OutboundStatusTag } from './outbound-status-tag.tsx';
import { showCancelResults } from './cancel-results.tsx';

export const OUTBOUND_DETAIL_PATH: Record<TOutboundScope, string> = {
  client: '/xuat-hang/chi-tiet-don-xuat-hang',
  staff: '/xuat-hang/chi-tiet-don-xuat-khach-hang',
};


/** The list's filters, from the URL (`useUrlList`). */
function readInput(read: ReturnType<typeof urlValues>): Partial<TOutboundListInput> {
  return {
    status: read.oneOf('status', OUTBOUND_STATUSES),
    code: read.text('code'),
    customerId: read.num('customerId'),
    warehouseId: read.num('warehouseId'),
    zoneType: read.oneOf('zoneType', ZONE_TYPES),
    createdFrom: read.date('createdFrom'),
    createdTo: read.date('createdTo'),
    skuId: read.num('skuId'),
    ...read.paging(),
  };
}

/** The outbound list with status tabs (and their counts), filters and, for clients, export, resync and cancel. */
export function OutboundListView({ scope }: { scope: TOutboundScope }) {
  const { t } = useTranslation();
  const lang = useLang();
  const selection = useListSelection(Number);
  const selected = selection.selected;
  const { params, read, update, clear, onPage, onPageSize } = useUrlList(LIST_PAGE_SIZES, selection.clear);
  const input = readInput(read);
  const list = useOutboundList(scope, input);
  const warehouses = useWarehouses();
  const resync = useResyncOutbound();
  const cancel = useCancelOutbounds();
  const [codeText, setCodeText] = useState(input.code ?? '');

  const counts = list.data?.statusCounts;
  const about = list.data ? !list.data.statusCountsExact : false;
  const tabs = [{ key: 'all', text: t('outbound.list.all') }, ...OUTBOUND_TAB_STATUSES.map((s) => ({ key: String(s), text: label(OUTBOUND_STATUS_LABELS, s, lang) }))];

  const { page: _page, pageSize: _size, cursor: _cursor, ...filters } = input;
  const exported = useListExport(() => exportOutbound(selected.length ? { ids: selected } : filters));

  const onCancel = () => {
    Modal.confirm({
      title: t('outbound.list.cancelConfirm', { n: selected.length }),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          const results = await cancel.mutateAsync({ ids: selected });
          showCancelResults(results);
          selection.clear();
        } catch (err) {
          toast.error(errorMessage(err));
        }
      },
    });
  };

  const onResync = () => {
    resync.mutate(
      { ids: selected },
      {
        onSuccess: (results) => {
          const ok = results.filter((r) => r.success).length;
          if (ok === results.length) toast.success(results.map((r) => `${r.code}: ${r.message}`).join('\n'));
          else toast.warning(results.map((r) => `${r.code}: ${r.message}`).join('\n'));
          selection.clear();
        },
        onError: (err) => toast.error(errorMessage(err)),
      },
    );
  };

  const range = (from?: string, to?: string): [dayjs.Dayjs, dayjs.Dayjs] | null => (from && to ? [dayjs(from), dayjs(to)] : null);

  const columns: TableColumnsType<TOutboundListItem> = [
    {
      title: t('outbound.field.clientOrderCode'),
      dataIndex: 'clientOrderCode',
      fixed: 'left',
      width: 160,
      // the warehouse goes under the codes: at 1366 px every key column fits without scrolling sideways
      render: (code: string, r) => (
        <div>
          <Link to={`${OUTBOUND_DETAIL_PATH[scope]}?id=${r.id}`} data-testid={`outbound-link-${r.soCode}`}>
            {code}
          </Link>
          <div className="outbound-muted">
            {r.soCode !== code ? `${r.soCode} · ` : ''}
            <Tooltip title={r.warehouseName}>{r.warehouseCode}</Tooltip>
          </div>
        </div>
      ),
    },
    ...(scope === 'staff'
      ? [
          {
            title: t('outbound.field.customer'),
            dataIndex: 'customerName',
            width: 170,
            render: (name: string, r: TOutboundListItem) => (
              <div>
                {name}
                <div className="outbound-muted">{r.customerCode}</div>
              </div>
            ),
          },
        ]
      : []),
    { title: t('outbound.field.status'), dataIndex: 'status', width: 150, render: (s: number) => <OutboundStatusTag status={s} /> },
    {
      title: t('outbound.field.toName'),
      dataIndex: 'toName',
      width: 190,
      render: (name: string, r) => (
        <div>
          {name} · {r.toPhone}
          <div className="outbound-muted">{r.toAddressLabel}</div>
        </div>
      ),
    },
    { title: t('outbound.field.totalQuantity'), dataIndex: 'totalQuantity', width: 80, align: 'right', render: (n: number) => formatNumber(n) },
    { title: t('outbound.field.codAmount'), dataIndex: 'codAmount', width: 110, align: 'right', render: (n: number) => formatVnd(n) },
    {
      title: t('outbound.field.carrier'),
      dataIndex: 'carrier',
      width: 150,
      // provider staff see the customer too: the carrier then shows on wide screens (and in the detail)
      ...(scope === 'staff' ? { responsive: [...WIDE_ONLY] } : {}),
      render: (c: string | null, r) => (
        <div>
          {c ? label(OUTBOUND_CARRIER_LABELS, c as TOutboundCarrier, lang) : ''}
          {r.shippingOrderCode ? <div className="outbound-muted">{r.shippingOrderCode}</div> : null}
        </div>
      ),
    },
    { title: t('outbound.field.createdAt'), dataIndex: 'createdAt', width: 150, className: NOWRAP_CELL, render: (d: string) => formatDateTime(d) },
  ];

  const hasFilters = hasListFilters(filters, 'status');
  // nothing at all yet: the empty table offers the first order; else it says nothing is in this tab or filter
  const noneAtAll = !hasFilters && (counts?.all ?? 0) === 0;

  return (
    <Card className="table-card" data-testid="outbound-list">
      <ListTabs tabs={tabs} counts={counts} about={about} active={input.status === undefined ? 'all' : String(input.status)} onChange={(key) => update({ status: key === 'all' ? undefined : key })} />
      <div className="outbound-filters">
        <Input.Search
          allowClear
          className="outbound-filters__code"
          placeholder={t('outbound.list.search')}
          value={codeText}
          onChange={(e) => setCodeText(e.target.value)}
          onSearch={(v) => update({ code: v.trim() || undefined })}
          data-testid="outbound-filter-code"
        />
        {scope === 'staff' ? <CustomerSelect value={input.customerId ?? null} onChange={(v) => update({ customerId: v ?? undefined })} placeholder={t('outbound.field.customer')} testId="outbound-filter-customer" /> : null}
        <Select
          allowClear
          className="outbound-filters__select"
          placeholder={t('outbound.field.warehouse')}
          value={input.warehouseId}
          options={(warehouses.data ?? []).map((w) => ({ value: w.id, label: w.code }))}
          onChange={(v?: number) => update({ warehouseId: v })}
        />
        <Select
          allowClear
          className="outbound-filters__select"
          placeholder={t('outbound.field.zoneType')}
          value={input.zoneType}
          options={ZONE_TYPES.map((v) => ({ value: v, label: label(ZONE_TYPE_LABELS, v, lang) }))}
          onChange={(v?: string) => update({ zoneType: v })}
          popupMatchSelectWidth={false}
        />
        {input.skuId !== undefined ? (
          // the dashboard's top SKUs open the orders holding one SKU
          <Tag closable className="outbound-filters__sku" onClose={() => update({ skuId: undefined, sku: undefined })} data-testid="outbound-filter-sku">
            {t('outbound.list.skuFilter', { sku: params.get('sku')?.slice(0, 60) || `#${input.skuId}` })}
          </Tag>
        ) : null}
        <DatePicker.RangePicker
          format="DD/MM/YYYY"
          placeholder={[t('outbound.list.from'), t('outbound.list.to')]}
          value={range(input.createdFrom, input.createdTo)}
          onChange={(v) => update({ createdFrom: v?.[0]?.format('YYYY-MM-DD'), createdTo: v?.[1]?.format('YYYY-MM-DD') })}
        />
        {hasFilters ? (
          <Button
            icon={<ClearOutlined />}
            onClick={() => {
              setCodeText('');
              clear(['status']);
            }}
          />
        ) : null}
        {scope === 'client' ? (
          <Space className="outbound-filters__actions" wrap>
            {selected.length > 0 ? (
              <>
                <Button danger icon={<CloseCircleOutlined />} loading={cancel.isPending} onClick={onCancel} data-testid="outbound-cancel-selected">
                  {t('outbound.list.cancelSelected')}
                </Button>
                <Button icon={<PrinterOutlined />} onClick={() => void printDeliveryNotes(scope, selected).catch((e: unknown) => toast.error(errorMessage(e)))} data-testid="outbound-print-selected">
                  {t('outbound.detail.print')}
                </Button>
                <Button icon={<SyncOutlined />} loading={resync.isPending} onClick={onResync} data-testid="outbound-resync">
                  {t('outbound.sync.resync')}
                </Button>
              </>
            ) : null}
            <Button icon={<DownloadOutlined />} loading={exported.exporting} onClick={exported.run} data-testid="outbound-export">
              {t('outbound.list.export')}
            </Button>
          </Space>
        ) : null}
      </div>
      <ListBody<TOutboundListItem>
        query={list}
        loading={listLoading(list)}
        sizes={LIST_PAGE_SIZES}
        onPage={onPage}
        onPageSize={onPageSize}
        rowKey="id"
        columns={columns}
        rowSelection={selection.rowSelection(scope === 'client')}
        locale={{
          emptyText: list.isPending ? ' ' : (
            <Empty description={t(noneAtAll ? 'outbound.list.empty' : 'outbound.list.emptyHere')}>{scope === 'client' && noneAtAll ? <Link to="/xuat-hang/tao-don-xuat">{t('outbound.list.create')}</Link> : null}</Empty>
          ),
        }}
        data-testid="outbound-table"
      />
    </Card>
  );
}

export type { TOutboundStatus };
