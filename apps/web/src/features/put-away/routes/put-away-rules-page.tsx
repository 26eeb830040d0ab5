import { Button, Card, Col, Empty, Form, Input, InputNumber, Popconfirm, Row, Select, Table, Tag, type TableColumnsType } from 'antd';
import { DeleteOutlined, PlusOutlined, SaveOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SKU_CATEGORY_CODES, SKU_CATEGORY_LABELS, STOCK_CONDITION_LABELS, STOCK_CONDITIONS, type TPutAwayRule, type TSkuCategory, type TStockCondition } from '@ffm/domain';
import { CustomerSelect } from '../../../components/customer-select.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { label, useLang } from '../../../lib/display.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteRule, usePutAwayRules, useSaveRule, useSetCapacity } from '../api/put-away-api.ts';
import { useOpsWarehouse, WarehouseSelect } from '../../../components/warehouse-select.tsx';
import '../../../components/ops.css';

interface TRuleForm {
  priority: number;
  customerId: number | null;
  skuCode?: string;
  category?: TSkuCategory;
  condition?: TStockCondition;
  zone?: string;
  fromCode?: string;
  toCode?: string;
}

interface TCapacityForm {
  zone?: string;
  fromCode?: string;
  toCode?: string;
  maxVolumeCm3: number | null;
  maxWeightGrams: number | null;
}

const blank = (v: string | undefined) => (v && v.trim() ? v.trim() : null);

/**
 * /kho/quy-tac-len-ke: where received goods go in a warehouse. Rules (by customer, SKU, category or condition →
 * a zone or a range of locations, the lowest priority first) and the capacity of its bins (volume, weight).
 */
