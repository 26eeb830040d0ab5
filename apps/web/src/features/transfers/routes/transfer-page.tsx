import { useRef, useState } from 'react';
import { Alert, Button, Card, Descriptions, Input, InputNumber, List, Select, Space, Tabs, Tag, Typography, type InputRef } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { TRANSFER_STATUS_LABELS, TRANSFER_STATUSES, type TTransferStatus, type TTransferView } from '@ffm/domain';
import { CustomerSelect } from '../../../components/customer-select.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ScanBox } from '../../../components/scan-box.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { formatDateTime, label, useLang } from '../../../lib/display.ts';
import { useWarehouses } from '../../../lib/warehouses.ts';
import { useCancelTransfer, useCreateTransfer, useReceiveTransfer, useShipTransfer, useTransfer, useTransfers } from '../api/transfer-api.ts';
import { useOpsWarehouse, WarehouseSelect } from '../../../components/warehouse-select.tsx';
import '../../../components/ops.css';

type TMessage = { type: 'success' | 'error' | 'info'; text: string } | null;

const STATUS_COLORS: Record<TTransferStatus, string> = { NEW: 'blue', IN_TRANSIT: 'orange', RECEIVED: 'green', CANCELLED: 'default' };

/** A wrong scan: a buzz where the device can vibrate (the scan box beeps where it can). */
function wrongScan(): void {
  if (typeof navigator !== 'undefined' && 'vibrate' in navigator) navigator.vibrate?.([120, 60, 120]);
}

/**
 * /kho/chuyen-kho: transfers between warehouses on a phone-sized scanner (390 px). Create one (the client, the
 * source, the destination, its lines scanned or typed), ship it from the source, receive it at the destination by
 * scanning the bin then each product; the list shows every transfer with its status. Each step is one call.
 */
export function TransferPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState('list');
  const [openId, setOpenId] = useState<number | null>(null);
  const [message, setMessage] = useState<TMessage>(null);
  const open = (id: number) => {
    setOpenId(id);
    setTab('detail');
  };
  return (
    <div className="ops-page transfer-page">
      <PageHeader title={t('menu.transfers')} extra={<WarehouseSelect />} />
      {message && <Alert type={message.type} showIcon message={message.text} style={{ marginBottom: 12 }} data-testid="transfer-message" />}
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'list', label: t('ops.transfer.list'), children: <TransferList onOpen={open} setMessage={setMessage} /> },
          {
            key: 'create',
            label: t('ops.transfer.create'),
            children: (
              <CreateTransfer
                setMessage={setMessage}
                onCreated={(v) => {
                  setMessage({ type: 'success', text: t('ops.transfer.created', { code: v.code }) });
                  open(v.id);
                }}
              />
            ),
          },
          ...(openId !== null ? [{ key: 'detail', label: t('ops.transfer.detail'), children: <TransferDetail id={openId} setMessage={setMessage} /> }] : []),
        ]}
      />
    </div>
  );
}

function TransferList({ onOpen, setMessage }: { onOpen: (id: number) => void; setMessage: (m: TMessage) => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [status, setStatus] = useState<TTransferStatus | undefined>();
  const [customerId, setCustomerId] = useState<number | null>(null);
  const list = useTransfers({ status, customerId: customerId ?? undefined, pageSize: 50 });
  const items = list.data?.items ?? [];
  const onScan = (code: string) => {
    const hit = items.find((i) => i.code.toUpperCase() === code.toUpperCase());
    if (!hit) {
      wrongScan();
      setMessage({ type: 'error', text: t('ops.transfer.unknown', { code }) });
      return false;
    }
    setMessage(null);
    onOpen(hit.id);
    return true;
  };
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <ScanBox placeholder={t('ops.transfer.scanCode')} onScan={onScan} autoFocus testId="transfer-scan-code" />
      <Space wrap style={{ width: '100%' }}>
        <Select<TTransferStatus>
          size="large"
          allowClear
          placeholder={t('ops.transfer.status')}
          value={status}
          onChange={setStatus}
          options={TRANSFER_STATUSES.map((s) => ({ value: s, label: label(TRANSFER_STATUS_LABELS, s, lang) }))}
          style={{ minWidth: 180 }}
          data-testid="transfer-status-filter"
        />
        <CustomerSelect value={customerId} onChange={setCustomerId} placeholder={t('ops.fields.customer')} testId="transfer-filter-customer" />
      </Space>
      <List
        loading={list.isFetching}
        dataSource={items}
        renderItem={(i) => (
          <List.Item data-testid="transfer-row" onClick={() => onOpen(i.id)} style={{ cursor: 'pointer', minHeight: 56 }}>
            <Space direction="vertical" size={2} style={{ width: '100%' }}>
              <Space wrap>
                <strong>{i.code}</strong>
                <Tag color={STATUS_COLORS[i.status]}>{label(TRANSFER_STATUS_LABELS, i.status, lang)}</Tag>
                <span className="ops-qty">
                  {i.receivedQuantity}/{i.quantity}
                </span>
              </Space>
              <span className="ops-muted">
                {i.fromWarehouseName} → {i.toWarehouseName} · {formatDateTime(i.createdAt)}
              </span>
            </Space>
          </List.Item>
        )}
      />
    </Space>
  );
}

