import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Empty, Result, Skeleton, Space, Steps, Tag, Typography, type TableColumnsType } from 'antd';
import { ArrowLeftOutlined, FileSearchOutlined, PlayCircleOutlined, PrinterOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { INBOUND_STATUS_LABELS, type TInboundDetail, type TInboundListItem, type TInboundStatus } from '@ffm/domain';
import { PageHeader } from '../../../components/page-header.tsx';
import { errorMessage, isApiError } from '../../../lib/api.ts';
import { formatNumber } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { findOpsInbound, useOpsInbound, useOpsInboundList, useStartReceiving } from '../api/receiving-api.ts';
import { formatDate, formatDateTime, label, useLang } from '../../../lib/display.ts';
import { PutAwayPanel } from '../components/put-away-panel.tsx';
import { ReceivePanel } from '../components/receive-panel.tsx';
import { ReceivingLines } from '../components/receiving-lines.tsx';
import { ScanBox } from '../../../components/scan-box.tsx';
import { ListBody, ListTabs, useListExport } from '../../../components/list-screen.tsx';
import { LIST_PAGE_SIZES, useUrlList } from '../../../lib/list-paging.ts';
import { downloadSkuLabels } from '../api/receiving-api.ts';
import '../../../components/ops.css';

const STATUS_COLORS: Record<TInboundStatus, string> = { 0: 'gold', 3: 'processing', 4: 'purple', 9: 'default', 99: 'success' };
/** The queue's tabs: waiting, receiving, putting away. */
const QUEUE_STATUSES = [0, 3, 4] as const;

function StatusTag({ status }: { status: TInboundStatus }) {
  const lang = useLang();
  return (
    <Tag color={STATUS_COLORS[status]} data-testid="receiving-status" data-status={status}>
      {label(INBOUND_STATUS_LABELS, status, lang)}
    </Tag>
  );
}

function idParam(params: URLSearchParams): number | null {
  const v = Number(params.get('id'));
  return Number.isInteger(v) && v > 0 ? v : null;
}

/** /kho/nhan-hang: the receiving queue; /kho/nhan-hang?id=: receiving, put-away and completion of one order. */
export function ReceivingPage() {
  const [params] = useSearchParams();
  const id = idParam(params);
  return id === null ? <ReceivingQueue /> : <ReceivingConsole key={id} id={id} />;
}

function ReceivingQueue() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  // the tab and the page in the URL (docs/lists.md): a reload or going back shows the same queue
  const url = useUrlList(LIST_PAGE_SIZES);
  const status: TInboundStatus = url.read.oneOf('status', QUEUE_STATUSES) ?? 0;
  const [error, setError] = useState<string | null>(null);
  const list = useOpsInboundList({ status, ...url.read.paging(LIST_PAGE_SIZES) });

  const onScan = async (code: string) => {
    setError(null);
    try {
      const order = await findOpsInbound(code);
      void navigate(`/kho/nhan-hang?id=${order.id}`);
    } catch (err) {
      setError(isApiError(err) && err.code === 30000 ? t('ops.receiving.orderNotFound', { code }) : errorMessage(err));
    }
  };

  const columns: TableColumnsType<TInboundListItem> = [
    {
      title: t('ops.fields.code'),
      dataIndex: 'orderInboundCode',
      render: (c: string, r) => (
        <div>
          <Link to={`/kho/nhan-hang?id=${r.id}`} data-testid={`receiving-open-${r.orderInboundCode}`}>
            <strong>{c}</strong>
          </Link>
          {r.asnCode !== c ? <div className="ops-muted">{r.asnCode}</div> : null}
        </div>
      ),
    },
    { title: t('ops.fields.customer'), dataIndex: 'customerName', render: (n: string, r) => `${n} (${r.customerCode})` },
    { title: t('ops.fields.warehouse'), dataIndex: 'warehouseCode', width: 100 },
    { title: t('ops.fields.quantity'), key: 'qty', width: 120, align: 'right', render: (_v, r) => `${formatNumber(r.receivedQuantity)} / ${formatNumber(r.expectedQuantity)}` },
    { title: t('ops.fields.lines'), dataIndex: 'lineCount', width: 90, align: 'right' },
    { title: t('ops.fields.estimate'), dataIndex: 'estimateReceivedTime', width: 120, render: (d: string) => formatDate(d) },
    { title: t('ops.fields.createdAt'), dataIndex: 'createdAt', width: 150, render: (d: string) => formatDateTime(d) },
  ];

  return (
    <div data-testid="receiving-queue">
      <PageHeader title={t('ops.receiving.title')} subtitle={t('ops.receiving.subtitle')} />
      <Card className="ops-card">
        <ScanBox autoFocus placeholder={t('ops.receiving.findPlaceholder')} onScan={onScan} testId="receiving-find" />
        {error ? <Alert type="error" showIcon title={error} className="ops-inline-alert" data-testid="receiving-find-error" /> : null}
      </Card>
      <Card className="ops-card table-card">
        <ListTabs
          className="ops-tabs"
          testIdPrefix="receiving-tab"
          tabs={QUEUE_STATUSES.map((s) => ({ key: String(s), text: label(INBOUND_STATUS_LABELS, s, lang) }))}
          counts={list.data?.statusCounts}
          about={list.data?.statusCountsExact === false}
          active={String(status)}
          onChange={(k) => url.update({ status: k === '0' ? undefined : k })}
        />
        <ListBody<TInboundListItem>
          query={list}
          loading={list.isFetching}
          sizes={LIST_PAGE_SIZES}
          onPage={url.onPage}
          onPageSize={url.onPageSize}
          rowKey="id"
          columns={columns}
          // a phone scrolls the queue sideways instead of squeezing its headers a word per line
          scroll={{ x: 860 }}
          locale={{ emptyText: list.isPending ? ' ' : <Empty description={t('ops.receiving.queueEmpty')} /> }}
          data-testid="receiving-queue-table"
        />
      </Card>
    </div>
  );
}

