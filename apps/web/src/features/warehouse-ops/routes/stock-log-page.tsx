import { useState } from 'react';
import { Alert, Button, Card, Select, Space, Tabs, Tag, Typography, type TableColumnsType } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MOVEMENT_TYPE_LABELS, STOCK_OPERATION_KINDS, type TLedgerItem, type TMovementType, type TStockOperationKind } from '@ffm/domain';
import { PageHeader } from '../../../components/page-header.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { checkLedger, useLedger, useOperations, type TLedgerCheck, type TOperationItem } from '../api/stock-ops-api.ts';
import { formatDateTime, label, useLang } from '../../../lib/display.ts';
import { useOpsWarehouse, WarehouseSelect } from '../components/warehouse-select.tsx';
import '../ops.css';
import { DataTable } from '../../../components/data-table.tsx';
import { ListPager } from '../../../components/list-pager.tsx';
import { useListPaging } from '../../../lib/list-paging.ts';

/** /kho/nhat-ky: who did what with the stock (the tools' log and the ledger), and a check of the books. */
export function StockLogPage() {
  const { t } = useTranslation();
  const [check, setCheck] = useState<TLedgerCheck | null>(null);
  const [checking, setChecking] = useState(false);
  const [checkError, setCheckError] = useState<string | null>(null);

  const runCheck = async () => {
    setChecking(true);
    setCheckError(null);
    try {
      setCheck(await checkLedger());
    } catch (err) {
      setCheckError(errorMessage(err));
    } finally {
      setChecking(false);
    }
  };

  return (
    <div data-testid="stock-log-page">
      <PageHeader
        title={t('ops.log.title')}
        subtitle={t('ops.log.subtitle')}
        extra={
          <Space wrap>
            <WarehouseSelect />
            <Button icon={<SafetyCertificateOutlined />} loading={checking} onClick={() => void runCheck()} data-testid="ledger-check">
              {t('ops.log.check')}
            </Button>
          </Space>
        }
      />
      {check ? (
        <Alert
          className="ops-inline-alert"
          type={check.ok ? 'success' : 'error'}
          showIcon
          title={check.ok ? t('ops.log.checkOk') : t('ops.log.checkFailed', { count: check.mismatches.length })}
          description={check.ok ? undefined : <pre className="ops-pre">{JSON.stringify(check.mismatches.slice(0, 20), null, 2)}</pre>}
          closable={{ onClose: () => setCheck(null) }}
          data-testid="ledger-check-result"
        />
      ) : null}
      {checkError ? <Alert className="ops-inline-alert" type="error" showIcon title={checkError} /> : null}
      <Card className="table-card">
        <Tabs
          className="ops-tabs"
          items={[
            { key: 'operations', label: t('ops.log.operations'), children: <OperationsTable /> },
            { key: 'ledger', label: t('ops.log.ledger'), children: <LedgerTable /> },
          ]}
        />
      </Card>
    </div>
  );
}

