import { useState } from 'react';
import { Alert, Button, Card, Col, Empty, Input, Row, Segmented, Select, Space, Tabs, Tag, Typography, type TableColumnsType } from 'antd';
import { ExportOutlined, ImportOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { COUNT_STATUS_LABELS, type TBalanceView, type TCountStatus, type TStockOperationResult } from '@ffm/domain';
import { PageHeader } from '../../../components/page-header.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { formatNumber } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useUserInfo } from '../../../lib/user-info.ts';
import { useLocations, useWarehouses } from '../../../lib/warehouses.ts';
import { checkSku, useCheckLocation, useCounts, useMoveToCount, useMoveToStorage, useStockCheckTool, type TCountListItem, type TSkuContents } from '../api/stock-ops-api.ts';
import { BalanceTable } from '../components/balance-table.tsx';
import { CountSessionView } from '../components/count-session-view.tsx';
import { formatDateTime, label, useLang } from '../../../lib/display.ts';
import { OperationResult } from '../components/operation-result.tsx';
import { ScanBox } from '../../../components/scan-box.tsx';
import { useOpsWarehouse, WarehouseSelect } from '../../../components/warehouse-select.tsx';
import { ListBody } from '../../../components/list-screen.tsx';
import { useListPaging } from '../../../lib/list-paging.ts';
import '../../../components/ops.css';

/**
 * /cong-cu/kiem-ton and /san-pham/kiem-ton: the stock check. Provider staff count a location or a SKU, move
 * goods to and from the count area, and post adjustments; a client (use_stock_check) looks up where the
 * warehouse holds a product of theirs.
 */
export function StockCheckPage() {
  const info = useUserInfo();
  if (!info.data) return null;
  return info.data.user.kind === 'staff' ? <StaffStockCheck /> : <ClientStockLookup />;
}

function StaffStockCheck() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const sessionId = Number(params.get('session')) || null;
  const setSession = (id: number | null) => setParams(id ? { session: String(id) } : {}, { replace: false });

  return (
    <div data-testid="stock-check-page">
      <PageHeader title={t('ops.count.title')} subtitle={t('ops.count.subtitle')} extra={<WarehouseSelect />} />
      <Row gutter={16}>
        <Col xs={24} xl={10}>
          <OpenCountCard onOpened={setSession} />
        </Col>
        <Col xs={24} xl={14}>
          <SessionsCard activeId={sessionId} onPick={setSession} />
        </Col>
      </Row>
      <Card className="ops-card">
        <Tabs
          items={[
            {
              key: 'session',
              label: t('ops.count.sessionTab'),
              children: sessionId ? <CountSessionView key={sessionId} sessionId={sessionId} onClosed={() => setSession(null)} /> : <Empty description={t('ops.count.pickSession')} />,
            },
            { key: 'area', label: t('ops.count.areaTab'), children: <CountAreaPanel sessionId={sessionId} /> },
          ]}
        />
      </Card>
    </div>
  );
}

