import { Alert, Card, Descriptions, Input, Skeleton, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { SHIPPING_STATUS_LABELS } from '@ffm/domain';
import { BrandMark } from '../../../components/brand-mark.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { formatDateTime, label, useLang } from '../../../lib/display.ts';
import { useTracking } from '../api/tracking-api.ts';
import { ShippingStatusTag } from '../components/shipping-status-tag.tsx';
import '../shipping.css';

/**
 * /tra-cuu-van-don?code= (GHN's public tracking: a code alone, typed in the form or in the link) shows the status,
 * the journey with its dates and the masked receiver; with the label's `&token=` the areas too. No sign-in; never a
 * phone, street or COD amount.
 */
export function TrackingPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  // GHN's tracking link names it order_code
  const code = params.get('code')?.trim() || params.get('order_code')?.trim() || null;
  const token = params.get('token');
  const q = useTracking(code, token);
  const receiver = q.data ? [q.data.to_name, q.data.to_area].filter(Boolean).join(' · ') : '';
  return (
    <div className="shipping-track" data-testid="tracking-page">
      <div className="shipping-track__brand">
        <BrandMark />
        <Typography.Title level={3}>{t('shipping.track.title')}</Typography.Title>
      </div>
      <label className="shipping-track__label" htmlFor="tracking-code">
        {t('shipping.track.code')}
      </label>
      <Input.Search
        key={code ?? ''}
        id="tracking-code"
        className="shipping-track__search"
        defaultValue={code ?? ''}
        placeholder="GY2611230001"
        maxLength={50}
        enterButton={t('shipping.track.search')}
        onSearch={(v) => setParams(v.trim() ? { code: v.trim() } : {})}
        data-testid="tracking-code"
      />
      {!code ? (
        <Typography.Paragraph type="secondary">{t('shipping.track.hint')}</Typography.Paragraph>
      ) : q.isPending ? (
        <Card>
          <Skeleton active />
        </Card>
      ) : q.isError ? (
        <Alert type="error" showIcon title={errorMessage(q.error)} />
      ) : (
        <Card
          title={
            <span>
              {q.data.order_code} <ShippingStatusTag status={q.data.status} />
            </span>
          }
        >
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'to', label: t('shipping.field.receiver'), children: receiver },
              ...(q.data.from_area ? [{ key: 'from', label: t('shipping.field.sender'), children: q.data.from_area }] : []),
              { key: 'lt', label: t('shipping.field.leadtime'), children: formatDateTime(q.data.leadtime) },
            ]}
          />
          <Timeline
            reverse
            className="shipping-track__timeline"
            items={q.data.log.map((l, i) => ({
              key: i,
              color: i === q.data.log.length - 1 ? 'green' : 'gray',
              content: (
                <div>
                  <strong>{label(SHIPPING_STATUS_LABELS, l.status as 'draft', lang)}</strong>
                  <div className="shipping-muted">
                    {formatDateTime(l.updated_date)}
                    {l.hub_name ? ` · ${l.hub_name}` : ''}
                  </div>
                </div>
              ),
            }))}
          />
        </Card>
      )}
    </div>
  );
}
