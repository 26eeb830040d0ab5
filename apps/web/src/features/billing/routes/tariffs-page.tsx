import { useState } from 'react';
import { Button, Card, Col, DatePicker, Empty, Form, Input, InputNumber, Row, Select, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { RECEIVING_BASES, STORAGE_BASES, type TTariffRates } from '@ffm/domain';
import { CustomerSelect } from '../../../components/customer-select.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { errorMessage, isApiError } from '../../../lib/api.ts';
import { formatDate } from '../../../lib/display.ts';
import { formatVnd } from '../../../lib/format.ts';
import { knownField, useServerFieldErrors } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useAssignContract, useContractOfClient, useContracts, useSaveContract, useSaveTariff, useTariffs, type TContractView, type TTariffView } from '../api/billing-api.ts';
import '../billing.css';

type TValues = TTariffRates & { validFrom: Dayjs };
const RATE_FIELDS = ['receivingRate', 'storageRate', 'pickPackPerOrder', 'pickPackPerExtraUnit', 'packingMaterialPerOrder', 'returnPerUnit', 'labellingPerUnit', 'kittingPerUnit'] as const;
const FIELDS = ['validFrom', 'receivingBasis', 'storageBasis', ...RATE_FIELDS];

/**
 * /kho/bieu-phi (provider staff): the tariffs of a client, of a contract or the default ones, and a new one taking
 * effect on a day; the contracts (tariff sets several clients share) and the contract a client is billed under.
 */
export function TariffsPage() {
  const { t } = useTranslation();
  const [customerId, setCustomerId] = useState<number | null>(null);
  const [contractId, setContractId] = useState<number | null>(null);
  const owner = customerId !== null ? { customerId } : contractId !== null ? { contractId } : {};
  const tariffs = useTariffs(owner);
  const save = useSaveTariff();
  const contracts = useContracts();
  const clientContract = useContractOfClient(customerId);
  const assign = useAssignContract();
  const [form] = Form.useForm<TValues>();
  const fieldErrors = useServerFieldErrors(form);
  const contractOptions = (contracts.data ?? []).map((c) => ({ value: c.id, label: `${c.code} · ${c.name}` }));

  const assignContract = (id: number | null) => {
    if (customerId === null) return;
    assign.mutate({ customerId, contractId: id }, { onSuccess: () => toast.success(t('money.tariffs.contractAssigned')), onError: (e) => toast.error(errorMessage(e)) });
  };

  const submit = async (v: TValues) => {
    try {
      await save.mutateAsync({ ...v, validFrom: v.validFrom.format('YYYY-MM-DD'), ...owner });
      toast.success(t('money.tariffs.saved'));
    } catch (e) {
      if (isApiError(e) && e.fieldErrors.length) fieldErrors.show(e.fieldErrors, knownField(FIELDS));
      else toast.error(errorMessage(e));
    }
  };

  const columns: TableColumnsType<TTariffView> = [
    { title: t('money.tariffs.validFrom'), dataIndex: 'validFrom', width: 120, render: (v: string) => formatDate(v) },
    { title: t('money.tariffs.receivingRate'), dataIndex: 'receivingRate', align: 'right', render: (v: number, r) => `${formatVnd(v)} / ${t(`money.tariffs.bases.${r.receivingBasis}`)}` },
    { title: t('money.tariffs.storageRate'), dataIndex: 'storageRate', align: 'right', render: (v: number, r) => `${formatVnd(v)} / ${t(`money.tariffs.bases.${r.storageBasis}`)}` },
    { title: t('money.tariffs.pickPackPerOrder'), dataIndex: 'pickPackPerOrder', align: 'right', responsive: ['md'], render: (v: number, r) => `${formatVnd(v)} + ${formatVnd(r.pickPackPerExtraUnit)}` },
    { title: t('money.tariffs.packingMaterialPerOrder'), dataIndex: 'packingMaterialPerOrder', align: 'right', responsive: ['lg'], render: (v: number) => formatVnd(v) },
    { title: t('money.tariffs.returnPerUnit'), dataIndex: 'returnPerUnit', align: 'right', responsive: ['lg'], render: (v: number) => formatVnd(v) },
  ];

  return (
    <div data-testid="tariffs-page">
      <PageHeader title={t('money.tariffs.title')} subtitle={t('money.tariffs.subtitle')} />
      <Card className="table-card">
        <div className="billing-filters">
          <CustomerSelect
            value={customerId}
            onChange={(v) => {
              setCustomerId(v);
              if (v !== null) setContractId(null);
            }}
            placeholder={t('money.tariffs.defaultTariff')}
            testId="tariffs-customer"
          />
          <Select<number>
            allowClear
            className="billing-shop-select"
            placeholder={t('money.tariffs.contractPlaceholder')}
            value={contractId ?? undefined}
            onChange={(v?: number) => {
              setContractId(v ?? null);
              if (v !== undefined) setCustomerId(null);
            }}
            options={contractOptions}
            data-testid="tariffs-contract"
          />
          {customerId !== null ? (
            <span className="billing-assign">
              <span className="billing-note">{t('money.tariffs.clientContract')}</span>
              <Select<number>
                allowClear
                className="billing-shop-select"
                placeholder={t('money.tariffs.noContract')}
                value={clientContract.data?.contractId ?? undefined}
                loading={clientContract.isPending || assign.isPending}
                onChange={(v?: number) => assignContract(v ?? null)}
                options={contractOptions}
                data-testid="tariffs-client-contract"
              />
            </span>
          ) : null}
        </div>
        <DataTable<TTariffView> rowKey="id" columns={columns} dataSource={tariffs.data ?? []} loading={tariffs.isPending} pagination={false} locale={{ emptyText: tariffs.isPending ? ' ' : <Empty description={t('money.tariffs.empty')} /> }} data-testid="tariffs-list" />
      </Card>
      <Card className="table-card" title={t('money.tariffs.new')}>
        <Form<TValues>
          form={form}
          layout="vertical"
          onFinish={(v) => void submit(v)}
          onValuesChange={fieldErrors.onValuesChange}
          initialValues={{ validFrom: dayjs().add(1, 'day'), receivingBasis: 'unit', storageBasis: 'm3', ...Object.fromEntries(RATE_FIELDS.map((f) => [f, 0])) }}
        >
          <Row gutter={12}>
            <Col xs={24} md={8}>
              <Form.Item name="validFrom" label={t('money.tariffs.validFrom')} rules={[{ required: true }]}>
                <DatePicker format="DD/MM/YYYY" disabledDate={(d) => d.isBefore(dayjs(), 'day')} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={12} md={8}>
              <Form.Item name="receivingBasis" label={t('money.tariffs.receivingBasis')}>
                <Select options={RECEIVING_BASES.map((b) => ({ value: b, label: t(`money.tariffs.bases.${b}`) }))} />
              </Form.Item>
            </Col>
            <Col xs={12} md={8}>
              <Form.Item name="storageBasis" label={t('money.tariffs.storageBasis')}>
                <Select options={STORAGE_BASES.map((b) => ({ value: b, label: t(`money.tariffs.bases.${b}`) }))} />
              </Form.Item>
            </Col>
            {RATE_FIELDS.map((f) => (
              <Col xs={12} md={6} key={f}>
                <Form.Item name={f} label={t(`money.tariffs.${f}`)} rules={[{ required: true }]}>
                  <InputNumber min={0} max={1_000_000_000} precision={0} style={{ width: '100%' }} addonAfter="đ" />
                </Form.Item>
              </Col>
            ))}
          </Row>
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="tariffs-save">
            {t('money.tariffs.save')}
          </Button>
        </Form>
      </Card>
      <ContractsCard contracts={contracts.data ?? []} loading={contracts.isPending} />
    </div>
  );
}