function ReceivingConsole({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const order = useOpsInbound(id);

  if (order.isError) {
    return (
      <Result
        status={isApiError(order.error) && order.error.code === 30000 ? '404' : 'error'}
        title={errorMessage(order.error)}
        extra={<Button onClick={() => void navigate('/kho/nhan-hang')}>{t('ops.receiving.backToQueue')}</Button>}
      />
    );
  }
  if (!order.data) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    );
  }
  return <ConsoleBody order={order.data} refetching={order.isFetching} onRefresh={() => void order.refetch()} />;
}

function ConsoleBody({ order, refetching, onRefresh }: { order: TInboundDetail; refetching: boolean; onRefresh: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const start = useStartReceiving();
  const flow: TInboundStatus[] = [0, 3, 4, 99];
  const current = Math.max(0, flow.indexOf(order.status));
  // the order's products as barcode labels for the thermal printer (to label units received without one)
  const skuLabels = useListExport(
    () => downloadSkuLabels(order.customerId, [...new Set(order.lines.map((l) => l.sku))]),
    () => t('common.zplSaved'),
  );

  return (
    <div className="ops-console" data-testid="receiving-console" data-status={order.status}>
      <PageHeader
        title={
          <Space wrap>
            <span>{t('ops.receiving.consoleTitle', { code: order.orderInboundCode })}</span>
            <StatusTag status={order.status} />
          </Space>
        }
        subtitle={`${order.customerName} (${order.customerCode}) · ${order.warehouseCode} - ${order.warehouseName}`}
        extra={
          <Space wrap>
            <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate('/kho/nhan-hang')}>
              {t('ops.receiving.backToQueue')}
            </Button>
            <Button icon={<ReloadOutlined spin={refetching} />} onClick={onRefresh} aria-label={t('ops.refresh')} />
            <Button icon={<FileSearchOutlined />} onClick={() => void navigate(`/nhap-hang/chi-tiet-don-nhap-cua-khach?id=${order.id}`)}>
              {t('ops.receiving.openDetail')}
            </Button>
            <Button icon={<PrinterOutlined />} loading={skuLabels.exporting} disabled={order.lines.length === 0} onClick={skuLabels.run} data-testid="receiving-sku-labels-zpl">
              {t('ops.receiving.skuLabelsZpl')}
            </Button>
          </Space>
        }
      />
      {order.status !== 9 ? (
        <Card className="ops-card">
          <Steps
            size="small"
            current={current}
            items={flow.map((s, i) => ({
              title: label(INBOUND_STATUS_LABELS, s, lang),
              status: order.status === 99 || i < current ? ('finish' as const) : i === current ? ('process' as const) : ('wait' as const),
            }))}
          />
        </Card>
      ) : null}
      {order.status === 0 ? (
        <Card className="ops-card">
          <Result
            icon={<PlayCircleOutlined />}
            title={t('ops.receiving.waitingTitle')}
            subTitle={t('ops.receiving.waitingHint', { lines: order.lineCount, qty: formatNumber(order.expectedQuantity) })}
            extra={
              <Button
                type="primary"
                size="large"
                loading={start.isPending}
                onClick={() => start.mutate({ id: order.id }, { onSuccess: () => toast.success(t('ops.receiving.started')) })}
                data-testid="receiving-start"
              >
                {t('ops.receiving.start')}
              </Button>
            }
          />
          <OrderFacts order={order} />
          <ReceivingLines lines={order.lines} status={order.status} />
        </Card>
      ) : order.status === 3 ? (
        <ReceivePanel order={order} />
      ) : order.status === 4 ? (
        <PutAwayPanel order={order} />
      ) : (
        <Card className="ops-card">
          <Result
            status={order.status === 99 ? 'success' : 'info'}
            title={order.status === 99 ? t('ops.receiving.doneTitle') : t('ops.receiving.cancelledTitle')}
            subTitle={
              order.status === 99 ? (
                <span data-testid="receiving-done">{t('ops.receiving.doneHint', { received: formatNumber(order.receivedQuantity), expected: formatNumber(order.expectedQuantity) })}</span>
              ) : undefined
            }
          />
          <ReceivingLines lines={order.lines} status={order.status} />
        </Card>
      )}
    </div>
  );
}

function OrderFacts({ order }: { order: TInboundDetail }) {
  const { t } = useTranslation();
  return (
    <Descriptions
      size="small"
      className="ops-facts"
      column={{ xs: 1, md: 3 }}
      items={[
        { key: 'carrier', label: t('ops.fields.carrier'), children: order.tplInboundName ?? order.tplInbound },
        { key: 'estimate', label: t('ops.fields.estimate'), children: formatDate(order.estimateReceivedTime) },
        { key: 'zone', label: t('ops.fields.zoneType'), children: order.zoneType },
        ...(order.customerNote ? [{ key: 'note', label: t('ops.fields.note'), children: <Typography.Text>{order.customerNote}</Typography.Text> }] : []),
      ]}
    />
  );
}
