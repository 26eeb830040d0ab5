import { useState } from 'react';
import { Alert, Button, Card, Empty, Input, Modal, Select, Space, Table, Tabs, Tag } from 'antd';
import { PrinterOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { OUTBOUND_CARRIER_LABELS, OUTBOUND_CARRIERS, type THandoverView, type TOutboundCarrier, type TPickListView } from '@ffm/domain';
import { PageHeader } from '../../../components/page-header.tsx';
import { ScanBox } from '../../../components/scan-box.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { formatNumber, formatVnd } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useWarehouses } from '../../../lib/warehouses.ts';
import { formatDate, formatDateTime, label, useLang } from '../../../lib/display.ts';
import { useHandover, useOutboundList, usePick, usePickList } from '../api/outbound-api.ts';
import { OutboundStatusTag } from '../components/outbound-status-tag.tsx';
import '../outbound.css';

type TRow = TPickListView['rows'][number];

/**
 * /kho/xuat-hang: the warehouse's outbound work (provider staff). Pick: a pick list per warehouse (the allocated
 * orders start picking), then scan a location and a SKU per unit. Pack: picked orders, packed from their detail
 * with the parcel's weight and size. Handover: scan packed parcels into one batch per carrier, print its sheet.
 */
export function OutboundWorkPage() {
  const { t } = useTranslation();
  const [warehouseId, setWarehouseId] = useState<number | undefined>(undefined);
  const warehouses = useWarehouses();
  const wh = warehouseId ?? warehouses.data?.[0]?.id;
  return (
    <div data-testid="outbound-work-page">
      <PageHeader
        title={t('outbound.ops.title')}
        extra={
          <Select
            className="outbound-filters__select"
            value={wh}
            options={(warehouses.data ?? []).map((w) => ({ value: w.id, label: `${w.code} - ${w.name}` }))}
            onChange={setWarehouseId}
            data-testid="outbound-work-warehouse"
          />
        }
      />
      {wh ? (
        <Tabs
          items={[
            { key: 'pick', label: t('outbound.ops.pickListTitle'), children: <PickTab key={wh} warehouseId={wh} /> },
            { key: 'pack', label: t('outbound.ops.pack'), children: <PackTab warehouseId={wh} /> },
            { key: 'handover', label: t('outbound.ops.handover'), children: <HandoverTab key={wh} warehouseId={wh} /> },
          ]}
        />
      ) : null}
    </div>
  );
}

function PickTab({ warehouseId }: { warehouseId: number }) {
  const { t } = useTranslation();
  const pickList = usePickList();
  const pick = usePick();
  const [list, setList] = useState<TPickListView | null>(null);
  const [location, setLocation] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  const load = (ids?: number[]) =>
    pickList.mutate(
      { warehouseId, ids },
      { onSuccess: setList, onError: (err) => toast.error(errorMessage(err)) },
    );

  const onSku = async (code: string) => {
    if (!list || !location) {
      setFeedback({ kind: 'error', text: t('outbound.ops.scanLocation') });
      return;
    }
    const want = code.toUpperCase();
    const row = list.rows.find((r) => r.locationCode === location && r.sku.toUpperCase() === want && r.pickedQuantity < r.quantity) ?? list.rows.find((r) => r.locationCode === location && r.pickedQuantity < r.quantity);
    if (!row) {
      setFeedback({ kind: 'error', text: `${location}: ${code}` });
      return;
    }
    try {
      await pick.mutateAsync({ id: row.outboundId, locationCode: location, code, quantity: 1 });
      setFeedback({ kind: 'success', text: t('outbound.ops.pickOk', { sku: code, location }) });
      load(list.orders.map((o) => o.id));
    } catch (err) {
      setFeedback({ kind: 'error', text: errorMessage(err) });
    }
  };

  return (
    <Card className="table-card">
      <Space wrap className="outbound-filters">
        <Button type="primary" icon={<UnorderedListOutlined />} loading={pickList.isPending} onClick={() => load()} data-testid="outbound-pick-list">
          {t('outbound.ops.pickList')}
        </Button>
        {list ? <Button icon={<PrinterOutlined />} onClick={() => window.print()}>{t('outbound.ops.print')}</Button> : null}
      </Space>
      {list && list.orders.length === 0 ? <Empty description={t('outbound.ops.pickListEmpty')} /> : null}
      {list && list.orders.length > 0 ? (
        <>
          <div className="outbound-products__pickers">
            <div>
              <ScanBox placeholder={t('outbound.ops.scanLocation')} onScan={(c) => setLocation(c.toUpperCase())} testId="outbound-scan-location" />
              <div className="outbound-scan-feedback">{location ? <Tag color="blue">{location}</Tag> : null}</div>
            </div>
            <div>
              <ScanBox placeholder={t('outbound.ops.scanSku')} onScan={onSku} disabled={!location} testId="outbound-scan-sku" />
              <div className={`outbound-scan-feedback${feedback ? ` outbound-scan-feedback--${feedback.kind}` : ''}`} data-testid="outbound-pick-feedback">{feedback?.text}</div>
            </div>
          </div>
          <div className="outbound-print">
            <h3>
              {t('outbound.ops.pickListTitle')} · {list.orders.map((o) => o.soCode).join(', ')}
            </h3>
            <Table<TRow>
              rowKey={(r) => `${r.outboundId}-${r.lineId}-${r.locationCode}-${r.lotNum}`}
              size="small"
              pagination={false}
              dataSource={list.rows}
              scroll={{ x: 700 }}
              data-testid="outbound-pick-rows"
              columns={[
                { title: t('outbound.field.location'), dataIndex: 'locationCode', width: 100 },
                { title: t('outbound.field.sku'), dataIndex: 'sku', render: (s: string, r) => (<div><b>{s}</b><div className="outbound-muted">{r.name}</div></div>) },
                { title: t('outbound.field.lot'), dataIndex: 'lotNum', width: 100 },
                { title: t('outbound.field.expiryDate'), dataIndex: 'expiryDate', width: 110, render: (d: string | null) => (d ? formatDate(d) : '') },
                { title: t('outbound.field.soCode'), dataIndex: 'soCode', width: 150 },
                { title: t('outbound.field.picked'), key: 'picked', width: 100, align: 'right', render: (_v, r) => `${formatNumber(r.pickedQuantity)} / ${formatNumber(r.quantity)}` },
              ]}
            />
          </div>
        </>
      ) : null}
    </Card>
  );
}

function PackTab({ warehouseId }: { warehouseId: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const picked = useOutboundList('staff', { warehouseId, status: 4, pageSize: 50 });
  const packed = useOutboundList('staff', { warehouseId, status: 6, pageSize: 50 });
  const orders = [...(picked.data?.items ?? []), ...(packed.data?.items ?? [])];
  return (
    <Card className="table-card">
      <Table
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={orders}
        loading={picked.isPending || packed.isPending}
        scroll={{ x: 700 }}
        columns={[
          { title: t('outbound.field.soCode'), dataIndex: 'soCode', render: (c: string, r) => <Link to={`/xuat-hang/chi-tiet-don-xuat-khach-hang?id=${r.id}`}>{c}</Link> },
          { title: t('outbound.field.customer'), dataIndex: 'customerCode' },
          { title: t('outbound.field.toName'), dataIndex: 'toName' },
          { title: t('outbound.field.status'), dataIndex: 'status', render: (s: number) => <OutboundStatusTag status={s} /> },
          { title: t('outbound.field.carrier'), dataIndex: 'carrier', render: (c: string | null) => (c ? label(OUTBOUND_CARRIER_LABELS, c as TOutboundCarrier, lang) : '') },
        ]}
      />
    </Card>
  );
}

function HandoverTab({ warehouseId }: { warehouseId: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const handover = useHandover();
  const [carrier, setCarrier] = useState<string>('provider-express');
  const [other, setOther] = useState('');
  const [codes, setCodes] = useState<string[]>([]);
  const [sheet, setSheet] = useState<THandoverView | null>(null);
  const carrierCode = carrier === 'other' ? other.trim() : carrier;

  const submit = () =>
    handover.mutate(
      { warehouseId, carrier: carrierCode, codes },
      {
        onSuccess: (v) => {
          setSheet(v);
          setCodes([]);
          if (v.refused.length) toast.warning(v.refused.map((r) => `${r.code}: ${r.message}`).join('\n'));
        },
        onError: (err) => toast.error(errorMessage(err)),
      },
    );

  return (
    <Card className="table-card">
      <div className="outbound-products__pickers">
        <Space.Compact className="full-width">
          <Select
            value={carrier}
            onChange={setCarrier}
            options={OUTBOUND_CARRIERS.map((c) => ({ value: c, label: label(OUTBOUND_CARRIER_LABELS, c, lang) }))}
            popupMatchSelectWidth={false}
            data-testid="outbound-handover-carrier"
          />
          {carrier === 'other' ? <Input value={other} onChange={(e) => setOther(e.target.value)} placeholder={t('outbound.field.carrier')} maxLength={50} /> : null}
        </Space.Compact>
        <ScanBox placeholder={t('outbound.ops.handoverScan')} onScan={(c) => setCodes((prev) => (prev.includes(c) ? prev : [...prev, c]))} testId="outbound-handover-scan" />
      </div>
      <Space wrap className="outbound-filters">
        {codes.map((c) => (
          <Tag key={c} closable onClose={() => setCodes((prev) => prev.filter((x) => x !== c))}>
            {c}
          </Tag>
        ))}
        <Button type="primary" disabled={codes.length === 0 || !carrierCode} loading={handover.isPending} onClick={submit} data-testid="outbound-handover-submit">
          {t('outbound.ops.handoverCreate')} ({codes.length})
        </Button>
      </Space>
      {sheet && sheet.refused.length ? <Alert type="warning" showIcon title={t('outbound.ops.handoverRefused')} description={sheet.refused.map((r) => `${r.code}: ${r.message}`).join('; ')} /> : null}
      <Modal open={sheet !== null} width={820} onCancel={() => setSheet(null)} footer={<Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()}>{t('outbound.ops.print')}</Button>}>
        {sheet ? (
          <div className="outbound-print" data-testid="outbound-handover-sheet">
            <h2>
              {t('outbound.ops.handoverSheet')} {sheet.code}
            </h2>
            <p>
              {sheet.warehouseName} · {label(OUTBOUND_CARRIER_LABELS, sheet.carrier as 'other', lang)} · {formatDateTime(sheet.createdAt)} · {sheet.actor ?? ''}
            </p>
            <table>
              <thead>
                <tr>
                  <th>#</th>
                  <th>{t('outbound.field.soCode')}</th>
                  <th>{t('outbound.field.shippingOrderCode')}</th>
                  <th>{t('outbound.field.toName')}</th>
                  <th>{t('outbound.field.toAddress')}</th>
                  <th>{t('outbound.field.codAmount')}</th>
                  <th>{t('outbound.field.weight')}</th>
                </tr>
              </thead>
              <tbody>
                {sheet.orders.map((o, i) => (
                  <tr key={o.id}>
                    <td>{i + 1}</td>
                    <td>{o.soCode}</td>
                    <td>{o.shippingOrderCode ?? ''}</td>
                    <td>
                      {o.toName} · {o.toPhone}
                    </td>
                    <td>{o.toAddressLabel}</td>
                    <td>{formatVnd(o.codAmount)}</td>
                    <td>{o.weight ? formatNumber(o.weight) : ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <div className="outbound-print__signs">
              <span>{t('outbound.ops.signer')}</span>
            </div>
          </div>
        ) : null}
      </Modal>
    </Card>
  );
}
