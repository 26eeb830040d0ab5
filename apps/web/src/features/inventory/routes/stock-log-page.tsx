import { useState } from 'react';
import { Alert, Button, Card, Select, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MOVEMENT_TYPE_LABELS, STOCK_OPERATION_KINDS, type TLedgerItem, type TMovementType, type TStockOperationKind } from '@ffm/domain';
import { PageHeader } from '../../../components/page-header.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { checkLedger, useLedger, useOperations, type TLedgerCheck, type TOperationItem } from '../api/stock-ops-api.ts';
import { formatDateTime, label, useLang } from '../../../lib/display.ts';
import { useOpsWarehouse, WarehouseSelect } from '../../../components/warehouse-select.tsx';
import '../../../components/ops.css';
import { ListBody, ListTabs } from '../../../components/list-screen.tsx';
import { useScopedUrlList } from '../../../lib/list-paging.ts';

/** Both logs page by 20 (the calls' page size). */
const SIZES = [20];
type TTab = 'operations' | 'ledger';

/** The log's tab and kind filter from the URL; its place is kept with the warehouse its cursor was read in. */
function useLogList() {
  const { warehouseId } = useOpsWarehouse();
  const url = useScopedUrlList('warehouseId', warehouseId, SIZES);
  const tab: TTab = url.params.get('tab') === 'ledger' ? 'ledger' : 'operations';
  return { ...url, tab, warehouseId, kind: url.read.oneOf('kind', STOCK_OPERATION_KINDS) };
}

/** /kho/nhat-ky: who did what with the stock (the tools' log and the ledger), and a check of the books. */
export function StockLogPage() {
  const { t } = useTranslation();
  const log = useLogList();
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
        <ListTabs
          className="ops-tabs"
          testIdPrefix="stock-log-tab"
          tabs={[
            { key: 'operations', text: t('ops.log.operations') },
            { key: 'ledger', text: t('ops.log.ledger') },
          ]}
          counts={null}
          about={false}
          active={log.tab}
          onChange={(k) => log.clear([], k === 'ledger' ? { tab: 'ledger' } : {})}
        />
        {log.tab === 'operations' ? <OperationsTable log={log} /> : <LedgerTable log={log} />}
      </Card>
    </div>
  );
}

function OperationsTable({ log }: { log: ReturnType<typeof useLogList> }) {
  const { t } = useTranslation();
  const { warehouseId, kind } = log;
  const list = useOperations({ warehouseId: warehouseId ?? undefined, kind, ...log.paging });
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
          onChange={(v?: TStockOperationKind) => log.update({ kind: v })}
          options={STOCK_OPERATION_KINDS.map((k) => ({ value: k, label: t(`ops.log.kinds.${k}`) }))}
        />
      </div>
      <ListBody<TOperationItem>
        query={list}
        loading={list.isFetching}
        sizes={SIZES}
        onPage={log.onPage}
        onPageSize={log.onPageSize}
        rowKey="id"
        size="middle"
        columns={columns}
        data-testid="operations-table"
      />
    </>
  );
}

function LedgerTable({ log }: { log: ReturnType<typeof useLogList> }) {
  const { t } = useTranslation();
  const lang = useLang();
  const list = useLedger({ warehouseId: log.warehouseId ?? undefined, ...log.paging });
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
      <ListBody<TLedgerItem>
        query={list}
        loading={list.isFetching}
        sizes={SIZES}
        onPage={log.onPage}
        onPageSize={log.onPageSize}
        rowKey="id"
        size="middle"
        columns={columns}
        scroll={{ x: 1300 }}
        data-testid="ledger-table"
      />
    </>
  );
}
