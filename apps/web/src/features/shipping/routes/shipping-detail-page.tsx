import { Alert, Button, Card, Col, Descriptions, Empty, Row, Skeleton, Space, Timeline, Typography } from 'antd';
import { ArrowLeftOutlined, ShareAltOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { PAYMENT_TYPE_LABELS, REQUIRED_NOTE_LABELS, SERVICE_TYPE_LABELS, SHIPPING_STATUS_LABELS, statusReasonText, type TShippingOrderDetail } from '@ffm/domain';
import { PageHeader } from '../../../components/page-header.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { formatDateTime, label, useLang } from '../../../lib/display.ts';
import { formatNumber, formatVnd } from '../../../lib/format.ts';
import { useShippingDetail, type TShippingScope } from '../api/shipping-api.ts';
import { useTrackingToken } from '../api/tracking-api.ts';
import { toast } from '../../../lib/toast.ts';
import { FeeSummary } from '../components/fee-summary.tsx';
import { OrderEditButtons } from '../components/order-edit.tsx';
import { PrintButton } from '../components/print-button.tsx';
import { ShippingActions } from '../components/shipping-actions.tsx';
import { ShippingStatusTag } from '../components/shipping-status-tag.tsx';
import '../shipping.css';

function DetailView({ scope }: { scope: TShippingScope }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [params] = useSearchParams();
  const code = params.get('code')?.trim() || null;
  const q = useShippingDetail(scope, code);
  const tracking = useTrackingToken();
  const shareTracking = (orderCode: string) =>
    tracking.mutate(orderCode, {
      onSuccess: (r) => {
        // the server's address for the link (PUBLIC_URL), the one the label's QR carries, not the one this browser uses
        const link = r.url;
        void navigator.clipboard?.writeText(link).catch(() => undefined);
        toast.success(`${t('shipping.detail.trackingCopied')}: ${link}`);
      },
    });
  const back = scope === 'staff' ? '/van-don/van-hanh' : '/van-don/danh-sach';
  if (!code) return <Empty description={t('shipping.detail.notFound')} />;
  if (q.isPending) return <Skeleton active />;
  if (q.isError && !q.data) return <Alert type="error" showIcon title={errorMessage(q.error)} action={<Link to={back}>{t('shipping.detail.back')}</Link>} />;
  const o: TShippingOrderDetail = q.data;
  const actor = (type: string) => t(`shipping.detail.${type === 'courier' ? 'courier' : type === 'system' ? 'system' : 'shop'}`);
  return (
    <div data-testid="shipping-detail">
      <PageHeader
        title={
          <Space wrap>
            <Link to={back} aria-label={t('shipping.detail.back')}>
              <ArrowLeftOutlined />
            </Link>
            <span data-testid="detail-code">{t('shipping.detail.title', { code: o.order_code })}</span>
            <ShippingStatusTag status={o.status} />
          </Space>
        }
        subtitle={o.client_order_code ? `${t('shipping.field.clientOrderCode')}: ${o.client_order_code}` : undefined}
        extra={
          scope === 'client' ? (
            <Space wrap>
              <Button icon={<ShareAltOutlined />} loading={tracking.isPending} onClick={() => shareTracking(o.order_code)} data-testid="tracking-link">
                {t('shipping.detail.trackingLink')}
              </Button>
              <PrintButton codes={[o.order_code]} />
              <OrderEditButtons order={o} />
              <ShippingActions orders={[o]} />
            </Space>
          ) : undefined
        }
      />
      <Row gutter={16}>
        <Col xs={24} lg={15}>
          <Card title={t('shipping.field.receiver')} className="shipping-card">
            <Descriptions
              size="small"
              column={{ xs: 1, sm: 2 }}
              items={[
                { key: 'n', label: t('shipping.field.toName'), children: o.to_name },
                { key: 'p', label: t('shipping.field.toPhone'), children: o.to_phone },
                { key: 'a', label: t('shipping.field.toAddress'), children: o.to_full_address, span: 2 },
                { key: 's', label: t('shipping.field.sender'), children: `${o.from_name} · ${o.from_phone}`, span: 2 },
                { key: 'sa', label: t('shipping.field.toAddress'), children: o.from_address, span: 2 },
              ]}
            />
          </Card>
          <Card title={t('shipping.field.parcel')} className="shipping-card">
            <Descriptions
              size="small"
              column={{ xs: 1, sm: 2 }}
              items={[
                { key: 'w', label: t('shipping.field.weight'), children: formatNumber(o.weight) },
                { key: 'cw', label: t('shipping.field.convertedWeight'), children: formatNumber(o.converted_weight) },
                { key: 'd', label: `${t('shipping.field.length')} × ${t('shipping.field.width')} × ${t('shipping.field.height')}`, children: `${o.length} × ${o.width} × ${o.height}` },
                { key: 'cod', label: t('shipping.field.codAmount'), children: <strong data-testid="detail-cod">{formatVnd(o.cod_amount)}</strong> },
                { key: 'ins', label: t('shipping.field.insuranceValue'), children: formatVnd(o.insurance_value) },
                { key: 'svc', label: t('shipping.field.service'), children: label(SERVICE_TYPE_LABELS, o.service_type_id as 1, lang) },
                { key: 'pay', label: t('shipping.field.paymentType'), children: label(PAYMENT_TYPE_LABELS, o.payment_type_id as 1, lang) },
                { key: 'rn', label: t('shipping.field.requiredNote'), children: label(REQUIRED_NOTE_LABELS, o.required_note, lang) },
                { key: 'sc', label: t('shipping.field.sortCode'), children: o.sort_code },
                { key: 'lt', label: t('shipping.field.leadtime'), children: formatDateTime(o.leadtime) },
                { key: 'ct', label: t('shipping.field.content'), children: o.content || '—', span: 2 },
                ...(o.is_cod_collected ? [{ key: 'cc', label: t('shipping.field.codCollected'), children: formatDateTime(o.cod_collect_date) }] : []),
                ...(o.redelivery_fee ? [{ key: 'rf', label: t('shipping.field.redeliveryFee'), children: formatVnd(o.redelivery_fee) }] : []),
              ]}
            />
          </Card>
          <Card title={t('shipping.fee.title')} className="shipping-card">
            <FeeSummary fee={o.fee} />
          </Card>
        </Col>
        <Col xs={24} lg={9}>
          <Card title={t('shipping.detail.timeline')} className="shipping-card" data-testid="detail-timeline">
            <Timeline
              reverse
              items={o.log.map((l, i) => ({
                key: i,
                color: i === o.log.length - 1 ? 'green' : 'gray',
                content: (
                  <div data-testid={`timeline-${l.status}`}>
                    <strong>{label(SHIPPING_STATUS_LABELS, l.status as 'draft', lang)}</strong>
                    <div className="shipping-muted">
                      {formatDateTime(l.updated_date)} · {actor(l.actor_type)}
                      {l.actor_name ? ` · ${l.actor_name}` : ''}
                      {l.hub_name ? ` · ${l.hub_name}` : ''}
                    </div>
                    {l.reason || l.reason_code ? (
                      <Typography.Text type="secondary" data-testid={`timeline-reason-${l.status}`}>
                        {statusReasonText(l.reason, l.reason_code, lang)}
                      </Typography.Text>
                    ) : null}
                  </div>
                ),
              }))}
            />
          </Card>
        </Col>
      </Row>
    </div>
  );
}

/** /van-don/chi-tiet?code=: an order with its fee, its timeline and the shop's actions. */
export function ShippingDetailPage() {
  return <DetailView scope="client" />;
}

/** /van-don/chi-tiet-khach?code=: the same for provider staff. */
export function CustomerShippingDetailPage() {
  return <DetailView scope="staff" />;
}
