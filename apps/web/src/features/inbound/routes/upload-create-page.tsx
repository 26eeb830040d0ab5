import { Alert, Button, Card, Result, Skeleton, Space } from 'antd';
import { UnorderedListOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isProgressFinal, UploadProgressView, UploadRowsTable, useUploadProgress } from '../../../components/upload-flow/index.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { inboundUploadCalls, useUploadDetail } from '../api/upload-api.ts';
import { useListPaging } from '../../../lib/list-paging.ts';
import { AsnLink, FILE_DETAIL_PATH, isInboundKind, useUploadColumns } from '../components/upload-parts.tsx';
import { numberParam } from './upload-file-page.tsx';
import '../inbound.css';

/** /ffm/app/inbound/create?fileId=: the orders of a confirmed file being created, 'created X of Y', then the result. */
export function UploadCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const fileId = numberParam(params, 'fileId');
  const calls = inboundUploadCalls();
  const head = useUploadDetail(fileId, { page: 1, pageSize: 1 });
  const file = head.data?.file;
  const columns = useUploadColumns(file && isInboundKind(file.kind) ? file.kind : 'inbound');
  const progress = useUploadProgress(calls, fileId);
  const final = isProgressFinal(progress.data);
  // the page of the created rows and its cursor (docs/lists.md)
  const { paging, onPage, onPageSize } = useListPaging(20, fileId);
  const rows = useQuery({
    queryKey: ['inbound', 'upload-created-rows', fileId, paging, final],
    queryFn: ({ signal }) => calls.rows({ fileId: fileId ?? 0, tab: 'valid', ...paging }, signal),
    enabled: fileId !== null && final,
    placeholderData: keepPreviousData,
  });

  if (fileId === null || head.isError) {
    return <Result status="404" title={head.isError ? errorMessage(head.error) : t('inbound.upload.noFile')} extra={<Button onClick={() => void navigate('/nhap-hang/upload-don-nhap-hang')}>{t('common.back')}</Button>} />;
  }
  if (!file) return <Skeleton active paragraph={{ rows: 6 }} />;
  const failed = progress.data?.failed ?? 0;

  return (
    <div data-testid="inbound-upload-create-page" data-final={final ? 'true' : 'false'}>
      <PageHeader
        title={t('inbound.upload.createTitle')}
        subtitle={file.fileName}
        extra={
          <Space wrap>
            <Button onClick={() => void navigate(`${FILE_DETAIL_PATH}?id=${file.id}`)}>{t('inbound.upload.viewFile')}</Button>
            <Button type="primary" icon={<UnorderedListOutlined />} onClick={() => void navigate('/nhap-hang/danh-sach-don-nhap')}>
              {t('inbound.upload.toList')}
            </Button>
          </Space>
        }
      />
      <Card className="inbound-card">
        {final ? (
          <Result
            status={failed > 0 ? 'warning' : 'success'}
            title={t('inbound.upload.createdOf', { created: progress.data?.created ?? 0, total: progress.data?.total ?? 0 })}
            subTitle={failed > 0 ? t('inbound.upload.someFailed', { count: failed }) : undefined}
          />
        ) : null}
        <UploadProgressView progress={progress.data} />
        {progress.isError ? <Alert type="error" showIcon title={errorMessage(progress.error)} /> : null}
      </Card>
      {final ? (
        <Card className="inbound-card table-card">
          <UploadRowsTable
            query={rows}
            loading={rows.isFetching}
            columns={columns}
            showStatus
            showErrors={failed > 0}
            result={{ title: t('inbound.field.asnCode'), render: (ref) => <AsnLink asn={ref} /> }}
            pager={{ state: rows.data, onPage, onPageSize, loading: rows.isFetching }}
            testId="upload-created-rows"
          />
        </Card>
      ) : null}
    </div>
  );
}