/** The contracts with their client counts, and a new one. */
function ContractsCard({ contracts, loading }: { contracts: TContractView[]; loading: boolean }) {
  const { t } = useTranslation();
  const save = useSaveContract();
  const [form] = Form.useForm<{ code: string; name: string }>();
  const fieldErrors = useServerFieldErrors(form);
  const submit = async (v: { code: string; name: string }) => {
    try {
      await save.mutateAsync(v);
      toast.success(t('money.tariffs.contractSaved'));
      form.resetFields();
    } catch (e) {
      if (isApiError(e) && e.fieldErrors.length) fieldErrors.show(e.fieldErrors, knownField(['code', 'name']));
      else toast.error(errorMessage(e));
    }
  };
  const columns: TableColumnsType<TContractView> = [
    { title: t('money.tariffs.contractCode'), dataIndex: 'code', width: 160 },
    { title: t('money.tariffs.contractName'), dataIndex: 'name' },
    { title: t('money.tariffs.contractClients'), dataIndex: 'clients', align: 'right', width: 140 },
  ];
  return (
    <Card className="table-card" title={t('money.tariffs.contracts')}>
      <p className="billing-note billing-hint">{t('money.tariffs.contractsHint')}</p>
      <DataTable<TContractView> rowKey="id" columns={columns} dataSource={contracts} loading={loading} pagination={false} locale={{ emptyText: loading ? ' ' : <Empty /> }} data-testid="contracts-list" />
      <Form form={form} layout="inline" className="billing-contract-form" onFinish={(v) => void submit(v)} onValuesChange={fieldErrors.onValuesChange}>
        <Form.Item name="code" rules={[{ required: true, min: 2, max: 30 }]}>
          <Input placeholder={t('money.tariffs.contractCode')} maxLength={30} data-testid="contract-code" />
        </Form.Item>
        <Form.Item name="name" rules={[{ required: true, min: 2, max: 200 }]}>
          <Input placeholder={t('money.tariffs.contractName')} maxLength={200} data-testid="contract-name" />
        </Form.Item>
        <Button htmlType="submit" loading={save.isPending} data-testid="contract-save">
          {t('money.tariffs.addContract')}
        </Button>
      </Form>
    </Card>
  );
}