function OpenCountCard({ onOpened }: { onOpened: (id: number) => void }) {
  const { t } = useTranslation();
  const { warehouseId } = useOpsWarehouse();
  const tool = useStockCheckTool();
  const [scope, setScope] = useState<'LOCATION' | 'SKU'>('LOCATION');
  const [error, setError] = useState<string | null>(null);

  const onScan = async (code: string) => {
    if (warehouseId === null) return;
    setError(null);
    try {
      const session = await tool.mutateAsync({ action: 'open', warehouseId, ...(scope === 'LOCATION' ? { locationCode: code } : { sku: code }) });
      toast.success(session.joined ? t('ops.count.joined', { code: session.code }) : t('ops.count.opened', { code: session.code }));
      onOpened(session.id);
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  return (
    <Card title={t('ops.count.openTitle')} className="ops-card">
      <Space orientation="vertical" className="full-width">
        <Segmented<'LOCATION' | 'SKU'>
          block
          value={scope}
          onChange={setScope}
          options={[
            { value: 'LOCATION', label: t('ops.count.byLocation') },
            { value: 'SKU', label: t('ops.count.bySku') },
          ]}
          data-testid="count-scope"
        />
        <ScanBox autoFocus placeholder={scope === 'LOCATION' ? t('ops.stock.scanLocation') : t('ops.stock.scanSku')} onScan={onScan} disabled={warehouseId === null} testId="count-open" />
        <div className="ops-muted">{t('ops.count.openHint')}</div>
        {error ? <Alert type="error" showIcon title={error} /> : null}
      </Space>
    </Card>
  );
}

const COUNT_STATUS_COLORS: Record<TCountStatus, string> = { OPEN: 'processing', POSTED: 'success', CANCELLED: 'default' };

function SessionsCard({ activeId, onPick }: { activeId: number | null; onPick: (id: number) => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { warehouseId } = useOpsWarehouse();
  const [status, setStatus] = useState<TCountStatus | undefined>('OPEN');
  // a panel of the stock check: its page in component state, the first again under another warehouse or status
  const paging = useListPaging(10, { warehouseId, status });
  const list = useCounts({ warehouseId, status, ...paging.paging });
  const columns: TableColumnsType<TCountListItem> = [
    {
      title: t('ops.count.code'),
      dataIndex: 'code',
      render: (c: string, r) => (
        <Button type="link" className="ops-link" onClick={() => onPick(r.id)}>
          {c}
        </Button>
      ),
    },
    { title: t('ops.count.scope'), key: 'scope', render: (_v, r) => r.locationCode ?? r.sku ?? '—' },
    { title: t('ops.count.status'), dataIndex: 'status', width: 100, render: (s: TCountStatus) => <Tag color={COUNT_STATUS_COLORS[s]}>{label(COUNT_STATUS_LABELS, s, lang)}</Tag> },
  ];
  return (
    <Card
      title={t('ops.count.sessions')}
      className="ops-card table-card"
      extra={
        <Select<TCountStatus | 'ALL'>
          size="small"
          value={status ?? 'ALL'}
          onChange={(v) => {
            setStatus(v === 'ALL' ? undefined : v);
          }}
          options={[{ value: 'ALL', label: t('ops.count.allStatuses') }, ...(['OPEN', 'POSTED', 'CANCELLED'] as const).map((s) => ({ value: s, label: label(COUNT_STATUS_LABELS, s, lang) }))]}
          popupMatchSelectWidth={false}
        />
      }
    >
      <ListBody<TCountListItem>
        query={list}
        loading={list.isFetching}
        sizes={[10]}
        onPage={paging.onPage}
        onPageSize={paging.onPageSize}
        rowKey="id"
        size="small"
        columns={columns}
        rowClassName={(r) => (r.id === activeId ? 'ops-row--active' : '')}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('ops.count.noSessions')} /> }}
        data-testid="count-sessions"
      />
    </Card>
  );
}

/** Goods held in the count area during a check: move them in from a location, and back to storage after. */
function CountAreaPanel({ sessionId }: { sessionId: number | null }) {
  const { t } = useTranslation();
  const { warehouseId } = useOpsWarehouse();
  const countLocations = useLocations({ warehouseId, purpose: 'COUNT', pageSize: 20 });
  const countCode = countLocations.data?.items.find((l) => l.isActive)?.code ?? null;
  const area = useCheckLocation(warehouseId, countCode);
  const toCount = useMoveToCount();
  const toStorage = useMoveToStorage();
  const [from, setFrom] = useState<string | null>(null);
  const source = useCheckLocation(warehouseId, from);
  const [fromSelected, setFromSelected] = useState<number[]>([]);
  const [areaSelected, setAreaSelected] = useState<number[]>([]);
  const [target, setTarget] = useState('');
  const [reason, setReason] = useState('');
  const [result, setResult] = useState<TStockOperationResult | null>(null);

  if (warehouseId === null) return null;
  if (countLocations.data && !countCode) return <Alert type="warning" showIcon title={t('ops.count.noCountArea')} />;

  const items = (ids: number[]) => (ids.length ? ids.map((balanceId) => ({ balanceId })) : undefined);
  const moveIn = () =>
    from &&
    toCount.mutate(
      { warehouseId, fromLocationCode: from, items: items(fromSelected), sessionId: sessionId ?? undefined, reason: reason.trim() || undefined },
      {
        onSuccess: (r) => {
          setResult(r);
          setFromSelected([]);
          toast.success(t('ops.count.movedToCount', { from }));
        },
        onError: (err) => toast.error(errorMessage(err)),
      },
    );
  const moveOut = () =>
    toStorage.mutate(
      { warehouseId, toLocationCode: target.trim(), items: items(areaSelected), sessionId: sessionId ?? undefined, reason: reason.trim() || undefined },
      {
        onSuccess: (r) => {
          setResult(r);
          setAreaSelected([]);
          toast.success(t('ops.count.movedToStorage', { to: target.trim().toUpperCase() }));
        },
        onError: (err) => toast.error(errorMessage(err)),
      },
    );

  return (
    <div className="ops-area" data-testid="count-area">
      <Typography.Paragraph type="secondary">{t('ops.count.areaHint', { code: countCode ?? '—' })}</Typography.Paragraph>
      <Input.TextArea value={reason} onChange={(e) => setReason(e.target.value)} placeholder={t('ops.stock.reasonOptional')} maxLength={255} autoSize={{ minRows: 1 }} className="ops-section" />
      <Typography.Title level={5}>{t('ops.count.moveInTitle')}</Typography.Title>
      <ScanBox
        placeholder={t('ops.stock.scanLocation')}
        onScan={(c) => {
          setFrom(c.toUpperCase());
          setFromSelected([]);
        }}
        testId="count-move-from"
      />
      {from && source.data ? (
        <div className="ops-section">
          <BalanceTable rows={source.data.rows} loading={source.isFetching} selection={{ mode: 'checkbox', selected: fromSelected, onChange: setFromSelected }} />
          <Button icon={<ImportOutlined />} className="ops-section" loading={toCount.isPending} disabled={source.data.rows.length === 0} onClick={moveIn} data-testid="count-move-in">
            {fromSelected.length ? t('ops.count.moveInSelected', { count: fromSelected.length, from }) : t('ops.count.moveInAll', { from })}
          </Button>
        </div>
      ) : null}
      {source.isError ? <Alert type="error" showIcon title={errorMessage(source.error)} /> : null}
      <Typography.Title level={5} className="ops-section">
        {t('ops.count.moveOutTitle', { code: countCode ?? '' })}
      </Typography.Title>
      <BalanceTable rows={area.data?.rows ?? []} loading={area.isFetching} selection={{ mode: 'checkbox', selected: areaSelected, onChange: setAreaSelected }} emptyText={t('ops.count.areaEmpty')} />
      <Space.Compact className="ops-section full-width">
        <Input value={target} onChange={(e) => setTarget(e.target.value)} placeholder={t('ops.count.storagePlaceholder')} data-testid="count-move-to" />
        <Button icon={<ExportOutlined />} loading={toStorage.isPending} disabled={!target.trim() || (area.data?.rows.length ?? 0) === 0} onClick={moveOut} data-testid="count-move-out">
          {areaSelected.length ? t('ops.count.moveOutSelected', { count: areaSelected.length }) : t('ops.count.moveOutAll')}
        </Button>
      </Space.Compact>
      {result ? <OperationResult result={result} /> : null}
    </div>
  );
}

