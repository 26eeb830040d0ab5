import { useState } from 'react';
import { Alert, Button, Card, Col, Descriptions, Drawer, Empty, Row, Space, Statistic, Table, Typography, type TableColumnsType } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ListBody, useListExport, useWholeList } from '../../../components/list-screen.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/display.ts';
import { formatVnd } from '../../../lib/format.ts';
import { useScopedUrlList } from '../../../lib/list-paging.ts';
import { useCurrentShopId, useUserInfo } from '../../../lib/user-info.ts';
import { exportCodTransfer, useCodDetail, useCodSummary, useCodTransfers, type TCodTransferView } from '../api/money-api.ts';
import '../money.css';

const PAGE_SIZES = [20, 50];

function TransferDrawer({ shopId, transfer, onClose }: { shopId: number | null; transfer: TCodTransferView | null; onClose: () => void }) {
  const { t } = useTranslation();
  const info = useUserInfo();
  const detail = useCodDetail(shopId, transfer?.id ?? null);
  const canDetail = info.data?.isOwner || info.data?.permissions.includes('view_detail_transfer_cod');
  const exported = useListExport(() => (transfer ? exportCodTransfer(transfer.id) : Promise.resolve()));
  const d = detail.data;
  // a transfer's orders come whole with it: paged here, another transfer from its first page
  const orders = useWholeList(d?.orders, 50, transfer?.id ?? null);
  return (
    <Drawer open={transfer !== null} onClose={onClose} title={transfer ? t('money.cod.detailTitle', { run: transfer.runKey }) : ''} size="large" data-testid="cod-detail">
      {!canDetail ? null : (
        <Space direction="vertical" className="full-width" size="middle">
          {transfer ? (
            <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered>
              <Descriptions.Item label={t('money.cod.codTotal')}>{formatVnd(transfer.codTotal)}</Descriptions.Item>
              <Descriptions.Item label={t('money.cod.fees')}>{formatVnd(transfer.feeTotal)}</Descriptions.Item>
              <Descriptions.Item label={t('money.cod.debts')}>{formatVnd(transfer.debtTotal)}</Descriptions.Item>
              {transfer.invoiceTotal > 0 ? <Descriptions.Item label={t('money.cod.invoicesNetted')}>{formatVnd(transfer.invoiceTotal)}</Descriptions.Item> : null}
              <Descriptions.Item label={t('money.cod.amount')}>
                <strong>{formatVnd(transfer.amount)}</strong>
              </Descriptions.Item>
              <Descriptions.Item label={t('money.cod.paidTo')} span={2}>{`${transfer.bankName} · ${transfer.accountNumber} · ${transfer.holderName}`}</Descriptions.Item>
            </Descriptions>
          ) : null}
          <Space className="full-width" style={{ justifyContent: 'space-between' }}>
            <Typography.Title level={5}>{t('money.cod.orders')}</Typography.Title>
            <Button
              icon={<DownloadOutlined />}
              loading={exported.exporting}
              onClick={exported.run}
              data-testid="cod-export"
            >
              {t('money.cod.export')}
            </Button>
          </Space>
          <ListBody
            query={{ ...detail, data: orders.data }}
            loading={detail.isPending}
            sizes={[50]}
            onPage={orders.onPage}
            onPageSize={orders.onPageSize}
            size="small"
            rowKey="orderCode"
            scroll={{ x: 520 }}
            columns={[
              { title: t('money.cod.orderCode'), dataIndex: 'orderCode' },
              { title: t('money.cod.codAmount'), dataIndex: 'amount', align: 'right', render: (v: number) => formatVnd(v) },
              { title: t('money.cod.fee'), dataIndex: 'fee', align: 'right', render: (v: number) => formatVnd(v) },
              { title: t('money.cod.net'), key: 'net', align: 'right', render: (_, o) => formatVnd(o.amount - o.fee) },
              { title: t('money.cod.collectedAt'), dataIndex: 'collectedAt', render: (v: string) => formatDateTime(v) },
            ]}
            data-testid="cod-orders"
          />
          {d && d.debts.length ? (
            <>
              <Typography.Title level={5}>{t('money.cod.debtItems')}</Typography.Title>
              <Table
                size="small"
                rowKey={(r) => `${r.orderCode}-${r.kind}`}
                dataSource={d.debts}
                pagination={false}
                columns={[
                  { title: t('money.cod.orderCode'), dataIndex: 'orderCode' },
                  { title: t('money.cod.debtKind'), dataIndex: 'kind', render: (k: string) => t(`money.cod.kinds.${k}`, { defaultValue: k }) },
                  { title: t('money.coin.amount'), dataIndex: 'amount', align: 'right', render: (v: number) => formatVnd(v) },
                ]}
              />
            </>
          ) : null}
        </Space>
      )}
    </Drawer>
  );
}

