import { useState } from 'react';
import { Button, Card, DatePicker, Empty, Input, Select, Space, type TableColumnsType } from 'antd';
import { ClearOutlined, DownloadOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  ORDER_TAB_LABELS,
  ORDER_TABS,
  PAYMENT_TYPE_LABELS,
  SERVICE_TYPE_LABELS,
  type TShippingListInput,
  type TShippingListItem,
} from '@ffm/domain';
import { formatNumber, formatVnd } from '../../../lib/format.ts';
import { LIST_PAGE_SIZES, urlValues, useUrlList } from '../../../lib/list-paging.ts';
import { listLoading } from '../../../lib/live-refresh.ts';
import { NOWRAP_CELL, WIDE_ONLY } from '../../../lib/table-columns.ts';
import { CustomerSelect } from '../../../components/customer-select.tsx';
import { hasListFilters, ListBody, ListTabs, useListExport, useListSelection } from '../../../components/list-screen.tsx';
import { formatDateTime, label, useLang } from '../../../lib/display.ts';
import { useUserInfo } from '../../../lib/user-info.ts';
import { exportShipping, useShippingList, type TShippingScope } from '../api/shipping-api.ts';
import { PrintButton } from './print-button.tsx';
import { ShippingActions } from './shipping-actions.tsx';
import { ShippingStatusTag } from './shipping-status-tag.tsx';

const DETAIL_PATH: Record<TShippingScope, string> = { client: '/van-don/chi-tiet', staff: '/van-don/chi-tiet-khach' };

/** The list's filters, from the URL (`useUrlList`). */
function readInput(read: ReturnType<typeof urlValues>): Partial<TShippingListInput> {
  return {
    tab: read.oneOf('tab', ORDER_TABS),
    keyword: read.text('keyword'),
    customerId: read.num('customerId'),
    payment_type_id: read.num('payment'),
    shop_id: read.num('shop'),
    from_date: read.date('from'),
    to_date: read.date('to'),
    ...read.paging(),
  };
}

