import { Suspense, useState } from 'react';
import { Button, Card, Col, DatePicker, Empty, Row, Segmented, Select, Skeleton, Statistic, Table, Tooltip, Typography } from 'antd';
import { DownloadOutlined, InfoCircleOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  DASHBOARD_PERIODS,
  INBOUND_STATUS_LABELS,
  INBOUND_STATUSES,
  NEAR_EXPIRY_DAYS,
  ORDER_TAB_LABELS,
  ORDER_TABS,
  OUTBOUND_STATUS_LABELS,
  OUTBOUND_STATUSES,
  type TDashboardPeriod,
  type TNearExpiryLot,
} from '@ffm/domain';
import { CustomerSelect } from '../../../components/customer-select.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatNumber, formatVnd } from '../../../lib/format.ts';
import { formatDate, label, useLang } from '../../../lib/display.ts';
import { urlValues } from '../../../lib/list-paging.ts';
import { toast } from '../../../lib/toast.ts';
import { useCurrentShopId, useMenuList, useUserInfo } from '../../../lib/user-info.ts';
import { useWarehouses } from '../../../lib/warehouses.ts';
import { exportDashboard, useDashboard } from '../api/dashboard-api.ts';
import { AccountSummaryCard } from '../components/account-summary-card.tsx';
import { ContractLimitsCard } from '../components/contract-limits-card.tsx';
import { COD_LINK, inboundListLink, nearExpiryLink, outboundListLink, shippingListLink, stockLink } from '../components/dashboard-links.ts';
import { DailyStack, ParetoChart } from '../components/lazy-charts.ts';
import { QuickLinks } from '../components/quick-links.tsx';
import { StatusCard } from '../components/status-card.tsx';

/** The express list's tab groups (ORDER_SEARCH is every status: the total). */
const TABS = ORDER_TABS.filter((tab) => tab !== 'ORDER_SEARCH');
const SHIPPING_COLOR = '#1f6feb';


/** The period and filters live in the URL: a reload or a shared link shows the same figures. */
interface TDashboardQuery {
  period: TDashboardPeriod;
  from?: string;
  to?: string;
  warehouseId?: number;
  customerId?: number;
}

function readInput(params: URLSearchParams): TDashboardQuery {
  const read = urlValues(params);
  const period = read.oneOf('period', DASHBOARD_PERIODS) ?? '7d';
  const from = read.date('from');
  const to = read.date('to');
  const range = period === 'range' && from && to;
  return {
    period: range ? 'range' : period === 'range' ? '7d' : period,
    ...(range ? { from, to } : {}),
    warehouseId: read.num('warehouseId'),
    customerId: read.num('customerId'),
  };
}

const percent = (v: number) => `${(v * 100).toLocaleString('vi-VN', { maximumFractionDigits: 1 })}%`;

