import { useEffect, useRef, useState } from 'react';
import { Alert, App, Descriptions, Drawer, Select, Skeleton, Space } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/display.ts';
import { toast } from '../../../lib/toast.ts';
import { useTicket, useTicketStatus, useWaitingTickets, type TTicketView } from '../api/ticket-api.ts';
import { TicketThread } from '../components/ticket-thread.tsx';
import { TicketTable } from './tickets-page.tsx';
import '../tickets.css';

/** /kho/ho-tro (provider staff): every client's tickets; answering, status; a notice when a ticket waits. */
export function OpsTicketsPage() {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const waiting = useWaitingTickets();
  const [open, setOpen] = useState<TTicketView | null>(null);
  const detail = useTicket(open?.id ?? null, true);
  const setStatus = useTicketStatus();
  const seen = useRef<Set<string> | null>(null);

  // a ticket that starts waiting while the console is open is announced once
  useEffect(() => {
    // the first answer is what was already waiting when the console opened: shown in the banner, not announced
    if (!waiting.data) return;
    const latest = waiting.data.latest;
    const keys = latest.map((l) => `${l.id}:${l.updatedAt}`);
    if (seen.current === null) {
      seen.current = new Set(keys);
      return;
    }
    for (const l of latest) {
      const k = `${l.id}:${l.updatedAt}`;
      if (seen.current.has(k)) continue;
      seen.current.add(k);
      notification.info({ title: t('money.ops.newTicket', { code: l.code, title: l.title }), description: l.clientName, icon: <BellOutlined />, placement: 'bottomRight' });
    }
  }, [waiting.data, notification, t]);

  const d = detail.data;
  return (
    <div data-testid="ops-tickets-page">
      <PageHeader title={t('money.ops.ticketsTitle')} subtitle={t('money.ops.ticketsSubtitle')} />
      {waiting.data && waiting.data.count > 0 ? <Alert type="warning" showIcon icon={<BellOutlined />} className="tickets-gap" title={t('money.ops.waiting', { count: waiting.data.count })} data-testid="ops-waiting" /> : null}
      <TicketTable ops onOpen={setOpen} />
      <Drawer open={open !== null} onClose={() => setOpen(null)} size="large" title={d ? `${d.code} · ${d.title}` : ''} data-testid="ops-ticket-drawer">
        {detail.isError ? (
          <Alert type="error" showIcon title={errorMessage(detail.error)} />
        ) : !d ? (
          <Skeleton active />
        ) : (
          <Space direction="vertical" className="full-width" size="middle">
            <Descriptions size="small" column={1}>
              <Descriptions.Item label={t('money.tickets.customer')}>{d.clientName}</Descriptions.Item>
              <Descriptions.Item label={t('money.tickets.createdBy')}>{`${d.createdByName} · ${formatDateTime(d.createdAt)}`}</Descriptions.Item>
              <Descriptions.Item label={t('money.ops.changeStatus')}>
                <Select
                  value={d.status}
                  className="tickets-shop-select"
                  onChange={(s: 1 | 2 | 3) => setStatus.mutate({ id: d.id, status: s }, { onSuccess: () => toast.success(t('common.saved')) })}
                  options={[1, 2, 3].map((s) => ({ value: s, label: t(`money.tickets.statuses.${s}`) }))}
                  data-testid="ops-ticket-status"
                />
              </Descriptions.Item>
            </Descriptions>
            <TicketThread ticket={d} ops />
          </Space>
        )}
      </Drawer>
    </div>
  );
}
