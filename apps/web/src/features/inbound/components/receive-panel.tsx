import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Col, DatePicker, Form, Input, InputNumber, Modal, Radio, Row, Select, Space, Table, Tag, Typography, type GetRef, type InputRef } from 'antd';
import { CheckCircleOutlined, PlusOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  messageFor,
  receivingMismatches,
  STOCK_CONDITION_LABELS,
  STOCK_CONDITIONS,
  validateReceiveDates,
  type TInboundDetail,
  type TInboundLineView,
  type TLineMismatch,
  type TStockCondition,
} from '@ffm/domain';
import { errorMessage, isApiError } from '../../../lib/api.ts';
import { knownField, useServerFieldErrors } from '../../../lib/form-errors.ts';
import { formatNumber } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useFinishReceiving, useReceiveLine } from '../api/receiving-api.ts';
import { label, useLang } from '../../../lib/display.ts';
import { ReceivingLines } from './receiving-lines.tsx';
import { ScanBox } from '../../../components/scan-box.tsx';

interface TReceiveValues {
  lineId?: number;
  quantity?: number | null;
  lot?: string;
  productionDate?: Dayjs | null;
  expiryDate?: Dayjs | null;
  condition: TStockCondition;
}

type TFeedback = { kind: 'success' | 'error' | 'info'; text: string } | null;
type TField = 'lineId' | 'quantity' | 'lot' | 'productionDate' | 'expiryDate' | 'condition';
const FIELDS: TField[] = ['lineId', 'quantity', 'lot', 'productionDate', 'expiryDate', 'condition'];

const DATE_FORMATS = ['DD/MM/YYYY', 'DDMMYYYY', 'YYYY-MM-DD'];
const same = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

/** The line a scanned code belongs to (sku, mCode or sCode). */
function lineOf(lines: readonly TInboundLineView[], code: string): TInboundLineView | undefined {
  return lines.find((l) => same(l.sku, code)) ?? lines.find((l) => same(l.mCode, code) || same(l.sCode, code));
}

const managesDates = (l: TInboundLineView | undefined) => Boolean(l && (l.manageExpDate || l.manageProdDate));

/**
 * Receiving (status 3): a scan adds one unit of the scanned product; a product that manages its dates is
 * picked into the form instead, where its dates are typed. By hand: pick a line, a quantity, lot, dates and
 * condition. Finishing with quantities that differ from the expected ones asks for a confirmation (30007).
 */
