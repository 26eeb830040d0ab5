import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Card, Descriptions, Result, Skeleton, Space, Tag, type DescriptionsProps } from 'antd';
import { CheckCircleOutlined, DownloadOutlined, RollbackOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { SKU_UPLOAD_CALLS, type TLang } from '@ffm/domain';
import { PageHeader } from '../../../components/page-header.tsx';
import { isProgressFinal, uploadFlowCalls } from '../../../components/upload-flow/upload-flow-api.ts';
import { UploadProgressView, useUploadProgress } from '../../../components/upload-flow/upload-progress.tsx';
import { UploadRowsTable } from '../../../components/upload-flow/upload-rows-table.tsx';
import { errorMessage, isApiError } from '../../../lib/api.ts';
import { formatNumber } from '../../../lib/format.ts';
import { formatBytes } from '../components/format.ts';
import { formatDateTime } from '../../../lib/display.ts';
import { useListPaging } from '../../../lib/list-paging.ts';
import { sizeWeightColumns, skuRefLink, skuUploadColumns, useSkuNames } from '../components/upload-columns.tsx';
import { UploadFileStatusTag } from '../components/upload-history.tsx';
import { idParam, SKU_PATHS } from '../paths.ts';
import '../../../components/upload-flow/upload-flow.css';
import '../sku.css';

/**
 * /san-pham/chi-tiet-don-excel?id= (the client's files) and /san-pham/chi-tiet-file-excel-khach-hang?id=&customerId=
 * (provider staff, a customer's files): an uploaded file, its counts and every row with its result or messages.
 * A file left under review can be confirmed from here; one being confirmed shows its progress.
 */
export function UploadFileDetailPage({ forCustomer = false }: { forCustomer?: boolean }) {
  const { t, i18n } = useTranslation();
  const lang: TLang = i18n.language === 'en' ? 'en' : 'vi';
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const fileId = idParam(params.get('id'));
  const customerId = forCustomer ? idParam(params.get('customerId')) : null;
  const calls = useMemo(() => uploadFlowCalls({ calls: SKU_UPLOAD_CALLS, upload: 'sku', customerId }), [customerId]);
  // the page of the file's rows and its cursor (docs/lists.md)
  const { paging, onPage, onPageSize } = useListPaging(20, fileId);

  const detail = useQuery({
    queryKey: [...calls.key, 'detail', fileId, paging],
    queryFn: ({ signal }) => calls.detail({ fileId: fileId ?? 0, ...paging }, signal),
    enabled: fileId !== null,
    placeholderData: keepPreviousData,
  });
  // the file as last read: a page of its rows the server refuses shows in the rows' table, the file stays
  const [seen, setSeen] = useState(detail.data);
  if (detail.data && detail.data !== seen) setSeen(detail.data);
  const file = detail.data?.file ?? (seen?.file.id === fileId ? seen?.file : undefined);
  const running = file?.status === 'confirming';
  const progress = useUploadProgress(calls, running && fileId !== null ? fileId : null);
  const refetchDetail = detail.refetch;
  const progressFinal = running && isProgressFinal(progress.data);
  // the confirm has ended: the file and its rows again
  useEffect(() => {
    if (progressFinal) void refetchDetail();
  }, [progressFinal, refetchDetail]);

  const confirm = useMutation({
    mutationFn: () => calls.confirm(fileId ?? 0),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: calls.key }),
  });
  const download = useMutation({ mutationFn: () => calls.downloadInvalid(fileId ?? 0) });

  const backPath = file?.kind === 'sku-size-weight' ? (forCustomer ? SKU_PATHS.toolSizeWeight : SKU_PATHS.sizeWeight) : forCustomer ? SKU_PATHS.customerUpload : SKU_PATHS.upload;
  const back = (
    <Link to={forCustomer && customerId ? `${backPath}?customerId=${customerId}` : backPath}>
      <Button icon={<RollbackOutlined />}>{t('sku.files.back')}</Button>
    </Link>
  );

  const words = file?.kind === 'sku-size-weight' ? { progress: (done: number, total: number) => t('sku.sizeWeight.updatedOf', { done, total }), created: t('sku.sizeWeight.updated') } : undefined;
  const names = useSkuNames(lang);
  const columns = useMemo(
    () => (file?.kind === 'sku-size-weight' ? sizeWeightColumns(lang, t, customerId) : skuUploadColumns(lang, names)),
    [file?.kind, lang, t, customerId, names],
  );

  if (fileId === null || (forCustomer && customerId === null) || (detail.isError && isApiError(detail.error) && detail.error.status === 404)) {
    return (
      <div data-testid="upload-file-page" className="sku-page">
        <Result status="404" title={t('sku.files.notFound')} extra={back} />
      </div>
    );
  }

  const items: DescriptionsProps['items'] = file
    ? [
        { key: 'name', label: t('sku.files.fileName'), children: <b data-testid="file-name">{file.fileName}</b>, span: 2 },
        { key: 'kind', label: t('sku.files.kind'), children: <Tag>{t(`sku.files.kinds.${file.kind === 'sku-size-weight' ? 'sizeWeight' : 'sku'}`)}</Tag> },
        { key: 'status', label: t('sku.files.statusTitle'), children: <UploadFileStatusTag status={file.status} /> },
        { key: 'size', label: t('sku.files.size'), children: formatBytes(file.sizeBytes) },
        { key: 'by', label: t('sku.files.uploadedBy'), children: file.uploadedBy?.fullName ?? '—' },
        { key: 'at', label: t('sku.files.uploadedAt'), children: formatDateTime(file.createdAt) },
        { key: 'confirmedAt', label: t('sku.files.confirmedAt'), children: formatDateTime(file.confirmedAt) },
        { key: 'finishedAt', label: t('sku.files.finishedAt'), children: formatDateTime(file.finishedAt) },
        {
          key: 'counts',
          label: t('sku.files.counts'),
          span: 3,
          children: (
            <Space size="large" wrap data-testid="file-counts">
              <span>{t('sku.files.total')}: <b>{formatNumber(file.total)}</b></span>
              <span>{t('sku.files.valid')}: <b>{formatNumber(file.valid)}</b></span>
              <span>{t('sku.files.invalid')}: <b className={file.invalid > 0 ? 'sku-text-danger' : undefined}>{formatNumber(file.invalid)}</b></span>
              <span>{words?.created ?? t('sku.files.created')}: <b data-testid="file-created">{formatNumber(file.created)}</b></span>
              <span>{t('sku.files.failed')}: <b className={file.failed > 0 ? 'sku-text-danger' : undefined}>{formatNumber(file.failed)}</b></span>
            </Space>
          ),
        },
      ]
    : [];

  return (
    <div data-testid="upload-file-page" className="sku-page">
      <PageHeader
        title={t('sku.files.detailTitle')}
        subtitle={file?.fileName}
        extra={
          <Space wrap>
            {back}
            {file && file.invalid > 0 ? (
              <Button icon={<DownloadOutlined />} onClick={() => download.mutate()} loading={download.isPending} data-testid="file-download-invalid">
                {t('sku.uploadFlow.downloadInvalid')}
              </Button>
            ) : null}
            {file && file.status === 'validated' && file.valid > 0 ? (
              <Button type="primary" icon={<CheckCircleOutlined />} onClick={() => confirm.mutate()} loading={confirm.isPending} data-testid="file-confirm">
                {t('sku.uploadFlow.confirm', { valid: formatNumber(file.valid) })}
              </Button>
            ) : null}
          </Space>
        }
      />
      {detail.isError && !file ? (
        <Alert type="error" showIcon title={errorMessage(detail.error)} action={<Button onClick={() => void detail.refetch()}>{t('common.retry')}</Button>} />
      ) : !file ? (
        <Card>
          <Skeleton active paragraph={{ rows: 5 }} />
        </Card>
      ) : (
        <Space orientation="vertical" size={16} className="full-width">
          <Card>
            <Descriptions items={items} column={{ xs: 1, md: 3 }} size="small" />
            {file.status === 'failed' && file.errorMessage ? (
              <Alert type="error" showIcon title={file.errorMessage} className="sku-page__notice" data-testid="file-error" />
            ) : null}
            {running ? (
              <div className="sku-file__progress">
                <UploadProgressView progress={progress.data} words={words} />
              </div>
            ) : null}
          </Card>
          <Card title={t('sku.files.rowsTitle')} className="table-card">
            <UploadRowsTable
              query={{ data: detail.data?.rows, isError: detail.isError, error: detail.error, refetch: detail.refetch }}
              loading={detail.isFetching && detail.isPlaceholderData}
              columns={columns}
              showStatus
              words={words}
              showErrors={file.invalid + file.failed > 0}
              result={{ title: t(file.kind === 'sku-size-weight' ? 'sku.sizeWeight.updatedSku' : 'sku.upload.createdSku'), render: forCustomer ? undefined : (ref) => skuRefLink(ref) }}
              pager={{ state: detail.data?.rows, onPage, onPageSize, loading: detail.isFetching }}
              testId="file-rows-table"
            />
          </Card>
        </Space>
      )}
    </div>
  );
}

export function CustomerFileDetailPage() {
  return <UploadFileDetailPage forCustomer />;
}
