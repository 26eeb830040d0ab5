import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Form, Input, InputNumber, Modal, Skeleton, Space, Table, Timeline } from 'antd';
import { CarOutlined, CheckOutlined, CloseCircleOutlined, EditOutlined, PrinterOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import {
  OUTBOUND_CARRIER_LABELS,
  OUTBOUND_STATUS_LABELS,
  PAYMENT_TYPE_LABELS,
  PICK_LIST_STATUS_LABELS,
  REQUIRED_NOTE_LABELS,
  SERVICE_TYPE_LABELS,
  SKU_UNIT_LABELS,
  ZONE_TYPE_LABELS,
  canAskOutboundCancel,
  normalizePaymentType,
  type TOutboundDetail,
  type TOutboundLineView,
  type TOutboundStatus,
  type TRequiredNote,
  type TServiceType,
  type TOutboundCarrier,
  type TSkuUnit,
  type TZoneType,
} from '@ffm/domain';
import { errorMessage } from '../../../lib/api.ts';
import { formatNumber, formatSize, formatVnd, joinKnown } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { formatDate, formatDateTime, label, useLang } from '../../../lib/display.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import {
  useAhamoveOrder,
  useAllocateOutbound,
  useCancelOutbounds,
  useCompleteOutbound,
  useConfirmCancel,
  useDirectDelivery,
  useOutboundDetail,
  usePack,
  printDeliveryNotes,
  type TOutboundScope,
} from '../api/outbound-api.ts';
import { OutboundStatusTag } from './outbound-status-tag.tsx';
import { showCancelResults } from './cancel-results.tsx';