interface TDraftLine {
  sku: string;
  quantity: number;
}

function CreateTransfer({ onCreated, setMessage }: { onCreated: (v: TTransferView) => void; setMessage: (m: TMessage) => void }) {
  const { t } = useTranslation();
  const { warehouseId } = useOpsWarehouse();
  const warehouses = useWarehouses();
  const create = useCreateTransfer();
  const [customerId, setCustomerId] = useState<number | null>(null);
  const [from, setFrom] = useState<number | null>(null);
  const [to, setTo] = useState<number | null>(null);
  const [lines, setLines] = useState<TDraftLine[]>([]);
  const [note, setNote] = useState('');
  const source = from ?? warehouseId;
  const options = (warehouses.data ?? []).filter((w) => w.isActive).map((w) => ({ value: w.id, label: `${w.code} - ${w.name}` }));
  const addSku = (code: string) => {
    const sku = code.trim();
    setLines((ls) => (ls.some((l) => l.sku.toUpperCase() === sku.toUpperCase()) ? ls.map((l) => (l.sku.toUpperCase() === sku.toUpperCase() ? { ...l, quantity: l.quantity + 1 } : l)) : [...ls, { sku, quantity: 1 }]));
    return true;
  };
  const submit = async () => {
    if (!customerId || !source || !to) return setMessage({ type: 'error', text: t('ops.transfer.fillAll') });
    try {
      const v = await create.mutateAsync({ customerId, fromWarehouseId: source, toWarehouseId: to, lines, note: note.trim() || undefined });
      setLines([]);
      setNote('');
      onCreated(v);
    } catch (err) {
      wrongScan();
      setMessage({ type: 'error', text: errorMessage(err) });
    }
  };
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <CustomerSelect value={customerId} onChange={setCustomerId} placeholder={t('ops.fields.customer')} testId="transfer-customer" className="ops-full" />
      <Select<number> size="large" value={source ?? undefined} onChange={setFrom} options={options} placeholder={t('ops.transfer.from')} style={{ width: '100%' }} data-testid="transfer-from" />
      <Select<number>
        size="large"
        value={to ?? undefined}
        onChange={setTo}
        options={options.filter((o) => o.value !== source)}
        placeholder={t('ops.transfer.to')}
        style={{ width: '100%' }}
        data-testid="transfer-to"
      />
      <ScanBox placeholder={t('ops.transfer.scanSku')} onScan={addSku} testId="transfer-add-sku" />
      <List
        header={t('ops.fields.lines')}
        dataSource={lines}
        locale={{ emptyText: t('ops.transfer.noLines') }}
        renderItem={(l, i) => (
          <List.Item
            data-testid="transfer-line"
            actions={[<Button key="rm" size="large" type="text" danger icon={<DeleteOutlined />} aria-label={t('ops.transfer.removeLine')} onClick={() => setLines((ls) => ls.filter((_, j) => j !== i))} />]}
          >
            <Space wrap>
              <strong>{l.sku}</strong>
              <InputNumber
                size="large"
                min={1}
                max={1_000_000}
                value={l.quantity}
                onChange={(v) => setLines((ls) => ls.map((x, j) => (j === i ? { ...x, quantity: v ?? 1 } : x)))}
                aria-label={t('ops.fields.expected')}
                data-testid="transfer-line-qty"
              />
            </Space>
          </List.Item>
        )}
      />
      <Input.TextArea value={note} onChange={(e) => setNote(e.target.value)} maxLength={500} placeholder={t('ops.fields.note')} rows={2} />
      <Button type="primary" size="large" block onClick={() => void submit()} loading={create.isPending} disabled={lines.length === 0} data-testid="transfer-submit">
        {t('ops.transfer.submit')}
      </Button>
    </Space>
  );
}

