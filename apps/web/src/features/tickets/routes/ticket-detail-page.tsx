import { Alert, Button, Card, Descriptions, Skeleton, Tag } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/display.ts';
import { useTicket, useTicketCategories } from '../api/ticket-api.ts';
import { STATUS_COLORS, TicketThread } from '../components/ticket-thread.tsx';
import '../tickets.css';

/** /ho-tro/chi-tiet?id=: a ticket, its thread and the reply box. */
export function TicketDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const ticket = useTicket(Number.isInteger(id) && id > 0 ? id : null);
  const categories = useTicketCategories();
  const d = ticket.data;
  return (
    <div data-testid="ticket-detail-page">
      <PageHeader
        title={d ? `${d.code} · ${d.title}` : t('money.tickets.title')}
        extra={
          <Link to="/ho-tro">
            <Button icon={<ArrowLeftOutlined />}>{t('money.tickets.back')}</Button>
          </Link>
        }
      />
      {ticket.isError && !d ? (
        <Alert type="error" showIcon title={errorMessage(ticket.error)} />
      ) : !d ? (
        <Skeleton active />
      ) : (
        <>
          <Card size="small" className="tickets-gap">
            <Descriptions size="small" column={{ xs: 1, md: 3 }}>
              <Descriptions.Item label={t('money.tickets.status')}>
                <Tag color={STATUS_COLORS[d.status]} data-testid="ticket-status">{t(`money.tickets.statuses.${d.status}`)}</Tag>
              </Descriptions.Item>
              <Descriptions.Item label={t('money.tickets.category')}>{categories.data?.find((c) => c.code === d.category)?.name ?? d.category}</Descriptions.Item>
              <Descriptions.Item label={t('money.tickets.createdBy')}>{`${d.createdByName} · ${formatDateTime(d.createdAt)}`}</Descriptions.Item>
            </Descriptions>
          </Card>
          <Card title={t('money.tickets.thread')}>
            <TicketThread ticket={d} />
          </Card>
        </>
      )}
    </div>
  );
}
