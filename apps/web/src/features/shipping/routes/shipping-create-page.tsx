import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Card, Checkbox, Col, Form, Input, InputNumber, Radio, Result, Row, Select, Typography } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import {
  DEFAULT_EXPRESS_SETTING,
  PAYMENT_TYPE_LABELS,
  REQUIRED_NOTE_LABELS,
  REQUIRED_NOTES,
  SERVICE_TYPE_LABELS,
  SERVICE_TYPES,
  codOverLimitMessage,
  foldText,
  validatePhone,
  type TCreatedOrder,
  type TExpressSetting,
  type THub,
  type TCreateShippingOrderInput,
  type TFeeCallInput,
} from '@ffm/domain';
import { AddressPicker, addressRule, type TAddressValue } from '../../../components/address-picker.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { scrollToFirstError } from '../../../components/scroll-to-first-error.ts';
import { errorMessage, isApiError } from '../../../lib/api.ts';
import { useShopConfig } from '../../../lib/config.ts';
import { formatDateTime, label, useLang } from '../../../lib/display.ts';
import { useDropOffStations, usePrefillFromExpressSetting, useShopHubs } from '../../../lib/express-setting.ts';
import { useServerFieldErrors } from '../../../lib/form-errors.ts';
import { formatVnd, VND_INPUT } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useUnsavedChangesPrompt } from '../../../lib/use-unsaved-changes-prompt.ts';
import { useCurrentShopId } from '../../../lib/user-info.ts';
import { useCreateShippingOrder, useShippingQuote } from '../api/shipping-api.ts';
import { FeeSummary } from '../components/fee-summary.tsx';
import '../shipping.css';

interface TValues {
  client_order_code?: string;
  to_name?: string;
  to_phone?: string;
  to_address?: string;
  /** the receiver's 2025 province and ward (issue 24: no district) */
  to_area?: TAddressValue;
  weight?: number;
  length?: number;
  width?: number;
  height?: number;
  cod_amount?: number;
  insurance_value?: number;
  service_type_id: 1 | 2 | 3;
  payment_type_id: 1 | 2;
  required_note: string;
  pickup_time: boolean;
  /** where the courier takes the parcel: 'address' (the shop's), 'hub:<id>' (one of its hubs), 'station:<id>' (handed in) */
  pick: string;
  /** declare insurance_value (off: 0) */
  insure: boolean;
  content?: string;
  note?: string;
  coupon?: string;
}

/** A new order before the shop's settings arrive: the domain's defaults (a shop without settings has them). */
const INITIAL: TValues = {
  service_type_id: DEFAULT_EXPRESS_SETTING.serviceTypeId as TValues['service_type_id'],
  payment_type_id: DEFAULT_EXPRESS_SETTING.paymentTypeId as TValues['payment_type_id'],
  required_note: DEFAULT_EXPRESS_SETTING.requiredNote,
  pickup_time: DEFAULT_EXPRESS_SETTING.pickupBeforeNoon,
  pick: 'address',
  insure: false,
  cod_amount: 0,
  insurance_value: 0,
  length: 10,
  width: 10,
  height: 10,
};

/** The shop's express settings as the form's values (SPEC §7 express-setting: every create form starts from them). */
function fromSetting(s: TExpressSetting): Partial<TValues> {
  const pick = s.pickMode === 'hub' && s.pickHubId !== null ? `hub:${s.pickHubId}` : s.pickMode === 'station' && s.pickStationId !== null ? `station:${s.pickStationId}` : 'address';
  return {
    service_type_id: s.serviceTypeId as TValues['service_type_id'],
    payment_type_id: s.paymentTypeId as TValues['payment_type_id'],
    required_note: s.requiredNote,
    pickup_time: s.pickupBeforeNoon,
    pick,
    insure: s.insureByDefault,
  };
}

/** The pick choice as the order's fields. */
function pickFields(pick: string | undefined): { pick_hub_id?: number; pick_station_id?: number } {
  const [kind, id] = (pick ?? 'address').split(':');
  if (kind === 'hub' && id) return { pick_hub_id: Number(id) };
  if (kind === 'station' && id) return { pick_station_id: Number(id) };
  return {};
}

/**
 * The receiver's place in GHN's new address model (is_new_to_address: the 2025 province and ward, no district), by
 * id (our government codes, as v3/master-data answers them) and by name.
 */
function toPlace(area: TAddressValue | undefined) {
  if (area?.provinceId === undefined || !area.wardCode) return null;
  return {
    is_new_to_address: true,
    to_province_id: area.provinceId,
    to_ward_id: area.wardCode,
    ...(area.provinceName ? { to_province_name: area.provinceName } : {}),
    ...(area.wardName ? { to_ward_name: area.wardName } : {}),
  } as const;
}

