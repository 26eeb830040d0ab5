import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Empty, Form, Input, InputNumber, Popconfirm, Radio, Select, Skeleton, Space, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { CheckOutlined, PlusOutlined, SaveOutlined, StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  COUNT_STATUS_LABELS,
  SHORTAGE_MODES,
  STOCK_CONDITION_LABELS,
  STOCK_CONDITIONS,
  type TCountLineView,
  type TCountSessionView,
  type TCountStatus,
  type TShortageMode,
  type TStockCondition,
} from '@ffm/domain';
import { errorMessage } from '../../../lib/api.ts';
import { formatNumber } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useCount, useStockCheckTool, type TCountRecordLine } from '../api/stock-ops-api.ts';
import { formatDateTime, label, useLang } from '../../../lib/display.ts';

const STATUS_COLORS: Record<TCountStatus, string> = { OPEN: 'processing', POSTED: 'success', CANCELLED: 'default' };

interface TEdit {
  counted: number | null;
  defective: number | null;
}

interface TExtraValues {
  sku: string;
  lot?: string;
  condition: TStockCondition;
  locationCode?: string;
  countedQty: number;
}

/**
 * One stock check: the system's quantity of every row at opening and now, what was counted (defective goods
 * included, and how many of them are defective), goods found that the system did not list, then posting with a
 * reason: a shortage becomes lost stock or a plain adjustment, defective goods move to the BAD condition.
 */
