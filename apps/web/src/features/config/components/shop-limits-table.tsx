import { useMemo, useState } from 'react';
import { Button, Card, Form, Input, InputNumber, Modal, Tooltip, type TableColumnsType } from 'antd';
import { EditOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { foldText, type TShopContract } from '@ffm/domain';
import { formatCm, formatGrams, formatMoney, formatNumber } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useShopLimitsList, useUpdateShopLimits, type TShopLimitsRow } from '../api/ops-config-api.ts';
import { ListBody, useWholeList } from '../../../components/list-screen.tsx';

const FIELDS: Array<{ name: keyof TShopContract; label: string; unit: 'vnd' | 'g' | 'cm' }> = [
  { name: 'max_cod', label: 'home.contract.maxCod', unit: 'vnd' },
  { name: 'max_insurrance', label: 'home.contract.maxInsurance', unit: 'vnd' },
  { name: 'max_weight', label: 'home.contract.maxWeight', unit: 'g' },
  { name: 'max_length', label: 'home.contract.maxLength', unit: 'cm' },
  { name: 'max_width', label: 'home.contract.maxWidth', unit: 'cm' },
  { name: 'max_height', label: 'home.contract.maxHeight', unit: 'cm' },
];

const EMPTY_CONTRACT: TShopContract = { max_cod: 0, max_weight: 0, max_length: 0, max_width: 0, max_height: 0, max_insurrance: 0 };

function formatUnit(unit: 'vnd' | 'g' | 'cm', n: number | undefined): string {
  if (unit === 'vnd') return formatMoney(n);
  if (unit === 'g') return formatGrams(n);
  return formatCm(n);
}

/** Integers in the vi-VN grouping ('1.000.000'), read back whatever the separators typed. */
const numberFormatter = (v: number | string | undefined) => (v === undefined || v === '' ? '' : formatNumber(Number(v)));
const numberParser = (v: string | undefined) => Number((v ?? '').replace(/[^\d]/g, '') || '0');

function LimitsEditor({ row, onClose }: { row: TShopLimitsRow; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TShopContract>();
  const update = useUpdateShopLimits();

  const onFinish = (values: TShopContract) =>
    update.mutate(
      { shopId: row.shopId, ...values },
      {
        onSuccess: () => {
          toast.success(t('systemConfig.shops.saved', { name: row.shopName }));
          onClose();
        },
      },
    );

  return (
    <Modal
      open
      title={t('systemConfig.shops.editTitle', { name: row.shopName })}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={update.isPending}
      width={560}
    >
      <div data-testid="shop-limits-editor">
        <Form<TShopContract>
          form={form}
          layout="vertical"
          initialValues={row.contract ?? EMPTY_CONTRACT}
          onFinish={onFinish}
          disabled={update.isPending}
          className="limits-form"
          name="shop-limits"
        >
          {FIELDS.map((f) => (
            <Form.Item
              key={f.name}
              name={f.name}
              label={t(f.label)}
              rules={[
                { required: true, message: t('common.required', { field: t(f.label).toLowerCase() }) },
                { type: 'number', min: 0, message: t('systemConfig.shops.mustBePositive') },
              ]}
            >
              <InputNumber<number>
                min={0}
                precision={0}
                step={f.unit === 'vnd' ? 100_000 : 1}
                formatter={numberFormatter}
                parser={numberParser}
                suffix={f.unit === 'vnd' ? '₫' : f.unit}
                className="limits-form__input"
                data-testid={`limit-${f.name}`}
              />
            </Form.Item>
          ))}
          <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
        </Form>
      </div>
    </Modal>
  );
}

/** The contract limits of every shop, searchable by shop or customer, editable one shop at a time. */
export function ShopLimitsTable() {
  const { t } = useTranslation();
  const list = useShopLimitsList();
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<TShopLimitsRow | null>(null);

  const rows = useMemo(() => {
    const q = foldText(query);
    const all = list.data ?? [];
    return q ? all.filter((r) => foldText(`${r.shopName} ${r.clientName} ${r.shopId}`).includes(q)) : all;
  }, [list.data, query]);
  // every shop comes at once: paged and sorted here, a new search from its first page
  const whole = useWholeList(list.data ? rows : undefined, 20, query);

  const columns: TableColumnsType<TShopLimitsRow> = [
    { title: t('systemConfig.shops.shop'), dataIndex: 'shopName', fixed: 'left', width: 200, sorter: (a, b) => a.shopName.localeCompare(b.shopName, 'vi') },
    { title: t('systemConfig.shops.client'), dataIndex: 'clientName', width: 180 },
    ...FIELDS.map((f) => ({
      title: t(f.label),
      key: f.name,
      align: 'right' as const,
      width: 150,
      render: (_: unknown, r: TShopLimitsRow) => formatUnit(f.unit, r.contract?.[f.name]),
    })),
    {
      title: t('common.actions'),
      key: 'actions',
      fixed: 'right',
      width: 90,
      align: 'center',
      render: (_, r) => (
        <Tooltip title={t('common.edit')}>
          <Button type="text" icon={<EditOutlined />} onClick={() => setEditing(r)} aria-label={t('common.edit')} data-testid={`shop-limits-edit-${r.shopId}`} />
        </Tooltip>
      ),
    },
  ];

  return (
    <Card
      title={t('systemConfig.shops.title')}
      className="table-card"
      data-testid="shop-limits"
      extra={
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder={t('systemConfig.shops.searchPlaceholder')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          className="table-card__search"
        />
      }
    >
      <ListBody<TShopLimitsRow>
        query={{ ...list, data: whole.data }}
        loading={list.isPending}
        sizes={[20]}
        onPage={whole.onPage}
        onPageSize={whole.onPageSize}
        onChange={whole.onChange}
        rowKey="shopId"
        columns={columns}
        scroll={{ x: 1200 }}
      />
      {editing ? <LimitsEditor row={editing} onClose={() => setEditing(null)} /> : null}
    </Card>
  );
}