/** The values as the fee call's input, once the route and the weight are known (else no quote yet); a hub's place is where the route starts. */
function quoteInput(v: Partial<TValues>, hubs: readonly THub[] | undefined): (TFeeCallInput & NonNullable<ReturnType<typeof toPlace>>) | null {
  const place = toPlace(v.to_area);
  if (!place || !v.weight || v.weight <= 0) return null;
  const pick = pickFields(v.pick);
  const hub = pick.pick_hub_id === undefined ? undefined : hubs?.find((h) => h.id === pick.pick_hub_id);
  return {
    ...(hub ? { from_district_id: hub.district_id, from_ward_code: hub.ward_code } : {}),
    ...(pick.pick_station_id !== undefined ? { pick_station_id: pick.pick_station_id } : {}),
    ...place,
    weight: v.weight,
    length: v.length ?? 10,
    width: v.width ?? 10,
    height: v.height ?? 10,
    cod_value: v.cod_amount ?? 0,
    insurance_value: v.insure ? (v.insurance_value ?? 0) : 0,
    service_type_id: v.service_type_id ?? 2,
    coupon: v.coupon?.trim() || undefined,
    pickup_time: v.pickup_time ?? true,
  };
}

/** With a station, the parcel is handed in there (pick_station_id). */
function atStation<T extends object>(input: T | null, station: { locationId: number } | undefined): (T & { pick_station_id?: number }) | null {
  return input && station ? { ...input, pick_station_id: station.locationId } : input;
}

/** Waits until typing stops before a value is used (the live quote). */
function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const id = setTimeout(() => setV(value), ms);
    return () => clearTimeout(id);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the serialized value is the dependency
  }, [key, ms]);
  return v;
}

