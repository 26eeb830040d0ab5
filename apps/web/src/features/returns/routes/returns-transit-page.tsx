import { Button, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { RETURN_DISPOSITION_LABELS, RETURN_DISPOSITIONS, RETURN_REASON_LABELS, RETURN_REASONS, type TInTransitRow, type TReturnDisposition, type TReturnReason } from '@ffm/domain';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatDateTime, label, useLang } from '../../../lib/display.ts';
import { ListBody, ListTabs, useListExport } from '../../../components/list-screen.tsx';
import { useUrlList } from '../../../lib/list-paging.ts';
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

/** The returns page by 20 (a page of returns, each shown as its lines). */
const SIZES = [20];

/**
 * /ton-kho/hoan-va-chuyen-kho: the client's returns with each line's reason and disposition, and its stock in
 * transit. The tab, the filters and the page of the returns live in the URL.
 */
export function ReturnsTransitPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { params, read, update, onPage, onPageSize } = useUrlList(SIZES);
  const tab = params.get('tab') === 'transit' ? 'transit' : 'returns';
  const reason = read.oneOf('reason', RETURN_REASONS);
  const disposition = read.oneOf('disposition', RETURN_DISPOSITIONS);
  const returns = useReturns({ reason, disposition, ...read.paging(SIZES) });
  const transit = useStockInTransit();
  const exported = useListExport(() => exportReturns({ reason, disposition }));
  // a page of returns, shown a line a row
  const rows: TReturnRow[] = (returns.data?.items ?? []).flatMap((r) =>
    r.lines.map((l) => ({ key: `${r.id}-${l.id}`, code: r.code, createdAt: r.createdAt, ref: r.ref, sku: l.sku, quantity: l.quantity, reason: l.reason, disposition: l.disposition, photos: l.photoIds.length })),
  );
  const lines = { ...returns, data: returns.data && { ...returns.data, items: rows } };
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
  return (
    <div>
      <PageHeader title={t('inventory.returnsTransit.title')} />
      <ListTabs
        testIdPrefix="returns-transit-tab"
        tabs={[
          { key: 'returns', text: t('inventory.returnsTransit.returns') },
          { key: 'transit', text: t('inventory.returnsTransit.transit') },
        ]}
        counts={null}
        about={false}
        active={tab}
        onChange={(k) => update({ tab: k === 'transit' ? k : undefined })}
      />
      {tab === 'returns' ? (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Space wrap>
            <Select allowClear style={{ minWidth: 200 }} placeholder={t('inventory.returnsTransit.reason')} value={reason} onChange={(v?: TReturnReason) => update({ reason: v })} options={RETURN_REASONS.map((r) => ({ value: r, label: label(RETURN_REASON_LABELS, r, lang) }))} />
            <Select allowClear style={{ minWidth: 200 }} placeholder={t('inventory.returnsTransit.disposition')} value={disposition} onChange={(v?: TReturnDisposition) => update({ disposition: v })} options={RETURN_DISPOSITIONS.map((d) => ({ value: d, label: label(RETURN_DISPOSITION_LABELS, d, lang) }))} />
            <Button icon={<DownloadOutlined />} loading={exported.exporting} onClick={exported.run} data-testid="returns-export">
              {t('inventory.returnsTransit.export')}
            </Button>
          </Space>
          <ListBody<TReturnRow> query={lines} loading={returns.isFetching} sizes={SIZES} onPage={onPage} onPageSize={onPageSize} rowKey="key" size="small" columns={columns} data-testid="returns-table" />
        </Space>
      ) : (
        <Table<TInTransitRow> rowKey={(r) => `${r.toWarehouseId}-${r.sku}`} size="small" loading={transit.isFetching} columns={transitColumns} dataSource={transit.data ?? []} locale={{ emptyText: t('inventory.returnsTransit.empty') }} pagination={false} />
      )}
    </div>
  );
}
