import { useState } from 'react';
import { Button, Card, Col, Empty, Grid, Input, Modal, Row, Select, Statistic, Switch, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { FEE_TYPE_LABELS, FEE_TYPES, type TFeeType } from '@ffm/domain';
import { ListBody } from '../../../components/list-screen.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { formatDate, label, useLang } from '../../../lib/display.ts';
import { formatVnd } from '../../../lib/format.ts';
import { useListPaging, useUrlList } from '../../../lib/list-paging.ts';
import { toast } from '../../../lib/toast.ts';
import { useUserInfo } from '../../../lib/user-info.ts';
import { downloadInvoice, downloadInvoicePdf, useBillingSettings, useSaveBillingSettings, useDisputeLine, useFeeLines, useInvoices, useMonthToDate, usePayInvoice, type TFeeLineView, type TInvoiceView } from '../api/billing-api.ts';
import '../billing.css';

const PAGE_SIZES = [20, 50, 100];
const MONTH = /^\d{4}-\d{2}$/;

/** /phi-dich-vu (client): the month's fees to date, the issued invoices, and the fee lines by invoice, order code and type, with a dispute per line. */
export function FeesPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const mtd = useMonthToDate();
  // the invoices are a list inside the page (their place in state); the fee lines are the page's list: the invoice
  // shown, the filters and the place live in the URL
  const inv = useListPaging(20, {});
  const invoices = useInvoices(inv.paging);
  const ln = useUrlList(PAGE_SIZES);
  const invoiceId = ln.read.num('invoiceId');
  const invoiceMonth = ln.read.text('invoiceMonth');
  const invoice = invoiceId ? { id: invoiceId, month: invoiceMonth && MONTH.test(invoiceMonth) ? invoiceMonth : '' } : null;
  const feeType = ln.read.oneOf('feeType', FEE_TYPES);
  const orderCode = ln.read.text('orderCode');
  const filters = { invoiceId, month: invoice ? undefined : mtd.data?.month, feeType, orderCode };
  const at = ln.read.paging(PAGE_SIZES);
  const lines = useFeeLines({ ...filters, page: at.page, pageSize: at.pageSize, ...(at.page > 1 && at.cursor ? { cursor: at.cursor } : {}) });
  const [orderText, setOrderText] = useState(orderCode ?? '');
  // another month's lines: the fee type stays, the order code searched in the month shown goes
  const setInvoice = (r: Pick<TInvoiceView, 'id' | 'month'> | null) => {
    setOrderText('');
    ln.clear(['feeType'], r ? { invoiceId: String(r.id), invoiceMonth: r.month } : {});
  };
  const dispute = useDisputeLine();
  const pay = usePayInvoice();
  const payInvoice = (id: number) =>
    pay.mutate(id, { onSuccess: () => toast.success(t('money.billing.paidNow')), onError: (e) => toast.error(errorMessage(e)) });
  const info = useUserInfo();
  // a phone: the invoice's actions stack in a narrow column instead of covering the amounts
  const wide = Grid.useBreakpoint().md === true;
  const isOwner = info.data?.isOwner === true;
  const settings = useBillingSettings();
  const saveSettings = useSaveBillingSettings();
  const setNetCod = (on: boolean) =>
    saveSettings.mutate({ netCodInvoices: on }, { onSuccess: () => toast.success(t('money.billing.netCodSaved')), onError: (e) => toast.error(errorMessage(e)) });
  const [disputing, setDisputing] = useState<TFeeLineView | null>(null);
  const [reason, setReason] = useState('');

  const sendDispute = () => {
    if (!disputing) return;
    if (reason.trim().length < 5) {
      toast.warning(t('money.billing.reasonRequired'));
      return;
    }
    dispute.mutate(
      { lineId: disputing.id, reason: reason.trim() },
      {
        onSuccess: () => {
          toast.success(t('money.billing.disputed'));
          setDisputing(null);
          setReason('');
        },
        onError: (e) => toast.error(errorMessage(e)),
      },
    );
  };

  const invoiceColumns: TableColumnsType<TInvoiceView> = [
    { title: t('money.billing.month'), dataIndex: 'month', width: 100 },
    { title: t('money.billing.status'), dataIndex: 'status', width: 140, render: (s: string, r) => <Tag color={s === 'paid' ? 'green' : 'orange'}>{t(s === 'paid' ? (r.paidVia === 'cod' ? 'money.billing.paidCod' : 'money.billing.paid') : 'money.billing.open')}</Tag> },
    { title: t('money.billing.subtotal'), dataIndex: 'subtotal', align: 'right', responsive: ['md'], render: (v: number) => formatVnd(v) },
    { title: 'VAT', dataIndex: 'vatAmount', align: 'right', responsive: ['md'], render: (v: number, r) => `${formatVnd(v)} (${r.vatRate}%)` },
    { title: t('money.billing.total'), dataIndex: 'total', align: 'right', render: (v: number) => formatVnd(v) },
    { title: t('money.billing.dueDate'), dataIndex: 'dueDate', width: 120, responsive: ['sm'], render: (v: string) => formatDate(v) },
    {
      title: '',
      key: 'actions',
      width: wide ? 360 : 120,
      render: (_: unknown, r) => (
        <span className="billing-actions">
          <Button size="small" onClick={() => setInvoice(r)} data-testid={`invoice-lines-${r.id}`}>
            {t('money.billing.showLines')}
          </Button>
          {r.status === 'open' ? (
            <Button size="small" type="primary" onClick={() => payInvoice(r.id)} loading={pay.isPending && pay.variables === r.id} data-testid={`invoice-pay-${r.id}`}>
              {t('money.billing.pay')}
            </Button>
          ) : null}
          <Button size="small" onClick={() => void downloadInvoice(r.id, r.month).catch((e: unknown) => toast.error(errorMessage(e)))}>
            {t('money.billing.export')}
          </Button>
          <Button size="small" onClick={() => void downloadInvoicePdf(r.id, r.month).catch((e: unknown) => toast.error(errorMessage(e)))} data-testid={`invoice-pdf-${r.id}`}>
            {t('money.billing.pdf')}
          </Button>
        </span>
      ),
    },
  ];

  const lineColumns: TableColumnsType<TFeeLineView> = [
    { title: t('money.billing.day'), dataIndex: 'day', width: 110, render: (v: string) => formatDate(v) },
    { title: t('money.billing.feeType'), dataIndex: 'feeType', width: 200, render: (f: TFeeType) => label(FEE_TYPE_LABELS, f, lang) },
    { title: t('money.billing.orderCode'), dataIndex: 'orderCode', responsive: ['md'], render: (v: string | null) => v ?? '—' },
    { title: t('money.billing.quantity'), dataIndex: 'quantity', align: 'right', responsive: ['sm'], render: (v: string, r) => `${Number(v).toLocaleString(lang === 'en' ? 'en-US' : 'vi-VN')} ${t(`money.tariffs.bases.${r.unit}`, { defaultValue: r.unit })}` },
    { title: t('money.billing.unitPrice'), dataIndex: 'unitPrice', align: 'right', responsive: ['md'], render: (v: number) => formatVnd(v) },
    { title: t('money.billing.amount'), dataIndex: 'amount', align: 'right', render: (v: number) => formatVnd(v) },
    {
      title: '',
      key: 'dispute',
      width: 120,
      render: (_: unknown, r) =>
        r.disputeTicketId ? (
          <Tag>#{r.disputeTicketId}</Tag>
        ) : (
          <Button size="small" onClick={() => setDisputing(r)} data-testid={`dispute-${r.id}`}>
            {t('money.billing.dispute')}
          </Button>
        ),
    },
  ];

  return (
    <div data-testid="fees-page">
      <PageHeader title={t('money.billing.title')} subtitle={t('money.billing.subtitle')} />
      <Row gutter={[12, 12]} className="billing-stats">
        <Col xs={12} md={6}>
          <Card size="small">
            <Statistic title={t('money.billing.monthToDate', { month: mtd.data?.month ?? '' })} value={mtd.data ? formatVnd(mtd.data.subtotal) : '—'} loading={mtd.isPending} data-testid="fees-mtd" />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card size="small">
            <Statistic title={t('money.billing.vat', { rate: mtd.data?.vatRate ?? '' })} value={mtd.data ? formatVnd(mtd.data.vatAmount) : '—'} loading={mtd.isPending} />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card size="small">
            <Statistic title={t('money.billing.total')} value={mtd.data ? formatVnd(mtd.data.total) : '—'} loading={mtd.isPending} />
          </Card>
        </Col>
      </Row>
      <Card size="small" className="billing-setting">
        <label className="billing-switch">
          <Switch checked={settings.data?.netCodInvoices ?? false} loading={settings.isPending || saveSettings.isPending} disabled={!isOwner} onChange={setNetCod} data-testid="fees-net-cod" />
          <span>{t('money.billing.netCod')}</span>
        </label>
        <div className="billing-note">{t('money.billing.netCodHint')}{isOwner ? '' : ` ${t('money.billing.netCodOwner')}`}</div>
      </Card>
      <Card className="table-card" title={t('money.billing.invoices')}>
        <ListBody<TInvoiceView>
          query={invoices}
          loading={invoices.isPending}
          pagerLoading={invoices.isFetching}
          sizes={PAGE_SIZES}
          onPage={inv.onPage}
          onPageSize={inv.onPageSize}
          rowKey="id"
          columns={invoiceColumns}
          locale={{ emptyText: invoices.isPending ? ' ' : <Empty description={t('money.billing.emptyInvoices')} /> }}
          data-testid="fees-invoices"
        />
      </Card>
      <Card className="table-card" title={`${t('money.billing.lines')} · ${invoice ? invoice.month : t('money.billing.currentMonth')}`}>
        <div className="billing-filters">
          {invoice ? <Button onClick={() => setInvoice(null)}>{t('money.billing.currentMonth')}</Button> : null}
          <Select
            allowClear
            className="billing-shop-select"
            placeholder={t('money.billing.allTypes')}
            value={feeType}
            onChange={(v: TFeeType | undefined) => ln.update({ feeType: v })}
            options={FEE_TYPES.map((f) => ({ value: f, label: label(FEE_TYPE_LABELS, f, lang) }))}
            data-testid="fees-type"
          />
          <Input.Search allowClear placeholder={t('money.billing.orderCode')} value={orderText} onChange={(e) => setOrderText(e.target.value)} onSearch={(v) => ln.update({ orderCode: v.trim() || undefined })} style={{ maxWidth: 260 }} data-testid="fees-order" />
        </div>
        <ListBody<TFeeLineView>
          query={lines}
          loading={lines.isPending}
          pagerLoading={lines.isFetching}
          sizes={PAGE_SIZES}
          onPage={ln.onPage}
          onPageSize={ln.onPageSize}
          rowKey="id"
          columns={lineColumns}
          locale={{ emptyText: lines.isPending ? ' ' : <Empty description={t('money.billing.emptyLines')} /> }}
          data-testid="fees-lines"
        />
      </Card>
      <Modal open={disputing !== null} title={t('money.billing.disputeTitle')} onCancel={() => setDisputing(null)} onOk={sendDispute} confirmLoading={dispute.isPending} destroyOnHidden>
        {disputing ? (
          <p>
            {label(FEE_TYPE_LABELS, disputing.feeType, lang)} · {formatDate(disputing.day)} · {formatVnd(disputing.amount)}
          </p>
        ) : null}
        <Input.TextArea rows={4} maxLength={2000} placeholder={t('money.billing.reason')} value={reason} onChange={(e) => setReason(e.target.value)} data-testid="fees-dispute-reason" />
      </Modal>
    </div>
  );
}
