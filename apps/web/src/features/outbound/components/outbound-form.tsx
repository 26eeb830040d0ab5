import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Col, Empty, Form, Input, InputNumber, Row, Select, Space, Table, Tag } from 'antd';
import { DeleteOutlined, SaveOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  canAddOutboundItems,
  fieldErrorsOf,
  outboundDraftSchema,
  outboundShippingSchema,
  OUTBOUND_FORM_DEFAULTS,
  OUTBOUND_TEXT_LIMITS,
  PAYMENT_TYPE_LABELS,
  PAYMENT_TYPES,
  REQUIRED_NOTE_LABELS,
  REQUIRED_NOTES,
  SERVICE_TYPE_LABELS,
  SERVICE_TYPES,
  SKU_UNIT_LABELS,
  ZONE_TYPE_LABELS,
  ZONE_TYPES,
  type TExpressSetting,
  type TOutboundCreateInput,
  type TOutboundDetail,
  type TShopContract,
  type TSkuUnit,
  type TStockOfSku,
} from '@ffm/domain';
import { isApiError } from '../../../lib/api.ts';
import { knownField, useServerFieldErrors, type TFieldPath } from '../../../lib/form-errors.ts';
import { FOLDED_SEARCH } from '../../../lib/select-search.ts';
import { usePrefillFromExpressSetting } from '../../../lib/express-setting.ts';
import { usePhonePrefixes, useShopConfig } from '../../../lib/config.ts';
import { useCurrentShopId } from '../../../lib/user-info.ts';
import { formatNumber, VND_INPUT } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useUnsavedChangesPrompt } from '../../../lib/use-unsaved-changes-prompt.ts';
import { useWarehouses } from '../../../lib/warehouses.ts';
import { label, useLang } from '../../../lib/display.ts';
import { AddressPicker, addressRule, type TAddressValue } from '../../../components/address-picker.tsx';
import { ScanBox } from '../../../components/scan-box.tsx';
import { scrollToFirstError } from '../../../components/scroll-to-first-error.ts';
import { stockOfLines, stockOfScannedCode, useCreateOutbound, useStocksBySku, useUpdateOutbound } from '../api/outbound-api.ts';

interface TValues {
  warehouseId?: number;
  zoneType?: string;
  clientOrderCode?: string;
  toName?: string;
  toPhone?: string;
  toAddress?: string;
  /** the receiver's 2025 province and ward (and the old address it was converted from) */
  toArea?: TAddressValue;
  fromName?: string;
  fromPhone?: string;
  fromAddress?: string;
  shippingServiceType?: number;
  shippingPaymentType?: number;
  shippingRequiredNote?: string;
  codAmount?: number | null;
  goodsValue?: number | null;
  goodsName?: string;
  weight?: number | null;
  length?: number | null;
  width?: number | null;
  height?: number | null;
  note?: string;
  eBillLink?: string;
  /** the order's lines: a list field of the form (Form.List), so their messages sit on their own fields */
  items?: TLine[];
}

interface TLine {
  skuId: number;
  sku: string;
  name: string;
  unit: string;
  quantity: number;
}

/** The shop's express settings as the courier fields of a new outbound order. */
function shippingDefaults(s: TExpressSetting): Partial<TValues> {
  return { shippingServiceType: s.serviceTypeId, shippingPaymentType: s.paymentTypeId, shippingRequiredNote: s.requiredNote };
}

const FIELDS: Array<keyof TValues> = [
  'warehouseId', 'zoneType', 'clientOrderCode', 'toName', 'toPhone', 'toAddress', 'toArea', 'fromName', 'fromPhone', 'fromAddress',
  'shippingServiceType', 'shippingPaymentType', 'shippingRequiredNote', 'codAmount', 'goodsValue', 'goodsName', 'weight', 'length', 'width', 'height', 'note', 'eBillLink',
];

/** Before the shop's contract is loaded no limit of it is checked here (the server checks them). */
const UNKNOWN_CONTRACT: TShopContract = {
  max_cod: Number.MAX_SAFE_INTEGER,
  max_insurrance: Number.MAX_SAFE_INTEGER,
  max_weight: Number.MAX_SAFE_INTEGER,
  max_length: Number.MAX_SAFE_INTEGER,
  max_width: Number.MAX_SAFE_INTEGER,
  max_height: Number.MAX_SAFE_INTEGER,
};

