import { Result, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { SHIPPING_CALLS } from '@ffm/domain';
import { callApi } from '../../../lib/api-client.ts';
import { ShippingCreatePage } from './shipping-create-page.tsx';

/** /van-don/gui-tai-buu-cuc/:token: a station's QR link (its code) opens the create form for a parcel handed in there. */
export function StationCreatePage() {
  const { t } = useTranslation();
  const { token } = useParams();
  const station = useQuery({
    queryKey: ['shipping', 'station', token],
    queryFn: ({ signal }) => callApi(SHIPPING_CALLS.stationById, { code: token }, { signal, quiet: true }),
    enabled: !!token,
    retry: false,
    meta: { silentError: true },
  });
  if (station.isPending) return <Skeleton active />;
  if (station.isError || !station.data) return <Result status="404" title={t('shipping.create.stationMissing')} />;
  return <ShippingCreatePage station={station.data} />;
}
