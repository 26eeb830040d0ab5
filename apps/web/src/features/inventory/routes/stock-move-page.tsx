import { useState } from 'react';
import { Alert, Button, Card, Col, Input, InputNumber, Row, Space, Tabs, Tag, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined, SwapOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TStockOperationResult } from '@ffm/domain';
import { PageHeader } from '../../../components/page-header.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { toast } from '../../../lib/toast.ts';
import { useCheckLocation, useMoveStock, useReallocateStock } from '../api/stock-ops-api.ts';
import { BalanceTable } from '../components/balance-table.tsx';
import { OperationResult } from '../components/operation-result.tsx';
import { ScanBox } from '../../../components/scan-box.tsx';
import { useOpsWarehouse, WarehouseSelect } from '../../../components/warehouse-select.tsx';
import '../../../components/ops.css';

/** /kho/chuyen-vi-tri: move stock between locations, or spread one stock row over several locations. */
export function StockMovePage() {
  const { t } = useTranslation();
  return (
    <div data-testid="stock-move-page">
      <PageHeader title={t('ops.move.title')} subtitle={t('ops.move.subtitle')} extra={<WarehouseSelect />} />
      <Card className="ops-card">
        <Tabs
          items={[
            { key: 'move', label: t('ops.move.tabMove'), children: <MoveTab /> },
            { key: 'reallocate', label: t('ops.move.tabReallocate'), children: <ReallocateTab /> },
          ]}
        />
      </Card>
    </div>
  );
}

/** The location whose contents a tool works on: scanned, then shown. */
function useSourceLocation() {
  const { warehouseId } = useOpsWarehouse();
  const [code, setCode] = useState<string | null>(null);
  const contents = useCheckLocation(warehouseId, code);
  return { warehouseId, code, setCode, contents };
}

function MoveTab() {
  const { t } = useTranslation();
  const { warehouseId, code, setCode, contents } = useSourceLocation();
  const move = useMoveStock();
  const [selected, setSelected] = useState<number[]>([]);
  const [qty, setQty] = useState<Record<number, number | null>>({});
  const [to, setTo] = useState('');
  const [reason, setReason] = useState('');
  const [result, setResult] = useState<TStockOperationResult | null>(null);
  const rows = contents.data?.rows ?? [];

  const submit = () => {
    if (warehouseId === null || !code) return;
    const items = selected.map((balanceId) => ({ balanceId, qty: qty[balanceId] ?? rows.find((r) => r.balanceId === balanceId)?.qtyFree }));
    move.mutate(
      { warehouseId, fromLocationCode: code, toLocationCode: to.trim(), items: items.length ? items : undefined, reason: reason.trim() || undefined },
      {
        onSuccess: (r) => {
          setResult(r);
          setSelected([]);
          setQty({});
          toast.success(t('ops.move.moved', { from: code, to: to.trim().toUpperCase() }));
        },
        onError: (err) => toast.error(errorMessage(err)),
      },
    );
  };

  return (
    <Row gutter={16}>
      <Col xs={24} xl={15}>
        <Typography.Title level={5}>{t('ops.move.from')}</Typography.Title>
        <ScanBox
          autoFocus
          placeholder={t('ops.stock.scanLocation')}
          onScan={(c) => {
            setCode(c.toUpperCase());
            setSelected([]);
            setResult(null);
          }}
          testId="move-from"
        />
        {code ? (
          <div className="ops-section">
            <Space className="ops-section__head">
              <Tag color="blue">{code}</Tag>
              {contents.data ? <span className="ops-muted">{t('ops.stock.rowsIn', { count: rows.length })}</span> : null}
            </Space>
            {contents.isError ? <Alert type="error" showIcon title={errorMessage(contents.error)} /> : null}
            {contents.data ? (
              <BalanceTable
                rows={rows}
                loading={contents.isFetching}
                selection={{ mode: 'checkbox', selected, onChange: setSelected }}
                quantities={{ values: qty, onChange: (id, q) => setQty((m) => ({ ...m, [id]: q })) }}
                testId="move-rows"
              />
            ) : null}
          </div>
        ) : null}
      </Col>
      <Col xs={24} xl={9}>
        <Typography.Title level={5}>{t('ops.move.to')}</Typography.Title>
        <Space orientation="vertical" className="full-width" size="middle">
          <Input size="large" value={to} onChange={(e) => setTo(e.target.value)} placeholder={t('ops.stock.scanLocation')} onPressEnter={() => undefined} data-testid="move-to" />
          <Input.TextArea value={reason} onChange={(e) => setReason(e.target.value)} placeholder={t('ops.stock.reasonOptional')} maxLength={255} autoSize={{ minRows: 2 }} />
          <Button type="primary" icon={<SwapOutlined />} block disabled={!code || !to.trim() || !contents.data || rows.length === 0} loading={move.isPending} onClick={submit} data-testid="move-submit">
            {selected.length ? t('ops.move.moveSelected', { count: selected.length }) : t('ops.move.moveAll')}
          </Button>
          {result ? <OperationResult result={result} /> : null}
        </Space>
      </Col>
    </Row>
  );
}

