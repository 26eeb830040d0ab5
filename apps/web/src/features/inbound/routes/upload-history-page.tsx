import { Button, Card, Segmented } from 'antd';
import { CloudUploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header.tsx';
import { INBOUND_UPLOAD_KINDS } from '@ffm/domain';
import type { TInboundUploadKind } from '../api/upload-api.ts';
import { UploadHistoryTable } from '../components/upload-history-table.tsx';
import { LIST_PAGE_SIZES, useUrlList } from '../../../lib/list-paging.ts';
import '../inbound.css';

/** /nhap-hang/upload-don-nhap-hang: the client's uploaded inbound files; the kind and the page live in the URL. */
export function UploadHistoryPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const url = useUrlList(LIST_PAGE_SIZES);
  const kind: TInboundUploadKind | 'all' = url.read.oneOf('kind', INBOUND_UPLOAD_KINDS) ?? 'all';
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
            onChange={(v) => url.update({ kind: v === 'all' ? undefined : v })}
            options={[
              { value: 'all', label: t('inbound.list.tabAll') },
              { value: 'inbound', label: t('inbound.upload.kinds.normal') },
              { value: 'inbound-return', label: t('inbound.upload.kinds.return') },
            ]}
          />
        </div>
        <UploadHistoryTable
          kind={kind === 'all' ? undefined : kind}
          place={{ paging: url.read.paging(LIST_PAGE_SIZES), sizes: LIST_PAGE_SIZES, onPage: url.onPage, onPageSize: url.onPageSize }}
        />
      </Card>
    </div>
  );
}
