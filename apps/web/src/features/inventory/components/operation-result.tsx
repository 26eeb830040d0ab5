import { Alert, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { MOVEMENT_TYPE_LABELS, type TMovementType, type TStockOperationResult } from '@ffm/domain';
import { label, useLang } from '../../../lib/display.ts';

/** What a stock tool posted: one ledger row per changed balance. */
export function OperationResult({ result }: { result: TStockOperationResult }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <div className="ops-result" data-testid="operation-result">
      <Alert type="success" showIcon title={t('ops.stock.posted', { count: result.movements.length, id: result.operationId })} />
      <Table
        size="small"
        rowKey={(m) => `${m.balanceId}-${m.type}`}
        pagination={false}
        dataSource={result.movements}
        columns={[
          { title: t('ops.fields.movement'), dataIndex: 'type', render: (v: TMovementType) => label(MOVEMENT_TYPE_LABELS, v, lang) },
          { title: t('ops.fields.location'), dataIndex: 'locationCode', render: (c: string) => <Tag>{c}</Tag> },
          { title: t('ops.fields.sku'), dataIndex: 'sku' },
          { title: t('ops.fields.lot'), dataIndex: 'lotNum', render: (v: string) => v || '—' },
          { title: t('ops.fields.condition'), dataIndex: 'condition' },
          { title: t('ops.fields.delta'), dataIndex: 'qtyDelta', align: 'right', render: (d: number) => <strong className={d < 0 ? 'ops-delta--out' : 'ops-delta--in'}>{d > 0 ? `+${d}` : d}</strong> },
        ]}
      />
    </div>
  );
}