/** /doi-soat-cod: the current shop's COD balances, its transfers, and each transfer's orders. */
export function CodPage() {
  const { t } = useTranslation();
  const shopId = useCurrentShopId();
  const summary = useCodSummary(shopId);
  // the page and its cursor in the URL, kept with the shop they were read in (the shop is switched in the header)
  const { paging, onPage, onPageSize } = useScopedUrlList('shopId', shopId, PAGE_SIZES);
  const transfers = useCodTransfers(shopId, paging);
  const [open, setOpen] = useState<TCodTransferView | null>(null);
  const s = summary.data;

  const columns: TableColumnsType<TCodTransferView> = [
    {
      title: t('money.cod.runKey'),
      dataIndex: 'runKey',
      render: (k: string, r) => (
        <Button type="link" className="table-link" onClick={() => setOpen(r)} data-testid={`cod-transfer-${r.id}`}>
          {k}
        </Button>
      ),
    },
    { title: t('money.cod.createdAt'), dataIndex: 'createdAt', render: (v: string) => formatDateTime(v), responsive: ['md'] },
    { title: t('money.cod.orderCount'), dataIndex: 'orderCount', align: 'center', responsive: ['sm'] },
    { title: t('money.cod.codTotal'), dataIndex: 'codTotal', align: 'right', render: (v: number) => formatVnd(v), responsive: ['lg'] },
    { title: t('money.cod.fees'), dataIndex: 'feeTotal', align: 'right', render: (v: number) => formatVnd(v), responsive: ['lg'] },
    { title: t('money.cod.debts'), dataIndex: 'debtTotal', align: 'right', render: (v: number) => formatVnd(v), responsive: ['lg'] },
    { title: t('money.cod.invoicesNetted'), dataIndex: 'invoiceTotal', align: 'right', render: (v: number) => formatVnd(v), responsive: ['xl'] },
    { title: t('money.cod.amount'), dataIndex: 'amount', align: 'right', render: (v: number) => <strong>{formatVnd(v)}</strong> },
  ];

  const stat = (title: string, value: number | undefined, testId: string) => (
    <Col xs={12} md={8} xl={4}>
      <Card size="small">
        <Statistic title={title} value={value === undefined ? '—' : formatVnd(value)} loading={summary.isPending} data-testid={testId} />
      </Card>
    </Col>
  );

  return (
    <div data-testid="cod-page">
      <PageHeader title={t('money.cod.title')} subtitle={t('money.cod.subtitle')} />
      {shopId === null ? (
        <Card>
          <Empty description={t('money.cod.noShop')} />
        </Card>
      ) : summary.isError ? (
        <Alert type="error" showIcon title={errorMessage(summary.error)} />
      ) : (
        <>
          <Row gutter={[12, 12]} className="money-stats">
            {stat(t('money.cod.collected'), s?.collected, 'cod-collected')}
            {stat(t('money.cod.transferred'), s?.transferred, 'cod-transferred')}
            {stat(t('money.cod.fees'), s?.fees, 'cod-fees')}
            {stat(t('money.cod.debts'), s?.debtsDeducted, 'cod-debts')}
            {stat(t('money.cod.pending'), s?.pending, 'cod-pending')}
            {stat(t('money.cod.openDebts'), s?.openDebts, 'cod-open-debts')}
          </Row>
          <Card size="small" className="money-gap">
            <Descriptions size="small" column={{ xs: 1, md: 2 }}>
              <Descriptions.Item label={t('money.cod.nextRun')}>{s ? formatDateTime(s.nextRunAt) : '—'}</Descriptions.Item>
              <Descriptions.Item label={t('money.cod.paidTo')}>{s?.bankAccount ? `${s.bankAccount.bankName} · ${s.bankAccount.accountNumber} · ${s.bankAccount.holderName}` : t('money.cod.noBank')}</Descriptions.Item>
            </Descriptions>
          </Card>
          <Card title={t('money.cod.transfers')} className="table-card">
            <ListBody<TCodTransferView>
              query={transfers}
              loading={transfers.isPending}
              pagerLoading={transfers.isFetching}
              sizes={PAGE_SIZES}
              onPage={onPage}
              onPageSize={onPageSize}
              rowKey="id"
              columns={columns}
              locale={{ emptyText: transfers.isPending ? ' ' : <Empty description={t('money.cod.empty')} /> }}
              data-testid="cod-transfers"
            />
          </Card>
        </>
      )}
      <TransferDrawer shopId={shopId} transfer={open} onClose={() => setOpen(null)} />
    </div>
  );
}