function TransferDetail({ id, setMessage }: { id: number; setMessage: (m: TMessage) => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const transfer = useTransfer(id);
  const ship = useShipTransfer();
  const cancel = useCancelTransfer();
  const receive = useReceiveTransfer();
  const [bin, setBin] = useState<string | null>(null);
  const [quantity, setQuantity] = useState(1);
  const skuRef = useRef<InputRef>(null);
  const v = transfer.data;
  if (!v) return transfer.error ? <Alert type="error" message={errorMessage(transfer.error)} /> : null;
  const step = async (run: () => Promise<TTransferView>, done: string) => {
    try {
      await run();
      setMessage({ type: 'success', text: done });
    } catch (err) {
      wrongScan();
      setMessage({ type: 'error', text: errorMessage(err) });
    }
  };
  const onBin = (code: string) => {
    setBin(code.toUpperCase());
    setMessage(null);
    window.setTimeout(() => skuRef.current?.focus(), 0);
    return true;
  };
  const onProduct = async (code: string) => {
    if (!bin) return false;
    try {
      const after = await receive.mutateAsync({ id, locationCode: bin, code, quantity });
      setQuantity(1);
      setMessage({
        type: 'success',
        text: after.status === 'RECEIVED' ? t('ops.transfer.allReceived', { code: after.code }) : t('ops.transfer.received', { n: quantity, sku: code, bin }),
      });
      return true;
    } catch (err) {
      wrongScan();
      setMessage({ type: 'error', text: errorMessage(err) });
      return false;
    }
  };
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card size="small">
        <Descriptions size="small" column={1}>
          <Descriptions.Item label={t('ops.transfer.code')}>
            <strong data-testid="transfer-code">{v.code}</strong>{' '}
            <Tag color={STATUS_COLORS[v.status]} data-testid="transfer-status">
              {label(TRANSFER_STATUS_LABELS, v.status, lang)}
            </Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t('ops.transfer.route')}>
            {v.fromWarehouseName} → {v.toWarehouseName}
          </Descriptions.Item>
          <Descriptions.Item label={t('ops.fields.received')}>
            <span className="ops-qty" data-testid="transfer-progress">
              {v.receivedQuantity}/{v.quantity}
            </span>
          </Descriptions.Item>
          {v.note && <Descriptions.Item label={t('ops.fields.note')}>{v.note}</Descriptions.Item>}
        </Descriptions>
      </Card>
      {v.status === 'NEW' && (
        <>
          <Button type="primary" size="large" block loading={ship.isPending} onClick={() => void step(() => ship.mutateAsync({ id }), t('ops.transfer.shipped', { code: v.code }))} data-testid="transfer-ship">
            {t('ops.transfer.ship')}
          </Button>
          <Button danger size="large" block loading={cancel.isPending} onClick={() => void step(() => cancel.mutateAsync({ id }), t('ops.transfer.cancelled', { code: v.code }))} data-testid="transfer-cancel">
            {t('ops.transfer.cancel')}
          </Button>
        </>
      )}
      {v.status === 'IN_TRANSIT' && (
        <Card size="small" title={t('ops.transfer.receive')}>
          <Space direction="vertical" size="middle" style={{ width: '100%' }}>
            <ScanBox placeholder={bin ? `${t('ops.transfer.bin')}: ${bin}` : t('ops.transfer.scanBin')} onScan={onBin} autoFocus testId="transfer-scan-bin" />
            <InputNumber size="large" min={1} value={quantity} onChange={(n) => setQuantity(n ?? 1)} addonBefore={t('ops.transfer.perScan')} style={{ width: '100%' }} data-testid="transfer-receive-qty" />
            {bin && <ScanBox ref={skuRef} placeholder={t('ops.transfer.scanProduct', { bin })} onScan={onProduct} testId="transfer-scan-product" />}
          </Space>
        </Card>
      )}
      <List
        header={t('ops.fields.lines')}
        dataSource={v.lines}
        renderItem={(l) => (
          <List.Item data-testid="transfer-detail-line">
            <Space direction="vertical" size={2}>
              <Space wrap>
                <Tag color={l.receivedQuantity >= l.quantity ? 'green' : undefined}>{l.sku}</Tag>
                <span>{l.name}</span>
                <strong>
                  {l.receivedQuantity}/{l.quantity}
                </strong>
              </Space>
              {l.sources.length > 0 && (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('ops.transfer.takenFrom')}: {l.sources.map((s) => `${s.locationCode}${s.lotNum ? ` (${s.lotNum})` : ''} ×${s.quantity}`).join(', ')}
                </Typography.Text>
              )}
            </Space>
          </List.Item>
        )}
      />
    </Space>
  );
}