/** Express orders by ORDER_* tab (with counts), search, filters, export and the actions on selected orders. */
export function ShippingListView({ scope }: { scope: TShippingScope }) {
  const { t } = useTranslation();
  const lang = useLang();
  const selection = useListSelection(String);
  const selected = selection.selected;
  const { read, update, clear, onPage, onPageSize } = useUrlList(LIST_PAGE_SIZES, selection.clear);
  const input = readInput(read);
  const list = useShippingList(scope, input);
  const shops = useUserInfo().data?.shops ?? [];
  const [keyword, setKeyword] = useState(input.keyword ?? '');

  const counts = list.data?.tabCounts;
  const about = list.data ? !list.data.tabCountsExact : false;
  const tabs = [
    // ORDER_SEARCH: every status, where the keyword and filters search
    { key: 'all', text: label(ORDER_TAB_LABELS, 'ORDER_SEARCH', lang) },
    ...ORDER_TABS.filter((tab) => tab !== 'ORDER_SEARCH').map((tab) => ({ key: tab, text: label(ORDER_TAB_LABELS, tab, lang) })),
  ];

  const { page: _p, pageSize: _s, cursor: _c, ...filters } = input;
  const exported = useListExport(() => exportShipping(selected.length ? { order_codes: selected } : filters), () => t('shipping.list.exported'));

  const columns: TableColumnsType<TShippingListItem> = [
    {
      title: t('shipping.field.orderCode'),
      dataIndex: 'order_code',
      fixed: 'left',
      width: 140,
      render: (code: string, r) => (
        <div>
          <Link to={`${DETAIL_PATH[scope]}?code=${encodeURIComponent(code)}`} data-testid={`order-link-${r.client_order_code || code}`}>
            {code}
          </Link>
          {r.client_order_code ? <div className="shipping-muted">{r.client_order_code}</div> : null}
        </div>
      ),
    },
    { title: t('shipping.field.status'), dataIndex: 'status', width: 160, render: (s) => <ShippingStatusTag status={s} /> },
    {
      title: t('shipping.field.receiver'),
      key: 'receiver',
      width: 200,
      render: (_v, r) => (
        <div>
          <strong>{r.to_name}</strong> · {r.to_phone}
          <div className="shipping-muted shipping-ellipsis">{r.to_address}</div>
        </div>
      ),
    },
    { title: t('shipping.field.codAmount'), dataIndex: 'cod_amount', width: 120, align: 'right', render: (v: number) => formatVnd(v) },
    // at 1366 px the key columns fit: who pays goes under the fee, the weight under the service; the shop and
    // the expected delivery show on wide screens (and in the detail)
    {
      title: t('shipping.field.totalFee'),
      dataIndex: 'total_fee',
      width: 130,
      align: 'right',
      render: (v: number, r) => (
        <div>
          {formatVnd(v)}
          <div className="shipping-muted">{label(PAYMENT_TYPE_LABELS, r.payment_type_id as 1, lang)}</div>
        </div>
      ),
    },
    {
      title: t('shipping.field.service'),
      dataIndex: 'service_type_id',
      width: 100,
      className: NOWRAP_CELL,
      render: (v: 1, r) => (
        <div>
          {label(SERVICE_TYPE_LABELS, v, lang)}
          <div className="shipping-muted">{formatNumber(r.weight)} g</div>
        </div>
      ),
    },
    { title: t('shipping.field.shop'), dataIndex: 'shop_name', width: 160, ellipsis: true, responsive: [...WIDE_ONLY] },
    { title: t('shipping.field.leadtime'), dataIndex: 'leadtime', width: 150, className: NOWRAP_CELL, responsive: [...WIDE_ONLY], render: (d: string) => formatDateTime(d) },
    { title: t('shipping.field.createdAt'), dataIndex: 'created_date', width: 150, className: NOWRAP_CELL, render: (d: string) => formatDateTime(d) },
  ];

  const selectedOrders = (list.data?.items ?? []).filter((i) => selected.includes(i.order_code));
  const hasFilters = hasListFilters(filters, 'tab');
  // nothing at all yet: the empty table offers the first order; else it says nothing is in this tab or filter
  const noneAtAll = !hasFilters && (counts?.all ?? 0) === 0;

  return (
    <Card className="table-card shipping-list" data-testid="shipping-list">
      <ListTabs className="shipping-list__tabs" tabs={tabs} counts={counts} about={about} active={input.tab ?? 'all'} onChange={(key) => update({ tab: key === 'all' ? undefined : key })} />
      <div className="shipping-filters">
        <Input.Search
          allowClear
          className="shipping-filters__keyword"
          placeholder={t('shipping.list.searchPlaceholder')}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          onSearch={(v) => update({ keyword: v.trim() || undefined })}
          data-testid="shipping-filter-keyword"
        />
        {scope === 'staff' ? <CustomerSelect value={input.customerId ?? null} onChange={(v) => update({ customerId: v ?? undefined })} testId="shipping-filter-customer" /> : null}
        {scope === 'client' && (shops.length > 1 || input.shop_id) ? (
          <Select
            allowClear
            className="shipping-filters__select"
            placeholder={t('shipping.list.allShops')}
            value={input.shop_id}
            options={shops.map((s) => ({ value: s.id, label: s.name }))}
            onChange={(v?: number) => update({ shop: v })}
            popupMatchSelectWidth={false}
            data-testid="shipping-filter-shop"
          />
        ) : null}
        <Select
          allowClear
          className="shipping-filters__select"
          placeholder={t('shipping.list.allPayments')}
          value={input.payment_type_id}
          options={([1, 2] as const).map((v) => ({ value: v, label: label(PAYMENT_TYPE_LABELS, v, lang) }))}
          onChange={(v?: number) => update({ payment: v })}
          popupMatchSelectWidth={false}
        />
        <DatePicker.RangePicker
          format="DD/MM/YYYY"
          placeholder={[t('shipping.list.createdFrom'), t('shipping.list.createdTo')]}
          value={input.from_date && input.to_date ? [dayjs(input.from_date), dayjs(input.to_date)] : null}
          onChange={(v) => update({ from: v?.[0]?.format('YYYY-MM-DD'), to: v?.[1]?.format('YYYY-MM-DD') })}
        />
        {hasFilters ? (
          <Button
            icon={<ClearOutlined />}
            onClick={() => {
              setKeyword('');
              clear(['tab']);
            }}
          >
            {t('shipping.list.reset')}
          </Button>
        ) : null}
        <Space className="shipping-filters__actions" wrap>
          {scope === 'client' && selectedOrders.length > 0 ? <PrintButton codes={selected} /> : null}
          {scope === 'client' && selectedOrders.length > 0 ? <ShippingActions orders={selectedOrders} onDone={selection.clear} /> : null}
          {scope === 'client' ? (
            <Button icon={<DownloadOutlined />} loading={exported.exporting} onClick={exported.run} data-testid="shipping-export">
              {selected.length ? t('shipping.list.exportSelected', { count: selected.length }) : t('shipping.list.export')}
            </Button>
          ) : null}
        </Space>
      </div>
      <ListBody<TShippingListItem>
        query={list}
        loading={listLoading(list)}
        sizes={LIST_PAGE_SIZES}
        onPage={onPage}
        onPageSize={onPageSize}
        rowKey="order_code"
        columns={columns}
        rowSelection={selection.rowSelection(scope === 'client')}
        locale={{
          emptyText: list.isPending ? ' ' : (
            <Empty description={t(noneAtAll ? 'shipping.list.empty' : 'shipping.list.emptyHere')}>{scope === 'client' && noneAtAll ? <Link to="/van-don/tao-don">{t('shipping.list.createFirst')}</Link> : null}</Empty>
          ),
        }}
        data-testid="shipping-table"
      />
    </Card>
  );
}