/** /van-don/tao-don: a shop creates an express order, seeing the fee and the expected delivery as it types. */
export function ShippingCreatePage({ station }: { station?: { locationId: number; name: string; address: string } } = {}) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const [form] = Form.useForm<TValues>();
  const serverErrors = useServerFieldErrors(form);
  const values = Form.useWatch([], form) as Partial<TValues> | undefined;
  // the shop's contract: its COD limit is said under the field as it is typed, not after submitting
  const maxCod = useShopConfig(useCurrentShopId()).data?.contract?.max_cod;
  const [dirty, setDirty] = useState(false);
  const [created, setCreated] = useState<TCreatedOrder | null>(null);
  useUnsavedChangesPrompt(dirty && !created);

  const hubs = useShopHubs(!station);
  const stations = useDropOffStations(!station);
  const { setting, apply: applySetting } = usePrefillFromExpressSetting(form, fromSetting);
  // on a station's own page the parcel is handed in there, whatever the settings say
  const input = useDebounced(useMemo(() => atStation(quoteInput(station ? { ...values, pick: 'address' } : (values ?? {}), hubs.data), station), [values, station, hubs.data]), 350);
  const quote = useShippingQuote(input);
  const create = useCreateShippingOrder();

  const onFinish = (v: TValues) => {
    const body: TCreateShippingOrderInput & NonNullable<ReturnType<typeof toPlace>> = {
      client_order_code: v.client_order_code?.trim() || undefined,
      to_name: v.to_name,
      to_phone: v.to_phone,
      to_address: v.to_address,
      ...toPlace(v.to_area)!,
      weight: v.weight,
      length: v.length,
      width: v.width,
      height: v.height,
      cod_amount: v.cod_amount ?? 0,
      insurance_value: v.insure ? (v.insurance_value ?? 0) : 0,
      service_type_id: v.service_type_id,
      payment_type_id: v.payment_type_id,
      required_note: v.required_note,
      pickup_time: v.pickup_time,
      content: v.content,
      note: v.note,
      coupon: v.coupon?.trim() || undefined,
      ...(station ? { pick_station_id: station.locationId } : pickFields(v.pick)),
    };
    create.mutate(body, {
      onSuccess: (r) => {
        setCreated(r);
        setDirty(false);
        if (r.existed) toast.warning(t('shipping.create.existed', { code: r.order_code }));
        else toast.success(t('shipping.create.created', { code: r.order_code }));
      },
      onError: (err) => {
        // 60006 (COD over the shop's limit) carries no field list: it belongs under the COD
        const fields = isApiError(err) ? (err.code === 60006 ? [{ field: 'cod_amount', message: err.message }] : err.fieldErrors) : [];
        if (fields.length) {
          const known = new Set(Object.keys(INITIAL).concat(['to_name', 'to_phone', 'to_address', 'weight', 'client_order_code', 'content', 'note', 'coupon']));
          // the province, district and ward are chosen with the address picker: their messages go under it
          const area = new Set(['to_province_id', 'to_district_id', 'to_ward_id', 'to_ward_code', 'to_province_name', 'to_ward_name']);
          serverErrors.show(fields, (f) => (area.has(f) ? 'to_area' : known.has(f) ? f : null));
          scrollToFirstError(document.querySelector<HTMLElement>('.shipping-create'));
        }
        toast.error(errorMessage(err));
      },
    });
  };

  if (created) {
    return (
      <Card>
        <Result
          status="success"
          title={t(created.existed ? 'shipping.create.existed' : 'shipping.create.created', { code: created.order_code })}
          subTitle={`${t('shipping.fee.total')}: ${formatVnd(created.total_fee)} · ${t('shipping.field.leadtime')}: ${formatDateTime(created.expected_delivery_time)}`}
          extra={[
            <Button type="primary" key="open" onClick={() => void navigate(`/van-don/chi-tiet?code=${encodeURIComponent(created.order_code)}`)} data-testid="open-created">
              {t('shipping.create.open')}
            </Button>,
            <Button
              key="again"
              onClick={() => {
                setCreated(null);
                form.resetFields();
                applySetting();
              }}
            >
              {t('shipping.create.again')}
            </Button>,
          ]}
        />
      </Card>
    );
  }

  const requiredRule = { required: true, message: t('shipping.fee.waiting') };
  const req = (field: string) => ({ required: true, message: `${t(`shipping.field.${field}`)}: ${lang === 'en' ? 'required' : 'bắt buộc'}` });
  return (
    <div data-testid="shipping-create-page">
      <PageHeader title={t('shipping.create.title')} subtitle={t('shipping.create.subtitle')} />
      {station ? <Alert type="info" showIcon className="shipping-card" title={t('shipping.create.atStation', { name: station.name, address: station.address })} data-testid="station-banner" /> : null}
      <Form<TValues>
        form={form}
        layout="vertical"
        initialValues={INITIAL}
        onValuesChange={(changed) => {
          serverErrors.onValuesChange(changed);
          setDirty(true);
        }}
        onFinish={onFinish}
        onFinishFailed={() => scrollToFirstError(document.querySelector<HTMLElement>('.shipping-create'))}
        className="shipping-create"
      >
        <Row gutter={16}>
          <Col xs={24} lg={16}>
            <Card title={t('shipping.field.receiver')} className="shipping-card">
              <Row gutter={12}>
                <Col xs={24} md={12}>
                  <Form.Item name="to_name" label={t('shipping.field.toName')} rules={[req('toName')]}>
                    <Input maxLength={255} autoComplete="off" data-testid="f-to_name" />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item
                    name="to_phone"
                    label={t('shipping.field.toPhone')}
                    rules={[
                      {
                        validator: async (_r, v: string | undefined) => {
                          const r = validatePhone(v ?? '', undefined, lang);
                          if (!r.ok) throw new Error(r.message);
                        },
                      },
                    ]}
                  >
                    <Input maxLength={20} inputMode="tel" autoComplete="off" data-testid="f-to_phone" />
                  </Form.Item>
                </Col>
                <Col span={24}>
                  <Form.Item name="to_area" label={t('shipping.field.area')} required rules={[addressRule(t('address.wardRequired'))]}>
                    <AddressPicker testId="f-area" />
                  </Form.Item>
                </Col>
                <Col span={24}>
                  <Form.Item name="to_address" label={t('shipping.field.toAddress')} rules={[req('toAddress')]}>
                    <Input maxLength={500} placeholder={t('shipping.create.addressHint')} data-testid="f-to_address" />
                  </Form.Item>
                </Col>
              </Row>
            </Card>
            <Card title={t('shipping.field.parcel')} className="shipping-card">
              <Row gutter={12}>
                <Col xs={12} md={6}>
                  <Form.Item name="weight" label={t('shipping.field.weight')} rules={[req('weight')]}>
                    <InputNumber min={1} max={1_000_000} precision={0} className="shipping-number" data-testid="f-weight" />
                  </Form.Item>
                </Col>
                {(['length', 'width', 'height'] as const).map((k) => (
                  <Col xs={12} md={6} key={k}>
                    <Form.Item name={k} label={t(`shipping.field.${k}`)} rules={[requiredRule]}>
                      <InputNumber min={1} max={10_000} precision={0} className="shipping-number" data-testid={`f-${k}`} />
                    </Form.Item>
                  </Col>
                ))}
                <Col xs={24} md={12}>
                  <Form.Item
                    name="cod_amount"
                    label={t('shipping.field.codAmount')}
                    validateTrigger={['onChange', 'onBlur']}
                    extra={maxCod !== undefined ? t('shipping.create.codMax', { max: formatVnd(maxCod) }) : undefined}
                    rules={[
                      {
                        validator: async (_r, v: number | null | undefined) => {
                          const problem = maxCod === undefined ? null : codOverLimitMessage(v, maxCod, lang);
                          if (problem) throw new Error(problem);
                        },
                      },
                    ]}
                  >
                    <InputNumber<number>
                      {...VND_INPUT}
                      max={10_000_000_000}
                      className="shipping-number"
                      addonAfter="₫"
                      data-testid="f-cod"
                    />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item name="insurance_value" label={t('shipping.field.insuranceValue')}>
                    <InputNumber<number>
                      disabled={!values?.insure}
                      addonBefore={
                        <Form.Item name="insure" valuePropName="checked" noStyle>
                          <Checkbox data-testid="f-insure">{t('shipping.field.insure')}</Checkbox>
                        </Form.Item>
                      }
                      {...VND_INPUT}
                      max={10_000_000_000}
                      className="shipping-number"
                      addonAfter="₫"
                      data-testid="f-insurance"
                    />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item name="content" label={t('shipping.field.content')}>
                    <Input maxLength={2000} data-testid="f-content" />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item name="client_order_code" label={t('shipping.field.clientOrderCode')}>
                    <Input maxLength={50} data-testid="f-client_order_code" />
                  </Form.Item>
                </Col>
              </Row>
            </Card>
          </Col>
          <Col xs={24} lg={8}>
            <Card title={t('shipping.field.service')} className="shipping-card">
              {setting?.updatedAt ? (
                <Typography.Paragraph type="secondary" className="shipping-from-settings" data-testid="from-settings">
                  {t('shipping.create.fromSettings')} <Link to="/cua-hang/cai-dat-giao-hang">{t('shipping.create.settingsLink')}</Link>.
                </Typography.Paragraph>
              ) : null}
              {station ? null : (
                <Form.Item name="pick" label={t('shipping.field.pick')}>
                  <Select
                    showSearch={{ filterOption: (q, o) => foldText(String(o?.label ?? '')).includes(foldText(q)) }}
                    options={[
                      { value: 'address', label: t('shipping.create.pickAddress') },
                      ...(hubs.data?.length ? [{ label: t('shipping.create.pickHubs'), options: hubs.data.map((h) => ({ value: `hub:${h.id}`, label: `${h.name} · ${h.address}` })) }] : []),
                      ...(stations.data?.length ? [{ label: t('shipping.create.pickStations'), options: stations.data.map((st) => ({ value: `station:${st.locationId}`, label: `${st.name} · ${st.address}` })) }] : []),
                    ]}
                    data-testid="f-pick"
                  />
                </Form.Item>
              )}
              <Form.Item name="service_type_id" label={t('shipping.field.service')}>
                <Radio.Group optionType="button" options={SERVICE_TYPES.map((s) => ({ value: s, label: label(SERVICE_TYPE_LABELS, s, lang) }))} data-testid="f-service" />
              </Form.Item>
              <Form.Item name="pickup_time" label={t('shipping.field.pickupTime')}>
                <Radio.Group
                  optionType="button"
                  options={[
                    { value: true, label: t('shipping.create.before12') },
                    { value: false, label: t('shipping.create.after12') },
                  ]}
                />
              </Form.Item>
              <Form.Item name="payment_type_id" label={t('shipping.field.paymentType')}>
                <Radio.Group options={([1, 2] as const).map((v) => ({ value: v, label: label(PAYMENT_TYPE_LABELS, v, lang) }))} />
              </Form.Item>
              <Form.Item name="required_note" label={t('shipping.field.requiredNote')}>
                <Select options={REQUIRED_NOTES.map((n) => ({ value: n, label: label(REQUIRED_NOTE_LABELS, n, lang) }))} />
              </Form.Item>
              <Form.Item name="coupon" label={t('shipping.field.coupon')}>
                <Input maxLength={30} autoComplete="off" />
              </Form.Item>
              <Form.Item name="note" label={t('shipping.field.note')}>
                <Input.TextArea rows={2} maxLength={500} />
              </Form.Item>
            </Card>
            <Card title={t('shipping.fee.title')} className="shipping-card shipping-card--sticky">
              <FeeSummary fee={quote.data?.fee} leadtime={quote.data?.leadtime.leadtime} loading={quote.isFetching} error={quote.isError ? errorMessage(quote.error) : null} />
              <Button type="primary" htmlType="submit" size="large" block icon={<SendOutlined />} loading={create.isPending} className="shipping-submit" data-testid="shipping-submit">
                {t('shipping.create.submit')}
              </Button>
            </Card>
          </Col>
        </Row>
      </Form>
    </div>
  );
}
