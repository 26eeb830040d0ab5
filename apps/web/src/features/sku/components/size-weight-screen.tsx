import { useCallback, useMemo } from 'react';
import { Alert, Empty, Space } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SKU_UPLOAD_MAX_ROWS, type TLang } from '@ffm/domain';
import { UploadFlow } from '../../../components/upload-flow/upload-flow.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { skuUploadCalls, useCustomerCheck } from '../api/sku-upload-api.ts';
import { fileDetailPath, SKU_PATHS } from '../paths.ts';
import { CustomerPicker } from './customer-picker.tsx';
import { sizeWeightColumns } from './upload-columns.tsx';
import { UploadHistory } from './upload-history.tsx';
import { useCustomerParam } from './use-customer-param.ts';

function SizeWeightFlow({ customerId }: { customerId: number | null }) {
  const { t, i18n } = useTranslation();
  const lang: TLang = i18n.language === 'en' ? 'en' : 'vi';
  const queryClient = useQueryClient();
  const calls = useMemo(() => skuUploadCalls('sku-size-weight', customerId), [customerId]);
  const columns = useMemo(() => sizeWeightColumns(lang, t, customerId), [lang, t, customerId]);
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: ['sku-uploads', 'history'] }), [queryClient]);
  const finished = useCallback(() => {
    refresh();
    // the SKUs changed: their lists, details and change logs
    void queryClient.invalidateQueries({ queryKey: ['sku'] });
  }, [queryClient, refresh]);

  return (
    <Space orientation="vertical" size={16} className="full-width">
      <Alert type="info" showIcon title={t('sku.sizeWeight.rules')} className="sku-page__notice" />
      <UploadFlow
        key={customerId ?? 'own'}
        api={calls}
        columns={columns}
        hint={t('sku.upload.hint', { rows: formatNumber(SKU_UPLOAD_MAX_ROWS) })}
        confirmLabel={(n) => t('sku.sizeWeight.confirm', { valid: formatNumber(n) })}
        result={{
          title: t('sku.sizeWeight.updatedSku'),
          render: customerId ? undefined : (ref) => <Link to={`${SKU_PATHS.list}?keyword=${encodeURIComponent(ref)}`}>{ref}</Link>,
        }}
        detailPath={(id) => fileDetailPath(id, customerId)}
        words={{ progress: (done, total) => t('sku.sizeWeight.updatedOf', { done, total }), created: t('sku.sizeWeight.updated') }}
        onUploaded={refresh}
        onFinished={finished}
      />
      <UploadHistory kind="sku-size-weight" customerId={customerId} />
    </Space>
  );
}

/**
 * The size and weight tool: upload sku with new weights and sizes, review, apply. Volume and volumetric weight
 * (L × W × H / 5000) are recomputed and each SKU's change is logged. Provider staff choose the customer first.
 */
export function SizeWeightScreen({ staff }: { staff: boolean }) {
  const { t } = useTranslation();
  const [customerId, setCustomerId] = useCustomerParam();
  const check = useCustomerCheck(staff ? customerId : null);
  if (!staff) return <SizeWeightFlow customerId={null} />;
  return (
    <Space orientation="vertical" size={16} className="full-width">
      <CustomerPicker value={customerId} onChange={setCustomerId} />
      {customerId !== null && check.data?.ok ? (
        <SizeWeightFlow customerId={customerId} />
      ) : (
        <Empty className="sku-page__empty" description={t('sku.customer.chooseFirst')} />
      )}
    </Space>
  );
}
