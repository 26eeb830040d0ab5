import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Empty, Input, Modal, Result, Skeleton, Space, Steps, Table, Tabs, Tag, Timeline, Tooltip, Typography, type TableColumnsType } from 'antd';
import { ArrowLeftOutlined, CloseCircleOutlined, InboxOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  inboundCancel,
  INBOUND_STATUS_LABELS,
  INBOUND_TYPE_LABELS,
  messageFor,
  STOCK_CONDITION_LABELS,
  ZONE_TYPE_LABELS,
  type TInboundDetail,
  type TInboundLineView,
  type TInboundLogView,
  type TInboundReceiptView,
  type TInboundStatus,
  type TStockCondition,
  type TZoneType,
} from '@ffm/domain';
import { ListBody, useWholeList } from '../../../components/list-screen.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { errorMessage, isApiError } from '../../../lib/api.ts';
import { formatNumber } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useCancelInbound, useInboundDetail, type TInboundScope } from '../api/inbound-api.ts';
import { formatDate, formatDateTime, label, useLang } from '../../../lib/display.ts';
import { InboundStatusTag } from './inbound-status-tag.tsx';

const LIST_PATH: Record<TInboundScope, string> = {
  client: '/nhap-hang/danh-sach-don-nhap',
  staff: '/nhap-hang/danh-sach-don-nhap-cua-khach',
};

const FLOW: TInboundStatus[] = [0, 3, 4, 99];

