import { Button, Progress, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TInboundLineView, TInboundStatus } from '@ffm/domain';
import { formatNumber } from '../../../lib/format.ts';

/** The order's lines with what was counted so far: expected, received (good / defective), put away. */
export function ReceivingLines({ lines, status, activeLineId, onPick }: { lines: TInboundLineView[]; status: TInboundStatus; activeLineId?: number; onPick?: (line: TInboundLineView) => void }) {
  const { t } = useTranslation();
  const columns: TableColumnsType<TInboundLineView> = [
    { title: '#', dataIndex: 'lineNo', width: 44, align: 'center' },
    {
      title: t('ops.fields.sku'),
      dataIndex: 'sku',
      render: (sku: string, l) => (
        <div>
          <Typography.Text strong>{sku}</Typography.Text>{' '}
          {l.manageExpDate ? <Tag color="orange">{t('ops.receiving.managesExpiry')}</Tag> : null}
          {l.manageProdDate ? <Tag color="gold">{t('ops.receiving.managesProduction')}</Tag> : null}
          <div className="ops-muted">
            {l.name} · {l.mCode} · {l.sCode}
          </div>
        </div>
      ),
    },
    { title: t('ops.fields.expected'), dataIndex: 'expectedQuantity', width: 90, align: 'right', render: (q: number) => formatNumber(q) },
    {
      title: t('ops.fields.received'),
      dataIndex: 'receivedQuantity',
      width: 170,
      render: (q: number, l) => {
        const pct = l.expectedQuantity > 0 ? Math.min(100, Math.round((q / l.expectedQuantity) * 100)) : 0;
        const over = q > l.expectedQuantity;
        return (
          <div data-testid={`receiving-line-${l.sku}`} data-received={q} data-expected={l.expectedQuantity}>
            <span className={q !== l.expectedQuantity && (status === 4 || status === 99) ? 'ops-qty--diff' : 'ops-qty'}>
              {formatNumber(q)} / {formatNumber(l.expectedQuantity)}
            </span>
            {l.receivedBad > 0 ? (
              <Tag color="red" className="ops-inline-tag">
                {t('ops.receiving.badCount', { count: l.receivedBad })}
              </Tag>
            ) : null}
            <Progress percent={pct} size="small" showInfo={false} status={over ? 'exception' : pct === 100 ? 'success' : 'active'} />
          </div>
        );
      },
    },
    ...(status === 4 || status === 99 ? [{ title: t('ops.fields.putAway'), dataIndex: 'putAwayQuantity', width: 90, align: 'right' as const, render: (q: number) => formatNumber(q) }] : []),
    ...(onPick
      ? [
          {
            title: '',
            key: 'pick',
            width: 110,
            align: 'right' as const,
            render: (_v: unknown, l: TInboundLineView) => (
              <Tooltip title={t('ops.receiving.countByHand')}>
                <Button size="small" type={l.id === activeLineId ? 'primary' : 'default'} icon={<EditOutlined />} onClick={() => onPick(l)} data-testid={`receiving-pick-${l.sku}`}>
                  {t('ops.receiving.count')}
                </Button>
              </Tooltip>
            ),
          },
        ]
      : []),
  ];
  return <Table<TInboundLineView> rowKey="id" size="middle" columns={columns} dataSource={lines} pagination={false} rowClassName={(l) => (l.id === activeLineId ? 'ops-row--active' : '')} data-testid="receiving-lines" />;
}
