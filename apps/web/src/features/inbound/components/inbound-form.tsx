import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Card, Col, DatePicker, Form, Input, Radio, Row, Select, Space } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  INBOUND_MESSAGES,
  INBOUND_ORDER_CODE_RE,
  INBOUND_TYPE_LABELS,
  RETURN_INBOUND_TYPES,
  fieldErrorsOf,
  inboundDraftSchema,
  vnDateKey,
  ZONE_TYPE_LABELS,
  ZONE_TYPES,
  type TFieldError,
  type TInboundDetail,
  type TInboundDraft,
  type TInboundType,
} from '@ffm/domain';
import { isApiError, type ApiError } from '../../../lib/api.ts';
import { knownField, useServerFieldErrors } from '../../../lib/form-errors.ts';
import { FOLDED_SEARCH } from '../../../lib/select-search.ts';
import { toast } from '../../../lib/toast.ts';
import { useUnsavedChangesPrompt } from '../../../lib/use-unsaved-changes-prompt.ts';
import { useCreateInbound, useCreateReturnInbound } from '../api/inbound-api.ts';
import { useTransporters, useWarehouses } from '../api/reference-api.ts';
import { label, useLang } from '../../../lib/display.ts';
import { SkuLinesEditor, type TDraftLine } from './sku-lines-editor.tsx';
import { scrollToFirstError } from '../../../components/scroll-to-first-error.ts';

interface THeaderValues {
  orderInboundCode?: string;
  warehouseId?: number;
  tplInbound?: string;
  zoneType?: string;
  estimateReceivedTime?: Dayjs | null;
  customerNote?: string;
  type?: TInboundType;
  returnRef?: string;
}

type THeaderField = keyof THeaderValues;
const HEADER_FIELDS: THeaderField[] = ['orderInboundCode', 'warehouseId', 'tplInbound', 'zoneType', 'estimateReceivedTime', 'customerNote', 'type', 'returnRef'];

const todayKey = () => vnDateKey(new Date());

function draftOf(values: THeaderValues, lines: readonly TDraftLine[]): TInboundDraft {
  return {
    warehouseId: values.warehouseId ?? null,
    tplInbound: values.tplInbound ?? null,
    zoneType: values.zoneType ?? null,
    estimateReceivedTime: values.estimateReceivedTime ? values.estimateReceivedTime.format('YYYY-MM-DD') : null,
    lines: lines.map((l) => ({ sku: l.sku, expectedQuantity: l.expectedQuantity })),
  };
}

/** Line errors of the domain rules keyed by sku ('lines.2.expectedQuantity' → the third line's sku). */
function lineErrorsOf(errors: readonly TFieldError[], lines: readonly TDraftLine[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of errors) {
    const m = /^lines\.(\d+)\./.exec(e.field);
    const line = m ? lines[Number(m[1])] : undefined;
    if (line && !out[line.sku]) out[line.sku] = e.message;
  }
  return out;
}

/**
 * The inbound order form (SPEC §5): warehouse, carrier and zone type required, the receive date today or
 * later, at least one line with a quantity above 0. The domain rules check as the user types; the server
 * checks again and its answer lands on the same fields. `mode="return"` adds the return's type and order.
 */
