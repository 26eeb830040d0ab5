import { useRef, useState } from 'react';
import { Button, Card, DatePicker, Empty, Input, InputNumber, List, Space, Table, Tabs, Tag, Typography, type InputRef, type TableColumnsType } from 'antd';
import { CheckOutlined, CloseOutlined, DownloadOutlined, UnorderedListOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { TCycleReportRow, TCycleTask, TCycleTaskReview } from '@ffm/domain';
import { CustomerSelect } from '../../../components/customer-select.tsx';
import { ListBody, useListExport } from '../../../components/list-screen.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ScanBox } from '../../../components/scan-box.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useScopedUrlList, useUrlList } from '../../../lib/list-paging.ts';
import { toast } from '../../../lib/toast.ts';
import { useUserInfo } from '../../../lib/user-info.ts';
import { downloadCycleReport, useCycleApprove, useCycleCount, useCycleGenerate, useCycleReport, useCycleReview, useCycleTasks } from '../api/cycle-count-api.ts';
import { useOpsWarehouse, WarehouseSelect } from '../../../components/warehouse-select.tsx';
import '../../../components/ops.css';

type TFeedback = { kind: 'success' | 'error' | 'info'; text: string } | null;

/**
 * /kho/kiem-ke-dinh-ky: cycle counts. The counter scans a location on the list, counts what is there without
 * seeing the system's figure (blind) and records it; a large variance comes back to be counted again. The job runner
 * makes each day's list (staff admins may add to it on demand); the warehouse supervisor, and no one else, sees the
 * figures and approves or rejects each variance with its reason. Every staff member reads the variance report.
 */
export function CycleCountPage() {
  const { t } = useTranslation();
  const info = useUserInfo();
  const role = info.data?.user.staffRole;
  const items = [
    { key: 'count', label: t('ops.cycle.countTab'), children: <CountPanel canGenerate={role === 'admin'} /> },
    ...(role === 'supervisor' ? [{ key: 'review', label: t('ops.cycle.reviewTab'), children: <ReviewPanel /> }] : []),
    { key: 'report', label: t('ops.cycle.reportTab'), children: <ReportPanel /> },
  ];
  // the tab in the URL (the count unless told; the review only for the supervisor), so a reload stays on it
  const { params, update } = useUrlList();
  const asked = params.get('tab');
  const tab = items.find((i) => i.key === asked)?.key ?? 'count';
  return (
    <div data-testid="cycle-count-page">
      <PageHeader title={t('ops.cycle.title')} subtitle={t('ops.cycle.subtitle')} extra={<WarehouseSelect />} />
      <Card className="table-card">
        <Tabs className="ops-tabs" activeKey={tab} onChange={(k) => update({ tab: k === 'count' ? undefined : k })} items={items} />
      </Card>
    </div>
  );
}

