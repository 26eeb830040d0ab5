import { Button, Card, Descriptions, Result, Skeleton, Space } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { UploadRowsTable } from '../../../components/upload-flow/index.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useUploadDetail } from '../api/upload-api.ts';
import { AsnLink, FILE_DETAIL_PATH, FileStatusTag, isInboundKind, useUploadColumns } from '../components/upload-parts.tsx';
import { numberParam } from './upload-file-page.tsx';
import '../inbound.css';

/** Rows of one file read at once to find an order's rows (the pipeline's page limit). */
const ROWS = 200;

/** /nhap-hang/chi-tiet-don-excel?fileId=&code=: one order of an uploaded file, its rows and what it became. */
export function ExcelOrderPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const fileId = numberParam(params, 'fileId');
  const code = params.get('code') ?? '';
  const detail = useUploadDetail(fileId, { page: 1, pageSize: ROWS });
  const file = detail.data?.file;
  const columns = useUploadColumns(file && isInboundKind(file.kind) ? file.kind : 'inbound');

  if (fileId === null || detail.isError) {
    return <Result status="404" title={detail.isError ? errorMessage(detail.error) : t('inbound.upload.noFile')} extra={<Button onClick={() => void navigate('/nhap-hang/upload-don-nhap-hang')}>{t('common.back')}</Button>} />;
  }
  if (!file || !detail.data) return <Skeleton active paragraph={{ rows: 6 }} />;

  const rows = detail.data.rows.items.filter((r) => String(r.values.orderInboundCode ?? '').trim() === code);
  const first = rows[0]?.values ?? {};
  const asn = rows.find((r) => r.resultRef)?.resultRef ?? null;
  const text = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : String(v));

  return (
    <div data-testid="inbound-excel-order-page">
      <PageHeader
        title={t('inbound.upload.orderTitle', { code })}
        subtitle={t('inbound.upload.orderSubtitle')}
        extra={
          <Space>
            <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(`${FILE_DETAIL_PATH}?id=${file.id}`)}>
              {file.fileName}
            </Button>
          </Space>
        }
      />
      <Card className="inbound-card">
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2, xl: 3 }}
          items={[
            { key: 'file', label: t('inbound.upload.statusTitle'), children: <FileStatusTag status={file.status} /> },
            { key: 'asn', label: t('inbound.field.asnCode'), children: asn ? <AsnLink asn={asn} /> : '—' },
            { key: 'warehouse', label: t('inbound.field.warehouse'), children: text(first.warehouseCode) },
            { key: 'carrier', label: t('inbound.field.carrier'), children: text(first.tplInbound) },
            { key: 'zone', label: t('inbound.field.zoneType'), children: text(first.zoneType) },
            { key: 'estimate', label: t('inbound.field.estimate'), children: text(first.estimateReceivedTime) },
            { key: 'lines', label: t('inbound.upload.rows'), children: formatNumber(rows.length) },
            { key: 'qty', label: t('inbound.field.expectedQuantity'), children: formatNumber(rows.reduce((n, r) => n + (Number(r.values.expectedQuantity) || 0), 0)) },
          ]}
        />
      </Card>
      <Card title={t('inbound.upload.orderRows')} className="inbound-card table-card">
        <UploadRowsTable rows={rows} columns={columns} showStatus showErrors testId="excel-order-rows" />
      </Card>
    </div>
  );
}
