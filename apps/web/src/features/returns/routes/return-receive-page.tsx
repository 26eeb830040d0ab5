import { useState } from 'react';
import { Alert, Button, Card, InputNumber, List, Segmented, Select, Space, Tag, Typography, Upload } from 'antd';
import { CameraOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  RETURN_DISPOSITION_LABELS,
  RETURN_DISPOSITIONS,
  RETURN_PHOTOS_MAX,
  RETURN_REASON_LABELS,
  RETURN_REASONS,
  RETURN_SOURCE_LABELS,
  RETURN_SOURCES,
  type TReturnDisposition,
  type TReturnExpected,
  type TReturnReason,
  type TReturnSource,
  type TReturnView,
} from '@ffm/domain';
import { CustomerSelect } from '../../../components/customer-select.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ScanBox } from '../../../components/scan-box.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { label, useLang } from '../../../lib/display.ts';
import { uploadReturnPhoto, useExpectedReturn, useReceiveReturn } from '../api/return-api.ts';
import { useOpsWarehouse, WarehouseSelect } from '../../../components/warehouse-select.tsx';
import '../../../components/ops.css';

type TMessage = { type: 'success' | 'error' | 'info'; text: string } | null;

interface TDraftLine {
  sku: string;
  quantity: number;
  reason: TReturnReason;
  disposition: TReturnDisposition;
  locationCode: string | null;
  photos: { id: number; name: string }[];
}

/** The dispositions that put the units in a bin, which is scanned. */
const NEEDS_BIN: readonly TReturnDisposition[] = ['RESTOCK', 'QUARANTINE'];

/** A wrong scan: a buzz where the device can vibrate (the scan box beeps where it can). */
function wrongScan(): void {
  if (typeof navigator !== 'undefined' && 'vibrate' in navigator) navigator.vibrate?.([120, 60, 120]);
}

/**
 * /kho/nhan-hang-hoan: a returned parcel received on a phone-sized scanner (390 px). The client, then the returned
 * express order scanned (or a return inbound's code), then each product scanned: per line a reason, a disposition
 * (restock into a scanned bin, quarantine into a scanned bin, dispose, send back) and photos, received in one call.
 * A scanned express order that shipped an outbound order of this warehouse names its client and the lines expected
 * in the parcel: the worker taps the ones found instead of scanning or typing their SKUs.
 */