/** An inbound order: its details, line quantities (expected against received), receipts, put-away and log. */
export function InboundDetailView({ scope, orderRef }: { scope: TInboundScope; orderRef: { id: number } | { code: string } | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const detail = useInboundDetail(scope, orderRef);
  const back = () => void navigate(LIST_PATH[scope]);

  if (orderRef === null || (detail.isError && isApiError(detail.error) && (detail.error.code === 30000 || detail.error.status === 404))) {
    return (
      <Result
        status="404"
        title={t('inbound.detail.notFound')}
        extra={<Button onClick={back}>{t('inbound.detail.backToList')}</Button>}
        data-testid="inbound-not-found"
      />
    );
  }
  if (detail.isError) {
    return <Alert type="error" showIcon title={errorMessage(detail.error)} action={<Button onClick={() => void detail.refetch()}>{t('common.retry')}</Button>} />;
  }
  if (!detail.data) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  return <DetailBody scope={scope} order={detail.data} onBack={back} refetching={detail.isFetching} onRefresh={() => void detail.refetch()} />;
}

function DetailBody({ scope, order, onBack, refetching, onRefresh }: { scope: TInboundScope; order: TInboundDetail; onBack: () => void; refetching: boolean; onRefresh: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const [cancelOpen, setCancelOpen] = useState(false);
  const [cancelError, setCancelError] = useState<string | null>(null);

  const rule = inboundCancel(order.status);
  const cancelButton =
    scope === 'client' && order.status !== 99 ? (
      <Tooltip title={rule.ok ? undefined : messageFor(rule.code, lang)}>
        <Button danger icon={<CloseCircleOutlined />} disabled={!rule.ok} onClick={() => setCancelOpen(true)} data-testid="inbound-cancel">
          {t('inbound.detail.cancel')}
        </Button>
      </Tooltip>
    ) : null;

  const extra = (
    <Space wrap>
      <Button icon={<ArrowLeftOutlined />} onClick={onBack}>
        {t('inbound.detail.backToList')}
      </Button>
      <Tooltip title={t('inbound.detail.refresh')}>
        <Button icon={<ReloadOutlined spin={refetching} />} onClick={onRefresh} aria-label={t('inbound.detail.refresh')} data-testid="inbound-refresh" />
      </Tooltip>
      {scope === 'staff' && order.status !== 9 && order.status !== 99 ? (
        <Button type="primary" icon={<InboxOutlined />} onClick={() => void navigate(`/kho/nhan-hang?id=${order.id}`)} data-testid="inbound-open-receiving">
          {t('inbound.detail.openReceiving')}
        </Button>
      ) : null}
      {cancelButton}
    </Space>
  );

  const currentStep = order.status === 9 ? 0 : Math.max(0, FLOW.indexOf(order.status));
  const stepItems =
    order.status === 9
      ? [
          { title: label(INBOUND_STATUS_LABELS, 0, lang), status: 'finish' as const },
          { title: label(INBOUND_STATUS_LABELS, 9, lang), status: 'error' as const },
        ]
      : FLOW.map((s, i) => ({ title: label(INBOUND_STATUS_LABELS, s, lang), status: i < currentStep || order.status === 99 ? ('finish' as const) : i === currentStep ? ('process' as const) : ('wait' as const) }));

  return (
    <div className="inbound-detail" data-testid="inbound-detail" data-status={order.status}>
      <PageHeader
        title={
          <Space wrap>
            <span data-testid="inbound-detail-code">{t('inbound.detail.title', { code: order.orderInboundCode })}</span>
            <InboundStatusTag status={order.status} />
          </Space>
        }
        subtitle={order.asnCode !== order.orderInboundCode ? `${t('inbound.field.asnCode')}: ${order.asnCode}` : undefined}
        extra={extra}
      />
      {cancelError ? (
        <Alert type="error" showIcon title={cancelError} className="inbound-form__alert" closable={{ onClose: () => setCancelError(null) }} data-testid="inbound-cancel-error" />
      ) : null}
      <Card className="inbound-card">
        <Steps size="small" current={order.status === 9 ? 1 : currentStep} items={stepItems} className="inbound-steps" />
      </Card>
      <Card title={t('inbound.detail.info')} className="inbound-card">
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2, xl: 3 }}
          items={[
            { key: 'code', label: t('inbound.field.orderInboundCode'), children: order.orderInboundCode },
            { key: 'asn', label: t('inbound.field.asnCode'), children: order.asnCode },
            ...(scope === 'staff' ? [{ key: 'customer', label: t('inbound.field.customer'), children: `${order.customerName} (${order.customerCode})` }] : []),
            { key: 'warehouse', label: t('inbound.field.warehouse'), children: `${order.warehouseCode} - ${order.warehouseName}` },
            { key: 'carrier', label: t('inbound.field.carrier'), children: order.tplInboundName ?? order.tplInbound },
            { key: 'type', label: t('inbound.field.type'), children: label(INBOUND_TYPE_LABELS, order.type, lang) },
            { key: 'zone', label: t('inbound.field.zoneType'), children: label(ZONE_TYPE_LABELS, order.zoneType as TZoneType, lang) },
            { key: 'estimate', label: t('inbound.field.estimate'), children: formatDate(order.estimateReceivedTime) },
            { key: 'created', label: t('inbound.field.createdAt'), children: formatDateTime(order.createdAt) },
            ...(order.returnRef ? [{ key: 'ref', label: t('inbound.field.returnRef'), children: order.returnRef }] : []),
            { key: 'note', label: t('inbound.field.note'), children: order.customerNote || '—' },
          ]}
        />
      </Card>
      <Card
        title={t('inbound.detail.lines')}
        className="inbound-card table-card"
        extra={
          <Typography.Text data-testid="inbound-totals">
            {t('inbound.detail.totals', { received: formatNumber(order.receivedQuantity), expected: formatNumber(order.expectedQuantity) })}
          </Typography.Text>
        }
      >
        <LinesTable lines={order.lines} receipts={order.receipts} status={order.status} />
      </Card>
      <Card className="inbound-card">
        <Tabs
          items={[
            { key: 'log', label: t('inbound.detail.log'), children: <LogTimeline logs={order.logs} /> },
            { key: 'receipts', label: `${t('inbound.detail.receipts')} (${order.receipts.length})`, children: <ReceiptsTable receipts={order.receipts} /> },
            {
              key: 'putaway',
              label: `${t('inbound.detail.putAway')} (${order.putAway.length})`,
              children: <PutAwayTable order={order} />,
            },
          ]}
        />
      </Card>
      {cancelOpen ? (
        <CancelModal
          order={order}
          onClose={() => setCancelOpen(false)}
          onRefused={(message) => {
            setCancelOpen(false);
            setCancelError(message);
          }}
        />
      ) : null}
    </div>
  );
}

function CancelModal({ order, onClose, onRefused }: { order: TInboundDetail; onClose: () => void; onRefused: (message: string) => void }) {
  const { t } = useTranslation();
  const cancel = useCancelInbound();
  const [reason, setReason] = useState('');
  const onOk = () =>
    cancel.mutate(
      { id: order.id, reason: reason.trim() || undefined },
      {
        onSuccess: () => {
          toast.success(t('inbound.detail.cancelled', { code: order.orderInboundCode }));
          onClose();
        },
        onError: (err) => {
          // 30002 (receiving started) or 30003 (already cancelled): the server's message, and the real status
          const message = errorMessage(err);
          toast.error(message);
          onRefused(message);
        },
      },
    );
  return (
    <Modal
      open
      title={t('inbound.detail.cancelTitle', { code: order.orderInboundCode })}
      okText={t('inbound.detail.cancel')}
      cancelText={t('common.close')}
      okButtonProps={{ danger: true, loading: cancel.isPending, 'data-testid': 'inbound-cancel-confirm' }}
      onOk={onOk}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>{t('inbound.detail.cancelConfirm')}</p>
      <Input.TextArea
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        placeholder={t('inbound.detail.cancelReason')}
        maxLength={255}
        autoSize={{ minRows: 2, maxRows: 4 }}
        data-testid="inbound-cancel-reason"
      />
    </Modal>
  );
}

