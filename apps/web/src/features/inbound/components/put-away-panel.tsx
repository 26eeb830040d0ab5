import { useRef, useState } from 'react';
import { AutoComplete, Button, Card, Col, Empty, Input, InputNumber, Row, Table, Tag, Typography, type InputRef, type TableColumnsType } from 'antd';
import { CheckCircleOutlined, VerticalAlignTopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { STOCK_CONDITION_LABELS, type TInboundDetail, type TPutAwayRemaining, type TPutAwaySuggestion, type TStockCondition } from '@ffm/domain';
import { errorMessage } from '../../../lib/api.ts';
import { formatNumber } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useLocations } from '../../../lib/warehouses.ts';
import { useCompleteInbound, usePutAway, usePutAwaySuggestions } from '../api/receiving-api.ts';
import { label, useLang } from '../../../lib/display.ts';
import { ReceivingLines } from './receiving-lines.tsx';
import { ScanBox } from '../../../components/scan-box.tsx';

type TFeedback = { kind: 'success' | 'error'; text: string } | null;
const rowKey = (r: { lineId: number; lotNum: string; condition: string }) => `${r.lineId}|${r.lotNum}|${r.condition}`;

/**
 * Put-away (status 4): goods on the receiving dock go to storage locations. Scanning a location puts
 * everything still on the dock there; each row can also go to its own location with its own quantity.
 * Completing (→ 99) makes the stock available.
 */
