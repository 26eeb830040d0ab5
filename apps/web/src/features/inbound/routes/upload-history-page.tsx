import { useState } from 'react';
import { Button, Card, Segmented } from 'antd';
import { CloudUploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header.tsx';
import type { TInboundUploadKind } from '../api/upload-api.ts';
import { UploadHistoryTable } from '../components/upload-history-table.tsx';
import '../inbound.css';

/** /nhap-hang/upload-don-nhap-hang: the client's uploaded inbound files. */
export function UploadHistoryPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [kind, setKind] = useState<TInboundUploadKind | 'all'>('all');
  return (
    <div data-testid="inbound-upload-history-page">
      <PageHeader
        title={t('inbound.upload.historyTitle')}
        subtitle={t('inbound.upload.historySubtitle')}
        extra={
          <Button type="primary" icon={<CloudUploadOutlined />} onClick={() => void navigate('/nhap-hang/len-don-nhap')}>
            {t('inbound.upload.newUpload')}
          </Button>
        }
      />
      <Card className="table-card">
        <div className="inbound-filters">
          <Segmented<TInboundUploadKind | 'all'>
            value={kind}
            onChange={setKind}
            options={[
              { value: 'all', label: t('inbound.list.tabAll') },
              { value: 'inbound', label: t('inbound.upload.kinds.normal') },
              { value: 'inbound-return', label: t('inbound.upload.kinds.return') },
            ]}
          />
        </div>
        <UploadHistoryTable key={kind} kind={kind === 'all' ? undefined : kind} pageSize={20} />
      </Card>
    </div>
  );
}
