import { Button, Card, Col, DatePicker, Empty, Row, Select, Statistic, Tag, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { COIN_LOG_CATEGORIES, COIN_LOG_CATEGORY_LABELS, type TCoinLogCategory } from '@ffm/domain';
import { ListBody } from '../../../components/list-screen.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { formatDateTime, label, useLang } from '../../../lib/display.ts';
import { formatVnd } from '../../../lib/format.ts';
import { useUrlList } from '../../../lib/list-paging.ts';
import { toast } from '../../../lib/toast.ts';
import { useCoinAccount, useCreditLog, usePayDebts, type TCoinEntryView } from '../api/money-api.ts';
import '../money.css';

const PAGE_SIZES = [20, 50, 100];

/** /vi-xu (owner): the coin balance, open debts, and the ledger by type and date range (the calendar filter). */
export function CoinPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const account = useCoinAccount();
  // the type, the dates and the page live in the URL: a reload, a shared link or going back shows the same ledger
  const { read, update, onPage, onPageSize } = useUrlList(PAGE_SIZES);
  const category = read.oneOf('category', COIN_LOG_CATEGORIES);
  const filters = { category, from: read.date('from'), to: read.date('to') };
  const at = read.paging(PAGE_SIZES);
  // pages beyond the first are read by the cursor the previous answer gave (docs/lists.md)
  const paging = { page: at.page, pageSize: at.pageSize, ...(at.page > 1 && at.cursor ? { cursor: at.cursor } : {}) };
  const log = useCreditLog({ ...filters, ...paging });
  const pay = usePayDebts();
  const payDebts = () =>
    pay.mutate(undefined, {
      onSuccess: (r) => (r.paid > 0 ? toast.success(t('money.coin.paid', { count: r.paid, amount: formatVnd(r.amount) })) : toast.warning(t('money.coin.notEnough'))),
      onError: (e) => toast.error(errorMessage(e)),
    });

  const columns: TableColumnsType<TCoinEntryView> = [
    { title: t('money.coin.createdAt'), dataIndex: 'createdAt', width: 160, render: (v: string) => formatDateTime(v) },
    { title: t('money.coin.category'), dataIndex: 'category', width: 170, render: (c: TCoinLogCategory) => <Tag>{label(COIN_LOG_CATEGORY_LABELS, c, lang)}</Tag> },
    { title: t('money.coin.note'), dataIndex: 'note', ellipsis: true, responsive: ['md'], render: (n: string | null) => n ?? '—' },
    { title: t('money.coin.amount'), dataIndex: 'amount', align: 'right', render: (v: number) => <span className={v >= 0 ? 'money-amount-in' : 'money-amount-out'}>{`${v > 0 ? '+' : ''}${formatVnd(v)}`}</span> },
    { title: t('money.coin.balanceAfter'), dataIndex: 'balanceAfter', align: 'right', responsive: ['sm'], render: (v: number) => formatVnd(v) },
  ];

  return (
    <div data-testid="coin-page">
      <PageHeader title={t('money.coin.title')} subtitle={t('money.coin.subtitle')} />
      <Row gutter={[12, 12]} className="money-stats">
        <Col xs={12} md={6}>
          <Card size="small">
            <Statistic title={t('money.coin.balance')} value={account.data ? formatVnd(account.data.balance) : '—'} loading={account.isPending} data-testid="coin-balance" />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card size="small">
            <Statistic title={t('money.coin.openDebts')} value={account.data ? formatVnd(account.data.openDebts) : '—'} loading={account.isPending} />
            {account.data && account.data.openDebts > 0 ? (
              <Button size="small" className="money-pay" onClick={payDebts} loading={pay.isPending} data-testid="coin-pay-debts">
                {t('money.coin.payDebts')}
              </Button>
            ) : null}
          </Card>
        </Col>
      </Row>
      <Card className="table-card">
        <div className="money-filters">
          <Select
            allowClear
            className="money-shop-select"
            placeholder={t('money.coin.allCategories')}
            value={category}
            onChange={(v: TCoinLogCategory | undefined) => update({ category: v })}
            options={COIN_LOG_CATEGORIES.map((c) => ({ value: c, label: `${c} · ${label(COIN_LOG_CATEGORY_LABELS, c, lang)}` }))}
            data-testid="coin-category"
          />
          <DatePicker.RangePicker
            value={[filters.from ? dayjs(filters.from) : null, filters.to ? dayjs(filters.to) : null]}
            onChange={(v) => update({ from: v?.[0]?.format('YYYY-MM-DD'), to: v?.[1]?.format('YYYY-MM-DD') })}
            format="DD/MM/YYYY"
            allowEmpty={[true, true]}
            data-testid="coin-dates"
          />
        </div>
        <ListBody<TCoinEntryView>
          query={log}
          loading={log.isPending}
          pagerLoading={log.isFetching}
          sizes={PAGE_SIZES}
          onPage={onPage}
          onPageSize={onPageSize}
          rowKey="id"
          columns={columns}
          locale={{ emptyText: log.isPending ? ' ' : <Empty description={t('money.coin.empty')} /> }}
          data-testid="coin-log"
        />
      </Card>
    </div>
  );
}