function CountPanel({ canGenerate }: { canGenerate: boolean }) {
  const { t } = useTranslation();
  const { warehouseId } = useOpsWarehouse();
  const tasks = useCycleTasks(warehouseId);
  const generate = useCycleGenerate();
  const count = useCycleCount();
  const scanRef = useRef<InputRef>(null);
  const [at, setAt] = useState<string | null>(null);
  const [quantities, setQuantities] = useState<Record<number, number | null>>({});
  const [feedback, setFeedback] = useState<TFeedback>(null);
  const list = tasks.data ?? [];
  const here = at ? list.filter((x) => x.locationCode === at) : [];

  const onScan = (raw: string) => {
    const code = raw.toUpperCase();
    if (!list.some((x) => x.locationCode === code)) {
      setFeedback({ kind: 'error', text: t('ops.cycle.notOnList', { code }) });
      return false;
    }
    setAt(code);
    setFeedback(null);
    return true;
  };

  const record = async (task: TCycleTask) => {
    const quantity = quantities[task.id];
    if (quantity === null || quantity === undefined || !at) return;
    try {
      const r = await count.mutateAsync({ id: task.id, locationCode: at, quantity });
      setFeedback({ kind: r.status === 'RECOUNT' ? 'info' : 'success', text: `${task.sku}: ${t(`ops.cycle.results.${r.status}`)}` });
      setQuantities((m) => ({ ...m, [task.id]: null }));
    } catch (err) {
      setFeedback({ kind: 'error', text: errorMessage(err) });
    }
  };

  return (
    <div className="ops-cycle">
      {canGenerate ? (
        <Button
          icon={<UnorderedListOutlined />}
          loading={generate.isPending}
          disabled={warehouseId === null}
          onClick={() =>
            warehouseId !== null &&
            generate.mutate({ warehouseId }, { onSuccess: (r) => toast.success(t('ops.cycle.generated', { count: r.created })), onError: (err) => toast.error(errorMessage(err)) })
          }
          data-testid="cycle-generate"
        >
          {t('ops.cycle.generate')}
        </Button>
      ) : null}
      <ScanBox ref={scanRef} autoFocus placeholder={t('ops.cycle.scanLocation')} onScan={onScan} testId="cycle-scan" />
      <div className={`ops-feedback ops-feedback--${feedback?.kind ?? 'idle'}`} data-testid="cycle-feedback" aria-live="polite">
        {feedback?.text ?? (at ? t('ops.cycle.countAt', { code: at }) : t('ops.cycle.toCount', { count: list.length }))}
      </div>
      {here.map((task) => (
        <Card key={task.id} className="ops-card ops-cycle-task" data-testid={`cycle-task-${task.sku}`}>
          <Space direction="vertical" className="full-width">
            <Typography.Text strong className="ops-cycle-sku">
              {task.sku} · {task.skuName}
            </Typography.Text>
            <span>
              <Tag color={task.status === 'RECOUNT' ? 'orange' : 'blue'}>{t(`ops.cycle.results.${task.status}`)}</Tag>
              {task.lot ? <span className="ops-muted">Lot {task.lot}</span> : null}
            </span>
            <InputNumber
              size="large"
              min={0}
              precision={0}
              className="full-width"
              value={quantities[task.id] ?? null}
              onChange={(v) => setQuantities((m) => ({ ...m, [task.id]: typeof v === 'number' ? v : null }))}
              onPressEnter={() => void record(task)}
              placeholder={t('ops.cycle.quantity')}
              aria-label={t('ops.cycle.quantity')}
              data-testid={`cycle-qty-${task.sku}`}
            />
            <Button type="primary" size="large" block onClick={() => void record(task)} loading={count.isPending} data-testid={`cycle-submit-${task.sku}`}>
              {t('ops.cycle.submit')}
            </Button>
          </Space>
        </Card>
      ))}
      <List
        className="ops-cycle-list"
        header={<Typography.Text strong>{t('ops.cycle.toCount', { count: list.length })}</Typography.Text>}
        dataSource={list}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('ops.cycle.noTasks')} /> }}
        renderItem={(x) => (
          <List.Item>
            <Tag color="blue">{x.locationCode}</Tag> {x.sku} {x.lot ? `· ${x.lot}` : ''} <Tag>{x.abcClass}</Tag>
            {x.status === 'RECOUNT' ? <Tag color="orange">{t('ops.cycle.results.RECOUNT')}</Tag> : null}
          </List.Item>
        )}
        data-testid="cycle-list"
      />
    </div>
  );
}

function ReviewPanel() {
  const { t } = useTranslation();
  const { warehouseId } = useOpsWarehouse();
  const review = useCycleReview(warehouseId, true);
  const approve = useCycleApprove();
  const [reasons, setReasons] = useState<Record<number, string>>({});

  const decide = async (row: TCycleTaskReview, ok: boolean) => {
    const reason = (reasons[row.id] ?? '').trim();
    if (!reason) {
      toast.error(t('ops.cycle.reasonPlaceholder'));
      return;
    }
    try {
      await approve.mutateAsync({ id: row.id, approve: ok, reason });
      toast.success(ok ? t('ops.cycle.approved') : t('ops.cycle.rejected'));
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };

  const columns: TableColumnsType<TCycleTaskReview> = [
    { title: t('ops.fields.location'), dataIndex: 'locationCode', render: (c: string) => <Tag color="blue">{c}</Tag> },
    { title: t('ops.fields.sku'), dataIndex: 'sku', render: (s: string, r) => `${s}${r.lot ? ` · ${r.lot}` : ''}` },
    { title: t('ops.cycle.class'), dataIndex: 'abcClass', width: 64 },
    { title: t('ops.cycle.system'), dataIndex: 'systemQty', align: 'right', render: (q: number | null) => (q === null ? '—' : formatNumber(q)) },
    { title: t('ops.cycle.counted'), dataIndex: 'countedQty', align: 'right', render: (q: number | null) => (q === null ? '—' : formatNumber(q)) },
    { title: t('ops.cycle.recounted'), dataIndex: 'recountQty', align: 'right', render: (q: number | null) => (q === null ? '—' : formatNumber(q)) },
    { title: t('ops.cycle.variance'), dataIndex: 'variance', align: 'right', render: (q: number | null) => (q === null ? '—' : <Typography.Text type={q < 0 ? 'danger' : undefined}>{formatNumber(q)}</Typography.Text>) },
    {
      title: t('ops.cycle.reason'),
      key: 'reason',
      width: 260,
      render: (_v, r) =>
        r.status === 'PENDING_APPROVAL' ? (
          <Space.Compact className="full-width">
            <Input value={reasons[r.id] ?? ''} onChange={(e) => setReasons((m) => ({ ...m, [r.id]: e.target.value }))} placeholder={t('ops.cycle.reasonPlaceholder')} maxLength={500} data-testid={`cycle-reason-${r.sku}`} />
            <Button type="primary" icon={<CheckOutlined />} aria-label={t('ops.cycle.approve')} onClick={() => void decide(r, true)} data-testid={`cycle-approve-${r.sku}`} />
            <Button danger icon={<CloseOutlined />} aria-label={t('ops.cycle.reject')} onClick={() => void decide(r, false)} />
          </Space.Compact>
        ) : (
          <Tag>{t(`ops.cycle.results.${r.status}`)}</Tag>
        ),
    },
  ];

  return (
    <div>
      <Typography.Paragraph type="secondary">{t('ops.cycle.supervisorOnly')}</Typography.Paragraph>
      <Table<TCycleTaskReview>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={review.data ?? []}
        loading={review.isLoading}
        pagination={false}
        scroll={{ x: 900 }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('ops.cycle.nothingToReview')} /> }}
        data-testid="cycle-review"
      />
    </div>
  );
}