/** / : the dashboard (figures of the chosen period, each opening its list), then the account and the menu's areas. */
export function DashboardPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const { data: info } = useUserInfo();
  const { data: menu } = useMenuList();
  const shopId = useCurrentShopId();
  const warehouses = useWarehouses();
  const [params, setParams] = useSearchParams();
  const input = readInput(params);
  const dash = useDashboard(input, Boolean(info), shopId);
  const [exporting, setExporting] = useState(false);
  if (!info) return null;
  const staff = info.user.kind === 'staff';
  const d = dash.data;

  const update = (patch: Record<string, string | number | undefined | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v === undefined || v === null || v === '') next.delete(k);
      else next.set(k, String(v));
    }
    setParams(next, { replace: true });
  };

  const onExport = async () => {
    setExporting(true);
    try {
      await exportDashboard(input);
      toast.success(t('dashboard.exported'));
    } finally {
      setExporting(false);
    }
  };

  const toolbar = (
    <div className="dashboard-toolbar">
      <Segmented
        value={input.period}
        onChange={(v) => update({ period: v as string, ...(v === 'range' ? { from: d?.from, to: d?.to } : { from: undefined, to: undefined }) })}
        options={DASHBOARD_PERIODS.map((p) => ({ value: p, label: t(`dashboard.period.${p}`) }))}
        data-testid="dashboard-period"
      />
      {input.period === 'range' ? (
        <DatePicker.RangePicker
          format="DD/MM/YYYY"
          allowClear={false}
          value={input.from && input.to ? [dayjs(input.from), dayjs(input.to)] : null}
          onChange={(v) => v?.[0] && v[1] && update({ period: 'range', from: v[0].format('YYYY-MM-DD'), to: v[1].format('YYYY-MM-DD') })}
          disabledDate={(day) => day.isAfter(dayjs().endOf('day'))}
        />
      ) : null}
      <Select
        allowClear
        placeholder={t('dashboard.allWarehouses')}
        value={input.warehouseId}
        onChange={(v: number | undefined) => update({ warehouseId: v })}
        options={(warehouses.data ?? []).map((w) => ({ value: w.id, label: w.name }))}
        className="dashboard-toolbar__warehouse"
        data-testid="dashboard-warehouse"
      />
      {staff ? <CustomerSelect value={input.customerId ?? null} onChange={(id) => update({ customerId: id })} placeholder={t('dashboard.allCustomers')} testId="dashboard-customer" /> : null}
      <Button icon={<DownloadOutlined />} onClick={() => void onExport()} loading={exporting} data-testid="dashboard-export">
        {t('dashboard.export')}
      </Button>
    </div>
  );

  const inboundBars = d?.inbound
    ? INBOUND_STATUSES.map((st) => ({ key: `${st}`, label: label(INBOUND_STATUS_LABELS, st, lang), count: d.inbound!.counts[`${st}`] ?? 0 }))
    : [];
  const outboundBars = d?.outbound
    ? OUTBOUND_STATUSES.map((st) => ({ key: `${st}`, label: label(OUTBOUND_STATUS_LABELS, st, lang), count: d.outbound!.counts[`${st}`] ?? 0 }))
    : [];
  const shippingBars = d?.shipping ? TABS.map((tab) => ({ key: tab, label: label(ORDER_TAB_LABELS, tab, lang), count: d.shipping!.counts[tab] ?? 0 })) : [];
  const dayCells = d?.shipping
    ? d.shipping.byDay.flatMap((r) =>
        TABS.map((tab) => ({ day: r.day, dayLabel: formatDate(r.day).slice(0, 5), group: tab, groupLabel: label(ORDER_TAB_LABELS, tab, lang), count: r.counts[tab] ?? 0 })),
      )
    : [];
  const section = <T extends { exact: boolean }>(v: T | null | undefined, total: number) => (v === undefined ? undefined : v === null ? null : { total, exact: v.exact });
  const dashShop = d?.shipping?.shopId ?? null;
  const o = { warehouseId: input.warehouseId, customerId: input.customerId };
  const so = { shopId: dashShop, customerId: input.customerId };
  const about = (exact: boolean | undefined) => (exact === false ? `${t('dashboard.about')} ` : '');

  const expiryColumns = [
    { title: t('dashboard.nearExpiry.sku'), dataIndex: 'sku', key: 'sku' },
    { title: t('dashboard.nearExpiry.name'), dataIndex: 'name', key: 'name', ellipsis: true },
    { title: t('dashboard.nearExpiry.lot'), dataIndex: 'lot', key: 'lot' },
    { title: t('dashboard.nearExpiry.expiryDate'), dataIndex: 'expiryDate', key: 'expiryDate', render: (v: string | null) => formatDate(v) },
    { title: t('dashboard.nearExpiry.qty'), dataIndex: 'qty', key: 'qty', align: 'right' as const, render: (v: number) => formatNumber(v) },
    { title: t('dashboard.nearExpiry.warehouse'), dataIndex: 'warehouseCode', key: 'warehouseCode' },
  ];

  return (
    <div data-testid="home-page">
      <PageHeader
        title={t('home.greeting', { name: info.user.fullName })}
        subtitle={d ? t('dashboard.periodLabel', { from: formatDate(d.from), to: formatDate(d.to) }) : t('dashboard.subtitle')}
        extra={toolbar}
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <StatusCard
            title={t('dashboard.shipping.title')}
            testId="dashboard-shipping"
            section={section(d ? d.shipping : undefined, d?.shipping?.counts.all ?? 0)}
            totalLabel={t('dashboard.shipping.total')}
            totalLink={d ? shippingListLink(d, staff, so) : '/'}
            bars={shippingBars}
            color={SHIPPING_COLOR}
            linkOf={(tab) => shippingListLink(d!, staff, { ...so, tab })}
          />
        </Col>
        <Col xs={24} xl={10}>
          <Card title={t('dashboard.deliveryCard')} className="home-card" data-testid="dashboard-delivery">
            {!d ? (
              <Skeleton active />
            ) : (
              <div className="dashboard-stats">
                {d.shipping ? (
                  <>
                    <Link to={shippingListLink(d, staff, { ...so, tab: 'ORDER_COMPLETED' })} className="dashboard-stat dashboard-stat--wide" data-testid="dashboard-success-rate">
                      <Statistic
                        title={
                          <span>
                            {t('dashboard.shipping.successRate')}{' '}
                            <Tooltip title={t('dashboard.shipping.successRateHelp')}>
                              <InfoCircleOutlined aria-label={t('dashboard.shipping.successRateHelp')} data-testid="dashboard-success-rate-help" />
                            </Tooltip>
                          </span>
                        }
                        value={d.shipping.successRate === null ? t('dashboard.shipping.noRate') : percent(d.shipping.successRate)}
                      />
                    </Link>
                    <Link to={shippingListLink(d, staff, { ...so, tab: 'ORDER_COMPLETED' })} className="dashboard-stat" data-testid="dashboard-delivered">
                      <Statistic title={t('dashboard.shipping.delivered')} value={d.shipping.delivered} formatter={(v) => formatNumber(Number(v))} />
                    </Link>
                    <Link to={shippingListLink(d, staff, so)} className="dashboard-stat" data-testid="dashboard-failed">
                      <Statistic title={t('dashboard.shipping.failed')} value={d.shipping.failed} formatter={(v) => formatNumber(Number(v))} />
                    </Link>
                  </>
                ) : null}
                {d.cod
                  ? (['collected', 'pending'] as const).map((k) => {
                      const cod = d.cod!;
                      const stat = <Statistic title={t(`dashboard.cod.${k}`)} value={cod[k]} formatter={(v) => formatVnd(Number(v))} />;
                      // a shop's figures open its COD page; provider staff see sums over every shop in view, which no
                      // one list shows (each shop's is its COD page)
                      return cod.shopId !== null ? (
                        <Link key={k} to={COD_LINK} className="dashboard-stat" data-testid={`dashboard-cod-${k}`} title={t('dashboard.cod.help')}>
                          {stat}
                        </Link>
                      ) : (
                        <div key={k} className="dashboard-stat" data-testid={`dashboard-cod-${k}`} title={t('dashboard.cod.staff')}>
                          {stat}
                        </div>
                      );
                    })
                  : null}
                {!d.shipping && !d.cod ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.noAccess')} /> : null}
              </div>
            )}
            {d?.cod && d.cod.shopId === null ? (
              <Typography.Text type="secondary" className="dashboard-note">
                {t('dashboard.cod.staff')}
              </Typography.Text>
            ) : null}
          </Card>
        </Col>
        {d?.shipping ? (
          <Col span={24}>
            <Card title={t('dashboard.shipping.byDay')} className="home-card" data-testid="dashboard-shipping-days">
              <Suspense fallback={<Skeleton.Node active className="dashboard-chart-placeholder" />}>
                <div className="dashboard-chart" aria-hidden data-testid="dashboard-shipping-days-chart">
                  <DailyStack cells={dayCells} ariaLabel={t('dashboard.shipping.byDay')} onOpen={(day, tab) => void navigate(shippingListLink(d, staff, { ...so, day, tab }))} />
                </div>
              </Suspense>
            </Card>
          </Col>
        ) : null}
        <Col xs={24} xl={12}>
          <StatusCard
            title={t('dashboard.inbound.title')}
            testId="dashboard-inbound"
            section={section(d ? d.inbound : undefined, d?.inbound?.counts.all ?? 0)}
            totalLabel={t('dashboard.inbound.total')}
            totalLink={d ? inboundListLink(d, staff, o) : '/'}
            bars={inboundBars}
            linkOf={(st) => inboundListLink(d!, staff, { ...o, status: Number(st) })}
          />
        </Col>
        <Col xs={24} xl={12}>
          <StatusCard
            title={t('dashboard.outbound.title')}
            testId="dashboard-outbound"
            section={section(d ? d.outbound : undefined, d?.outbound?.counts.all ?? 0)}
            totalLabel={t('dashboard.outbound.total')}
            totalLink={d ? outboundListLink(d, staff, o) : '/'}
            bars={outboundBars}
            color="#13a89e"
            linkOf={(st) => outboundListLink(d!, staff, { ...o, status: Number(st) })}
          />
        </Col>
        <Col xs={24} xl={14}>
          <Card
            title={
              <span>
                {t('dashboard.topSkus.title')}{' '}
                <Tooltip title={t('dashboard.topSkus.help')}>
                  <InfoCircleOutlined aria-label={t('dashboard.topSkus.help')} />
                </Tooltip>
              </span>
            }
            className="home-card"
            data-testid="dashboard-top-skus"
          >
            {!d ? (
              <Skeleton active />
            ) : !d.topSkus ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.noAccess')} />
            ) : d.topSkus.items.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.topSkus.empty')} />
            ) : (
              <>
                <Typography.Text type="secondary" className="dashboard-note" data-testid="dashboard-top-skus-summary">
                  {t('dashboard.topSkus.summary', { top: formatNumber(d.topSkus.topCount), skus: formatNumber(d.topSkus.skuCount), lines: formatNumber(d.topSkus.lineCount) })}
                  {d.topSkus.items.length < d.topSkus.topCount ? ` (${t('dashboard.topSkus.shown', { shown: d.topSkus.items.length })})` : ''}
                </Typography.Text>
                <Suspense fallback={<Skeleton.Node active className="dashboard-chart-placeholder" />}>
                  <div className="dashboard-chart" aria-hidden data-testid="dashboard-top-skus-chart">
                    <ParetoChart
                      bars={d.topSkus.items.map((i) => ({ skuId: i.skuId, sku: i.sku, orders: i.orders, share: i.cumulativeShare }))}
                      ordersLabel={t('dashboard.topSkus.orders')}
                      shareLabel={t('dashboard.topSkus.share')}
                      onOpen={(skuId) => {
                        const item = d.topSkus!.items.find((i) => i.skuId === skuId);
                        if (item) void navigate(outboundListLink(d, staff, { ...o, sku: { id: item.skuId, code: item.sku } }));
                      }}
                    />
                  </div>
                </Suspense>
                <div className="dashboard-status-links">
                  {d.topSkus.items.map((i) => (
                    <Link key={i.skuId} to={outboundListLink(d, staff, { ...o, sku: { id: i.skuId, code: i.sku } })} data-testid={`dashboard-top-sku-${i.sku}`} title={i.name}>
                      {i.sku}: <strong>{formatNumber(i.orders)}</strong> ({percent(i.cumulativeShare)})
                    </Link>
                  ))}
                </div>
              </>
            )}
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card title={t('dashboard.stock.title')} className="home-card" data-testid="dashboard-stock">
            {!d ? (
              <Skeleton active />
            ) : !d.stock ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.noAccess')} />
            ) : (
              <div className="dashboard-stats">
                {(['qty', 'qtyAvailable', 'qtyAllocated', 'qtyDefective', 'qtyLost', 'qtyOnHold'] as const).map((k) => (
                  <Link key={k} to={stockLink(o)} className="dashboard-stat" data-testid={`dashboard-stock-${k}`}>
                    <Statistic title={t(`dashboard.stock.${k}`)} value={d.stock![k]} formatter={(v) => formatNumber(Number(v))} />
                  </Link>
                ))}
                <Link to={stockLink(o)} className="dashboard-stat" data-testid="dashboard-stock-skuRows">
                  <Statistic title={t('dashboard.stock.skuRows')} value={d.stock.skuRows} formatter={(v) => `${about(d.stock!.skuRowsExact)}${formatNumber(Number(v))}`} />
                </Link>
              </div>
            )}
          </Card>
        </Col>
        <Col span={24}>
          <Card
            title={t('dashboard.nearExpiry.title', { days: NEAR_EXPIRY_DAYS })}
            className="home-card"
            data-testid="dashboard-near-expiry"
            extra={
              d?.nearExpiry ? (
                <Link to={nearExpiryLink(d.nearExpiry.before, o)} data-testid="dashboard-near-expiry-total">
                  {t('dashboard.nearExpiry.total')}: {about(d.nearExpiry.exact)}
                  {formatNumber(d.nearExpiry.total)}
                </Link>
              ) : null
            }
          >
            {!d ? (
              <Skeleton active />
            ) : !d.nearExpiry ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.noAccess')} />
            ) : (
              <Table<TNearExpiryLot>
                size="small"
                rowKey={(r) => `${r.sku}-${r.lot}-${r.warehouseCode}-${r.expiryDate}`}
                columns={expiryColumns}
                dataSource={d.nearExpiry.lots}
                pagination={false}
                scroll={{ x: 640 }}
                locale={{ emptyText: t('dashboard.nearExpiry.empty') }}
              />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={9}>
          <AccountSummaryCard info={info} shopId={shopId} />
        </Col>
        <Col xs={24} lg={15}>
          {info.client ? <ContractLimitsCard shopId={shopId} /> : <QuickLinks groups={menu?.groups ?? []} />}
        </Col>
        {info.client ? (
          <Col span={24}>
            <QuickLinks groups={menu?.groups ?? []} />
          </Col>
        ) : null}
      </Row>
      <Typography.Text type="secondary" className="dashboard-footnote">
        {t('dashboard.subtitle')}
      </Typography.Text>
    </div>
  );
}
