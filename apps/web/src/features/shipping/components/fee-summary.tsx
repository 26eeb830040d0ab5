import { Alert, Descriptions, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TGhnFee } from '@ffm/domain';
import { formatDateTime } from '../../../lib/display.ts';
import { formatNumber, formatVnd } from '../../../lib/format.ts';

/** GHN's fee breakdown, lines that cost nothing left out; the expected delivery under it. */
export function FeeSummary({ fee, leadtime, loading, error }: { fee?: TGhnFee; leadtime?: number; loading?: boolean; error?: string | null }) {
  const { t } = useTranslation();
  if (error) return <Alert type="warning" showIcon title={error} data-testid="fee-error" />;
  if (!fee) return loading ? <Skeleton active paragraph={{ rows: 3 }} /> : <Typography.Text type="secondary">{t('shipping.fee.waiting')}</Typography.Text>;
  const lines: Array<[string, number]> = [
    [t('shipping.fee.service'), fee.service_fee],
    [t('shipping.fee.insurance'), fee.insurance_fee],
    [t('shipping.fee.cod'), fee.cod_fee],
    [t('shipping.fee.station'), fee.pick_station_fee],
    [t('shipping.fee.remotePick'), fee.pick_remote_areas_fee],
    [t('shipping.fee.remoteDeliver'), fee.deliver_remote_areas_fee],
    [t('shipping.fee.coupon'), -fee.coupon_value],
  ];
  return (
    <div className="shipping-fee" data-testid="fee-summary">
      <Descriptions size="small" column={1} colon={false} items={lines.filter(([, v], i) => i === 0 || v !== 0).map(([k, v]) => ({ key: k, label: k, children: formatVnd(v) }))} />
      <div className="shipping-fee__total">
        <span>{t('shipping.fee.total')}</span>
        <strong data-testid="fee-total">{formatVnd(fee.total)}</strong>
      </div>
      <Typography.Text type="secondary">{t('shipping.fee.charged', { weight: formatNumber(fee.calculated_weight) })}</Typography.Text>
      {leadtime ? (
        <div data-testid="fee-leadtime">
          <Typography.Text>{t('shipping.fee.leadtime', { date: formatDateTime(new Date(leadtime * 1000).toISOString()) })}</Typography.Text>
        </div>
      ) : null}
    </div>
  );
}