const REPORT_PAGE_SIZES = [20, 50, 100];

/** The variance report (any provider staff): finished counts by customer and SKU over count days, paged, as xlsx. */
function ReportPanel() {
  const { t } = useTranslation();
  const { warehouseId } = useOpsWarehouse();
  // the period, the customer and the page live in the URL (the last 30 days unless told); the page is kept with
  // the warehouse its cursor was read in (the warehouse is chosen in the header)
  const { read, update, paging, onPage, onPageSize } = useScopedUrlList('warehouseId', warehouseId, REPORT_PAGE_SIZES);
  const from = read.date('from');
  const to = read.date('to');
  // a period the server would refuse (one end missing, or reversed) falls back to the last 30 days
  const range = from && to && from <= to ? { from, to } : { from: dayjs().subtract(29, 'day').format('YYYY-MM-DD'), to: dayjs().format('YYYY-MM-DD') };
  const customerId = read.num('customerId');
  const filters = warehouseId === null ? null : { warehouseId, from: range.from, to: range.to, customerId };
  const report = useCycleReport(filters ? { ...filters, ...paging } : null);
  const exporter = useListExport(
    () => (filters ? downloadCycleReport(filters) : Promise.resolve()),
    () => t('ops.cycle.reportExported'),
  );
  const qty = (q: number) => formatNumber(q);
  const columns: TableColumnsType<TCycleReportRow> = [
    { title: t('ops.fields.customer'), dataIndex: 'customerCode', width: 110, responsive: ['sm'], render: (c: string | null) => c ?? '—' },
    {
      title: t('ops.fields.sku'),
      dataIndex: 'sku',
      render: (s: string, r) => (
        <span className="ops-cycle-report-sku">
          <Typography.Text strong>{s}</Typography.Text>
          <Typography.Text type="secondary">{r.skuName}</Typography.Text>
        </span>
      ),
    },
    { title: t('ops.cycle.reportTasks'), dataIndex: 'tasks', align: 'right', width: 100, responsive: ['md'], render: qty },
    { title: t('ops.cycle.reportSystem'), dataIndex: 'systemQty', align: 'right', width: 120, responsive: ['sm'], render: qty },
    { title: t('ops.cycle.reportCounted'), dataIndex: 'countedQty', align: 'right', width: 110, responsive: ['sm'], render: qty },
    { title: t('ops.cycle.reportNet'), dataIndex: 'netVariance', align: 'right', width: 110, render: (q: number) => <Typography.Text type={q < 0 ? 'danger' : undefined}>{formatNumber(q)}</Typography.Text> },
    { title: t('ops.cycle.reportAbs'), dataIndex: 'absVariance', align: 'right', width: 140, responsive: ['md'], render: qty },
  ];
  return (
    <div className="ops-cycle-report" data-testid="cycle-report">
      <div className="ops-cycle-report-filters">
        <DatePicker.RangePicker
          value={[dayjs(range.from), dayjs(range.to)]}
          allowClear={false}
          format="DD/MM/YYYY"
          onChange={(v) => v && v[0] && v[1] && update({ from: v[0].format('YYYY-MM-DD'), to: v[1].format('YYYY-MM-DD') })}
          data-testid="cycle-report-dates"
        />
        <CustomerSelect value={customerId ?? null} onChange={(id) => update({ customerId: id ?? undefined })} placeholder={t('ops.cycle.reportCustomer')} testId="cycle-report-customer" />
        <Button icon={<DownloadOutlined />} loading={exporter.exporting} disabled={!filters} onClick={exporter.run} data-testid="cycle-report-export">
          {t('ops.cycle.reportExport')}
        </Button>
      </div>
      <ListBody<TCycleReportRow>
        query={report}
        loading={report.isPending && filters !== null}
        pagerLoading={report.isFetching}
        sizes={REPORT_PAGE_SIZES}
        onPage={onPage}
        onPageSize={onPageSize}
        rowKey={(r) => `${r.customerId}-${r.skuId}`}
        columns={columns}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('ops.cycle.reportEmpty')} /> }}
        data-testid="cycle-report-table"
      />
    </div>
  );
}
