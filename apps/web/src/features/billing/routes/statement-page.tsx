import { Card, Col, DatePicker, Empty, Row, Statistic, Tag, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { COIN_LOG_CATEGORY_LABELS, type TCoinLogCategory } from '@ffm/domain';
import { ListBody } from '../../../components/list-screen.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatDateTime, label, useLang } from '../../../lib/display.ts';
import { formatVnd } from '../../../lib/format.ts';
import { useUrlList } from '../../../lib/list-paging.ts';
import { useWalletStatement, type TStatementEntryView } from '../api/billing-api.ts';
import '../billing.css';

const PAGE_SIZES = [20, 50, 100];
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * /sao-ke-vi (owner): the coin wallet's statement of a month: opening balance, money in and out, closing balance,
 * and every top-up, invoice payment and refund oldest first with the balance after it (keyset paging).
 */
export function StatementPage() {
  const { t } = useTranslation();
  const lang = useLang();
  // the month and the page live in the URL (the current month unless told): a reload or a shared link shows the
  // same statement; a hand-edited month that is malformed or still to come falls back to the current one
  const { params, read, update, onPage, onPageSize } = useUrlList(PAGE_SIZES);
  const asked = params.get('month') ?? '';
  const month = MONTH.test(asked) && !dayjs(`${asked}-01`).isAfter(dayjs(), 'month') ? dayjs(`${asked}-01`) : dayjs();
  const filters = { month: month.format('YYYY-MM') };
  const at = read.paging(PAGE_SIZES);
  // pages beyond the first are read by the cursor the previous answer gave (docs/lists.md)
  const paging = { page: at.page, pageSize: at.pageSize, ...(at.page > 1 && at.cursor ? { cursor: at.cursor } : {}) };
  const st = useWalletStatement({ ...filters, ...paging });
  const d = st.data;

  const columns: TableColumnsType<TStatementEntryView> = [
    { title: t('money.statement.createdAt'), dataIndex: 'createdAt', width: 150, render: (v: string) => formatDateTime(v) },
    { title: t('money.statement.category'), dataIndex: 'category', width: 170, responsive: ['sm'], render: (c: TCoinLogCategory) => <Tag>{label(COIN_LOG_CATEGORY_LABELS, c, lang)}</Tag> },
    { title: t('money.statement.note'), dataIndex: 'note', ellipsis: true, responsive: ['md'], render: (n: string | null) => n ?? '—' },
    {
      title: t('money.statement.amount'),
      dataIndex: 'amount',
      align: 'right',
      render: (v: number) => <span className={v >= 0 ? 'billing-in' : 'billing-out'}>{`${v > 0 ? '+' : ''}${formatVnd(v)}`}</span>,
    },
    { title: t('money.statement.running'), dataIndex: 'runningBalance', align: 'right', render: (v: number) => formatVnd(v) },
  ];

  const stat = (key: string, value: number | undefined, testId: string) => (
    <Col xs={12} md={6}>
      <Card size="small">
        <Statistic title={t(`money.statement.${key}`)} value={value === undefined ? '—' : formatVnd(value)} loading={st.isPending} data-testid={testId} />
      </Card>
    </Col>
  );

  return (
    <div data-testid="statement-page">
      <PageHeader title={t('money.statement.title')} subtitle={t('money.statement.subtitle')} />
      <div className="billing-filters billing-filters-bare">
        <DatePicker picker="month" value={month} allowClear={false} format="MM/YYYY" onChange={(v: Dayjs | null) => v && update({ month: v.isSame(dayjs(), 'month') ? undefined : v.format('YYYY-MM') })} disabledDate={(v) => v.isAfter(dayjs(), 'month')} data-testid="statement-month" />
        {d ? <span className="billing-note">{t('money.statement.balanceNow', { balance: formatVnd(d.balance) })}</span> : null}
      </div>
      <Row gutter={[12, 12]} className="billing-stats">
        {stat('opening', d?.opening, 'statement-opening')}
        {stat('moneyIn', d?.moneyIn, 'statement-in')}
        {stat('moneyOut', d?.moneyOut, 'statement-out')}
        {stat('closing', d?.closing, 'statement-closing')}
      </Row>
      <Card className="table-card">
        <ListBody<TStatementEntryView>
          query={st}
          loading={st.isPending}
          pagerLoading={st.isFetching}
          sizes={PAGE_SIZES}
          onPage={onPage}
          onPageSize={onPageSize}
          rowKey="id"
          columns={columns}
          locale={{ emptyText: st.isPending ? ' ' : <Empty description={t('money.statement.empty')} /> }}
          data-testid="statement-list"
        />
      </Card>
    </div>
  );
}
