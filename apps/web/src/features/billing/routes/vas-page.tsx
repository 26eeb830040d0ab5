import { useState } from 'react';
import { Button, Card, Col, Empty, Form, Input, InputNumber, Row, Select, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { FEE_TYPE_LABELS, VAS_ORDER_KINDS, VAS_SERVICES, type TVasOrderKind, type TVasService } from '@ffm/domain';
import { CustomerSelect } from '../../../components/customer-select.tsx';
import { ListBody } from '../../../components/list-screen.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { errorMessage, isApiError } from '../../../lib/api.ts';
import { formatDateTime, label, useLang } from '../../../lib/display.ts';
import { formatVnd } from '../../../lib/format.ts';
import { knownField, useServerFieldErrors } from '../../../lib/form-errors.ts';
import { useUrlList } from '../../../lib/list-paging.ts';
import { toast } from '../../../lib/toast.ts';
import { useRecordVas, useVasWork, type TVasWorkView } from '../api/billing-api.ts';
import '../billing.css';

const PAGE_SIZES = [20, 50, 100];
type TValues = { orderKind: TVasOrderKind; orderCode: string; service: TVasService; units: number; note?: string };

/**
 * /kho/dich-vu-gia-tang (provider staff): record labelling or kitting done on a client's inbound or outbound order;
 * the server writes the fee line with it. Below, the client's recorded work with its fee.
 */
export function VasPage() {
  const { t } = useTranslation();
  const lang = useLang();
  // the customer and the page of its work live in the URL: a reload or a shared link shows the same list
  const { read, update, onPage, onPageSize } = useUrlList(PAGE_SIZES);
  const customerId = read.num('customerId') ?? null;
  const at = read.paging(PAGE_SIZES);
  // pages beyond the first are read by the cursor the previous answer gave (docs/lists.md)
  const paging = { page: at.page, pageSize: at.pageSize, ...(at.page > 1 && at.cursor ? { cursor: at.cursor } : {}) };
  const work = useVasWork(customerId === null ? null : { customerId, ...paging });
  const record = useRecordVas();
  const [form] = Form.useForm<TValues>();
  const fieldErrors = useServerFieldErrors(form);
  // one id per submitted form: a retried request (a double click, a lost answer) records the work once
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());

  const submit = async (v: TValues) => {
    if (customerId === null) {
      toast.warning(t('money.vas.pickCustomer'));
      return;
    }
    try {
      const w = await record.mutateAsync({ ...v, customerId, requestId, note: v.note?.trim() || undefined });
      toast.success(w.amount === null ? t('money.vas.noTariff') : t('money.vas.recorded', { amount: formatVnd(w.amount) }));
      setRequestId(crypto.randomUUID());
      form.resetFields(['orderCode', 'units', 'note']);
    } catch (e) {
      if (isApiError(e) && e.fieldErrors.length) fieldErrors.show(e.fieldErrors, knownField(['orderKind', 'orderCode', 'service', 'units', 'note']));
      else toast.error(errorMessage(e));
    }
  };

  const columns: TableColumnsType<TVasWorkView> = [
    { title: t('money.vas.createdAt'), dataIndex: 'createdAt', width: 150, render: (v: string) => formatDateTime(v) },
    { title: t('money.vas.service'), dataIndex: 'service', width: 160, render: (s: TVasService) => label(FEE_TYPE_LABELS, s, lang) },
    { title: t('money.vas.orderCode'), dataIndex: 'orderCode', render: (c: string, r) => `${c} · ${t(`money.vas.kinds.${r.orderKind}`)}` },
    { title: t('money.vas.units'), dataIndex: 'units', align: 'right', width: 110, responsive: ['sm'] },
    { title: t('money.vas.note'), dataIndex: 'note', ellipsis: true, responsive: ['md'], render: (n: string | null) => n ?? '—' },
    { title: t('money.vas.amount'), dataIndex: 'amount', align: 'right', width: 130, render: (a: number | null) => (a === null ? '—' : formatVnd(a)) },
  ];

  return (
    <div data-testid="vas-page">
      <PageHeader title={t('money.vas.title')} subtitle={t('money.vas.subtitle')} />
      <Card className="table-card">
        <div className="billing-filters">
          <CustomerSelect value={customerId} onChange={(id) => update({ customerId: id ?? undefined })} placeholder={t('money.vas.customer')} testId="vas-customer" />
        </div>
        <Form<TValues> form={form} layout="vertical" className="billing-vas-form" onFinish={(v) => void submit(v)} onValuesChange={fieldErrors.onValuesChange} initialValues={{ orderKind: 'outbound', service: 'labelling', units: 1 }}>
          <Row gutter={12}>
            <Col xs={12} md={4}>
              <Form.Item name="orderKind" label={t('money.vas.orderKind')}>
                <Select options={VAS_ORDER_KINDS.map((k) => ({ value: k, label: t(`money.vas.kinds.${k}`) }))} data-testid="vas-kind" />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item name="orderCode" label={t('money.vas.orderCode')} rules={[{ required: true, whitespace: true, max: 50 }]}>
                <Input maxLength={50} data-testid="vas-order" />
              </Form.Item>
            </Col>
            <Col xs={12} md={5}>
              <Form.Item name="service" label={t('money.vas.service')}>
                <Select options={VAS_SERVICES.map((s) => ({ value: s, label: label(FEE_TYPE_LABELS, s, lang) }))} data-testid="vas-service" />
              </Form.Item>
            </Col>
            <Col xs={12} md={3}>
              <Form.Item name="units" label={t('money.vas.units')} rules={[{ required: true }]}>
                <InputNumber min={1} max={100_000} precision={0} style={{ width: '100%' }} data-testid="vas-units" />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item name="note" label={t('money.vas.note')}>
                <Input maxLength={500} />
              </Form.Item>
            </Col>
          </Row>
          <Button type="primary" htmlType="submit" loading={record.isPending} disabled={customerId === null} data-testid="vas-record">
            {t('money.vas.record')}
          </Button>
        </Form>
      </Card>
      <Card className="table-card">
        {customerId === null ? (
          <Empty description={t('money.vas.pickCustomer')} />
        ) : (
          <ListBody<TVasWorkView>
            query={work}
            loading={work.isPending}
            pagerLoading={work.isFetching}
            sizes={PAGE_SIZES}
            onPage={onPage}
            onPageSize={onPageSize}
            rowKey="id"
            columns={columns}
            locale={{ emptyText: work.isPending ? ' ' : <Empty description={t('money.vas.empty')} /> }}
            data-testid="vas-list"
          />
        )}
      </Card>
    </div>
  );
}
