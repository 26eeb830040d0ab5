import { Button, Empty, Space, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { TUploadFile } from '@ffm/domain';
import { formatNumber } from '../../../lib/format.ts';
import { useInboundUploadHistory, type TInboundUploadKind } from '../api/upload-api.ts';
import { formatDateTime } from '../../../lib/display.ts';
import { CREATE_PATH, FILE_DETAIL_PATH, FileStatusTag, REVIEW_PATH } from './upload-parts.tsx';
import { ListBody } from '../../../components/list-screen.tsx';
import { useListPaging, type TListAt } from '../../../lib/list-paging.ts';

/** Where the list stands when its page keeps it (in the URL): the page read, its sizes and ListPager's handlers. */
export interface TUploadHistoryPlace {
  paging: TListAt;
  sizes: readonly number[];
  onPage: (page: number, cursor: string | undefined) => void;
  onPageSize: (size: number) => void;
}

/**
 * Uploaded inbound files, newest first: status, counts, and where to go next (review, progress, detail). A panel
 * keeps its page in component state; the history page passes its place in the URL (`place`).
 */
export function UploadHistoryTable({ kind, pageSize = 10, place }: { kind?: TInboundUploadKind; pageSize?: number; place?: TUploadHistoryPlace }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // the page and its cursor (docs/lists.md); another kind starts on the first page
  const own = useListPaging(pageSize, kind);
  const { paging, onPage, onPageSize } = place ?? own;
  const history = useInboundUploadHistory({ kind, ...paging });

  const columns: TableColumnsType<TUploadFile> = [
    {
      title: t('inbound.upload.fileName'),
      dataIndex: 'fileName',
      width: 220,
      ellipsis: true,
      render: (v: string, f) => (
        <Link to={`${FILE_DETAIL_PATH}?id=${f.id}`} data-testid={`upload-file-${f.id}`}>
          {v}
        </Link>
      ),
    },
    { title: t('inbound.upload.uploadedAt'), dataIndex: 'createdAt', width: 150, render: (v: string) => formatDateTime(v) },
    { title: t('inbound.upload.kind'), dataIndex: 'kind', width: 150, render: (k: string) => t(`inbound.upload.kinds.${k === 'inbound-return' ? 'return' : 'normal'}`) },
    {
      title: t('inbound.upload.statusTitle'),
      dataIndex: 'status',
      width: 140,
      render: (s: TUploadFile['status'], f) =>
        f.errorMessage ? (
          <Tooltip title={f.errorMessage}>
            <span>
              <FileStatusTag status={s} />
            </span>
          </Tooltip>
        ) : (
          <FileStatusTag status={s} />
        ),
    },
    { title: t('inbound.upload.total'), dataIndex: 'total', width: 80, align: 'right', render: (v: number) => formatNumber(v) },
    { title: t('inbound.upload.valid'), dataIndex: 'valid', width: 90, align: 'right', render: (v: number) => formatNumber(v) },
    {
      title: t('inbound.upload.invalid'),
      dataIndex: 'invalid',
      width: 110,
      align: 'right',
      render: (v: number) => (v ? <Typography.Text type="danger">{formatNumber(v)}</Typography.Text> : formatNumber(v)),
    },
    { title: t('inbound.upload.created'), dataIndex: 'created', width: 90, align: 'right', render: (v: number) => formatNumber(v) },
    { title: t('inbound.upload.uploadedBy'), dataIndex: 'uploadedBy', width: 150, render: (u: TUploadFile['uploadedBy']) => u?.fullName ?? '—' },
    {
      title: '',
      key: 'actions',
      width: 150,
      align: 'right',
      render: (_v, f) => (
        <Space size={4}>
          {f.status === 'validated' && f.valid > 0 ? (
            <Button size="small" type="primary" onClick={() => void navigate(`${REVIEW_PATH}?fileId=${f.id}`)} data-testid={`upload-review-${f.id}`}>
              {t('inbound.upload.review')}
            </Button>
          ) : f.status === 'confirming' ? (
            <Button size="small" onClick={() => void navigate(`${CREATE_PATH}?fileId=${f.id}`)}>
              {t('inbound.upload.progress')}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <ListBody<TUploadFile>
      query={history}
      loading={history.isFetching}
      sizes={place?.sizes ?? [...new Set([pageSize, 10, 20, 50])].sort((a, b) => a - b)}
      onPage={onPage}
      onPageSize={onPageSize}
      rowKey="id"
      size="middle"
      columns={columns}
      scroll={{ x: 1100 }}
      locale={{ emptyText: history.isPending ? ' ' : <Empty description={t('inbound.upload.empty')} /> }}
      data-testid="inbound-upload-history"
    />
  );
}
