import { useRef, useState } from 'react';
import { Alert, Button, Card, Form, Input, InputNumber, List, Select, Space, Tabs, Tag, Typography, type InputRef } from 'antd';
import { useTranslation } from 'react-i18next';
import { ZONE_TYPES, type TWaveBin, type TZoneType } from '@ffm/domain';
import { PageHeader } from '../../../components/page-header.tsx';
import { ScanBox } from '../../../components/scan-box.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { usePickBin, useReleaseWave, useSortScan, useWave } from '../api/wave-api.ts';
import { useOpsWarehouse, WarehouseSelect } from '../../../components/warehouse-select.tsx';
import '../../../components/ops.css';

interface TReleaseValues {
  carrier?: string;
  zoneType?: TZoneType;
  limit: number;
}

/** A wrong scan: a buzz where the device can vibrate (the scan box beeps where it can). */
function wrongScan(): void {
  if (typeof navigator !== 'undefined' && 'vibrate' in navigator) navigator.vibrate?.([120, 60, 120]);
}

/**
 * /kho/lay-hang-theo-dot: wave picking on a phone-sized scanner (390 px). Release a wave, walk its bins in location
 * order (scan the bin, then the product, confirm what was taken or that the bin is empty), then sort the picked
 * units to their orders' slots by scanning. Every step is one call; a wrong scan is said in words and felt.
 */