/** A stored order's address as the picker's value: a 2025 one as it is, a pre-2025 one to convert (issue 24). */
function storedArea(o: TOutboundDetail): TAddressValue {
  if (o.toDistrictId === null) return { provinceId: o.toProvinceId, wardCode: o.toWardCode, ...(o.toAddressOld ? { old: o.toAddressOld } : {}) };
  return { old: { provinceId: o.toProvinceId, districtId: o.toDistrictId, wardCode: o.toWardCode } };
}

/**
 * Where a message of the server or of the domain's check goes: the form's own fields, the province, district and ward
 * under the address picker, a line's message under that line's quantity (the field the user corrects), else null.
 */
function fieldOf(field: string): TFieldPath | null {
  const line = /^items\.(\d+)\./.exec(field);
  if (line) return ['items', Number(line[1]), 'quantity'];
  // the province, district and ward are chosen with the address picker: their messages go under it
  if (field === 'toDistrictId' || field === 'toWardCode' || field === 'toProvinceId') return 'toArea';
  return knownField(FIELDS)(field);
}

/**
 * The outbound order form (SPEC §5): the warehouse first, then products found by search or by a scanner, each with
 * what is available in that warehouse (get-stocks-by-sku); the receiver's ward picked with the accent-insensitive
 * address search. Saving first runs the domain's schemas the server runs (outboundDraftSchema, and
 * outboundShippingSchema with the shop's contract once loaded) and sends nothing while they find a problem; the server
 * checks every field again (block lists, the ward, the SKUs) and its messages land on the fields too; leaving with unsaved changes asks first. `order` edits a new order (status 0).
 */
