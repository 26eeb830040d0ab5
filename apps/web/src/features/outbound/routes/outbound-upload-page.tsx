import { useState } from 'react';
import { Alert, Button, Card, Result, Skeleton, Space } from 'antd';
import { DownloadOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { OUTBOUND_UPLOAD_COLUMNS, OUTBOUND_UPLOAD_MAX_ROWS } from '@ffm/domain';
import { PageHeader } from '../../../components/page-header.tsx';
import { CustomerSelect } from '../../../components/customer-select.tsx';
import { UploadFlow, UploadRowsTable, type TUploadFlowColumn } from '../../../components/upload-flow/index.ts';
import { errorMessage } from '../../../lib/api.ts';
import { formatNumber } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useListPaging } from '../../../lib/list-paging.ts';
import { useLang } from '../../../lib/display.ts';
import { downloadOutboundTemplate, outboundUploadCalls, useOutboundUploadDetail } from '../api/upload-api.ts';
import '../outbound.css';

function useColumns(): TUploadFlowColumn[] {
  const lang = useLang();
  return OUTBOUND_UPLOAD_COLUMNS.map((c) => ({ key: c.key, title: c.label[lang], width: c.key === 'toAddress' ? 260 : undefined, align: c.key === 'quantity' ? 'right' : undefined }));
}

function TemplateButton() {
  const { t } = useTranslation();
  return (
    <Button icon={<DownloadOutlined />} onClick={() => void downloadOutboundTemplate().catch((e: unknown) => toast.error(errorMessage(e)))} data-testid="outbound-template">
      {t('outbound.upload.template')}
    </Button>
  );
}

function Flow({ customerId, detailPath }: { customerId?: number; detailPath: (fileId: number) => string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['outbound'] });
  return (
    <UploadFlow
      key={customerId ?? 0}
      api={outboundUploadCalls(customerId)}
      columns={useColumns()}
      hint={t('outbound.upload.hint', { rows: formatNumber(OUTBOUND_UPLOAD_MAX_ROWS) })}
      confirmLabel={(valid) => t('outbound.upload.confirm', { valid: formatNumber(valid) })}
      result={{
        title: t('outbound.field.soCode'),
        render: (ref) => <Link to={`${customerId ? '/xuat-hang/chi-tiet-don-xuat-khach-hang' : '/xuat-hang/chi-tiet-don-xuat-hang'}?code=${encodeURIComponent(ref)}`}>{ref}</Link>,
      }}
      detailPath={detailPath}
      resultExtra={
        <Button icon={<UnorderedListOutlined />} onClick={() => void navigate(customerId ? '/xuat-hang/danh-sach-don-xuat-khach-hang' : '/xuat-hang/danh-sach-don-xuat')}>
          {t('outbound.upload.toList')}
        </Button>
      }
      onUploaded={refresh}
      onFinished={refresh}
    />
  );
}

/** /xuat-hang/len-don-xuat: outbound orders from an Excel file on the shared upload flow. */
export function OutboundUploadPage() {
  const { t } = useTranslation();
  return (
    <div data-testid="outbound-upload-page">
      <PageHeader title={t('outbound.upload.title')} extra={<TemplateButton />} />
      <Flow detailPath={(id) => `/xuat-hang/chi-tiet-don-excel?fileId=${id}`} />
    </div>
  );
}

/** /admin/len-don-xuat: provider staff upload outbound orders for a chosen customer. */
export function AdminOutboundUploadPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const customerId = Number(params.get('customerId')) || null;
  return (
    <div data-testid="admin-outbound-upload-page">
      <PageHeader
        title={t('outbound.upload.adminTitle')}
        extra={
          <Space wrap>
            <CustomerSelect value={customerId} onChange={(v) => setParams(v ? { customerId: String(v) } : {}, { replace: true })} placeholder={t('outbound.field.customer')} testId="outbound-upload-customer" />
            <TemplateButton />
          </Space>
        }
      />
      {customerId ? <Flow customerId={customerId} detailPath={(id) => `/admin/chi-tiet-file-xuat?fileId=${id}&customerId=${customerId}`} /> : <Alert type="info" showIcon title={t('outbound.upload.chooseCustomer')} />}
    </div>
  );
}

function FileDetail({ customerId }: { customerId?: number | null }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const fileId = Number(params.get('fileId')) || null;
  const { paging, onPage, onPageSize } = useListPaging(50, fileId);
  const detail = useOutboundUploadDetail(fileId, paging, customerId);
  // the file as last read: a page of its rows the server refuses shows in the rows' table, the file stays
  const [seen, setSeen] = useState(detail.data);
  if (detail.data && detail.data !== seen) setSeen(detail.data);
  const f = detail.data?.file ?? (seen?.file.id === fileId ? seen?.file : undefined);
  const columns = useColumns();
  if (fileId === null || (detail.isError && !f)) return <Result status="404" title={detail.isError ? errorMessage(detail.error) : t('outbound.upload.fileTitle')} />;
  if (!f) return <Skeleton active />;
  return (
    <div data-testid="outbound-upload-file-page">
      <PageHeader title={`${t('outbound.upload.fileTitle')}: ${f.fileName}`} subtitle={`${f.status} · ${formatNumber(f.valid)} / ${formatNumber(f.total)}`} />
      <Card title={t('outbound.upload.rows')} className="table-card">
        <UploadRowsTable
          query={{ data: detail.data?.rows, isError: detail.isError, error: detail.error, refetch: detail.refetch }}
          loading={detail.isFetching && detail.isPlaceholderData}
          columns={columns}
          showStatus
          showErrors
          result={{ title: t('outbound.field.soCode'), render: (ref) => <Link to={`${customerId ? '/xuat-hang/chi-tiet-don-xuat-khach-hang' : '/xuat-hang/chi-tiet-don-xuat-hang'}?code=${encodeURIComponent(ref)}`}>{ref}</Link> }}
          pager={{ state: detail.data?.rows, onPage, onPageSize, loading: detail.isFetching }}
          testId="outbound-file-rows"
        />
      </Card>
    </div>
  );
}

/** /xuat-hang/chi-tiet-don-excel?fileId=: an uploaded outbound file, its rows and what they became. */
export function OutboundUploadFilePage() {
  return <FileDetail />;
}

/** /admin/chi-tiet-file-xuat?fileId=&customerId=: a customer's uploaded outbound file (provider staff). */
export function AdminOutboundUploadFilePage() {
  const [params] = useSearchParams();
  return <FileDetail customerId={Number(params.get('customerId')) || null} />;
}
