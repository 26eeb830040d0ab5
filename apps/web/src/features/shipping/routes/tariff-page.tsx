import { useEffect } from 'react';
import { Button, Card, Col, DatePicker, Form, InputNumber, Row, Table, Tag } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FEE_ROUTE_LABELS, FEE_ROUTES, SERVICE_TYPE_LABELS, SERVICE_TYPES, SHIPPING_CALLS, type TTariff } from '@ffm/domain';
import { PageHeader } from '../../../components/page-header.tsx';
import { callApi } from '../../../lib/api-client.ts';
import { formatDateTime, label, useLang } from '../../../lib/display.ts';
import { formatVnd } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import '../shipping.css';

type TValues = { effective_from: Dayjs; tariff: TTariff };
/** The services with a whole price on every route: one left blank (heavy goods on an older tariff) is not offered. */
function pricedServices(services: TTariff['services']): TTariff['services'] {
  const whole = (x: unknown) => FEE_ROUTES.every((r) => {
    const p = (x as Record<string, Record<string, unknown> | undefined> | undefined)?.[r];
    return p !== undefined && ['baseWeight', 'basePrice', 'stepPrice', 'leadDays'].every((k) => typeof p[k] === 'number');
  });
  return Object.fromEntries(Object.entries(services).filter(([, v]) => whole(v))) as TTariff['services'];
}

/** A tariff saved before heavy goods existed gets their base weight (20 kg), so pricing them on the form is enough. */
function withHeavyBase(tariff: TTariff): TTariff {
  if (tariff.services['5']) return tariff;
  const base = Object.fromEntries(FEE_ROUTES.map((r) => [r, { baseWeight: 20_000 }]));
  return { ...tariff, services: { ...tariff.services, '5': base as unknown as NonNullable<TTariff['services']['5']> } };
}

const RATE_FIELDS = ['codFreeUpTo', 'codRateBp', 'codMinFee', 'insuranceFreeUpTo', 'insuranceRateBp', 'pickStationFee', 'returnRateBp', 'redeliveryFee'] as const;

/** /van-don/bang-gia: provider staff add a tariff taking effect at a chosen time (the newest in effect applies). */
export function TariffPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<TValues>();
  const list = useQuery({ queryKey: ['shipping', 'tariffs'], queryFn: ({ signal }) => callApi(SHIPPING_CALLS.tariffList, {}, { signal }) });
  const now = Date.now();
  const current = list.data?.find((x) => new Date(x.effective_from).getTime() <= now);
  useEffect(() => {
    if (current) form.setFieldsValue({ tariff: withHeavyBase(current.tariff), effective_from: dayjs().add(1, 'day').startOf('day') });
  }, [current, form]);
  const save = useMutation({
    mutationFn: (v: TValues) => callApi(SHIPPING_CALLS.tariffSave, { effective_from: v.effective_from.toISOString(), tariff: { ...current!.tariff, ...v.tariff, services: pricedServices(v.tariff.services) } }),
    onSuccess: (r) => {
      toast.success(t('shipping.tariff.saved', { date: formatDateTime(r.effective_from) }));
      void queryClient.invalidateQueries({ queryKey: ['shipping', 'tariffs'] });
    },
  });
  const money = { min: 0, max: 100_000_000, precision: 0, step: 500, className: 'shipping-number' } as const;
  return (
    <div data-testid="tariff-page">
      <PageHeader title={t('shipping.tariff.title')} subtitle={t('shipping.tariff.subtitle')} />
      <Form<TValues> form={form} layout="vertical" onFinish={(v) => save.mutate(v)}>
        <Card className="shipping-card">
          {SERVICE_TYPES.map((s) => (
            <div key={s} className="shipping-tariff-service">
              <h4>{label(SERVICE_TYPE_LABELS, s, lang)}</h4>
              <Row gutter={12}>
                {FEE_ROUTES.map((r) => (
                  <Col xs={24} md={8} key={r}>
                    <Card size="small" title={label(FEE_ROUTE_LABELS, r, lang)}>
                      <Form.Item name={['tariff', 'services', `${s}`, r, 'basePrice']} label={t('shipping.tariff.basePrice', { weight: current?.tariff.services[`${s}`]?.[r].baseWeight ?? (s === 5 ? 20_000 : 500) })}>
                        <InputNumber {...money} addonAfter="₫" />
                      </Form.Item>
                      <Form.Item name={['tariff', 'services', `${s}`, r, 'stepPrice']} label={t('shipping.tariff.stepPrice')}>
                        <InputNumber {...money} addonAfter="₫" />
                      </Form.Item>
                      <Form.Item name={['tariff', 'services', `${s}`, r, 'leadDays']} label={t('shipping.tariff.leadDays')}>
                        <InputNumber min={0} max={30} precision={0} className="shipping-number" />
                      </Form.Item>
                      <Form.Item name={['tariff', 'services', `${s}`, r, 'baseWeight']} hidden>
                        <InputNumber />
                      </Form.Item>
                    </Card>
                  </Col>
                ))}
              </Row>
            </div>
          ))}
          <Row gutter={12}>
            {RATE_FIELDS.map((f) => (
              <Col xs={12} md={6} key={f}>
                <Form.Item name={['tariff', f]} label={t(`shipping.tariff.${f}`)}>
                  <InputNumber min={f === 'pickStationFee' ? -1_000_000 : 0} max={100_000_000} precision={0} className="shipping-number" />
                </Form.Item>
              </Col>
            ))}
          </Row>
          <Row gutter={12} align="bottom">
            <Col xs={24} md={8}>
              <Form.Item name="effective_from" label={t('shipping.tariff.effectiveFrom')} rules={[{ required: true }]}>
                <DatePicker showTime format="DD/MM/YYYY HH:mm" className="shipping-number" />
              </Form.Item>
            </Col>
            <Col>
              <Form.Item>
                <Button type="primary" htmlType="submit" loading={save.isPending} disabled={!current} data-testid="tariff-save">
                  {t('shipping.tariff.save')}
                </Button>
              </Form.Item>
            </Col>
          </Row>
        </Card>
      </Form>
      <Card title={t('shipping.tariff.history')} className="table-card">
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          loading={list.isFetching}
          dataSource={list.data ?? []}
          columns={[
            { title: '#', dataIndex: 'id', width: 60 },
            { title: t('shipping.tariff.effectiveFrom'), dataIndex: 'effective_from', render: (d: string, r) => <>{formatDateTime(d)} {r.id === current?.id ? <Tag color="green">{t('shipping.tariff.current')}</Tag> : null}</> },
            { title: label(SERVICE_TYPE_LABELS, 2, lang), key: 'std', render: (_v, r) => formatVnd(r.tariff.services['2']?.intra_province.basePrice ?? 0) },
            { title: t('shipping.field.createdAt'), dataIndex: 'created_date', render: (d: string) => formatDateTime(d) },
          ]}
        />
      </Card>
    </div>
  );
}