export function ReturnReceivePage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { warehouseId } = useOpsWarehouse();
  const receive = useReceiveReturn();
  const lookup = useExpectedReturn();
  const [expected, setExpected] = useState<TReturnExpected | null>(null);
  const [customerId, setCustomerId] = useState<number | null>(null);
  const [source, setSource] = useState<TReturnSource>('EXPRESS');
  const [ref, setRef] = useState<string | null>(null);
  const [lines, setLines] = useState<TDraftLine[]>([]);
  const [message, setMessage] = useState<TMessage>(null);
  const [done, setDone] = useState<TReturnView | null>(null);
  const [uploading, setUploading] = useState(false);

  const patch = (i: number, p: Partial<TDraftLine>) => setLines((ls) => ls.map((l, j) => (j === i ? { ...l, ...p } : l)));
  const onRef = (code: string) => {
    const scanned = code.trim().toUpperCase();
    setRef(scanned);
    setDone(null);
    setMessage(null);
    setExpected(null);
    if (source === 'EXPRESS' && warehouseId !== null) {
      // the lines expected back, when the order shipped this warehouse's outbound; else the products are scanned
      lookup.mutate(
        { warehouseId, ref: scanned },
        {
          onSuccess: (x) => {
            // lines scanned while the answer came stay: only the client and the expected lines are set
            setExpected(x);
            setCustomerId(x.customerId);
            setMessage({ type: 'info', text: t('ops.returns.found', { code: x.orderCode, customer: x.customerName }) });
          },
          onError: (err) => {
            wrongScan();
            setMessage({ type: 'info', text: errorMessage(err) });
          },
        },
      );
    }
    return true;
  };
  const addUnits = (code: string, units: number) => {
    const sku = code.trim();
    setLines((ls) => {
      const last = ls.at(-1);
      // the same product again is more units of the line just added
      if (last && last.sku.toUpperCase() === sku.toUpperCase()) return ls.map((l, j) => (j === ls.length - 1 ? { ...l, quantity: l.quantity + units } : l));
      return [...ls, { sku, quantity: units, reason: 'REFUSED', disposition: 'RESTOCK', locationCode: null, photos: [] }];
    });
  };
  const onProduct = (code: string) => {
    addUnits(code, 1);
    return true;
  };
  // what is still expected of a product: shipped, less earlier returns and the units on this return's lines already
  const drafted = (sku: string) => lines.filter((d) => d.sku.toUpperCase() === sku.toUpperCase()).reduce((n, d) => n + d.quantity, 0);
  const left = (l: TReturnExpected['lines'][number]) => Math.max(0, l.quantity - l.returnedQuantity - drafted(l.sku));
  const addPhoto = async (i: number, file: File) => {
    if (!customerId) return;
    setUploading(true);
    try {
      const info = await uploadReturnPhoto(file, customerId);
      setLines((ls) => ls.map((l, j) => (j === i ? { ...l, photos: [...l.photos, { id: info.id, name: info.name }] } : l)));
    } catch (err) {
      wrongScan();
      setMessage({ type: 'error', text: errorMessage(err) });
    } finally {
      setUploading(false);
    }
  };
  const submit = async () => {
    if (!customerId || !warehouseId || !ref) return setMessage({ type: 'error', text: t('ops.returns.fillAll') });
    const missingBin = lines.find((l) => NEEDS_BIN.includes(l.disposition) && !l.locationCode);
    if (missingBin) {
      wrongScan();
      return setMessage({ type: 'error', text: t('ops.returns.binNeeded', { sku: missingBin.sku }) });
    }
    try {
      const v = await receive.mutateAsync({
        customerId,
        warehouseId,
        source,
        ref,
        lines: lines.map((l) => ({
          sku: l.sku,
          quantity: l.quantity,
          reason: l.reason,
          disposition: l.disposition,
          locationCode: NEEDS_BIN.includes(l.disposition) ? (l.locationCode ?? undefined) : undefined,
          photoIds: l.photos.map((p) => p.id),
        })),
      });
      setDone(v);
      setLines([]);
      setRef(null);
      setExpected(null);
      setMessage({ type: 'success', text: t('ops.returns.received', { code: v.code, n: v.quantity }) });
    } catch (err) {
      wrongScan();
      setMessage({ type: 'error', text: errorMessage(err) });
    }
  };

  return (
    <div className="ops-page return-receive">
      <PageHeader title={t('menu.returnReceive')} extra={<WarehouseSelect />} />
      {message && <Alert type={message.type} showIcon message={message.text} style={{ marginBottom: 12 }} data-testid="return-message" />}
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <CustomerSelect value={customerId} onChange={setCustomerId} placeholder={t('ops.fields.customer')} testId="return-customer" className="ops-full" />
        <Segmented<TReturnSource>
          block
          size="large"
          value={source}
          onChange={setSource}
          options={RETURN_SOURCES.map((s) => ({ value: s, label: label(RETURN_SOURCE_LABELS, s, lang) }))}
          data-testid="return-source"
        />
        <ScanBox placeholder={ref ? `${t('ops.returns.ref')}: ${ref}` : t(source === 'EXPRESS' ? 'ops.returns.scanOrder' : 'ops.returns.scanInbound')} onScan={onRef} autoFocus testId="return-scan-ref" />
        {ref && expected && expected.orderCode === ref ? (
          <Card size="small" title={t('ops.returns.expectedTitle', { so: expected.soCode })} data-testid="return-expected">
            <Typography.Paragraph type="secondary">{t('ops.returns.expectedHint')}</Typography.Paragraph>
            <Space direction="vertical" className="full-width">
              <Button
                icon={<PlusOutlined />}
                disabled={expected.lines.every((l) => left(l) === 0)}
                onClick={() => expected.lines.filter((l) => left(l) > 0).forEach((l) => addUnits(l.sku, left(l)))}
                data-testid="return-expected-all"
              >
                {t('ops.returns.takeAll')}
              </Button>
              {expected.lines.map((l) => (
                <Button key={l.sku} size="large" block className="return-expected-line" disabled={left(l) === 0} onClick={() => addUnits(l.sku, 1)} data-testid={`return-expected-${l.sku}`}>
                  <span className="return-expected-line__sku">{l.sku}</span>
                  <span className="return-expected-line__name">{l.name}</span>
                  <Tag>{t('ops.returns.expectedLeft', { n: left(l), total: l.quantity })}</Tag>
                </Button>
              ))}
            </Space>
          </Card>
        ) : null}
        {ref && <ScanBox placeholder={t('ops.returns.scanProduct')} onScan={onProduct} testId="return-scan-product" />}
        {lines.map((l, i) => (
          <Card
            key={`${l.sku}-${i}`}
            size="small"
            data-testid="return-line"
            title={
              <Space>
                <Tag color="blue">{l.sku}</Tag>
                <InputNumber size="large" min={1} max={100_000} value={l.quantity} onChange={(v) => patch(i, { quantity: v ?? 1 })} aria-label={t('ops.returns.quantity')} data-testid="return-line-qty" />
              </Space>
            }
            extra={<Button size="large" type="text" danger icon={<DeleteOutlined />} aria-label={t('ops.returns.removeLine')} data-testid="return-line-remove" onClick={() => setLines((ls) => ls.filter((_, j) => j !== i))} />}
          >
            <Space direction="vertical" size="small" style={{ width: '100%' }}>
              <Select<TReturnReason>
                size="large"
                value={l.reason}
                onChange={(reason) => patch(i, { reason })}
                options={RETURN_REASONS.map((r) => ({ value: r, label: label(RETURN_REASON_LABELS, r, lang) }))}
                style={{ width: '100%' }}
                aria-label={t('ops.returns.reason')}
                data-testid="return-line-reason"
              />
              <Select<TReturnDisposition>
                size="large"
                value={l.disposition}
                onChange={(disposition) => patch(i, { disposition })}
                options={RETURN_DISPOSITIONS.map((d) => ({ value: d, label: label(RETURN_DISPOSITION_LABELS, d, lang) }))}
                style={{ width: '100%' }}
                aria-label={t('ops.returns.disposition')}
                data-testid="return-line-disposition"
              />
              {NEEDS_BIN.includes(l.disposition) && (
                <ScanBox
                  placeholder={l.locationCode ? `${t('ops.returns.bin')}: ${l.locationCode}` : t('ops.returns.scanBin')}
                  onScan={(code) => {
                    patch(i, { locationCode: code.toUpperCase() });
                    return true;
                  }}
                  testId="return-line-bin"
                />
              )}
              <Space wrap>
                <Upload
                  accept="image/png,image/jpeg"
                  capture="environment"
                  showUploadList={false}
                  disabled={!customerId || uploading || l.photos.length >= RETURN_PHOTOS_MAX}
                  beforeUpload={(file) => {
                    void addPhoto(i, file);
                    return false;
                  }}
                >
                  <Button size="large" icon={<CameraOutlined />} loading={uploading} data-testid="return-line-photo">
                    {t('ops.returns.photo')}
                  </Button>
                </Upload>
                {l.photos.map((p) => (
                  <Tag key={p.id} closable onClose={() => patch(i, { photos: l.photos.filter((x) => x.id !== p.id) })} data-testid="return-line-photo-tag">
                    {p.name}
                  </Tag>
                ))}
              </Space>
            </Space>
          </Card>
        ))}
        {ref && (
          <Button type="primary" size="large" block disabled={lines.length === 0} loading={receive.isPending} onClick={() => void submit()} data-testid="return-submit">
            {t('ops.returns.submit')}
          </Button>
        )}
        {done && <ReceivedReturn view={done} />}
      </Space>
    </div>
  );
}

function ReceivedReturn({ view }: { view: TReturnView }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <List
      header={
        <Typography.Text strong data-testid="return-done-code">
          {view.code} · {view.ref}
        </Typography.Text>
      }
      dataSource={view.lines}
      renderItem={(l) => (
        <List.Item data-testid="return-done-line">
          <Space wrap>
            <Tag>{l.sku}</Tag>
            <strong>×{l.quantity}</strong>
            <span>{label(RETURN_REASON_LABELS, l.reason, lang)}</span>
            <Tag color={l.disposition === 'RESTOCK' ? 'green' : l.disposition === 'QUARANTINE' ? 'orange' : undefined}>{label(RETURN_DISPOSITION_LABELS, l.disposition, lang)}</Tag>
            {l.locationCode && <Tag>{l.locationCode}</Tag>}
            {l.photoIds.length > 0 && <span className="ops-muted">{t('ops.returns.photos', { n: l.photoIds.length })}</span>}
          </Space>
        </List.Item>
      )}
    />
  );
}