export function CountSessionView({ sessionId, onClosed }: { sessionId: number; onClosed: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const session = useCount(sessionId);
  const tool = useStockCheckTool();
  const [edits, setEdits] = useState<Record<number, TEdit>>({});
  const [reason, setReason] = useState('');
  const [shortageAs, setShortageAs] = useState<TShortageMode>('LOST');
  const [extraForm] = Form.useForm<TExtraValues>();
  const [error, setError] = useState<string | null>(null);

  if (session.isError) return <Alert type="error" showIcon title={errorMessage(session.error)} />;
  if (!session.data) return <Skeleton active paragraph={{ rows: 6 }} />;
  const s: TCountSessionView = session.data;
  const open = s.status === 'OPEN';

  const edited = Object.entries(edits).filter(([, e]) => e.counted !== null);
  const fail = (err: unknown) => {
    const message = errorMessage(err);
    setError(message);
    toast.error(message);
  };

  const saveCounts = () => {
    const lines: TCountRecordLine[] = edited.map(([lineId, e]) => ({ lineId: Number(lineId), countedQty: e.counted ?? 0, defectiveQty: e.defective ?? 0 }));
    setError(null);
    tool.mutate(
      { action: 'record', sessionId: s.id, lines },
      {
        onSuccess: () => {
          setEdits({});
          toast.success(t('ops.count.saved', { count: lines.length }));
        },
        onError: fail,
      },
    );
  };

  const addExtra = (v: TExtraValues) => {
    setError(null);
    tool.mutate(
      {
        action: 'record',
        sessionId: s.id,
        lines: [{ sku: v.sku.trim(), lot: v.lot?.trim() || undefined, condition: v.condition, locationCode: v.locationCode?.trim() || undefined, countedQty: v.countedQty }],
      },
      {
        onSuccess: () => {
          extraForm.resetFields();
          toast.success(t('ops.count.extraAdded', { sku: v.sku.trim() }));
        },
        onError: fail,
      },
    );
  };

  const post = () => {
    setError(null);
    tool.mutate(
      { action: 'post', sessionId: s.id, reason: reason.trim(), shortageAs },
      {
        onSuccess: () => toast.success(t('ops.count.posted', { code: s.code })),
        onError: fail,
      },
    );
  };

  const cancel = () =>
    tool.mutate(
      { action: 'cancel', sessionId: s.id },
      {
        onSuccess: () => {
          toast.success(t('ops.count.cancelled', { code: s.code }));
          onClosed();
        },
        onError: fail,
      },
    );

  const value = (l: TCountLineView): TEdit => edits[l.lineId] ?? { counted: l.countedQty, defective: l.defectiveQty };
  const setEdit = (l: TCountLineView, patch: Partial<TEdit>) => setEdits((m) => ({ ...m, [l.lineId]: { ...value(l), ...patch } }));

  const columns: TableColumnsType<TCountLineView> = [
    ...(s.scope === 'SKU' ? [{ title: t('ops.fields.location'), dataIndex: 'locationCode', width: 100, render: (c: string) => <Tag color="blue">{c}</Tag> }] : []),
    {
      title: t('ops.fields.sku'),
      dataIndex: 'sku',
      render: (sku: string, l) => (
        <div>
          <Typography.Text strong>{sku}</Typography.Text> <Tag color={l.condition === 'GOOD' ? 'green' : 'red'}>{label(STOCK_CONDITION_LABELS, l.condition, lang)}</Tag>
          <div className="ops-muted">
            {l.name}
            {l.lotNum ? ` · ${t('ops.fields.lot')}: ${l.lotNum}` : ''}
          </div>
        </div>
      ),
    },
    { title: t('ops.count.systemQty'), dataIndex: 'systemQty', width: 90, align: 'right', render: (q: number) => formatNumber(q) },
    { title: t('ops.count.currentQty'), dataIndex: 'currentQty', width: 90, align: 'right', render: (q: number) => formatNumber(q) },
    {
      title: t('ops.count.counted'),
      key: 'counted',
      width: 120,
      render: (_v, l) =>
        open ? (
          <InputNumber
            min={0}
            precision={0}
            size="small"
            value={value(l).counted}
            onChange={(v) => setEdit(l, { counted: typeof v === 'number' ? v : null })}
            aria-label={t('ops.count.counted')}
            data-testid={`count-qty-${l.locationCode}-${l.sku}-${l.lotNum || '_'}-${l.condition}`}
          />
        ) : (
          formatNumber(l.countedQty)
        ),
    },
    {
      title: t('ops.count.defective'),
      key: 'defective',
      width: 110,
      render: (_v, l) =>
        open ? (
          <InputNumber
            min={0}
            precision={0}
            size="small"
            disabled={l.condition === 'BAD'}
            value={value(l).defective}
            onChange={(v) => setEdit(l, { defective: typeof v === 'number' ? v : 0 })}
            aria-label={t('ops.count.defective')}
          />
        ) : (
          formatNumber(l.defectiveQty)
        ),
    },
    {
      title: t('ops.fields.difference'),
      key: 'diff',
      width: 90,
      align: 'right',
      render: (_v, l) => {
        const counted = open ? value(l).counted : l.countedQty;
        const d = l.postedDifference ?? (counted === null ? null : counted - l.currentQty);
        if (d === null) return '—';
        return <Typography.Text type={d < 0 ? 'danger' : d > 0 ? 'success' : undefined}>{d > 0 ? `+${d}` : d}</Typography.Text>;
      },
    },
    {
      title: t('ops.count.countedBy'),
      dataIndex: 'countedBy',
      width: 150,
      render: (a: TCountLineView['countedBy'], l) => (a ? <Tooltip title={formatDateTime(l.countedAt)}>{a.name}</Tooltip> : '—'),
    },
  ];

  return (
    <div className="ops-count" data-testid="count-session" data-status={s.status}>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 3 }}
        items={[
          { key: 'code', label: t('ops.count.code'), children: <strong data-testid="count-code">{s.code}</strong> },
          { key: 'scope', label: t('ops.count.scope'), children: s.scope === 'LOCATION' ? `${t('ops.count.byLocation')}: ${s.locationCode}` : `${t('ops.count.bySku')}: ${s.sku}` },
          { key: 'status', label: t('ops.count.status'), children: <Tag color={STATUS_COLORS[s.status]}>{label(COUNT_STATUS_LABELS, s.status, lang)}</Tag> },
          { key: 'by', label: t('ops.count.openedBy'), children: `${s.createdBy?.name ?? '—'} · ${formatDateTime(s.createdAt)}` },
          ...(s.postedAt ? [{ key: 'posted', label: t('ops.count.postedBy'), children: `${s.postedBy?.name ?? '—'} · ${formatDateTime(s.postedAt)}` }] : []),
          ...(s.reason ? [{ key: 'reason', label: t('ops.count.reason'), children: s.reason }] : []),
        ]}
      />
      {error ? <Alert type="error" showIcon title={error} className="ops-inline-alert" closable={{ onClose: () => setError(null) }} /> : null}
      <Table<TCountLineView>
        rowKey="lineId"
        size="middle"
        columns={columns}
        dataSource={s.lines}
        pagination={s.lines.length > 50 ? { pageSize: 50 } : false}
        scroll={{ x: 900 }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('ops.count.noLines')} /> }}
        data-testid="count-lines"
      />
      {open ? (
        <>
          <div className="ops-count__actions">
            <Button icon={<SaveOutlined />} disabled={edited.length === 0} loading={tool.isPending && tool.variables?.action === 'record'} onClick={saveCounts} data-testid="count-save">
              {t('ops.count.save', { count: edited.length })}
            </Button>
          </div>
          <Card size="small" title={t('ops.count.extraTitle')} className="ops-card">
            <Form<TExtraValues> form={extraForm} layout="inline" initialValues={{ condition: 'GOOD' }} onFinish={addExtra} className="ops-count__extra">
              <Form.Item name="sku" rules={[{ required: true, message: t('ops.count.skuRequired') }]}>
                <Input placeholder={t('ops.fields.sku')} autoComplete="off" />
              </Form.Item>
              <Form.Item name="lot">
                <Input placeholder={t('ops.fields.lot')} />
              </Form.Item>
              <Form.Item name="condition">
                <Select options={STOCK_CONDITIONS.map((c) => ({ value: c, label: label(STOCK_CONDITION_LABELS, c, lang) }))} className="ops-count__condition" />
              </Form.Item>
              {s.scope === 'SKU' ? (
                <Form.Item name="locationCode" rules={[{ required: true, message: t('ops.count.locationRequired') }]}>
                  <Input placeholder={t('ops.fields.location')} />
                </Form.Item>
              ) : null}
              <Form.Item name="countedQty" rules={[{ required: true, message: t('ops.count.qtyRequired') }]}>
                <InputNumber min={1} precision={0} placeholder={t('ops.count.counted')} />
              </Form.Item>
              <Button htmlType="submit" icon={<PlusOutlined />} loading={tool.isPending && tool.variables?.action === 'record'}>
                {t('common.add')}
              </Button>
            </Form>
          </Card>
          <Card size="small" title={t('ops.count.postTitle')} className="ops-card">
            <Space orientation="vertical" className="full-width">
              <Radio.Group value={shortageAs} onChange={(e) => setShortageAs(e.target.value as TShortageMode)} data-testid="count-shortage">
                {SHORTAGE_MODES.map((m) => (
                  <Radio key={m} value={m}>
                    {t(`ops.count.shortage.${m}`)}
                  </Radio>
                ))}
              </Radio.Group>
              <Input.TextArea value={reason} onChange={(e) => setReason(e.target.value)} placeholder={t('ops.count.reasonPlaceholder')} maxLength={255} autoSize={{ minRows: 2 }} data-testid="count-reason" />
              <Space wrap>
                <Popconfirm title={t('ops.count.postConfirm')} onConfirm={post} okText={t('common.confirm')} cancelText={t('common.cancel')}>
                  <Button type="primary" icon={<CheckOutlined />} disabled={!reason.trim() || edited.length > 0} loading={tool.isPending && tool.variables?.action === 'post'} data-testid="count-post">
                    {t('ops.count.post')}
                  </Button>
                </Popconfirm>
                <Popconfirm title={t('ops.count.cancelConfirm')} onConfirm={cancel} okText={t('common.confirm')} cancelText={t('common.close')}>
                  <Button danger icon={<StopOutlined />}>
                    {t('ops.count.cancel')}
                  </Button>
                </Popconfirm>
                {edited.length > 0 ? <span className="ops-muted">{t('ops.count.saveFirst')}</span> : !reason.trim() ? <span className="ops-muted">{t('ops.count.reasonRequired')}</span> : null}
              </Space>
            </Space>
          </Card>
        </>
      ) : null}
    </div>
  );
}