/** An outbound order: its receiver and shipping, lines with allocated lots and locations, log and the actions its status allows. */
export function OutboundDetailView({ scope, orderRef }: { scope: TOutboundScope; orderRef: { id: number } | { code: string } | null }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const detail = useOutboundDetail(scope, orderRef);
  const allocate = useAllocateOutbound(scope);
  const cancel = useCancelOutbounds();
  const direct = useDirectDelivery();
  const ahamove = useAhamoveOrder();
  const complete = useCompleteOutbound();
  const confirmCancel = useConfirmCancel();
  const pack = usePack();
  const [carrierOpen, setCarrierOpen] = useState(false);
  const [carrierForm] = Form.useForm<{ carrier: string; trackingCode?: string }>();
  const [packForm] = Form.useForm<{ weight: number; length: number; width: number; height: number }>();
  const [printing, setPrinting] = useState(false);

  // a failed background refresh keeps the order shown
  if (detail.isError && !detail.data) return <Alert type="error" showIcon title={errorMessage(detail.error)} />;
  if (!detail.data) return <Skeleton active />;
  const o: TOutboundDetail = detail.data;
  const status = o.status as TOutboundStatus;
  const onError = (err: unknown) => toast.error(errorMessage(err));
  const listPath = scope === 'staff' ? '/xuat-hang/danh-sach-don-xuat-khach-hang' : '/xuat-hang/danh-sach-don-xuat';

  const actions = (
    <Space wrap>
      {status === 0 ? (
        <Button type="primary" icon={<ThunderboltOutlined />} loading={allocate.isPending} onClick={() => allocate.mutate(o.id, { onSuccess: (d) => toast.success(t('outbound.detail.allocated', { code: d.soCode })), onError })} data-testid="outbound-allocate">
          {t('outbound.detail.allocate')}
        </Button>
      ) : null}
      {scope === 'client' && status === 0 ? (
        <Button icon={<EditOutlined />} onClick={() => void navigate(`/xuat-hang/tao-don-xuat?id=${o.id}`)} data-testid="outbound-edit">
          {t('outbound.detail.edit')}
        </Button>
      ) : null}
      {scope === 'client' && status <= 6 ? (
        <>
          <Button icon={<CarOutlined />} onClick={() => setCarrierOpen(true)} data-testid="outbound-direct-delivery">
            {t('outbound.detail.directDelivery')}
          </Button>
          <Button loading={ahamove.isPending} onClick={() => ahamove.mutate(o.id, { onError })} data-testid="outbound-ahamove">
            {t('outbound.detail.ahamove')}
          </Button>
        </>
      ) : null}
      {scope === 'client' && canAskOutboundCancel(status) ? (
        <Button
          danger
          icon={<CloseCircleOutlined />}
          loading={cancel.isPending}
          onClick={() =>
            Modal.confirm({
              title: t('outbound.detail.cancelConfirm', { code: o.soCode }),
              okButtonProps: { danger: true },
              onOk: async () => {
                try {
                  showCancelResults(await cancel.mutateAsync({ ids: [o.id] }));
                } catch (err) {
                  onError(err);
                }
              },
            })
          }
          data-testid="outbound-cancel"
        >
          {t('outbound.detail.cancel')}
        </Button>
      ) : null}
      {scope === 'staff' && status === 7 ? (
        <Button type="primary" icon={<CheckOutlined />} loading={complete.isPending} onClick={() => complete.mutate(o.id, { onError })} data-testid="outbound-complete">
          {t('outbound.ops.complete')}
        </Button>
      ) : null}
      {scope === 'staff' && status === 8 ? (
        <Button danger loading={confirmCancel.isPending} onClick={() => confirmCancel.mutate(o.id, { onError })} data-testid="outbound-confirm-cancel">
          {t('outbound.ops.confirmCancel')}
        </Button>
      ) : null}
      {status >= 6 && status !== 9 ? (
        <Button icon={<PrinterOutlined />} onClick={() => setPrinting(true)} data-testid="outbound-packing-slip">
          {t('outbound.ops.packingSlip')}
        </Button>
      ) : null}
      <Button icon={<PrinterOutlined />} onClick={() => void printDeliveryNotes(scope, [o.id]).catch(onError)} data-testid="outbound-print-bill">
        {t('outbound.detail.print')}
      </Button>
      <Button onClick={() => void navigate(listPath)}>{t('outbound.detail.back')}</Button>
    </Space>
  );

  const lineColumns = [
    { title: t('outbound.field.lineNo'), dataIndex: 'lineNo', width: 60 },
    { title: t('outbound.field.sku'), dataIndex: 'sku', render: (s: string, r: TOutboundLineView) => (<div><b>{s}</b><div className="outbound-muted">{r.name}</div></div>) },
    { title: t('outbound.field.quantity'), dataIndex: 'quantity', width: 90, align: 'right' as const, render: (n: number) => formatNumber(n) },
    { title: t('outbound.field.unit'), dataIndex: 'unit', width: 100, render: (u: string) => label(SKU_UNIT_LABELS, u as TSkuUnit, lang) },
    { title: t('outbound.field.picked'), dataIndex: 'pickedQuantity', width: 90, align: 'right' as const, render: (n: number) => formatNumber(n) },
    {
      title: `${t('outbound.field.lot')} · ${t('outbound.field.location')} · ${t('outbound.field.expiryDate')}`,
      key: 'alloc',
      render: (_v: unknown, r: TOutboundLineView) =>
        r.allocations.length === 0 ? (
          <span className="outbound-muted">{t('outbound.detail.notAllocated')}</span>
        ) : (
          <div data-testid={`outbound-alloc-${r.sku}`}>
            {r.allocations.map((a, i) => (
              <div key={i} data-testid="outbound-alloc-row" data-lot={a.lotNum}>
                {joinKnown([a.lotNum, a.locationCode, a.expiryDate ? formatDate(a.expiryDate) : null])} · <b>{formatNumber(a.quantity)}</b>
              </div>
            ))}
          </div>
        ),
    },
  ];

  return (
    <div data-testid="outbound-detail" data-status={o.status}>
      <PageHeader title={<span>{t('outbound.detail.title', { code: o.clientOrderCode })} <OutboundStatusTag status={o.status} /></span>} subtitle={o.soCode} extra={actions} />
      <Card className="outbound-card">
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }}>
          <Descriptions.Item label={t('outbound.field.soCode')}>{o.soCode}</Descriptions.Item>
          <Descriptions.Item label={t('outbound.field.clientOrderCode')}>{o.clientOrderCode}</Descriptions.Item>
          {scope === 'staff' ? <Descriptions.Item label={t('outbound.field.customer')}>{o.customerCode} - {o.customerName}</Descriptions.Item> : null}
          <Descriptions.Item label={t('outbound.field.warehouse')}>{o.warehouseCode} - {o.warehouseName}</Descriptions.Item>
          <Descriptions.Item label={t('outbound.field.zoneType')}>{label(ZONE_TYPE_LABELS, o.zoneType as TZoneType, lang)}</Descriptions.Item>
          <Descriptions.Item label={t('outbound.field.toName')}>{o.toName} · {o.toPhone}</Descriptions.Item>
          <Descriptions.Item label={t('outbound.field.toAddress')}>
            {o.toAddress}, {o.toAddressLabel}
            {o.toAddressOld ? (
              <div className="outbound-muted" data-testid="outbound-old-address">
                {t('address.oldAddress', { label: o.toAddressOld.label })}
              </div>
            ) : null}
          </Descriptions.Item>
          {o.fromName ? <Descriptions.Item label={t('outbound.field.fromName')}>{[o.fromName, o.fromPhone, o.fromAddress].filter(Boolean).join(' · ')}</Descriptions.Item> : null}
          <Descriptions.Item label={t('outbound.field.service')}>{label(SERVICE_TYPE_LABELS, o.shippingServiceType as TServiceType, lang)}</Descriptions.Item>
          <Descriptions.Item label={t('outbound.field.payment')}>{label(PAYMENT_TYPE_LABELS, normalizePaymentType(o.shippingPaymentType) ?? 1, lang)}</Descriptions.Item>
          <Descriptions.Item label={t('outbound.field.requiredNote')}>{label(REQUIRED_NOTE_LABELS, o.shippingRequiredNote as TRequiredNote, lang)}</Descriptions.Item>
          <Descriptions.Item label={t('outbound.field.codAmount')}>{formatVnd(o.codAmount)}</Descriptions.Item>
          <Descriptions.Item label={t('outbound.field.goodsValue')}>{formatVnd(o.goodsValue)}</Descriptions.Item>
          {o.goodsName ? <Descriptions.Item label={t('outbound.field.goodsName')}>{o.goodsName}</Descriptions.Item> : null}
          {o.weight ? <Descriptions.Item label={t('outbound.field.weight')}>{joinKnown([`${formatNumber(o.weight)} g`, formatSize(o.length, o.width, o.height)])}</Descriptions.Item> : null}
          {o.carrier ? <Descriptions.Item label={t('outbound.field.carrier')}>{joinKnown([label(OUTBOUND_CARRIER_LABELS, o.carrier as TOutboundCarrier, lang), o.shippingOrderCode])}</Descriptions.Item> : null}
          {o.handoverCode ? <Descriptions.Item label={t('outbound.field.handover')}>{o.handoverCode}</Descriptions.Item> : null}
          {scope === 'staff' && o.pickList ? (
            <Descriptions.Item label={t('outbound.field.pickList')}>
              <Link className="outbound-nowrap" to={`/kho/xuat-hang?kho=${o.warehouseId}&phieu=${o.pickList.id}`} data-testid="outbound-pick-list-link">
                {o.pickList.code}
              </Link>{' '}
              <span className="outbound-nowrap">· {label(PICK_LIST_STATUS_LABELS, o.pickList.status, lang)}</span>
            </Descriptions.Item>
          ) : null}
          {o.shippedAt ? <Descriptions.Item label={t('outbound.field.shippedAt')}>{formatDateTime(o.shippedAt)}</Descriptions.Item> : null}
          {o.eBillLink ? <Descriptions.Item label={t('outbound.field.eBillLink')}><a href={o.eBillLink} target="_blank" rel="noreferrer">{o.eBillLink}</a></Descriptions.Item> : null}
          {o.note ? <Descriptions.Item label={t('outbound.field.note')}>{o.note}</Descriptions.Item> : null}
          <Descriptions.Item label={t('outbound.field.createdAt')}>{formatDateTime(o.createdAt)}</Descriptions.Item>
        </Descriptions>
      </Card>
      {scope === 'staff' && (status === 4 || status === 5) ? (
        <Card title={t('outbound.ops.pack')} className="outbound-card">
          <Form form={packForm} layout="inline" onFinish={(v) => pack.mutate({ id: o.id, ...v }, { onSuccess: (d) => toast.success(t('outbound.ops.packed', { code: d.soCode })), onError })}>
            {(['weight', 'length', 'width', 'height'] as const).map((f) => (
              <Form.Item key={f} name={f} label={t(`outbound.field.${f}`)} rules={[{ required: true }]}>
                <InputNumber min={1} precision={0} data-testid={`outbound-pack-${f}`} />
              </Form.Item>
            ))}
            <Button type="primary" htmlType="submit" loading={pack.isPending} data-testid="outbound-pack-submit">
              {t('outbound.ops.pack')}
            </Button>
          </Form>
        </Card>
      ) : null}
      <Card title={t('outbound.detail.lines')} className="outbound-card">
        <Table<TOutboundLineView> rowKey="id" size="small" pagination={false} dataSource={o.lines} columns={lineColumns} scroll={{ x: 700 }} data-testid="outbound-detail-lines" />
      </Card>
      <Card title={t('outbound.detail.log')} className="outbound-card">
        <Timeline
          data-testid="outbound-log"
          items={o.logs.map((g) => ({
            content: (
              <div>
                <b>{t(`outbound.detail.action.${g.action}`, { defaultValue: g.action })}</b>
                {g.fromStatus !== null && g.toStatus !== null && g.fromStatus !== g.toStatus ? ` · ${label(OUTBOUND_STATUS_LABELS, g.fromStatus as TOutboundStatus, lang)} → ${label(OUTBOUND_STATUS_LABELS, g.toStatus as TOutboundStatus, lang)}` : ''}
                {g.note ? (
                  <div className="outbound-muted">
                    {/* a handover's note starts with the carrier's code ('provider-express GY…'): its label is shown */}
                    {g.action === 'HANDOVER' ? g.note.replace(/^\S+/, (c) => label(OUTBOUND_CARRIER_LABELS, c as TOutboundCarrier, lang)) : g.note}
                  </div>
                ) : null}
                <div className="outbound-muted">
                  {formatDateTime(g.createdAt)} · {g.actor?.name ?? ''}
                </div>
              </div>
            ),
          }))}
        />
      </Card>
      <Modal
        open={carrierOpen}
        title={t('outbound.detail.directDelivery')}
        onCancel={() => setCarrierOpen(false)}
        confirmLoading={direct.isPending}
        onOk={() =>
          void carrierForm.validateFields().then((v) =>
            direct.mutate({ id: o.id, carrier: v.carrier, trackingCode: v.trackingCode }, { onSuccess: () => setCarrierOpen(false), onError }),
          )
        }
      >
        <Form form={carrierForm} layout="vertical" initialValues={{ carrier: 'direct' }}>
          <Form.Item name="carrier" label={t('outbound.detail.carrierName')} rules={[{ required: true }]}>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="trackingCode" label={t('outbound.detail.trackingCode')}>
            <Input maxLength={100} />
          </Form.Item>
        </Form>
      </Modal>
      <Modal open={printing} width={760} onCancel={() => setPrinting(false)} footer={<Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()}>{t('outbound.ops.print')}</Button>}>
        <div className="outbound-print" data-testid="outbound-packing-slip-sheet">
          <h2>{t('outbound.ops.packingSlip')} · {o.soCode}</h2>
          <p>
            {o.clientOrderCode} · {o.warehouseCode} · {formatDateTime(o.updatedAt)}
            <br />
            {t('outbound.field.toName')}: {o.toName} · {o.toPhone}
            <br />
            {o.toAddress}, {o.toAddressLabel}
            <br />
            {t('outbound.field.codAmount')}: {joinKnown([formatVnd(o.codAmount), o.weight ? `${formatNumber(o.weight)} g` : null, formatSize(o.length, o.width, o.height)])}
          </p>
          <table>
            <thead>
              <tr>
                <th>{t('outbound.field.lineNo')}</th>
                <th>{t('outbound.field.sku')}</th>
                <th>{t('outbound.field.name')}</th>
                <th>{t('outbound.field.quantity')}</th>
                <th>{t('outbound.field.unit')}</th>
              </tr>
            </thead>
            <tbody>
              {o.lines.map((l) => (
                <tr key={l.id}>
                  <td>{l.lineNo}</td>
                  <td>{l.sku}</td>
                  <td>{l.name}</td>
                  <td>{formatNumber(l.quantity)}</td>
                  <td>{label(SKU_UNIT_LABELS, l.unit as TSkuUnit, lang)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Modal>
    </div>
  );
}
