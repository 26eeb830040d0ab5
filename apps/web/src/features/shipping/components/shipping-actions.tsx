import { useState } from 'react';
import { Button, Input, Modal, Space } from 'antd';
import { RollbackOutlined, StopOutlined, SyncOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { canCancelShippingOrder, canRequestRedelivery, canReturn, type TShippingAction, type TShippingStatus } from '@ffm/domain';
import { toast } from '../../../lib/toast.ts';
import { useSwitchShipping } from '../api/shipping-api.ts';

export interface TActionOrder {
  order_code: string;
  status: TShippingStatus;
}

const ALLOWED: Record<TShippingAction, (s: TShippingStatus) => boolean> = { cancel: canCancelShippingOrder, redeliver: canRequestRedelivery, return: canReturn };
const CONFIRM = { cancel: 'shipping.action.confirmCancel', redeliver: 'shipping.action.confirmRedeliver', return: 'shipping.action.confirmReturn' } as const;
const DONE_ONE = { cancel: 'shipping.action.cancelled', redeliver: 'shipping.action.redelivered', return: 'shipping.action.returned' } as const;

/**
 * Cancel, redelivery and return of one order or many: each button shows only when the domain's rule allows it for
 * at least one order, and the confirmation names the orders (return is irreversible).
 */
export function ShippingActions({ orders, onDone }: { orders: TActionOrder[]; onDone?: () => void }) {
  const { t } = useTranslation();
  const mutation = useSwitchShipping();
  const [asking, setAsking] = useState<TShippingAction | null>(null);
  const [reason, setReason] = useState('');
  const eligible = (a: TShippingAction) => orders.filter((o) => ALLOWED[a](o.status));

  const run = (action: TShippingAction) => {
    const codes = eligible(action).map((o) => o.order_code);
    mutation.mutate(
      { action, codes, reason },
      {
        onSuccess: (results) => {
          const ok = results.filter((r) => r.result).length;
          if (ok === results.length && results.length === 1) toast.success(t(DONE_ONE[action], { code: results[0]!.order_code }));
          else if (ok === results.length) toast.success(t('shipping.action.done', { ok, total: results.length }));
          else toast.warning([t('shipping.action.done', { ok, total: results.length }), ...results.filter((r) => !r.result).map((r) => `${r.order_code}: ${r.message}`)].join('\n'));
          setAsking(null);
          setReason('');
          onDone?.();
        },
      },
    );
  };

  const button = (action: TShippingAction, icon: React.ReactNode, danger = false) => {
    const n = eligible(action).length;
    if (n === 0) return null;
    return (
      <Button icon={icon} danger={danger} onClick={() => setAsking(action)} data-testid={`action-${action}`}>
        {t(`shipping.action.${action}`)}
        {orders.length > 1 ? ` (${n})` : ''}
      </Button>
    );
  };

  const codes = asking ? eligible(asking).map((o) => o.order_code) : [];
  return (
    <>
      <Space wrap>
        {button('redeliver', <SyncOutlined />)}
        {button('return', <RollbackOutlined />, true)}
        {button('cancel', <StopOutlined />, true)}
      </Space>
      <Modal
        open={asking !== null}
        title={asking ? t(`shipping.action.${asking}`) : ''}
        okText={t('shipping.action.ok')}
        cancelText={t('shipping.action.back')}
        okButtonProps={{ danger: asking !== 'redeliver', loading: mutation.isPending, id: 'action-confirm' }}
        onOk={() => asking && run(asking)}
        onCancel={() => setAsking(null)}
        destroyOnHidden
      >
        <p data-testid="action-question">{asking ? t(CONFIRM[asking], { count: codes.length, codes: codes.slice(0, 10).join(', ') + (codes.length > 10 ? ', …' : '') }) : null}</p>
        <Input.TextArea rows={2} maxLength={255} placeholder={t('shipping.action.reason')} value={reason} onChange={(e) => setReason(e.target.value)} />
      </Modal>
    </>
  );
}
