import { Card, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatNumber } from '../../../lib/format.ts';
import { useUploadHistory, type TSkuUploadKind, type TUploadFile } from '../api/sku-upload-api.ts';
import { fileDetailPath } from '../paths.ts';
import { formatDateTime } from '../../../lib/display.ts';
import { ListBody } from '../../../components/list-screen.tsx';
import { useListPaging } from '../../../lib/list-paging.ts';

const PAGE_SIZES = [10, 20, 50];

const FILE_STATUS_COLORS: Record<TUploadFile['status'], string> = {
  validating: 'processing',
  validated: 'blue',
  confirming: 'gold',
  done: 'green',
  failed: 'red',
};

export function UploadFileStatusTag({ status }: { status: TUploadFile['status'] }) {
  const { t } = useTranslation();
  return (
    <Tag color={FILE_STATUS_COLORS[status]} data-testid={`file-status-${status}`}>
      {t(`sku.files.status.${status}`)}
    </Tag>
  );
}

/** The uploaded files of an upload kind (of a customer, for provider staff), newest first, each linking to its detail. */
export function UploadHistory({ kind, customerId = null }: { kind: TSkuUploadKind; customerId?: number | null }) {
  const { t } = useTranslation();
  // the page and its cursor (docs/lists.md); another kind or customer starts on the first page
  const { paging, onPage, onPageSize } = useListPaging(10, { kind, customerId });
  const history = useUploadHistory({ kind, customerId, ...paging });

  const columns: TableColumnsType<TUploadFile> = [
    {
      title: t('sku.files.fileName'),
      dataIndex: 'fileName',
      key: 'fileName',
      width: 220,
      ellipsis: true,
      render: (v: string, f) => (
        <Link to={fileDetailPath(f.id, customerId)} data-testid={`upload-history-link-${f.id}`}>
          {v}
        </Link>
      ),
    },
    { title: t('sku.files.uploadedAt'), dataIndex: 'createdAt', key: 'createdAt', width: 150, render: (v: string) => formatDateTime(v) },
    {
      title: t('sku.files.statusTitle'),
      key: 'status',
      width: 150,
      render: (_, f) =>
        f.status === 'failed' && f.errorMessage ? (
          <Tooltip title={f.errorMessage}>
            <span>
              <UploadFileStatusTag status={f.status} />
            </span>
          </Tooltip>
        ) : (
          <UploadFileStatusTag status={f.status} />
        ),
    },
    { title: t('sku.files.total'), dataIndex: 'total', key: 'total', width: 90, align: 'right', render: (v: number) => formatNumber(v) },
    { title: t('sku.files.valid'), dataIndex: 'valid', key: 'valid', width: 90, align: 'right', render: (v: number) => formatNumber(v) },
    {
      title: t('sku.files.invalid'),
      dataIndex: 'invalid',
      key: 'invalid',
      width: 110,
      align: 'right',
      render: (v: number) => (v > 0 ? <Typography.Text type="danger">{formatNumber(v)}</Typography.Text> : formatNumber(v)),
    },
    { title: t('sku.files.created'), dataIndex: 'created', key: 'created', width: 90, align: 'right', render: (v: number) => formatNumber(v) },
    { title: t('sku.files.uploadedBy'), key: 'by', width: 170, render: (_, f) => f.uploadedBy?.fullName ?? '—' },
  ];

  return (
    <Card title={t('sku.files.historyTitle')} className="table-card sku-history" data-testid="upload-history">
      <ListBody<TUploadFile>
        query={history}
        loading={history.isPending || (history.isFetching && history.isPlaceholderData)}
        pagerLoading={history.isFetching}
        sizes={PAGE_SIZES}
        onPage={onPage}
        onPageSize={onPageSize}
        rowKey="id"
        size="small"
        columns={columns}
        locale={{ emptyText: history.isPending ? ' ' : t('sku.files.historyEmpty') }}
      />
    </Card>
  );
}
