import { useState } from 'react';
import { Alert, App, Badge, Button, Card, Result, Skeleton, Space, Tabs } from 'antd';
import { CheckCircleOutlined, DownloadOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header.tsx';
import { UploadRowsTable } from '../../../components/upload-flow/index.ts';
import { errorMessage } from '../../../lib/api.ts';
import { formatNumber } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { inboundUploadCalls, useUploadDetail } from '../api/upload-api.ts';
import { useListPaging } from '../../../lib/list-paging.ts';
import { CREATE_PATH, FILE_DETAIL_PATH, FileStatusTag, isInboundKind, useUploadColumns } from '../components/upload-parts.tsx';
import { numberParam } from './upload-file-page.tsx';
import '../inbound.css';

type TTab = 'valid' | 'invalid';

/**
 * /ffm/app/inbound/upload-review?fileId=: review an uploaded file again (valid and invalid rows), then confirm:
 * the orders are created on /ffm/app/inbound/create with their progress.
 */
export function UploadReviewPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const fileId = numberParam(params, 'fileId');
  const calls = inboundUploadCalls();
  const head = useUploadDetail(fileId, { page: 1, pageSize: 1 });
  const file = head.data?.file;
  const columns = useUploadColumns(file && isInboundKind(file.kind) ? file.kind : 'inbound');
  const [tab, setTab] = useState<TTab | null>(null);
  const activeTab: TTab = tab ?? (file && file.invalid > 0 ? 'invalid' : 'valid');
  // the page of the tab and its cursor (docs/lists.md); another tab starts on its first page
  const { paging, onPage, onPageSize } = useListPaging(20, { fileId, activeTab });
  const rows = useQuery({
    queryKey: ['inbound', 'upload-rows', fileId, activeTab, paging],
    queryFn: ({ signal }) => calls.rows({ fileId: fileId ?? 0, tab: activeTab, ...paging }, signal),
    enabled: fileId !== null,
    placeholderData: keepPreviousData,
  });
  const confirm = useMutation({
    mutationFn: (id: number) => calls.confirm(id),
    onSuccess: () => void navigate(`${CREATE_PATH}?fileId=${fileId}`),
  });
  const download = useMutation({ mutationFn: (id: number) => calls.downloadInvalid(id), onError: (err) => toast.error(errorMessage(err)) });

  if (fileId === null || head.isError) {
    return <Result status="404" title={head.isError ? errorMessage(head.error) : t('inbound.upload.noFile')} extra={<Button onClick={() => void navigate('/nhap-hang/upload-don-nhap-hang')}>{t('common.back')}</Button>} />;
  }
  if (!file) return <Skeleton active paragraph={{ rows: 8 }} />;

  const canConfirm = file.status === 'validated' && file.valid > 0;
  const onConfirm = () => {
    const go = () => confirm.mutate(file.id);
    if (file.invalid === 0) go();
    else
      modal.confirm({
        title: t('inbound.upload.confirm', { valid: formatNumber(file.valid) }),
        content: t('inbound.upload.skipInvalid', { invalid: formatNumber(file.invalid) }),
        okText: t('common.confirm'),
        cancelText: t('common.cancel'),
        onOk: go,
      });
  };

  const table = (which: TTab) => (
    <UploadRowsTable
      query={rows}
      loading={rows.isFetching}
      columns={columns}
      showErrors={which === 'invalid'}
      pager={{ state: rows.data, onPage, onPageSize, loading: rows.isFetching }}
      testId={`review-${which}-table`}
    />
  );

  return (
    <div data-testid="inbound-upload-review-page">
      <PageHeader
        title={t('inbound.upload.reviewTitle')}
        subtitle={file.fileName}
        extra={
          <Space wrap>
            <Button onClick={() => void navigate(`${FILE_DETAIL_PATH}?id=${file.id}`)}>{t('inbound.upload.viewFile')}</Button>
            <Button type="primary" icon={<CheckCircleOutlined />} disabled={!canConfirm} loading={confirm.isPending} onClick={onConfirm} data-testid="review-confirm">
              {t('inbound.upload.confirm', { valid: formatNumber(file.valid) })}
            </Button>
          </Space>
        }
      />
      {!canConfirm ? (
        <Alert
          type="info"
          showIcon
          className="inbound-form__alert"
          title={<Space>{t('inbound.upload.notReviewable')} <FileStatusTag status={file.status} /></Space>}
          action={file.status === 'confirming' || file.status === 'done' ? <Button onClick={() => void navigate(`${CREATE_PATH}?fileId=${file.id}`)}>{t('inbound.upload.progress')}</Button> : undefined}
        />
      ) : null}
      {file.invalid > 0 ? (
        <Alert
          type="warning"
          showIcon
          className="inbound-form__alert"
          title={t('inbound.upload.invalidNotice', { invalid: formatNumber(file.invalid) })}
          action={
            <Button icon={<DownloadOutlined />} loading={download.isPending} onClick={() => download.mutate(file.id)}>
              {t('inbound.upload.downloadInvalid')}
            </Button>
          }
        />
      ) : null}
      <Card className="table-card">
        <Tabs
          className="inbound-list__tabs"
          activeKey={activeTab}
          onChange={(k) => setTab(k as TTab)}
          items={[
            {
              key: 'valid',
              label: (
                <span>
                  {t('inbound.upload.valid')} <Badge count={file.valid} showZero overflowCount={99_999} color="#52c41a" />
                </span>
              ),
              children: activeTab === 'valid' ? table('valid') : null,
            },
            {
              key: 'invalid',
              label: (
                <span>
                  {t('inbound.upload.invalid')} <Badge count={file.invalid} showZero overflowCount={99_999} />
                </span>
              ),
              children: activeTab === 'invalid' ? table('invalid') : null,
            },
          ]}
        />
      </Card>
    </div>
  );
}