export function PutAwayRulesPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { warehouseId } = useOpsWarehouse();
  const rules = usePutAwayRules(warehouseId);
  const save = useSaveRule();
  const remove = useDeleteRule();
  const capacity = useSetCapacity();
  const [ruleForm] = Form.useForm<TRuleForm>();
  const [capForm] = Form.useForm<TCapacityForm>();

  const onAdd = async (v: TRuleForm) => {
    if (warehouseId === null) return;
    try {
      await save.mutateAsync({
        warehouseId,
        priority: v.priority,
        customerId: v.customerId ?? null,
        skuCode: blank(v.skuCode),
        category: v.category ?? null,
        condition: v.condition ?? null,
        zone: blank(v.zone),
        fromCode: blank(v.fromCode),
        toCode: blank(v.toCode),
        isActive: true,
      });
      toast.success(t('common.saved'));
      ruleForm.resetFields();
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };

  const onCapacity = async (v: TCapacityForm) => {
    if (warehouseId === null) return;
    try {
      const r = await capacity.mutateAsync({ warehouseId, zone: blank(v.zone), fromCode: blank(v.fromCode), toCode: blank(v.toCode), maxVolumeCm3: v.maxVolumeCm3 ?? null, maxWeightGrams: v.maxWeightGrams ?? null });
      toast.success(t('ops.putAwayRules.capacitySaved', { count: r.updated }));
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };

  const target = (r: TPutAwayRule) => [r.zone ? `${t('ops.fields.zone')} ${r.zone}` : null, r.fromCode || r.toCode ? `${r.fromCode ?? '…'} → ${r.toCode ?? '…'}` : null].filter(Boolean).join(' · ');
  const columns: TableColumnsType<TPutAwayRule> = [
    { title: t('ops.putAwayRules.priority'), dataIndex: 'priority', width: 90 },
    {
      title: t('ops.putAwayRules.when'),
      key: 'when',
      render: (_v, r) => (
        <>
          {r.customerCode ? <Tag>{r.customerCode}</Tag> : null}
          {r.skuCode ? <Tag color="blue">{r.skuCode}</Tag> : null}
          {r.category ? <Tag color="purple">{label(SKU_CATEGORY_LABELS, r.category as TSkuCategory, lang)}</Tag> : null}
          {r.condition ? <Tag color={r.condition === 'GOOD' ? 'green' : 'red'}>{label(STOCK_CONDITION_LABELS, r.condition, lang)}</Tag> : null}
          {!r.customerCode && !r.skuCode && !r.category && !r.condition ? <span className="ops-muted">{t('ops.putAwayRules.anyGoods')}</span> : null}
        </>
      ),
    },
    { title: t('ops.putAwayRules.target'), key: 'target', render: (_v, r) => <Tag color="gold">{target(r)}</Tag> },
    {
      title: '',
      key: 'actions',
      width: 60,
      align: 'right',
      render: (_v, r) => (
        <Popconfirm title={t('ops.putAwayRules.deleteConfirm')} onConfirm={() => remove.mutate({ id: r.id }, { onError: (err) => toast.error(errorMessage(err)) })}>
          <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('common.delete')} data-testid={`rule-delete-${r.id}`} />
        </Popconfirm>
      ),
    },
  ];

  return (
    <div data-testid="put-away-rules-page">
      <PageHeader title={t('ops.putAwayRules.title')} subtitle={t('ops.putAwayRules.subtitle')} extra={<WarehouseSelect />} />
      <Row gutter={16}>
        <Col xs={24} xl={15}>
          <Card title={t('ops.putAwayRules.rules')} className="ops-card table-card">
            <Table<TPutAwayRule>
              rowKey="id"
              size="middle"
              columns={columns}
              dataSource={rules.data ?? []}
              loading={rules.isLoading}
              pagination={false}
              scroll={{ x: 560 }}
              locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('ops.putAwayRules.none')} /> }}
              data-testid="put-away-rules"
            />
          </Card>
        </Col>
        <Col xs={24} xl={9}>
          <Card title={t('ops.putAwayRules.add')} className="ops-card">
            <Form form={ruleForm} layout="vertical" initialValues={{ priority: 100, customerId: null }} onFinish={(v) => void onAdd(v)}>
              <Form.Item name="priority" label={t('ops.putAwayRules.priority')}>
                <InputNumber min={0} max={10_000} precision={0} className="full-width" />
              </Form.Item>
              <Form.Item name="customerId" label={t('ops.putAwayRules.customer')}>
                <CustomerSelect value={ruleForm.getFieldValue('customerId') as number | null} onChange={(id) => ruleForm.setFieldValue('customerId', id)} />
              </Form.Item>
              <Form.Item name="skuCode" label={t('ops.fields.sku')}>
                <Input maxLength={50} />
              </Form.Item>
              <Form.Item name="category" label={t('ops.putAwayRules.category')}>
                <Select allowClear options={SKU_CATEGORY_CODES.map((c) => ({ value: c, label: label(SKU_CATEGORY_LABELS, c, lang) }))} />
              </Form.Item>
              <Form.Item name="condition" label={t('ops.fields.condition')}>
                <Select allowClear options={STOCK_CONDITIONS.map((c) => ({ value: c, label: label(STOCK_CONDITION_LABELS, c, lang) }))} />
              </Form.Item>
              <BinAreaFields />
              <Button type="primary" htmlType="submit" icon={<PlusOutlined />} loading={save.isPending} block data-testid="rule-add">
                {t('ops.putAwayRules.add')}
              </Button>
            </Form>
          </Card>
          <Card title={t('ops.putAwayRules.capacity')} className="ops-card">
            <Form form={capForm} layout="vertical" initialValues={{ maxVolumeCm3: null, maxWeightGrams: null }} onFinish={(v) => void onCapacity(v)}>
              <BinAreaFields />
              <Row gutter={8}>
                <Col span={12}>
                  <Form.Item name="maxVolumeCm3" label={t('ops.putAwayRules.maxVolume')}>
                    <InputNumber min={1} precision={0} className="full-width" />
                  </Form.Item>
                </Col>
                <Col span={12}>
                  <Form.Item name="maxWeightGrams" label={t('ops.putAwayRules.maxWeight')}>
                    <InputNumber min={1} precision={0} className="full-width" />
                  </Form.Item>
                </Col>
              </Row>
              <Button htmlType="submit" icon={<SaveOutlined />} loading={capacity.isPending} block data-testid="capacity-save">
                {t('ops.putAwayRules.capacitySave')}
              </Button>
            </Form>
          </Card>
        </Col>
      </Row>
    </div>
  );
}

/** A zone and/or a range of location codes: where a rule puts goods, or which bins a capacity is set for. */
function BinAreaFields() {
  const { t } = useTranslation();
  return (
    <Row gutter={8}>
      <Col span={8}>
        <Form.Item name="zone" label={t('ops.fields.zone')}>
          <Input maxLength={20} />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item name="fromCode" label={t('ops.putAwayRules.from')}>
          <Input maxLength={50} />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item name="toCode" label={t('ops.putAwayRules.to')}>
          <Input maxLength={50} />
        </Form.Item>
      </Col>
    </Row>
  );
}
