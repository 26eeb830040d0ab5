import { useCallback, useMemo } from 'react';
import { Button, Space } from 'antd';
import { UnorderedListOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SKU_UPLOAD_MAX_ROWS, type TLang } from '@ffm/domain';
import { UploadFlow } from '../../../components/upload-flow/upload-flow.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { skuUploadCalls } from '../api/sku-upload-api.ts';
import { fileDetailPath, SKU_PATHS } from '../paths.ts';
import { skuRefLink, skuUploadColumns, useSkuNames } from './upload-columns.tsx';
import { UploadHistory } from './upload-history.tsx';

/** Bulk SKU creation through the shared upload flow, and the files uploaded before (the client's, or a customer's). */
export function SkuUploadScreen({ customerId = null }: { customerId?: number | null }) {
  const { t, i18n } = useTranslation();
  const lang: TLang = i18n.language === 'en' ? 'en' : 'vi';
  const queryClient = useQueryClient();
  const calls = useMemo(() => skuUploadCalls('sku', customerId), [customerId]);
  const names = useSkuNames(lang);
  const columns = useMemo(() => skuUploadColumns(lang, names), [lang, names]);
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: ['sku-uploads', 'history'] }), [queryClient]);
  const finished = useCallback(() => {
    refresh();
    void queryClient.invalidateQueries({ queryKey: ['sku', 'list'] });
  }, [queryClient, refresh]);

  return (
    <Space orientation="vertical" size={16} className="full-width">
      <UploadFlow
        key={customerId ?? 'own'}
        api={calls}
        columns={columns}
        hint={t('sku.upload.hint', { rows: formatNumber(SKU_UPLOAD_MAX_ROWS) })}
        confirmLabel={(n) => t('sku.upload.confirm', { valid: formatNumber(n) })}
        result={{ title: t('sku.upload.createdSku'), render: customerId ? undefined : (ref) => skuRefLink(ref) }}
        detailPath={(id) => fileDetailPath(id, customerId)}
        resultExtra={
          customerId ? null : (
            <Link to={SKU_PATHS.list}>
              <Button icon={<UnorderedListOutlined />} data-testid="upload-go-list">
                {t('sku.list.title')}
              </Button>
            </Link>
          )
        }
        onUploaded={refresh}
        onFinished={finished}
      />
      <UploadHistory kind="sku" customerId={customerId} />
    </Space>
  );
}