function OperationsTable() {
  const { t } = useTranslation();
  const { warehouseId } = useOpsWarehouse();
  const [kind, setKind] = useState<TStockOperationKind | undefined>();
  const paging = useListPaging(20, { warehouseId, kind });
  const list = useOperations({ warehouseId: warehouseId ?? undefined, kind, page: paging.paging.page, cursor: paging.paging.cursor });
  const columns: TableColumnsType<TOperationItem> = [
    { title: t('ops.log.time'), dataIndex: 'createdAt', width: 150, render: (d: string) => formatDateTime(d) },
    { title: t('ops.log.kind'), dataIndex: 'kind', width: 150, render: (k: string) => <Tag>{t(`ops.log.kinds.${k}`, { defaultValue: k })}</Tag> },
    { title: t('ops.fields.warehouse'), dataIndex: 'warehouseCode', width: 90 },
    { title: t('ops.log.actor'), dataIndex: 'actor', width: 160, render: (a: TOperationItem['actor']) => a.name },
    { title: t('ops.count.reason'), dataIndex: 'reason', width: 180, render: (r: string | null) => r ?? '—' },
    {
      title: t('ops.log.details'),
      dataIndex: 'details',
      render: (d: Record<string, unknown>) => (
        <Typography.Text className="ops-details" ellipsis={{ tooltip: JSON.stringify(d) }}>
          {Object.entries(d)
            .filter(([k]) => k !== 'legs')
            .map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
            .join(' · ')}
        </Typography.Text>
      ),
    },
  ];
  return (
    <>
      <div className="ops-filters">
        <Select
          allowClear
          className="ops-filters__select"
          placeholder={t('ops.log.allKinds')}
          value={kind}
          onChange={(v?: TStockOperationKind) => {
            setKind(v);
          }}
          options={STOCK_OPERATION_KINDS.map((k) => ({ value: k, label: t(`ops.log.kinds.${k}`) }))}
        />
      </div>
      {list.isError ? <Alert type="error" showIcon title={errorMessage(list.error)} /> : null}
      <DataTable<TOperationItem>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.items ?? []}
        loading={list.isFetching}
        pagination={false}
        data-testid="operations-table"
      />
      <ListPager state={list.data} sizes={[20]} loading={list.isFetching} onPage={paging.onPage} onPageSize={paging.onPageSize} />
    </>
  );
}

function LedgerTable() {
  const { t } = useTranslation();
  const lang = useLang();
  const { warehouseId } = useOpsWarehouse();
  const paging = useListPaging(20, { warehouseId });
  const list = useLedger({ warehouseId: warehouseId ?? undefined, page: paging.paging.page, cursor: paging.paging.cursor });
  const delta = (n: number) => (n === 0 ? '' : <span className={n < 0 ? 'ops-delta--out' : 'ops-delta--in'}>{n > 0 ? `+${n}` : n}</span>);
  const columns: TableColumnsType<TLedgerItem> = [
    { title: t('ops.log.time'), dataIndex: 'createdAt', width: 150, render: (d: string) => formatDateTime(d) },
    { title: t('ops.fields.movement'), dataIndex: 'movementType', width: 190, render: (m: TMovementType) => label(MOVEMENT_TYPE_LABELS, m, lang) },
    { title: t('ops.fields.location'), dataIndex: 'locationCode', width: 100, render: (c: string) => <Tag>{c}</Tag> },
    { title: t('ops.fields.sku'), dataIndex: 'sku', width: 140 },
    { title: t('ops.fields.lot'), dataIndex: 'lotNum', width: 110, render: (v: string) => v || '—' },
    { title: t('ops.fields.condition'), dataIndex: 'condition', width: 80 },
    { title: t('ops.log.qty'), dataIndex: 'qtyDelta', width: 80, align: 'right', render: delta },
    { title: t('ops.log.held'), dataIndex: 'heldDelta', width: 80, align: 'right', render: delta },
    { title: t('ops.log.lost'), dataIndex: 'lostDelta', width: 80, align: 'right', render: delta },
    { title: t('ops.log.ref'), dataIndex: 'refCode', width: 150, render: (r: string | null, x) => r ?? (x.refType ? `${x.refType} #${x.refId}` : '—') },
    { title: t('ops.log.actor'), dataIndex: 'actor', width: 150, render: (a: string | null) => a ?? '—' },
  ];
  return (
    <>
      {list.isError ? <Alert type="error" showIcon title={errorMessage(list.error)} /> : null}
      <DataTable<TLedgerItem>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.items ?? []}
        loading={list.isFetching}
        scroll={{ x: 1300 }}
        pagination={false}
        data-testid="ledger-table"
      />
      <ListPager state={list.data} sizes={[20]} loading={list.isFetching} onPage={paging.onPage} onPageSize={paging.onPageSize} />
    </>
  );
}