export function PutAwayPanel({ order }: { order: TInboundDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const putAway = usePutAway();
  const complete = useCompleteInbound();
  const scanRef = useRef<InputRef>(null);
  const [feedback, setFeedback] = useState<TFeedback>(null);
  const [targets, setTargets] = useState<Record<string, string>>({});
  const [quantities, setQuantities] = useState<Record<string, number | null>>({});
  const locations = useLocations({ warehouseId: order.warehouseId, purpose: 'STORAGE', pageSize: 200 });
  const locationOptions = (locations.data?.items ?? []).filter((l) => l.isActive).map((l) => ({ value: l.code, label: `${l.code} (${formatNumber(l.qty)})` }));

  const remaining = order.putAwayRemaining;
  const left = remaining.reduce((n, r) => n + r.quantity, 0);
  // the rules' bin for each row on the dock, read again whenever the dock changes
  const suggestions = usePutAwaySuggestions(order.id, remaining.map((r) => `${rowKey(r)}:${r.quantity}`).join(','), left > 0);
  const directed = suggestions.data?.directed ?? false;
  const suggestionOf = (r: { lineId: number; lotNum: string; condition: string }): TPutAwaySuggestion | undefined =>
    suggestions.data?.items.find((s) => s.lineId === r.lineId && s.lot === r.lotNum && s.condition === r.condition);
  const [reasons, setReasons] = useState<Record<string, string>>({});

  const done = (text: string) => {
    setFeedback({ kind: 'success', text });
    toast.success(text);
  };

  /**
   * A scanned location. Where the warehouse directs put-away (it has rules): the rows it is the suggestion of go
   * there, and any other location is a wrong scan (another bin is chosen on its row, with a reason). Elsewhere,
   * everything left on the dock goes there, as before rules existed.
   */
  const onScanLocation = async (raw: string) => {
    const code = raw.toUpperCase();
    const items = suggestions.data?.items ?? [];
    const matching = directed ? items.filter((s) => s.locationCode === code) : [];
    try {
      if (matching.length > 0) {
        await putAway.mutateAsync({ id: order.id, items: matching.map((s) => ({ lineId: s.lineId, lot: s.lot, condition: s.condition, quantity: s.quantity, locationCode: code })) });
        done(t('ops.putAway.suggestedTo', { qty: matching.reduce((n, s) => n + s.quantity, 0), location: code }));
        return true;
      }
      const expected = items.flatMap((s) => (s.locationCode ? [s.locationCode] : []));
      if (directed && expected.length > 0) {
        setFeedback({ kind: 'error', text: t('ops.putAway.notSuggested', { code, suggested: [...new Set(expected)].join(', ') }) });
        return false;
      }
      await putAway.mutateAsync({ id: order.id, locationCode: code });
      done(t('ops.putAway.allTo', { qty: left, location: code }));
      return true;
    } catch (err) {
      setFeedback({ kind: 'error', text: errorMessage(err) });
      return false;
    } finally {
      scanRef.current?.focus();
    }
  };

  /** a location typed on the row that is not the row's suggestion */
  const isOverride = (r: TPutAwayRemaining) => {
    const typed = (targets[rowKey(r)] ?? '').trim().toUpperCase();
    const suggested = suggestionOf(r)?.locationCode;
    return typed !== '' && !!suggested && typed !== suggested;
  };

  const putRow = (r: TPutAwayRemaining) => {
    const key = rowKey(r);
    const locationCode = (targets[key] ?? suggestionOf(r)?.locationCode ?? '').trim();
    const quantity = quantities[key] ?? r.quantity;
    if (!locationCode) {
      setFeedback({ kind: 'error', text: t('ops.putAway.locationRequired') });
      return;
    }
    const overrideReason = (reasons[key] ?? '').trim() || undefined;
    putAway.mutate(
      { id: order.id, items: [{ lineId: r.lineId, lot: r.lotNum, condition: r.condition, quantity, locationCode, overrideReason }] },
      {
        onSuccess: () => {
          done(t('ops.putAway.rowTo', { sku: r.sku, qty: quantity, location: locationCode.toUpperCase() }));
          setTargets((m) => ({ ...m, [key]: '' }));
          setQuantities((m) => ({ ...m, [key]: null }));
          setReasons((m) => ({ ...m, [key]: '' }));
        },
        onError: (err) => setFeedback({ kind: 'error', text: errorMessage(err) }),
      },
    );
  };

  const columns: TableColumnsType<TPutAwayRemaining> = [
    {
      title: t('ops.fields.sku'),
      dataIndex: 'sku',
      render: (s: string, r) => (
        <div>
          <Typography.Text strong>{s}</Typography.Text>
          <div>
            <Tag color={r.condition === 'GOOD' ? 'green' : 'red'}>{label(STOCK_CONDITION_LABELS, r.condition, lang)}</Tag>
            {r.lotNum ? <span className="ops-muted">{t('ops.fields.lot')}: {r.lotNum}</span> : null}
          </div>
        </div>
      ),
    },
    { title: t('ops.putAway.onDock'), dataIndex: 'quantity', width: 80, align: 'right', render: (q: number) => formatNumber(q) },
    {
      title: t('ops.putAway.suggested'),
      key: 'suggested',
      width: 140,
      render: (_v, r) => {
        const s = suggestionOf(r);
        if (!s) return null;
        return s.locationCode ? (
          <div data-testid={`putaway-suggested-${r.sku}`}>
            <Tag color="gold" className="ops-suggested-tag">
              {s.locationCode}
            </Tag>
            {s.reason ? <div className="ops-muted">{t(`ops.putAway.reasons.${s.reason}`)}</div> : null}
          </div>
        ) : (
          <span className="ops-muted">{t('ops.putAway.noSuggestion')}</span>
        );
      },
    },
    {
      title: t('ops.fields.quantity'),
      key: 'qty',
      width: 96,
      render: (_v, r) => (
        <InputNumber
          min={1}
          max={r.quantity}
          precision={0}
          value={quantities[rowKey(r)] ?? r.quantity}
          onChange={(v) => setQuantities((m) => ({ ...m, [rowKey(r)]: typeof v === 'number' ? v : null }))}
          className="full-width"
          aria-label={t('ops.fields.quantity')}
        />
      ),
    },
    {
      title: t('ops.fields.location'),
      key: 'location',
      width: 170,
      render: (_v, r) => (
        <>
          <AutoComplete
            className="full-width"
            options={locationOptions}
            value={targets[rowKey(r)] ?? ''}
            onChange={(v: string) => setTargets((m) => ({ ...m, [rowKey(r)]: v }))}
            placeholder={suggestionOf(r)?.locationCode ?? t('ops.putAway.locationPlaceholder')}
            showSearch={{ filterOption: (input, option) => String(option?.value ?? '').toUpperCase().includes(input.toUpperCase()) }}
            data-testid={`putaway-location-${r.sku}`}
          />
          {directed && isOverride(r) ? (
            <Input
              className="ops-override-reason"
              value={reasons[rowKey(r)] ?? ''}
              onChange={(e) => setReasons((m) => ({ ...m, [rowKey(r)]: e.target.value }))}
              placeholder={t('ops.putAway.overridePlaceholder')}
              maxLength={500}
              data-testid={`putaway-reason-${r.sku}`}
            />
          ) : null}
        </>
      ),
    },
    {
      title: '',
      key: 'go',
      width: 104,
      align: 'right',
      render: (_v, r) => (
        <Button icon={<VerticalAlignTopOutlined />} onClick={() => putRow(r)} loading={putAway.isPending && putAway.variables?.items?.[0]?.lineId === r.lineId} data-testid={`putaway-row-${r.sku}`}>
          {t('ops.putAway.put')}
        </Button>
      ),
    },
  ];

  type TDoneRow = TInboundDetail['putAway'][number];
  const doneColumns: TableColumnsType<TDoneRow> = [
    { title: t('ops.fields.sku'), dataIndex: 'sku' },
    { title: t('ops.fields.lot'), dataIndex: 'lotNum', render: (v: string) => v || '—' },
    { title: t('ops.fields.condition'), dataIndex: 'condition', render: (c: TStockCondition) => label(STOCK_CONDITION_LABELS, c, lang) },
    { title: t('ops.fields.location'), dataIndex: 'locationCode', render: (c: string) => <Tag color="blue">{c}</Tag> },
    { title: t('ops.fields.quantity'), dataIndex: 'quantity', align: 'right', render: (q: number) => formatNumber(q) },
  ];

  const onComplete = () =>
    complete.mutate({ id: order.id }, { onSuccess: () => toast.success(t('ops.putAway.completed', { code: order.orderInboundCode })) });

  return (
    <div className="ops-putaway" data-testid="putaway-panel">
      <Row gutter={16}>
        <Col xs={24} xl={8}>
          <Card title={t('ops.putAway.scanTitle')} className="ops-card">
            <ScanBox ref={scanRef} autoFocus placeholder={t('ops.putAway.scanPlaceholder')} onScan={onScanLocation} disabled={left === 0} testId="putaway-scan" />
            <div className={`ops-feedback ops-feedback--${feedback?.kind ?? 'idle'}`} data-testid="putaway-feedback" aria-live="polite">
              {feedback?.text ?? (left > 0 ? (directed ? t('ops.putAway.directedHint') : t('ops.putAway.scanHint', { qty: left })) : t('ops.putAway.nothingLeft'))}
            </div>
          </Card>
          <Card className="ops-card">
            <Button type="primary" size="large" block icon={<CheckCircleOutlined />} disabled={left > 0} loading={complete.isPending} onClick={onComplete} data-testid="receiving-complete">
              {t('ops.putAway.complete')}
            </Button>
            <div className="ops-muted ops-complete-hint">{left > 0 ? t('ops.putAway.completeBlocked', { qty: left }) : t('ops.putAway.completeHint')}</div>
          </Card>
        </Col>
        <Col xs={24} xl={16}>
          <Card title={t('ops.putAway.remainingTitle', { qty: left })} className="ops-card table-card">
            <Table<TPutAwayRemaining>
              rowKey={rowKey}
              size="middle"
              columns={columns}
              dataSource={remaining}
              pagination={false}
              scroll={{ x: 820 }}
              locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('ops.putAway.nothingLeft')} /> }}
              data-testid="putaway-remaining"
            />
          </Card>
          <Card title={t('ops.putAway.doneTitle')} className="ops-card table-card">
            <Table<TDoneRow>
              rowKey={(r) => `${rowKey(r)}|${r.locationCode}`}
              size="small"
              columns={doneColumns}
              dataSource={order.putAway}
              pagination={false}
              locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('ops.putAway.noneYet')} /> }}
              data-testid="putaway-done"
            />
          </Card>
        </Col>
      </Row>
      <Card title={t('ops.receiving.linesTitle')} className="ops-card table-card">
        <ReceivingLines lines={order.lines} status={order.status} />
      </Card>
    </div>
  );
}