/** A client's view: where is my product, and how much of it is free. */
function ClientStockLookup() {
  const { t } = useTranslation();
  const warehouses = useWarehouses();
  const [warehouseId, setWarehouseId] = useState<number | undefined>();
  const [found, setFound] = useState<TSkuContents | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const onScan = async (code: string) => {
    setError(null);
    setLoading(true);
    try {
      setFound(await checkSku({ sku: code, warehouseId }));
    } catch (err) {
      setFound(null);
      setError(errorMessage(err));
    } finally {
      setLoading(false);
    }
  };

  const rows: TBalanceView[] = found?.rows ?? [];
  const sum = (f: (r: TBalanceView) => number) => rows.reduce((n, r) => n + f(r), 0);
  return (
    <div data-testid="stock-lookup-page">
      <PageHeader title={t('ops.lookup.title')} subtitle={t('ops.lookup.subtitle')} />
      <Card className="ops-card">
        <Space.Compact className="full-width">
          <Select
            allowClear
            className="ops-lookup__warehouse"
            placeholder={t('ops.lookup.allWarehouses')}
            value={warehouseId}
            onChange={(v?: number) => setWarehouseId(v)}
            options={(warehouses.data ?? []).map((w) => ({ value: w.id, label: w.code }))}
            size="large"
          />
          <ScanBox autoFocus placeholder={t('ops.stock.scanSku')} onScan={onScan} testId="lookup-sku" />
        </Space.Compact>
        {error ? <Alert type="error" showIcon title={error} className="ops-inline-alert" /> : null}
      </Card>
      {found ? (
        <Card
          className="ops-card table-card"
          title={
            <span>
              {found.sku.sku} · {found.sku.name}
            </span>
          }
          extra={<span className="ops-muted">{t('ops.lookup.totals', { qty: formatNumber(sum((r) => r.qty)), available: formatNumber(sum((r) => r.qtyAvailable)) })}</span>}
        >
          <BalanceTable rows={rows} loading={loading} showLocation showAvailable emptyText={t('ops.lookup.none')} testId="lookup-rows" />
          <div className="ops-muted ops-lookup__time">{t('ops.lookup.asOf', { time: formatDateTime(new Date().toISOString()) })}</div>
        </Card>
      ) : null}
    </div>
  );
}