function ReallocateTab() {
  const { t } = useTranslation();
  const { code, setCode, contents } = useSourceLocation();
  const reallocate = useReallocateStock();
  const [selected, setSelected] = useState<number[]>([]);
  const [targets, setTargets] = useState<Array<{ locationCode: string; qty: number | null }>>([{ locationCode: '', qty: null }]);
  const [reason, setReason] = useState('');
  const [result, setResult] = useState<TStockOperationResult | null>(null);
  const rows = contents.data?.rows ?? [];
  const row = rows.find((r) => r.balanceId === selected[0]);
  const total = targets.reduce((n, x) => n + (x.qty ?? 0), 0);
  const valid = row !== undefined && targets.every((x) => x.locationCode.trim() && (x.qty ?? 0) > 0) && total <= row.qtyFree;

  const submit = () => {
    if (!row) return;
    reallocate.mutate(
      { balanceId: row.balanceId, targets: targets.map((x) => ({ locationCode: x.locationCode.trim(), qty: x.qty ?? 0 })), reason: reason.trim() || undefined },
      {
        onSuccess: (r) => {
          setResult(r);
          setSelected([]);
          setTargets([{ locationCode: '', qty: null }]);
          toast.success(t('ops.move.reallocated', { sku: row.sku }));
        },
        onError: (err) => toast.error(errorMessage(err)),
      },
    );
  };

  return (
    <Row gutter={16}>
      <Col xs={24} xl={15}>
        <Typography.Title level={5}>{t('ops.move.pickRow')}</Typography.Title>
        <ScanBox
          placeholder={t('ops.stock.scanLocation')}
          onScan={(c) => {
            setCode(c.toUpperCase());
            setSelected([]);
            setResult(null);
          }}
          testId="reallocate-from"
        />
        {code && contents.data ? (
          <div className="ops-section">
            <BalanceTable rows={rows} loading={contents.isFetching} selection={{ mode: 'radio', selected, onChange: setSelected }} testId="reallocate-rows" />
          </div>
        ) : null}
        {contents.isError ? <Alert type="error" showIcon title={errorMessage(contents.error)} /> : null}
      </Col>
      <Col xs={24} xl={9}>
        <Typography.Title level={5}>{t('ops.move.targets')}</Typography.Title>
        <Space orientation="vertical" className="full-width" size="small">
          {targets.map((x, i) => (
            <Space.Compact key={i} className="full-width">
              <Input
                value={x.locationCode}
                onChange={(e) => setTargets((all) => all.map((y, j) => (j === i ? { ...y, locationCode: e.target.value } : y)))}
                placeholder={t('ops.fields.location')}
              />
              <InputNumber min={1} precision={0} value={x.qty} onChange={(v) => setTargets((all) => all.map((y, j) => (j === i ? { ...y, qty: typeof v === 'number' ? v : null } : y)))} placeholder={t('ops.fields.quantity')} />
              <Button icon={<DeleteOutlined />} disabled={targets.length === 1} onClick={() => setTargets((all) => all.filter((_y, j) => j !== i))} aria-label={t('common.remove')} />
            </Space.Compact>
          ))}
          <Button type="dashed" icon={<PlusOutlined />} block onClick={() => setTargets((all) => [...all, { locationCode: '', qty: null }])}>
            {t('ops.move.addTarget')}
          </Button>
          {row ? <div className="ops-muted">{t('ops.move.targetTotal', { total, free: row.qtyFree })}</div> : null}
          <Input.TextArea value={reason} onChange={(e) => setReason(e.target.value)} placeholder={t('ops.stock.reasonOptional')} maxLength={255} autoSize={{ minRows: 2 }} />
          <Button type="primary" icon={<SwapOutlined />} block disabled={!valid} loading={reallocate.isPending} onClick={submit} data-testid="reallocate-submit">
            {t('ops.move.reallocate')}
          </Button>
          {result ? <OperationResult result={result} /> : null}
        </Space>
      </Col>
    </Row>
  );
}