/** Lots and dates a line was received with (one line may arrive in several lots). */
function receivedLots(receipts: readonly TInboundReceiptView[], lineId: number) {
  const seen = new Map<string, { lot: string; productionDate: string | null; expiryDate: string | null }>();
  for (const r of receipts) if (r.lineId === lineId && r.lotNum && !seen.has(r.lotNum)) seen.set(r.lotNum, { lot: r.lotNum, productionDate: r.productionDate, expiryDate: r.expiryDate });
  return [...seen.values()];
}

function LinesTable({ lines, receipts, status }: { lines: TInboundLineView[]; receipts: TInboundReceiptView[]; status: TInboundStatus }) {
  const { t } = useTranslation();
  const lang = useLang();
  const lotsOf = (l: TInboundLineView) => {
    const got = receivedLots(receipts, l.id);
    return got.length ? got : l.lot ? [{ lot: l.lot, productionDate: l.productionDate, expiryDate: l.expiryDate }] : [];
  };
  const many = (l: TInboundLineView, pick: (x: { lot: string; productionDate: string | null; expiryDate: string | null }) => string, testId: string) => {
    const values = lotsOf(l).map(pick);
    return values.length ? (
      <span data-testid={`${testId}-${l.sku}`}>
        {values.map((v, i) => (
          <div key={i}>{v}</div>
        ))}
      </span>
    ) : (
      '—'
    );
  };
  // a difference means something once receiving is finished
  const counted = status === 4 || status === 99;
  const columns: TableColumnsType<TInboundLineView> = [
    { title: '#', dataIndex: 'lineNo', width: 48, align: 'center' },
    {
      title: t('inbound.field.sku'),
      dataIndex: 'sku',
      width: 280,
      render: (sku: string, l) => (
        <div>
          <Typography.Text strong>{sku}</Typography.Text>
          <div>{l.name}</div>
          <div className="inbound-muted">
            {t('inbound.field.mCode')}: {l.mCode} · {t('inbound.field.sCode')}: {l.sCode}
          </div>
        </div>
      ),
    },
    {
      title: t('inbound.field.expectedQuantity'),
      dataIndex: 'expectedQuantity',
      width: 110,
      align: 'right',
      render: (q: number, l) => <span data-testid={`line-expected-${l.sku}`}>{formatNumber(q)}</span>,
    },
    {
      title: t('inbound.field.receivedQuantity'),
      dataIndex: 'receivedQuantity',
      width: 150,
      align: 'right',
      render: (q: number, l) => {
        const diff = q - l.expectedQuantity;
        return (
          <div>
            <span data-testid={`line-received-${l.sku}`} className={counted && diff !== 0 ? 'inbound-qty--short' : undefined}>
              {formatNumber(q)}
            </span>
            {counted && diff !== 0 ? (
              <Tag color={diff < 0 ? 'red' : 'blue'} className="inbound-diff">
                {diff > 0 ? `+${diff}` : diff}
              </Tag>
            ) : null}
            {l.receivedBad > 0 ? (
              <div className="inbound-muted">
                {label(STOCK_CONDITION_LABELS, 'BAD', lang)}: {formatNumber(l.receivedBad)}
              </div>
            ) : null}
          </div>
        );
      },
    },
    { title: t('inbound.field.putAwayQuantity'), dataIndex: 'putAwayQuantity', width: 100, align: 'right', render: (q: number) => formatNumber(q) },
    { title: t('inbound.field.lot'), key: 'lot', width: 120, render: (_v, l) => many(l, (x) => x.lot, 'line-lot') },
    { title: t('inbound.field.productionDate'), key: 'productionDate', width: 110, render: (_v, l) => many(l, (x) => formatDate(x.productionDate), 'line-production') },
    { title: t('inbound.field.expiryDate'), key: 'expiryDate', width: 110, render: (_v, l) => many(l, (x) => formatDate(x.expiryDate), 'line-expiry') },
  ];
  return <Table<TInboundLineView> rowKey="id" size="middle" columns={columns} dataSource={lines} pagination={false} scroll={{ x: 1000 }} data-testid="inbound-detail-lines" />;
}

