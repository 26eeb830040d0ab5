import { lazy, Suspense, useState } from 'react';
import { Button, Card, Col, DatePicker, Empty, Row, Segmented, Select, Skeleton, Statistic, Table, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_PERIODS, INBOUND_STATUS_LABELS, INBOUND_STATUSES, NEAR_EXPIRY_DAYS, type TDashboardPeriod, type TNearExpiryLot } from '@ffm/domain';
import { CustomerSelect } from '../../../components/customer-select.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatDate, label, useLang } from '../../../lib/display.ts';
import { toast } from '../../../lib/toast.ts';
import { useCurrentShopId, useMenuList, useUserInfo } from '../../../lib/user-info.ts';
import { useWarehouses } from '../../../lib/warehouses.ts';
import { exportDashboard, useDashboard } from '../api/dashboard-api.ts';
import { AccountSummaryCard } from '../components/account-summary-card.tsx';
import { ContractLimitsCard } from '../components/contract-limits-card.tsx';
import { inboundListLink, nearExpiryLink, stockLink } from '../components/dashboard-links.ts';
import { QuickLinks } from '../components/quick-links.tsx';

// the chart library is a chunk of its own, loaded after the figures
const InboundStatusChart = lazy(async () => ({ default: (await import('../components/inbound-status-chart.tsx')).InboundStatusChart }));

const DATE_KEY = /^\d{4}-\d{2}-\d{2}$/;

/** The period and filters live in the URL: a reload or a shared link shows the same figures. */
interface TDashboardQuery {
  period: TDashboardPeriod;
  from?: string;
  to?: string;
  warehouseId?: number;
  customerId?: number;
}

function readInput(params: URLSearchParams): TDashboardQuery {
  const p = params.get('period');
  const period: TDashboardPeriod = p && (DASHBOARD_PERIODS as readonly string[]).includes(p) ? (p as TDashboardPeriod) : '7d';
  const num = (k: string) => {
    const v = Number(params.get(k));
    return Number.isInteger(v) && v > 0 ? v : undefined;
  };
  const from = params.get('from');
  const to = params.get('to');
  const range = period === 'range' && from && to && DATE_KEY.test(from) && DATE_KEY.test(to);
  return {
    period: range ? 'range' : period === 'range' ? '7d' : period,
    ...(range ? { from, to } : {}),
    warehouseId: num('warehouseId'),
    customerId: num('customerId'),
  };
}

const n = (v: number) => v.toLocaleString('vi-VN');

/** / : the dashboard (figures of the chosen period, each opening its list), then the account and the menu's areas. */
export function HomePage() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const { data: info } = useUserInfo();
  const { data: menu } = useMenuList();
  const shopId = useCurrentShopId();
  const warehouses = useWarehouses();
  const [params, setParams] = useSearchParams();
  const input = readInput(params);
  const dash = useDashboard(input, Boolean(info));
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
      {staff ? <CustomerSelect value={input.customerId ?? null} onChange={(id) => update({ customerId: id })} /> : null}
      <Button icon={<DownloadOutlined />} onClick={() => void onExport()} loading={exporting} data-testid="dashboard-export">
        {t('dashboard.export')}
      </Button>
    </div>
  );

  const bars = d?.inbound
    ? INBOUND_STATUSES.map((s) => ({ status: s, label: label(INBOUND_STATUS_LABELS, s, lang), count: d.inbound!.counts[`${s}`] ?? 0 }))
    : [];
  const o = { warehouseId: input.warehouseId, customerId: input.customerId };
  const about = (exact: boolean | undefined) => (exact === false ? `${t('dashboard.about')} ` : '');

  const expiryColumns = [
    { title: t('dashboard.nearExpiry.sku'), dataIndex: 'sku', key: 'sku' },
    { title: t('dashboard.nearExpiry.name'), dataIndex: 'name', key: 'name', ellipsis: true },
    { title: t('dashboard.nearExpiry.lot'), dataIndex: 'lot', key: 'lot' },
    { title: t('dashboard.nearExpiry.expiryDate'), dataIndex: 'expiryDate', key: 'expiryDate', render: (v: string | null) => formatDate(v) },
    { title: t('dashboard.nearExpiry.qty'), dataIndex: 'qty', key: 'qty', align: 'right' as const, render: n },
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
          <Card
            title={t('dashboard.inbound.title')}
            className="home-card"
            data-testid="dashboard-inbound"
            extra={
              d?.inbound ? (
                <Link to={inboundListLink(d, staff, o)} data-testid="dashboard-inbound-total">
                  {t('dashboard.inbound.total')}: {about(d.inbound.exact)}
                  {n(d.inbound.counts.all ?? 0)}
                </Link>
              ) : null
            }
          >
            {!d ? (
              <Skeleton active />
            ) : !d.inbound ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.noAccess')} />
            ) : (
              <>
                <Suspense fallback={<Skeleton.Node active className="dashboard-chart-placeholder" />}>
                  <div className="dashboard-chart" aria-hidden>
                    <InboundStatusChart bars={bars} ariaLabel={t('dashboard.inbound.title')} onOpen={(status) => void navigate(inboundListLink(d, staff, { ...o, status }))} />
                  </div>
                </Suspense>
                {/* the same figures as links: keyboard and screen reader users open the lists from here */}
                <div className="dashboard-status-links">
                  {bars.map((b) => (
                    <Link key={b.status} to={inboundListLink(d, staff, { ...o, status: b.status })} data-testid={`dashboard-inbound-${b.status}`}>
                      {b.label}: <strong>{n(b.count)}</strong>
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
                    <Statistic title={t(`dashboard.stock.${k}`)} value={d.stock![k]} formatter={(v) => n(Number(v))} />
                  </Link>
                ))}
                <Link to={stockLink(o)} className="dashboard-stat" data-testid="dashboard-stock-skuRows">
                  <Statistic title={t('dashboard.stock.skuRows')} value={d.stock.skuRows} formatter={(v) => `${about(d.stock!.skuRowsExact)}${n(Number(v))}`} />
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
                  {n(d.nearExpiry.total)}
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