export function ReceivePanel({ order }: { order: TInboundDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [form] = Form.useForm<TReceiveValues>();
  const fieldErrors = useServerFieldErrors(form);
  const receive = useReceiveLine();
  const finish = useFinishReceiving();
  const scanRef = useRef<InputRef>(null);
  const lotRef = useRef<InputRef>(null);
  const qtyRef = useRef<GetRef<typeof InputNumber>>(null);
  const [feedback, setFeedback] = useState<TFeedback>(null);
  const [method, setMethod] = useState<'SCAN' | 'MANUAL'>('MANUAL');
  const [mismatches, setMismatches] = useState<TLineMismatch[] | null>(null);
  const [note, setNote] = useState('');
  const lineId = Form.useWatch('lineId', form);
  const line = order.lines.find((l) => l.id === lineId);

  useEffect(() => {
    // start on the first line still waiting for goods
    if (form.getFieldValue('lineId') === undefined) {
      const first = order.lines.find((l) => l.receivedQuantity < l.expectedQuantity) ?? order.lines[0];
      if (first) form.setFieldValue('lineId', first.id);
    }
  }, [order.lines, form]);

  const pick = (l: TInboundLineView, how: 'SCAN' | 'MANUAL') => {
    form.setFieldsValue({ lineId: l.id, quantity: 1 });
    form.setFields(FIELDS.map((name) => ({ name, errors: [] })));
    setMethod(how);
    window.setTimeout(() => (managesDates(l) ? lotRef.current?.focus() : qtyRef.current?.focus()), 0);
  };

  const onScan = async (code: string) => {
    const l = lineOf(order.lines, code);
    if (!l) {
      setFeedback({ kind: 'error', text: t('ops.receiving.notInOrder', { code }) });
      // a wrong scan: the scan box buzzes and vibrates
      return false;
    }
    if (managesDates(l)) {
      pick(l, 'SCAN');
      setFeedback({ kind: 'info', text: t('ops.receiving.needsDates', { sku: l.sku }) });
      return;
    }
    const condition: TStockCondition = form.getFieldValue('condition') ?? 'GOOD';
    try {
      const next = await receive.mutateAsync({ id: order.id, lineId: l.id, quantity: 1, method: 'SCAN', condition });
      const after = next.lines.find((x) => x.id === l.id);
      setFeedback({ kind: 'success', text: t('ops.receiving.scanned', { sku: l.sku, received: after?.receivedQuantity ?? 0, expected: l.expectedQuantity }) });
      form.setFieldValue('lineId', l.id);
      return true;
    } catch (err) {
      setFeedback({ kind: 'error', text: errorMessage(err) });
      return false;
    } finally {
      scanRef.current?.focus();
    }
  };

  const onSubmit = (values: TReceiveValues) => {
    const l = order.lines.find((x) => x.id === values.lineId);
    if (!l) {
      fieldErrors.show([{ field: 'lineId', message: t('ops.receiving.pickLine') }]);
      return;
    }
    const qty = values.quantity ?? 0;
    if (!Number.isInteger(qty) || qty <= 0) {
      fieldErrors.show([{ field: 'quantity', message: t('ops.receiving.quantityPositive') }]);
      return;
    }
    const input = {
      lot: values.lot?.trim() || null,
      productionDate: values.productionDate ? values.productionDate.format('YYYY-MM-DD') : null,
      expiryDate: values.expiryDate ? values.expiryDate.format('YYYY-MM-DD') : null,
    };
    // SPEC: dates are required when the SKU manages them (instant, then the server checks again)
    const check = validateReceiveDates(l, input, new Date(), lang);
    if (check.errors.length) {
      fieldErrors.show(check.errors);
      return;
    }
    receive.mutate(
      { id: order.id, lineId: l.id, quantity: qty, ...input, condition: values.condition, method },
      {
        onSuccess: (next) => {
          const after = next.lines.find((x) => x.id === l.id);
          const text = t('ops.receiving.recorded', { sku: l.sku, qty, received: after?.receivedQuantity ?? 0, expected: l.expectedQuantity });
          setFeedback({ kind: 'success', text });
          toast.success(text);
          form.setFieldsValue({ quantity: 1, lot: '', productionDate: null, expiryDate: null });
          form.setFields(FIELDS.map((name) => ({ name, errors: [] })));
          setMethod('MANUAL');
          scanRef.current?.focus();
        },
        onError: (err) => {
          const all = isApiError(err) ? err.fieldErrors : [];
          if (fieldErrors.show(all, knownField(FIELDS)).length === all.length) toast.error(errorMessage(err));
        },
      },
    );
  };

  const finishReceiving = (confirmMismatch: boolean) =>
    finish.mutate(
      { id: order.id, confirmMismatch, note: confirmMismatch && note.trim() ? note.trim() : undefined },
      {
        onSuccess: () => {
          setMismatches(null);
          toast.success(t('ops.receiving.finished'));
        },
        onError: (err) => {
          // 30007: the server lists the lines that differ; the staff confirms them
          if (isApiError(err) && err.code === 30007) {
            const data = err.data as { lines?: TLineMismatch[] } | null;
            setMismatches(data?.lines ?? receivingMismatches(order.lines.map((l) => ({ lineId: l.id, lineNo: l.lineNo, sku: l.sku, expectedQuantity: l.expectedQuantity, receivedQuantity: l.receivedQuantity }))));
          } else toast.error(errorMessage(err));
        },
      },
    );

  const localMismatches = receivingMismatches(order.lines.map((l) => ({ lineId: l.id, lineNo: l.lineNo, sku: l.sku, expectedQuantity: l.expectedQuantity, receivedQuantity: l.receivedQuantity })));
  const nothingReceived = order.lines.every((l) => l.receivedQuantity === 0);

  return (
    <div className="ops-receive" data-testid="receive-panel">
      <Row gutter={16}>
        <Col xs={24} xl={9}>
          <Card title={t('ops.receiving.scanTitle')} className="ops-card">
            <ScanBox ref={scanRef} autoFocus placeholder={t('ops.receiving.scanPlaceholder')} onScan={onScan} testId="receive-scan" />
            <div className={`ops-feedback ops-feedback--${feedback?.kind ?? 'idle'}`} data-testid="receive-feedback" aria-live="polite">
              {feedback?.text ?? t('ops.receiving.scanHint')}
            </div>
          </Card>
          <Card title={t('ops.receiving.formTitle')} className="ops-card" extra={method === 'SCAN' ? <Tag color="blue">{t('ops.receiving.fromScan')}</Tag> : null}>
            <Form<TReceiveValues>
              form={form}
              layout="vertical"
              initialValues={{ quantity: 1, condition: 'GOOD' }}
              onFinish={onSubmit}
              // a field the user changes drops its old message
              onValuesChange={fieldErrors.onValuesChange}
              data-testid="receive-form"
            >
              <Form.Item name="lineId" label={t('ops.fields.line')} required>
                <Select
                  options={order.lines.map((l) => ({ value: l.id, label: `${l.lineNo}. ${l.sku} · ${l.name}` }))}
                  onChange={() => setMethod('MANUAL')}
                  data-testid="receive-line"
                />
              </Form.Item>
              <Row gutter={12}>
                <Col span={10}>
                  <Form.Item name="quantity" label={t('ops.fields.quantity')} required>
                    <InputNumber ref={qtyRef} min={1} max={1_000_000} precision={0} className="full-width" data-testid="receive-quantity" />
                  </Form.Item>
                </Col>
                <Col span={14}>
                  <Form.Item name="lot" label={t('ops.fields.lot')} extra={managesDates(line) ? t('ops.receiving.lotHint') : undefined}>
                    <Input ref={lotRef} maxLength={100} autoComplete="off" data-testid="receive-lot" />
                  </Form.Item>
                </Col>
              </Row>
              <Row gutter={12}>
                <Col span={12}>
                  <Form.Item name="productionDate" label={t('ops.fields.productionDate')} required={line?.manageProdDate}>
                    <DatePicker format={DATE_FORMATS} className="full-width" placeholder="dd/mm/yyyy" data-testid="receive-production" />
                  </Form.Item>
                </Col>
                <Col span={12}>
                  <Form.Item name="expiryDate" label={t('ops.fields.expiryDate')} required={line?.manageExpDate}>
                    <DatePicker format={DATE_FORMATS} className="full-width" placeholder="dd/mm/yyyy" data-testid="receive-expiry" />
                  </Form.Item>
                </Col>
              </Row>
              <Form.Item name="condition" label={t('ops.fields.condition')}>
                <Radio.Group
                  optionType="button"
                  buttonStyle="solid"
                  options={STOCK_CONDITIONS.map((c) => ({ value: c, label: label(STOCK_CONDITION_LABELS, c, lang) }))}
                  data-testid="receive-condition"
                />
              </Form.Item>
              <Button type="primary" htmlType="submit" icon={<PlusOutlined />} loading={receive.isPending} block data-testid="receive-submit">
                {t('ops.receiving.record')}
              </Button>
            </Form>
          </Card>
        </Col>
        <Col xs={24} xl={15}>
          <Card
            title={t('ops.receiving.linesTitle')}
            className="ops-card table-card"
            extra={
              <Space>
                {localMismatches.length > 0 && !nothingReceived ? <Tag color="orange">{t('ops.receiving.linesDiffer', { count: localMismatches.length })}</Tag> : null}
                <Button type="primary" icon={<CheckCircleOutlined />} onClick={() => finishReceiving(false)} loading={finish.isPending && !mismatches} disabled={nothingReceived} data-testid="receiving-finish">
                  {t('ops.receiving.finish')}
                </Button>
              </Space>
            }
          >
            <ReceivingLines lines={order.lines} status={order.status} activeLineId={lineId} onPick={(l) => pick(l, 'MANUAL')} />
          </Card>
        </Col>
      </Row>
      <Modal
        open={mismatches !== null}
        title={messageFor(30007, lang)}
        okText={t('ops.receiving.confirmMismatch')}
        cancelText={t('ops.receiving.keepCounting')}
        okButtonProps={{ loading: finish.isPending, 'data-testid': 'mismatch-confirm' }}
        onOk={() => finishReceiving(true)}
        onCancel={() => setMismatches(null)}
        width={640}
        destroyOnHidden
      >
        <div data-testid="mismatch-modal">
          <Alert type="warning" showIcon title={t('ops.receiving.mismatchIntro')} className="ops-modal-alert" />
          <Table<TLineMismatch>
            rowKey="lineId"
            size="small"
            pagination={false}
            dataSource={mismatches ?? []}
            columns={[
              { title: t('ops.fields.sku'), dataIndex: 'sku' },
              { title: t('ops.fields.expected'), dataIndex: 'expectedQuantity', align: 'right', render: (q: number) => formatNumber(q) },
              { title: t('ops.fields.received'), dataIndex: 'receivedQuantity', align: 'right', render: (q: number) => formatNumber(q) },
              {
                title: t('ops.fields.difference'),
                dataIndex: 'difference',
                align: 'right',
                render: (d: number) => <Typography.Text type={d < 0 ? 'danger' : undefined}>{d > 0 ? `+${d}` : d}</Typography.Text>,
              },
            ]}
          />
          <Input.TextArea className="ops-modal-note" value={note} onChange={(e) => setNote(e.target.value)} placeholder={t('ops.receiving.mismatchNote')} maxLength={500} autoSize={{ minRows: 2 }} data-testid="mismatch-note" />
        </div>
      </Modal>
    </div>
  );
}
