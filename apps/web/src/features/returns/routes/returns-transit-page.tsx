import { useState } from 'react';
import { Button, Pagination, Select, Space, Table, Tabs, Tag, type TableColumnsType } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { RETURN_DISPOSITION_LABELS, RETURN_DISPOSITIONS, RETURN_REASON_LABELS, RETURN_REASONS, type TInTransitRow, type TReturnDisposition, type TReturnReason } from '@ffm/domain';
import { PageHeader } from '../../../components/page-header.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { formatDateTime, label, useLang } from '../../../lib/display.ts';
import { toast } from '../../../lib/toast.ts';
import { exportReturns, useReturns, useStockInTransit } from '../api/returns-transit-api.ts';

interface TReturnRow {
  key: string;
  code: string;
  createdAt: string;
  ref: string;
  sku: string;
  quantity: number;
  reason: TReturnReason;
  disposition: TReturnDisposition;
  photos: number;
}

/** /ton-kho/hoan-va-chuyen-kho: the client's returns with each line's reason and disposition, and its stock in transit. */
export function ReturnsTransitPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const [reason, setReason] = useState<TReturnReason | undefined>();
  const [disposition, setDisposition] = useState<TReturnDisposition | undefined>();
  const [page, setPage] = useState(1);
  const returns = useReturns({ reason, disposition, page, pageSize: 20 });
  const transit = useStockInTransit();
  const rows: TReturnRow[] = (returns.data?.items ?? []).flatMap((r) =>
    r.lines.map((l) => ({ key: `${r.id}-${l.id}`, code: r.code, createdAt: r.createdAt, ref: r.ref, sku: l.sku, quantity: l.quantity, reason: l.reason, disposition: l.disposition, photos: l.photoIds.length })),
  );
  const columns: TableColumnsType<TReturnRow> = [
    { title: t('inventory.returnsTransit.code'), dataIndex: 'code' },
    { title: t('inventory.returnsTransit.receivedAt'), dataIndex: 'createdAt', render: (v: string) => formatDateTime(v) },
    { title: t('inventory.returnsTransit.ref'), dataIndex: 'ref' },
    { title: t('inventory.returnsTransit.sku'), dataIndex: 'sku' },
    { title: t('inventory.returnsTransit.quantity'), dataIndex: 'quantity', align: 'right' },
    { title: t('inventory.returnsTransit.reason'), dataIndex: 'reason', render: (v: TReturnReason) => label(RETURN_REASON_LABELS, v, lang) },
    { title: t('inventory.returnsTransit.disposition'), dataIndex: 'disposition', render: (v: TReturnDisposition) => <Tag>{label(RETURN_DISPOSITION_LABELS, v, lang)}</Tag> },
    { title: t('inventory.returnsTransit.photos'), dataIndex: 'photos', align: 'right' },
  ];
  const transitColumns: TableColumnsType<TInTransitRow> = [
    { title: t('inventory.returnsTransit.toWarehouse'), dataIndex: 'toWarehouseName' },
    { title: t('inventory.returnsTransit.sku'), dataIndex: 'sku' },
    { title: t('inventory.returnsTransit.quantity'), dataIndex: 'quantity', align: 'right' },
    { title: t('inventory.returnsTransit.transfers'), dataIndex: 'transfers', render: (v: string[]) => v.join(', ') },
  ];
  const onExport = async () => {
    try {
      await exportReturns({ reason, disposition });
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };
  return (
    <div>
      <PageHeader title={t('inventory.returnsTransit.title')} />
      <Tabs
        items={[
          {
            key: 'returns',
            label: t('inventory.returnsTransit.returns'),
            children: (
              <Space direction="vertical" style={{ width: '100%' }}>
                <Space wrap>
                  <Select allowClear style={{ minWidth: 200 }} placeholder={t('inventory.returnsTransit.reason')} value={reason} onChange={(v) => (setReason(v), setPage(1))} options={RETURN_REASONS.map((r) => ({ value: r, label: label(RETURN_REASON_LABELS, r, lang) }))} />
                  <Select allowClear style={{ minWidth: 200 }} placeholder={t('inventory.returnsTransit.disposition')} value={disposition} onChange={(v) => (setDisposition(v), setPage(1))} options={RETURN_DISPOSITIONS.map((d) => ({ value: d, label: label(RETURN_DISPOSITION_LABELS, d, lang) }))} />
                  <Button icon={<DownloadOutlined />} onClick={() => void onExport()} data-testid="returns-export">
                    {t('inventory.returnsTransit.export')}
                  </Button>
                </Space>
                <Table<TReturnRow>
                  rowKey="key"
                  size="small"
                  scroll={{ x: true }}
                  loading={returns.isFetching}
                  columns={columns}
                  dataSource={rows}
                  pagination={false}
                />
                <Pagination current={page} pageSize={20} total={returns.data?.total ?? 0} onChange={setPage} showSizeChanger={false} />
              </Space>
            ),
          },
          {
            key: 'transit',
            label: t('inventory.returnsTransit.transit'),
            children: <Table<TInTransitRow> rowKey={(r) => `${r.toWarehouseId}-${r.sku}`} size="small" loading={transit.isFetching} columns={transitColumns} dataSource={transit.data ?? []} locale={{ emptyText: t('inventory.returnsTransit.empty') }} pagination={false} />,
          },
        ]}
      />
    </div>
  );
}
