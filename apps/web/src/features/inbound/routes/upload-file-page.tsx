import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Result, Skeleton, Space, Table, Tag, type TableColumnsType } from 'antd';
import { ArrowLeftOutlined, CheckCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { TUploadRow } from '@ffm/domain';
import { PageHeader } from '../../../components/page-header.tsx';
import { UploadRowsTable } from '../../../components/upload-flow/index.ts';
import { errorMessage } from '../../../lib/api.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useUploadDetail } from '../api/upload-api.ts';
import { useListPaging } from '../../../lib/list-paging.ts';
import { formatDateTime } from '../../../lib/display.ts';
import { AsnLink, EXCEL_ORDER_PATH, FileStatusTag, isInboundKind, REVIEW_PATH, useUploadColumns } from '../components/upload-parts.tsx';
import '../inbound.css';

export function numberParam(params: URLSearchParams, name: string): number | null {
  const v = Number(params.get(name));
  return Number.isInteger(v) && v > 0 ? v : null;
}

interface TOrderGroup {
  code: string;
  rows: number;
  quantity: number;
  invalid: number;
  asn: string | null;
}

/** The orders of a page of rows: rows with the same inbound code make one order. */
function groupOrders(rows: readonly TUploadRow[]): TOrderGroup[] {
  const map = new Map<string, TOrderGroup>();
  for (const r of rows) {
    const code = String(r.values.orderInboundCode ?? '').trim() || '—';
    const g = map.get(code) ?? { code, rows: 0, quantity: 0, invalid: 0, asn: null };
    g.rows += 1;
    g.quantity += Number(r.values.expectedQuantity) || 0;
    if (r.status === 'invalid' || r.status === 'failed') g.invalid += 1;
    g.asn = g.asn ?? r.resultRef;
    map.set(code, g);
  }
  return [...map.values()];
}

/** /nhap-hang/chi-tiet-file-nhap-hang?id=: an uploaded inbound file, its orders and every row. */
export function UploadFilePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const fileId = numberParam(params, 'id');
  // the page of the file's rows and its cursor (docs/lists.md)
  const { paging, onPage, onPageSize } = useListPaging(50, fileId);
  const detail = useUploadDetail(fileId, paging);
  // the file as last read: a page of its rows the server refuses shows in the rows' table, the file stays
  const [seen, setSeen] = useState(detail.data);
  if (detail.data && detail.data !== seen) setSeen(detail.data);
  const file = detail.data?.file ?? (seen?.file.id === fileId ? seen?.file : undefined);
  const columns = useUploadColumns(file && isInboundKind(file.kind) ? file.kind : 'inbound');

  if (fileId === null || (detail.isError && !file)) {
    return <Result status="404" title={detail.isError ? errorMessage(detail.error) : t('inbound.upload.noFile')} extra={<Button onClick={() => void navigate('/nhap-hang/upload-don-nhap-hang')}>{t('common.back')}</Button>} />;
  }
  if (!file) return <Skeleton active paragraph={{ rows: 8 }} />;

  const orders = groupOrders(detail.data?.rows.items ?? []);
  const orderColumns: TableColumnsType<TOrderGroup> = [
    {
      title: t('inbound.field.code'),
      dataIndex: 'code',
      render: (c: string) => (
        <Link to={`${EXCEL_ORDER_PATH}?fileId=${file.id}&code=${encodeURIComponent(c)}`} data-testid={`upload-order-${c}`}>
          {c}
        </Link>
      ),
    },
    { title: t('inbound.upload.rows'), dataIndex: 'rows', width: 100, align: 'right' },
    { title: t('inbound.field.expectedQuantity'), dataIndex: 'quantity', width: 120, align: 'right', render: (q: number) => formatNumber(q) },
    { title: t('inbound.upload.invalid'), dataIndex: 'invalid', width: 120, align: 'right', render: (n: number) => (n ? <Tag color="red">{n}</Tag> : 0) },
    { title: t('inbound.field.asnCode'), dataIndex: 'asn', width: 180, render: (a: string | null) => (a ? <AsnLink asn={a} /> : '—') },
  ];

  return (
    <div data-testid="inbound-upload-file-page">
      <PageHeader
        title={t('inbound.upload.fileTitle')}
        subtitle={file.fileName}
        extra={
          <Space wrap>
            <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate('/nhap-hang/upload-don-nhap-hang')}>
              {t('common.back')}
            </Button>
            {file.status === 'validated' && file.valid > 0 ? (
              <Button type="primary" icon={<CheckCircleOutlined />} onClick={() => void navigate(`${REVIEW_PATH}?fileId=${file.id}`)}>
                {t('inbound.upload.review')}
              </Button>
            ) : null}
          </Space>
        }
      />
      {file.errorMessage ? <Alert type="error" showIcon title={file.errorMessage} className="inbound-form__alert" /> : null}
      <Card className="inbound-card">
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2, xl: 4 }}
          items={[
            { key: 'status', label: t('inbound.upload.statusTitle'), children: <FileStatusTag status={file.status} /> },
            { key: 'kind', label: t('inbound.upload.kind'), children: t(`inbound.upload.kinds.${file.kind === 'inbound-return' ? 'return' : 'normal'}`) },
            { key: 'by', label: t('inbound.upload.uploadedBy'), children: file.uploadedBy?.fullName ?? '—' },
            { key: 'at', label: t('inbound.upload.uploadedAt'), children: formatDateTime(file.createdAt) },
            { key: 'total', label: t('inbound.upload.total'), children: formatNumber(file.total) },
            { key: 'valid', label: t('inbound.upload.valid'), children: formatNumber(file.valid) },
            { key: 'invalid', label: t('inbound.upload.invalid'), children: formatNumber(file.invalid) },
            { key: 'created', label: t('inbound.upload.created'), children: `${formatNumber(file.created)} / ${formatNumber(file.valid)}` },
          ]}
        />
      </Card>
      <Card title={t('inbound.upload.orders')} className="inbound-card table-card">
        <Table<TOrderGroup> rowKey="code" size="small" columns={orderColumns} dataSource={orders} pagination={false} data-testid="upload-file-orders" />
      </Card>
      <Card title={t('inbound.upload.rowsTitle')} className="inbound-card table-card">
        <UploadRowsTable
          query={{ data: detail.data?.rows, isError: detail.isError, error: detail.error, refetch: detail.refetch }}
          loading={detail.isFetching}
          columns={columns}
          showStatus
          showErrors
          result={{ title: t('inbound.field.asnCode'), render: (ref) => <AsnLink asn={ref} /> }}
          pager={{ state: detail.data?.rows, onPage, onPageSize, loading: detail.isFetching }}
          testId="upload-file-rows"
        />
      </Card>
    </div>
  );
}
