import { useState } from 'react';
import { Button, Card, Segmented, Space } from 'antd';
import { UnorderedListOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { INBOUND_UPLOAD_MAX_ROWS } from '@ffm/domain';
import { PageHeader } from '../../../components/page-header.tsx';
import { UploadFlow } from '../../../components/upload-flow/index.ts';
import { formatNumber } from '../../../lib/format.ts';
import { inboundUploadCalls, type TInboundUploadKind } from '../api/upload-api.ts';
import { UploadHistoryTable } from '../components/upload-history-table.tsx';
import { AsnLink, FILE_DETAIL_PATH, TemplateButton, useUploadColumns } from '../components/upload-parts.tsx';
import '../inbound.css';

/**
 * /nhap-hang/len-don-nhap: inbound orders from an Excel file on the shared upload flow (upload → review valid
 * and invalid rows → confirm with 'created X of Y'); a return file (RWTSO/RWSO) goes through return-import.
 */
export function InboundUploadPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<TInboundUploadKind>('inbound');
  const columns = useUploadColumns(kind);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['inbound'] });

  return (
    <div data-testid="inbound-upload-page">
      <PageHeader
        title={t('inbound.upload.title')}
        subtitle={t('inbound.upload.subtitle')}
        extra={
          <Space wrap>
            <Segmented<TInboundUploadKind>
              value={kind}
              onChange={setKind}
              options={[
                { value: 'inbound', label: t('inbound.upload.kinds.normal') },
                { value: 'inbound-return', label: t('inbound.upload.kinds.return') },
              ]}
              data-testid="inbound-upload-kind"
            />
            <TemplateButton kind={kind} />
          </Space>
        }
      />
      <UploadFlow
        key={kind}
        api={inboundUploadCalls(kind)}
        columns={columns}
        hint={t('inbound.upload.hint', { rows: formatNumber(INBOUND_UPLOAD_MAX_ROWS) })}
        confirmLabel={(valid) => t('inbound.upload.confirm', { valid: formatNumber(valid) })}
        result={{ title: t('inbound.field.asnCode'), render: (ref) => <AsnLink asn={ref} /> }}
        detailPath={(fileId) => `${FILE_DETAIL_PATH}?id=${fileId}`}
        resultExtra={
          <Button icon={<UnorderedListOutlined />} onClick={() => void navigate('/nhap-hang/danh-sach-don-nhap')}>
            {t('inbound.upload.toList')}
          </Button>
        }
        onUploaded={refresh}
        onFinished={refresh}
      />
      <Card title={t('inbound.upload.recent')} className="inbound-card table-card" extra={<Button type="link" onClick={() => void navigate('/nhap-hang/upload-don-nhap-hang')}>{t('inbound.upload.allFiles')}</Button>}>
        <UploadHistoryTable pageSize={5} />
      </Card>
    </div>
  );
}