export function InboundForm({ mode }: { mode: 'normal' | 'return' }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const [form] = Form.useForm<THeaderValues>();
  const serverErrors = useServerFieldErrors(form);
  const rootRef = useRef<HTMLDivElement>(null);
  const warehouses = useWarehouses();
  const transporters = useTransporters();
  const create = useCreateInbound();
  const createReturn = useCreateReturnInbound();
  const saving = create.isPending || createReturn.isPending;

  const [lines, setLines] = useState<TDraftLine[]>([]);
  const [touchedLines, setTouchedLines] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [serverLineErrors, setServerLineErrors] = useState<Record<string, string>>({});
  const [created, setCreated] = useState<TInboundDetail | null>(null);

  useUnsavedChangesPrompt(dirty && created === null);

  // saved: the prompt is off (state above), then leave for the new order
  useEffect(() => {
    if (created) void navigate(`/nhap-hang/chi-tiet-don-nhap-hang?id=${created.id}`);
  }, [created, navigate]);

  const headerErrors = (values: THeaderValues): TFieldError[] => {
    const errs = fieldErrorsOf(inboundDraftSchema(new Date()), draftOf(values, [{ skuId: 0, sku: 'x', name: '', mCode: '', sCode: '', expectedQuantity: 1 }]), lang).filter(
      (e) => !e.field.startsWith('lines'),
    );
    const code = values.orderInboundCode?.trim();
    if (code && !INBOUND_ORDER_CODE_RE.test(code)) errs.push({ field: 'orderInboundCode', message: INBOUND_MESSAGES.codeInvalid[lang] });
    if (mode === 'return' && !values.returnRef?.trim()) errs.push({ field: 'returnRef', message: INBOUND_MESSAGES.returnRefRequired[lang] });
    return errs;
  };

  const fieldRule = (field: THeaderField) => ({
    validator: async () => {
      const err = headerErrors(form.getFieldsValue(true)).find((e) => e.field === field);
      if (err) throw new Error(err.message);
    },
  });

  // the rules of the lines, shown once the user touched them or tried to save
  const lineCheck = useMemo(() => fieldErrorsOf(inboundDraftSchema(new Date()), { ...draftOf({}, lines), warehouseId: 1, tplInbound: 'x', zoneType: ZONE_TYPES[0], estimateReceivedTime: todayKey() }, lang), [lines, lang]);
  const showLineErrors = touchedLines || submitted;
  const lineErrors = showLineErrors ? { ...lineErrorsOf(lineCheck, lines), ...serverLineErrors } : serverLineErrors;
  const listError = submitted ? (lineCheck.find((e) => e.field === 'lines')?.message ?? null) : null;

  const onLinesChange = (next: TDraftLine[]) => {
    setLines(next);
    setTouchedLines(true);
    setDirty(true);
    setServerLineErrors({});
  };

  const applyServerError = (err: unknown) => {
    if (!isApiError(err)) {
      setServerError(t('inbound.form.failed'));
      return;
    }
    const e: ApiError = err;
    if (e.code === 30001) {
      serverErrors.show([{ field: 'orderInboundCode', message: e.message }]);
      return;
    }
    const fields = e.fieldErrors;
    const header = fields.length - serverErrors.show(fields, knownField(HEADER_FIELDS)).length;
    const byLine = lineErrorsOf(fields, lines);
    setServerLineErrors(byLine);
    if (header === 0 && Object.keys(byLine).length === 0) setServerError(e.message);
  };

  const submit = async () => {
    setSubmitted(true);
    setServerError(null);
    const values = form.getFieldsValue(true);
    const ok = await form
      .validateFields()
      .then(() => true)
      .catch(() => false);
    const errs = fieldErrorsOf(inboundDraftSchema(new Date()), draftOf(values, lines), lang);
    if (!ok || errs.some((e) => e.field.startsWith('lines'))) {
      toast.error(t('inbound.form.fixErrors'));
      scrollToFirstError(rootRef.current);
      return;
    }
    const body = {
      orderInboundCode: values.orderInboundCode?.trim() || null,
      warehouseId: values.warehouseId ?? null,
      tplInbound: values.tplInbound ?? null,
      zoneType: values.zoneType ?? null,
      estimateReceivedTime: values.estimateReceivedTime ? values.estimateReceivedTime.format('YYYY-MM-DD') : null,
      customerNote: values.customerNote?.trim() || null,
      lines: lines.map((l) => ({ sku: l.sku, expectedQuantity: l.expectedQuantity, condition: 'GOOD' as const })),
    };
    const onSuccess = (order: TInboundDetail) => {
      toast.success(t(mode === 'return' ? 'inbound.return.created' : 'inbound.form.created', { code: order.orderInboundCode }));
      setCreated(order);
    };
    if (mode === 'return') {
      createReturn.mutate({ ...body, type: values.type ?? 'RWTSO', returnRef: values.returnRef?.trim() || null }, { onSuccess, onError: applyServerError });
    } else {
      create.mutate(body, { onSuccess, onError: applyServerError });
    }
  };

  const warehouseOptions = (warehouses.data ?? []).map((w) => ({ value: w.id, label: `${w.code} - ${w.name}` }));
  const carrierOptions = (transporters.data ?? []).map((c) => ({ value: c.code, label: c.name }));
  const zoneOptions = ZONE_TYPES.map((z) => ({ value: z, label: label(ZONE_TYPE_LABELS, z, lang) }));

  return (
    <div className="inbound-form" ref={rootRef} data-testid={mode === 'return' ? 'inbound-return-form' : 'inbound-create-form'}>
      {serverError ? <Alert type="error" showIcon title={serverError} className="inbound-form__alert" data-testid="inbound-form-error" closable={{ onClose: () => setServerError(null) }} /> : null}
      <Card title={t('inbound.form.general')} className="inbound-card">
        <Form<THeaderValues>
          form={form}
          layout="vertical"
          requiredMark
          initialValues={{ estimateReceivedTime: dayjs(todayKey()), type: 'RWTSO' }}
          onValuesChange={(changed) => {
            serverErrors.onValuesChange(changed);
            setDirty(true);
            setServerError(null);
          }}
        >
          {mode === 'return' ? (
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <Form.Item name="type" label={t('inbound.field.returnType')} required>
                  <Radio.Group
                    optionType="button"
                    buttonStyle="solid"
                    options={RETURN_INBOUND_TYPES.map((v) => ({ value: v, label: label(INBOUND_TYPE_LABELS, v, lang) }))}
                    data-testid="inbound-return-type"
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="returnRef" label={t('inbound.field.returnRef')} required rules={[fieldRule('returnRef')]} validateFirst>
                  <Input placeholder={t('inbound.form.returnRefPlaceholder')} maxLength={100} data-testid="inbound-return-ref" />
                </Form.Item>
              </Col>
            </Row>
          ) : null}
          <Row gutter={16}>
            <Col xs={24} md={12} xl={8}>
              <Form.Item name="warehouseId" label={t('inbound.field.warehouse')} required rules={[fieldRule('warehouseId')]}>
                <Select
                  placeholder={t('inbound.form.warehousePlaceholder')}
                  options={warehouseOptions}
                  loading={warehouses.isPending}
                  showSearch={FOLDED_SEARCH}
                  data-testid="inbound-warehouse"
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12} xl={8}>
              <Form.Item name="tplInbound" label={t('inbound.field.carrier')} required rules={[fieldRule('tplInbound')]}>
                <Select
                  placeholder={t('inbound.form.carrierPlaceholder')}
                  options={carrierOptions}
                  loading={transporters.isPending}
                  showSearch={FOLDED_SEARCH}
                  data-testid="inbound-carrier"
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12} xl={8}>
              <Form.Item name="zoneType" label={t('inbound.field.zoneType')} required rules={[fieldRule('zoneType')]}>
                <Select placeholder={t('inbound.form.zonePlaceholder')} options={zoneOptions} data-testid="inbound-zone" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12} xl={8}>
              <Form.Item name="estimateReceivedTime" label={t('inbound.field.estimate')} required rules={[fieldRule('estimateReceivedTime')]}>
                <DatePicker
                  className="full-width"
                  format="DD/MM/YYYY"
                  disabledDate={(d) => d.format('YYYY-MM-DD') < todayKey()}
                  data-testid="inbound-estimate"
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12} xl={8}>
              <Form.Item name="orderInboundCode" label={t('inbound.field.orderInboundCode')} rules={[fieldRule('orderInboundCode')]} extra={t('inbound.form.codeHint')}>
                <Input placeholder={t('inbound.form.codePlaceholder')} maxLength={50} data-testid="inbound-code" />
              </Form.Item>
            </Col>
            <Col xs={24} md={24} xl={8}>
              <Form.Item name="customerNote" label={t('inbound.field.note')}>
                <Input.TextArea placeholder={t('inbound.form.notePlaceholder')} maxLength={500} showCount autoSize={{ minRows: 1, maxRows: 4 }} data-testid="inbound-note" />
              </Form.Item>
            </Col>
          </Row>
        </Form>
      </Card>
      <Card title={t('inbound.form.lines')} className="inbound-card">
        <SkuLinesEditor lines={lines} onChange={onLinesChange} lineErrors={lineErrors} listError={listError} disabled={saving} />
      </Card>
      <div className="inbound-form__footer">
        <Space>
          <Button disabled={saving} onClick={() => void navigate('/nhap-hang/danh-sach-don-nhap')} data-testid="inbound-form-cancel">
            {t('common.cancel')}
          </Button>
          <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={() => void submit()} data-testid="inbound-submit">
            {t(mode === 'return' ? 'inbound.return.submit' : 'inbound.form.submit')}
          </Button>
        </Space>
      </div>
    </div>
  );
}