/** The order's receipts, which come with it (its error is the page's): paged here, 20 at a time. */
function ReceiptsTable({ receipts }: { receipts: TInboundReceiptView[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const list = useWholeList(receipts, 20);
  const columns: TableColumnsType<TInboundReceiptView> = [
    { title: t('inbound.detail.time'), dataIndex: 'createdAt', width: 150, render: (d: string) => formatDateTime(d) },
    { title: t('inbound.field.sku'), dataIndex: 'sku' },
    { title: t('inbound.field.quantity'), dataIndex: 'quantity', width: 100, align: 'right', render: (q: number) => formatNumber(q) },
    { title: t('inbound.field.lot'), dataIndex: 'lotNum', width: 120, render: (v: string) => v || '—' },
    { title: t('inbound.field.productionDate'), dataIndex: 'productionDate', width: 110, render: (v: string | null) => formatDate(v) },
    { title: t('inbound.field.expiryDate'), dataIndex: 'expiryDate', width: 110, render: (v: string | null) => formatDate(v) },
    {
      title: t('inbound.field.condition'),
      dataIndex: 'condition',
      width: 110,
      render: (c: TStockCondition) => <Tag color={c === 'GOOD' ? 'green' : 'red'}>{label(STOCK_CONDITION_LABELS, c, lang)}</Tag>,
    },
    { title: t('inbound.detail.method'), dataIndex: 'method', width: 110, render: (m: 'SCAN' | 'MANUAL') => t(`inbound.detail.methods.${m}`) },
    { title: t('inbound.detail.actor'), dataIndex: 'actor', width: 160, render: (a: TInboundReceiptView['actor']) => a?.name ?? '—' },
  ];
  return (
    <ListBody<TInboundReceiptView>
      query={{ data: list.data, isError: false, error: null, refetch: () => undefined }}
      loading={false}
      sizes={[20]}
      onPage={list.onPage}
      onPageSize={list.onPageSize}
      rowKey="id"
      size="small"
      columns={columns}
      data-testid="inbound-detail-receipts"
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('inbound.detail.noReceipts')} /> }}
    />
  );
}

type TPutAwayRow = TInboundDetail['putAway'][number];

function PutAwayTable({ order }: { order: TInboundDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const columns: TableColumnsType<TPutAwayRow> = [
    { title: t('inbound.field.sku'), dataIndex: 'sku' },
    { title: t('inbound.field.lot'), dataIndex: 'lotNum', render: (v: string) => v || '—' },
    { title: t('inbound.field.condition'), dataIndex: 'condition', render: (c: TStockCondition) => label(STOCK_CONDITION_LABELS, c, lang) },
    { title: t('inbound.field.location'), dataIndex: 'locationCode', render: (c: string) => <Tag>{c}</Tag> },
    { title: t('inbound.field.quantity'), dataIndex: 'quantity', align: 'right', render: (q: number) => formatNumber(q) },
  ];
  return (
    <Table<TPutAwayRow>
      rowKey={(r) => `${r.lineId}-${r.lotNum}-${r.condition}-${r.locationCode}`}
      size="small"
      columns={columns}
      dataSource={order.putAway}
      pagination={false}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('inbound.detail.noPutAway')} /> }}
    />
  );
}

const ACTION_COLORS: Record<string, string> = { CREATE: 'blue', CANCEL: 'red', START_RECEIVING: 'blue', RECEIVE: 'gray', FINISH_RECEIVING: 'blue', PUT_AWAY: 'gray', COMPLETE: 'green', RESYNC: 'gray' };

function LogTimeline({ logs }: { logs: TInboundLogView[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (logs.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  const items = [...logs]
    .sort((a, b) => b.id - a.id)
    .map((l) => ({
      key: l.id,
      color: ACTION_COLORS[l.action] ?? 'gray',
      content: (
        <div className="inbound-log" data-testid={`inbound-log-${l.action}`}>
          <div>
            <strong>{t(`inbound.log.${l.action}`, { defaultValue: l.action })}</strong>
            {l.fromStatus !== null || l.toStatus !== null ? (
              <span className="inbound-muted">
                {' '}
                {l.fromStatus !== null ? label(INBOUND_STATUS_LABELS, l.fromStatus, lang) : '—'} → {l.toStatus !== null ? label(INBOUND_STATUS_LABELS, l.toStatus, lang) : '—'}
              </span>
            ) : null}
          </div>
          {l.note ? <div className="inbound-log__note">{l.note}</div> : null}
          <div className="inbound-muted">
            {formatDateTime(l.createdAt)} · {l.actor?.name ?? t('inbound.log.system')}
          </div>
        </div>
      ),
    }));
  return <Timeline items={items} data-testid="inbound-log" />;
}