export function WavePickPage() {
  const { t } = useTranslation();
  const { warehouseId } = useOpsWarehouse();
  const [waveId, setWaveId] = useState<number | null>(null);
  const wave = useWave(waveId);
  const release = useReleaseWave();
  const pickBin = usePickBin();
  const sortScan = useSortScan();
  const [bin, setBin] = useState<string | null>(null);
  const [row, setRow] = useState<TWaveBin | null>(null);
  const [taken, setTaken] = useState<number | null>(null);
  const [message, setMessage] = useState<{ type: 'success' | 'error' | 'info'; text: string } | null>(null);
  const [slot, setSlot] = useState<{ slot: number; so: string } | null>(null);
  const skuRef = useRef<InputRef>(null);
  const bins = wave.data?.bins ?? [];
  const next = bins.find((b) => b.pickedQuantity < b.quantity);

  const fail = (text: string) => {
    wrongScan();
    setMessage({ type: 'error', text });
    return false;
  };

  const onRelease = async (v: TReleaseValues) => {
    if (!warehouseId) return;
    try {
      const made = await release.mutateAsync({ warehouseId, carrier: v.carrier?.trim() || undefined, zoneType: v.zoneType, limit: v.limit });
      if (!made) return setMessage({ type: 'info', text: t('ops.wave.none') });
      setWaveId(made.id);
      setMessage({ type: 'success', text: t('ops.wave.released', { code: made.code, n: made.orderCount }) });
    } catch (err) {
      setMessage({ type: 'error', text: errorMessage(err) });
    }
  };

  const onBin = (code: string) => {
    const upper = code.toUpperCase();
    if (!bins.some((b) => b.locationCode === upper && b.pickedQuantity < b.quantity)) return fail(t('ops.wave.wrongBin', { bin: upper }));
    setBin(upper);
    setRow(null);
    setMessage(null);
    window.setTimeout(() => skuRef.current?.focus(), 0);
    return true;
  };

  const onSku = (code: string) => {
    const hit = bins.find((b) => b.locationCode === bin && b.pickedQuantity < b.quantity && b.sku.toUpperCase() === code.toUpperCase());
    if (!hit) return fail(t('ops.wave.wrongBin', { bin: `${bin} / ${code}` }));
    setRow(hit);
    setTaken(hit.quantity - hit.pickedQuantity);
    return true;
  };

  const confirm = async (empty: boolean) => {
    if (!waveId || !row || !bin) return;
    try {
      const a = await pickBin.mutateAsync({ pickListId: waveId, locationCode: bin, code: row.sku, lotNum: row.lotNum, found: taken ?? 0, empty });
      const notes = [t('ops.wave.picked', { n: a.picked, bin })];
      for (const r of a.reallocated) notes.push(t('ops.wave.reallocated', { n: r.quantity, bin: r.locationCode, so: r.soCode }));
      for (const s of a.shortOrders) notes.push(t('ops.wave.short', { so: s.soCode }));
      setMessage({ type: a.shortOrders.length ? 'info' : 'success', text: notes.join(' · ') });
      setBin(null);
      setRow(null);
    } catch (err) {
      fail(errorMessage(err));
    }
  };

  const onSort = async (code: string) => {
    if (!waveId) return false;
    try {
      const a = await sortScan.mutateAsync({ pickListId: waveId, code });
      setSlot({ slot: a.slot, so: a.soCode });
      setMessage(a.orderComplete ? { type: 'success', text: t('ops.wave.orderDone', { so: a.soCode }) } : null);
      return true;
    } catch (err) {
      return fail(errorMessage(err));
    }
  };

  return (
    <div className="ops-page wave-pick">
      <PageHeader title={t('menu.wavePick')} extra={<WarehouseSelect />} />
      {message && <Alert type={message.type} showIcon message={message.text} style={{ marginBottom: 12 }} data-testid="wave-message" />}
      {waveId === null ? (
        <Card title={t('ops.wave.release')}>
          <Form<TReleaseValues> layout="vertical" initialValues={{ limit: 200 }} onFinish={onRelease}>
            <Form.Item name="carrier" label={t('ops.wave.carrier')}>
              <Input size="large" placeholder="provider-express" data-testid="wave-carrier" />
            </Form.Item>
            <Form.Item name="zoneType" label={t('ops.wave.zoneType')}>
              <Select size="large" allowClear options={ZONE_TYPES.map((z) => ({ value: z, label: z }))} data-testid="wave-zone-type" />
            </Form.Item>
            <Form.Item name="limit" label={t('ops.wave.limit')}>
              <InputNumber size="large" min={1} max={5000} style={{ width: '100%' }} />
            </Form.Item>
            <Button type="primary" size="large" block htmlType="submit" loading={release.isPending} disabled={!warehouseId} data-testid="wave-release">
              {t('ops.wave.release')}
            </Button>
          </Form>
        </Card>
      ) : (
        <Tabs
          items={[
            {
              key: 'walk',
              label: t('ops.wave.walk'),
              children: (
                <Space direction="vertical" size="middle" style={{ width: '100%' }}>
                  <Typography.Text strong data-testid="wave-code">
                    {wave.data?.code} · {wave.data?.pickedQuantity}/{wave.data?.quantity}
                  </Typography.Text>
                  <ScanBox placeholder={next ? `${t('ops.wave.scanBin')}: ${next.locationCode}` : t('ops.wave.scanBin')} onScan={(c) => void onBin(c)} autoFocus testId="wave-scan-bin" />
                  {bin && <ScanBox ref={skuRef} placeholder={t('ops.wave.scanSku', { bin })} onScan={(c) => void onSku(c)} testId="wave-scan-sku" />}
                  {row && (
                    <Card size="small" title={`${row.locationCode} · ${row.sku} ${row.lotNum ? `(${row.lotNum})` : ''}`}>
                      <Space direction="vertical" style={{ width: '100%' }}>
                        <InputNumber size="large" min={0} max={row.quantity - row.pickedQuantity} value={taken} onChange={(v) => setTaken(v)} addonBefore={t('ops.wave.taken')} style={{ width: '100%' }} data-testid="wave-taken" />
                        <Button type="primary" size="large" block onClick={() => void confirm(false)} loading={pickBin.isPending} data-testid="wave-confirm">
                          {t('ops.wave.confirm')}
                        </Button>
                        <Button danger size="large" block onClick={() => void confirm(true)} loading={pickBin.isPending} data-testid="wave-empty">
                          {t('ops.wave.empty')}
                        </Button>
                      </Space>
                    </Card>
                  )}
                  <List
                    header={t('ops.wave.bins')}
                    dataSource={bins}
                    renderItem={(b) => (
                      <List.Item data-testid="wave-bin">
                        <Space wrap>
                          <Tag color={b.pickedQuantity >= b.quantity ? 'green' : b === next ? 'blue' : undefined}>{b.locationCode}</Tag>
                          <span>{b.sku}</span>
                          {b.lotNum && <Tag>{b.lotNum}</Tag>}
                          <strong>
                            {b.pickedQuantity}/{b.quantity}
                          </strong>
                        </Space>
                      </List.Item>
                    )}
                  />
                </Space>
              ),
            },
            {
              key: 'sort',
              label: t('ops.wave.sort'),
              children: (
                <Space direction="vertical" size="middle" style={{ width: '100%' }}>
                  <ScanBox placeholder={t('ops.wave.scanSort')} onScan={(c) => void onSort(c)} testId="wave-scan-sort" />
                  {slot && (
                    <Card data-testid="wave-slot" style={{ textAlign: 'center' }}>
                      <Typography.Text type="secondary">{t('ops.wave.slot')}</Typography.Text>
                      <div style={{ fontSize: 64, fontWeight: 700, lineHeight: 1.1 }}>{slot.slot}</div>
                      <Typography.Text>{slot.so}</Typography.Text>
                    </Card>
                  )}
                  <List
                    header={t('ops.wave.orders')}
                    dataSource={wave.data?.orders ?? []}
                    renderItem={(o) => (
                      <List.Item>
                        <Space wrap>
                          <Tag color="blue">{o.slot}</Tag>
                          <span>{o.soCode}</span>
                          <strong>
                            {o.sortedQuantity}/{o.quantity}
                          </strong>
                        </Space>
                      </List.Item>
                    )}
                  />
                </Space>
              ),
            },
          ]}
        />
      )}
    </div>
  );
}