export function OutboundForm({ order }: { order?: TOutboundDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const [form] = Form.useForm<TValues>();
  const serverErrors = useServerFieldErrors(form);
  const rootRef = useRef<HTMLDivElement>(null);
  const warehouses = useWarehouses();
  const create = useCreateOutbound();
  const update = useUpdateOutbound();
  const saving = create.isPending || update.isPending;
  // the shop's limits as far as the form knows them: the contract (once loaded) and the phone prefixes
  const contract = useShopConfig(useCurrentShopId()).data?.contract;
  const phonePrefixes = usePhonePrefixes();
  const warehouseId = Form.useWatch('warehouseId', form);
  // a new order's courier part starts from the shop's express settings (SPEC §7 express-setting)
  usePrefillFromExpressSetting(form, shippingDefaults, !order);

  const lines: TLine[] = Form.useWatch('items', { form, preserve: true }) ?? [];
  /** what each product has available in the chosen warehouse, by SKU id (not a value of the order) */
  const [available, setAvailable] = useState<Record<number, number>>({});
  const [dirty, setDirty] = useState(false);
  const [done, setDone] = useState<TOutboundDetail | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [keyword, setKeyword] = useState('');
  const [scanFeedback, setScanFeedback] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const stocks = useStocksBySku(warehouseId, keyword);

  useUnsavedChangesPrompt(dirty && done === null);
  useEffect(() => {
    if (done) void navigate(`/xuat-hang/chi-tiet-don-xuat-hang?id=${done.id}`);
  }, [done, navigate]);

  // a new warehouse: what the lines have available there, in one call
  useEffect(() => {
    const current: TLine[] = form.getFieldValue('items') ?? [];
    if (!warehouseId || current.length === 0) return;
    let live = true;
    void stockOfLines(warehouseId, current.map((l) => l.sku)).then(
      (found) => {
        if (live) setAvailable(Object.fromEntries(current.map((l) => [l.skuId, found.get(l.skuId) ?? 0])));
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [warehouseId, form]);

  /** Sets the lines (adding or removing one): the lines' messages go, as a change of the field would take them. */
  const setLines = (next: TLine[]) => {
    setDirty(true);
    form.setFieldValue('items', next);
    serverErrors.onValuesChange({ items: next });
  };

  const addProduct = (s: TStockOfSku) => {
    const current: TLine[] = form.getFieldValue('items') ?? [];
    const found = current.some((l) => l.skuId === s.skuId);
    setAvailable((prev) => ({ ...prev, [s.skuId]: s.qtyAvailable }));
    setLines(found ? current.map((l) => (l.skuId === s.skuId ? { ...l, quantity: (Number(l.quantity) || 0) + 1 } : l)) : [...current, { skuId: s.skuId, sku: s.sku, name: s.name, unit: s.unit, quantity: 1 }]);
  };

  const warehouseCheck = canAddOutboundItems(warehouseId, lang);

  const onScan = async (code: string) => {
    if (!warehouseCheck.ok || !warehouseId) {
      setScanFeedback({ kind: 'error', text: warehouseCheck.ok ? '' : warehouseCheck.message });
      return;
    }
    const s = await stockOfScannedCode(warehouseId, code);
    if (!s) {
      setScanFeedback({ kind: 'error', text: t('outbound.form.scanNotFound', { code }) });
      return;
    }
    addProduct(s);
    setScanFeedback({ kind: 'success', text: `${s.sku} · ${s.name}` });
  };

  const applyServerError = (err: unknown) => {
    if (!isApiError(err)) {
      setServerError(String(err));
      return;
    }
    if (err.code === 40001) {
      serverErrors.show([{ field: 'clientOrderCode', message: err.message }]);
      scrollToFirstError(rootRef.current);
      return;
    }
    showErrors(err.fieldErrors, err.message);
  };

  /** Field messages under their fields; the list's own message (no line) and any other above the form. */
  const showErrors = (fields: readonly { field: string; message: string }[], fallback: string) => {
    const rest = serverErrors.show(fields, fieldOf);
    const listError = rest.find((f) => f.field === 'items')?.message;
    if (rest.length === fields.length) setServerError(listError ?? rest[0]?.message ?? fallback);
    else if (listError) setServerError(listError);
    scrollToFirstError(rootRef.current);
  };

  const submit = (direct: boolean) => {
    setServerError(null);
    const { toArea, ...v } = form.getFieldsValue(true) as TValues;
    const items = (v.items ?? []).map((l) => ({ sku: l.sku, quantity: l.quantity, unit: l.unit }));
    const input: TOutboundCreateInput = {
      ...v,
      codAmount: v.codAmount ?? OUTBOUND_FORM_DEFAULTS.codAmount,
      goodsValue: v.goodsValue ?? OUTBOUND_FORM_DEFAULTS.goodsValue,
      // every address the portal writes is a 2025 one (issue 24): province + ward, no district
      toAddressScheme: '2025',
      toProvinceId: toArea?.provinceId ?? null,
      toWardCode: toArea?.wardCode ?? '',
      toAddressOld: toArea?.old ?? null,
      items,
    };
    // the domain's schemas the server runs, before anything is sent, so every missing field shows at once: the draft
    // (warehouse, lines) and the receiver, shipping and money part, the contract's limits once the shop's contract is
    // loaded (the block lists, the ward and the SKUs stay the server's checks)
    const limits = { contract: contract ?? UNKNOWN_CONTRACT, blocks: { districts: [], wards: [] }, phonePrefixes };
    const problems = [
      ...fieldErrorsOf(outboundDraftSchema(), { warehouseId: v.warehouseId, items }, lang),
      ...fieldErrorsOf(outboundShippingSchema(limits), { ...input, toWardCode: null, toDistrictId: null }, lang).filter((e) => e.field !== 'toWardCode'),
    ];
    if (problems.length > 0) {
      showErrors(problems, problems[0]!.message);
      return;
    }
    const onSuccess = (d: TOutboundDetail) => {
      toast.success(t(order ? 'outbound.form.saved' : 'outbound.form.created', { code: d.soCode }));
      setDone(d);
    };
    if (order) update.mutate({ ...input, id: order.id }, { onSuccess, onError: applyServerError });
    else create.mutate({ input, direct }, { onSuccess, onError: applyServerError });
  };

  const initial: TValues = order
    ? {
        ...Object.fromEntries(FIELDS.map((f) => [f, (order as unknown as Record<string, unknown>)[f] ?? undefined])),
        warehouseId: order.warehouseId,
        items: order.lines.map((l) => ({ skuId: l.skuId, sku: l.sku, name: l.name, unit: l.unit, quantity: l.quantity })),
        toArea: storedArea(order),
      }
    : { ...OUTBOUND_FORM_DEFAULTS, items: [] };

  const money = { ...VND_INPUT, className: 'full-width' };

  return (
    <div ref={rootRef} data-testid="outbound-form">
      {serverError ? <Alert type="error" showIcon title={serverError} className="outbound-form__alert" data-testid="outbound-form-error" closable={{ onClose: () => setServerError(null) }} /> : null}
      <Form<TValues>
        form={form}
        layout="vertical"
        initialValues={initial}
        onValuesChange={(changed) => {
          serverErrors.onValuesChange(changed);
          setDirty(true);
          setServerError(null);
        }}
      >
        <Card title={t('outbound.form.general')} className="outbound-card">
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item name="warehouseId" label={t('outbound.field.warehouse')} required>
                <Select
                  options={(warehouses.data ?? []).map((w) => ({ value: w.id, label: `${w.code} - ${w.name}` }))}
                  loading={warehouses.isPending}
                  showSearch={FOLDED_SEARCH}
                  data-testid="outbound-warehouse"
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="zoneType" label={t('outbound.field.zoneType')} required>
                <Select options={ZONE_TYPES.map((z) => ({ value: z, label: label(ZONE_TYPE_LABELS, z, lang) }))} data-testid="outbound-zone" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="clientOrderCode" label={t('outbound.field.clientOrderCode')}>
                <Input maxLength={OUTBOUND_TEXT_LIMITS.clientOrderCode} data-testid="outbound-client-code" />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        <Card title={t('outbound.form.products')} className="outbound-card">
          {!warehouseCheck.ok ? <Alert type="info" showIcon title={warehouseCheck.message} className="outbound-form__alert" data-testid="outbound-warehouse-first" /> : null}
          <div className="outbound-products__pickers">
            <Select
              showSearch={{ filterOption: false, onSearch: setKeyword }}
              disabled={!warehouseCheck.ok}
              placeholder={t('outbound.form.productSearch')}
              value={null}
              loading={stocks.isFetching}
              options={(stocks.data ?? []).map((s) => ({
                value: s.skuId,
                label: (
                  <span data-testid={`outbound-option-${s.sku}`}>
                    <b>{s.sku}</b> · {s.name} <Tag color={s.qtyAvailable > 0 ? 'green' : 'default'}>{t('outbound.field.available')}: {formatNumber(s.qtyAvailable)}</Tag>
                  </span>
                ),
              }))}
              onChange={(id: number) => {
                const s = stocks.data?.find((x) => x.skuId === id);
                if (s) addProduct(s);
              }}
              data-testid="outbound-product-search"
            />
            <div>
              <ScanBox placeholder={t('outbound.form.scan')} onScan={onScan} disabled={!warehouseCheck.ok} testId="outbound-scan" />
              <div className={`outbound-scan-feedback${scanFeedback ? ` outbound-scan-feedback--${scanFeedback.kind}` : ''}`}>{scanFeedback?.text}</div>
            </div>
          </div>
          <Form.List name="items">
            {(fields) => (
              <Table
                rowKey="key"
                size="small"
                pagination={false}
                dataSource={fields}
                scroll={{ x: 640 }}
                locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('outbound.form.noProducts')} /> }}
                data-testid="outbound-lines"
                columns={[
                  { title: t('outbound.field.lineNo'), key: 'no', width: 50, render: (_v, _f, i) => i + 1 },
                  {
                    title: t('outbound.field.sku'),
                    key: 'sku',
                    render: (_v, f) => (
                      <div>
                        <b>{lines[f.name]?.sku}</b> · {lines[f.name]?.name}
                      </div>
                    ),
                  },
                  { title: t('outbound.field.available'), key: 'available', width: 110, align: 'right', render: (_v, f) => formatNumber(available[lines[f.name]?.skuId ?? 0] ?? 0) },
                  {
                    title: t('outbound.field.quantity'),
                    key: 'quantity',
                    width: 150,
                    render: (_v, f) => {
                      const line = lines[f.name];
                      const has = available[line?.skuId ?? 0] ?? 0;
                      return (
                        <div>
                          <Form.Item name={[f.name, 'quantity']} className="outbound-line-field">
                            <InputNumber min={1} max={9999} precision={0} data-testid={`outbound-qty-${line?.sku ?? ''}`} />
                          </Form.Item>
                          {line && line.quantity > has ? <div className="outbound-over">{t('outbound.form.overAvailable', { n: formatNumber(has) })}</div> : null}
                        </div>
                      );
                    },
                  },
                  { title: t('outbound.field.unit'), key: 'unit', width: 100, render: (_v, f) => label(SKU_UNIT_LABELS, (lines[f.name]?.unit ?? '') as TSkuUnit, lang) },
                  {
                    key: 'remove',
                    width: 60,
                    render: (_v, f) => (
                      <Button
                        type="text"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={t('outbound.form.remove')}
                        onClick={() => setLines(lines.filter((_l, i) => i !== f.name))}
                      />
                    ),
                  },
                ]}
              />
            )}
          </Form.List>
        </Card>
        <Card title={t('outbound.form.receiver')} className="outbound-card">
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item name="toName" label={t('outbound.field.toName')} required>
                <Input maxLength={255} data-testid="outbound-to-name" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="toPhone" label={t('outbound.field.toPhone')} required>
                <Input maxLength={20} inputMode="tel" data-testid="outbound-to-phone" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="toAddress" label={t('outbound.field.toAddress')} required>
                <Input maxLength={500} data-testid="outbound-to-address" />
              </Form.Item>
            </Col>
            <Col xs={24}>
              <Form.Item name="toArea" label={t('outbound.field.toArea')} required rules={[addressRule(t('address.wardRequired'))]}>
                <AddressPicker testId="outbound-to-area" />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        <Card title={t('outbound.form.shipping')} className="outbound-card">
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item name="shippingServiceType" label={t('outbound.field.service')}>
                <Select options={SERVICE_TYPES.map((s) => ({ value: s, label: label(SERVICE_TYPE_LABELS, s, lang) }))} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="shippingPaymentType" label={t('outbound.field.payment')}>
                <Select options={PAYMENT_TYPES.map((s) => ({ value: s, label: label(PAYMENT_TYPE_LABELS, s, lang) }))} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="shippingRequiredNote" label={t('outbound.field.requiredNote')}>
                <Select options={REQUIRED_NOTES.map((s) => ({ value: s, label: label(REQUIRED_NOTE_LABELS, s, lang) }))} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="codAmount" label={t('outbound.field.codAmount')}>
                <InputNumber {...money} data-testid="outbound-cod" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="goodsValue" label={t('outbound.field.goodsValue')}>
                <InputNumber {...money} data-testid="outbound-goods-value" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="goodsName" label={t('outbound.field.goodsName')}>
                <Input maxLength={255} />
              </Form.Item>
            </Col>
            {(['weight', 'length', 'width', 'height'] as const).map((f) => (
              <Col xs={12} md={6} key={f}>
                <Form.Item name={f} label={t(`outbound.field.${f}`)}>
                  <InputNumber min={1} precision={0} className="full-width" />
                </Form.Item>
              </Col>
            ))}
            <Col xs={24} md={12}>
              <Form.Item name="note" label={t('outbound.field.note')}>
                <Input.TextArea maxLength={500} autoSize={{ minRows: 1, maxRows: 4 }} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="eBillLink" label={t('outbound.field.eBillLink')}>
                <Input maxLength={500} />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        <Card title={t('outbound.form.sender')} className="outbound-card">
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item name="fromName" label={t('outbound.field.fromName')}>
                <Input maxLength={255} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="fromPhone" label={t('outbound.field.fromPhone')}>
                <Input maxLength={20} inputMode="tel" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="fromAddress" label={t('outbound.field.fromAddress')}>
                <Input maxLength={500} />
              </Form.Item>
            </Col>
          </Row>
        </Card>
      </Form>
      <div className="outbound-form__footer">
        <Space wrap>
          <Button disabled={saving} onClick={() => void navigate('/xuat-hang/danh-sach-don-xuat')}>
            {t('common.cancel')}
          </Button>
          {order ? (
            <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={() => submit(false)} data-testid="outbound-save">
              {t('outbound.form.save')}
            </Button>
          ) : (
            <>
              <Button icon={<SaveOutlined />} loading={saving} onClick={() => submit(false)} data-testid="outbound-save-draft">
                {t('outbound.form.saveDraft')}
              </Button>
              <Button type="primary" icon={<ThunderboltOutlined />} loading={saving} onClick={() => submit(true)} data-testid="outbound-create-direct">
                {t('outbound.form.createDirect')}
              </Button>
            </>
          )}
        </Space>
      </div>
    </div>
  );
}
