import { useRef, useState } from 'react';
import { Alert, Button, Card, Col, Form, Input, InputNumber, Radio, Result, Row, Select, Space, Tag, Typography, type InputRef } from 'antd';
import { EnvironmentOutlined, SaveOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { STOCK_CONDITION_LABELS, STOCK_CONDITIONS, type TStockCondition } from '@ffm/domain';
import { PageHeader } from '../../../components/page-header.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { toast } from '../../../lib/toast.ts';
import { useScanSkuLocation, type TScanResult } from '../api/stock-ops-api.ts';
import { BalanceTable } from '../components/balance-table.tsx';
import { formatDateTime, label, useLang } from '../../../lib/display.ts';
import { ScanBox } from '../../../components/scan-box.tsx';
import { useOpsWarehouse, WarehouseSelect } from '../../../components/warehouse-select.tsx';
import '../../../components/ops.css';

interface TRecordValues {
  qty: number;
  fromLocationCode?: string;
  lot?: string;
  condition: TStockCondition;
  reason?: string;
}

interface THistoryItem {
  at: string;
  code: string;
  location: string;
  result: TScanResult['result'] | 'ERROR';
  message: string;
}

const RESULT_COLORS: Record<THistoryItem['result'], string> = { CONFIRMED: 'success', NOT_HERE: 'warning', RECORDED: 'processing', ERROR: 'error' };

/**
 * /san-pham/scan-sku-location: scan a product, then a location. The answer confirms the product is there, or
 * says where the system has it; the staff can then record it at the scanned location (moved from where the
 * system had it, or posted as found stock with a reason).
 */
export function ScanSkuLocationPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { warehouseId } = useOpsWarehouse();
  const scan = useScanSkuLocation();
  const skuRef = useRef<InputRef>(null);
  const locationRef = useRef<InputRef>(null);
  const [code, setCode] = useState<string | null>(null);
  const [answer, setAnswer] = useState<TScanResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [history, setHistory] = useState<THistoryItem[]>([]);
  const [form] = Form.useForm<TRecordValues>();

  const log = (item: Omit<THistoryItem, 'at'>) => setHistory((h) => [{ ...item, at: new Date().toISOString() }, ...h].slice(0, 30));

  const onSku = (c: string) => {
    setCode(c);
    setAnswer(null);
    setError(null);
    window.setTimeout(() => locationRef.current?.focus(), 0);
  };

  const onLocation = async (location: string) => {
    if (!code || warehouseId === null) {
      skuRef.current?.focus();
      return;
    }
    setError(null);
    try {
      const r = await scan.mutateAsync({ warehouseId, code, locationCode: location });
      setAnswer(r);
      log({ code, location: r.locationCode, result: r.result, message: r.message });
      form.resetFields();
      if (r.result === 'CONFIRMED') {
        setCode(null);
        skuRef.current?.focus();
      }
    } catch (err) {
      const message = errorMessage(err);
      setError(message);
      log({ code, location, result: 'ERROR', message });
    }
  };

  const record = (v: TRecordValues) => {
    if (!answer || warehouseId === null) return;
    scan.mutate(
      {
        warehouseId,
        code: answer.sku.sku,
        locationCode: answer.locationCode,
        qty: v.qty,
        fromLocationCode: v.fromLocationCode || undefined,
        lot: v.lot?.trim() || undefined,
        condition: v.condition,
        reason: v.reason?.trim() || undefined,
        customerId: answer.sku.customerId,
      },
      {
        onSuccess: (r) => {
          setAnswer(r);
          log({ code: r.sku.sku, location: r.locationCode, result: r.result, message: r.message });
          toast.success(r.message);
          setCode(null);
          skuRef.current?.focus();
        },
        onError: (err) => setError(errorMessage(err)),
      },
    );
  };

  const elsewhereCodes = [...new Set((answer?.elsewhere ?? []).map((r) => r.locationCode))];

  return (
    <div data-testid="scan-sku-location-page">
      <PageHeader title={t('ops.scan.title')} subtitle={t('ops.scan.subtitle')} extra={<WarehouseSelect />} />
      <Row gutter={16}>
        <Col xs={24} xl={10}>
          <Card className="ops-card">
            <Space orientation="vertical" className="full-width" size="middle">
              <div>
                <Typography.Text strong>1. {t('ops.scan.stepSku')}</Typography.Text>
                <ScanBox ref={skuRef} autoFocus placeholder={t('ops.stock.scanSku')} onScan={onSku} testId="scan-sku" />
                {code ? (
                  <div className="ops-scan-current">
                    <Tag color="orange" data-testid="scan-current-sku">
                      {code}
                    </Tag>
                  </div>
                ) : null}
              </div>
              <div>
                <Typography.Text strong>2. {t('ops.scan.stepLocation')}</Typography.Text>
                <ScanBox ref={locationRef} placeholder={t('ops.stock.scanLocation')} onScan={onLocation} disabled={!code} testId="scan-location" />
              </div>
              {error ? <Alert type="error" showIcon title={error} data-testid="scan-error" /> : null}
            </Space>
          </Card>
          <Card title={t('ops.scan.history')} className="ops-card" size="small">
            {history.length === 0 ? (
              <div className="ops-muted">{t('ops.scan.noHistory')}</div>
            ) : (
              <ul className="ops-history" data-testid="scan-history">
                {history.map((h) => (
                  <li key={h.at + h.code + h.location}>
                    <Tag color={RESULT_COLORS[h.result]}>{t(`ops.scan.results.${h.result}`)}</Tag>
                    <span>
                      {h.code} @ {h.location}
                    </span>
                    <span className="ops-muted">{formatDateTime(h.at)}</span>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </Col>
        <Col xs={24} xl={14}>
          {answer ? (
            <Card className="ops-card" data-testid="scan-answer" data-result={answer.result}>
              <Result
                status={answer.result === 'NOT_HERE' ? 'warning' : 'success'}
                icon={answer.result === 'NOT_HERE' ? <EnvironmentOutlined /> : undefined}
                title={answer.message}
                subTitle={`${answer.sku.sku} · ${answer.sku.name} @ ${answer.locationCode}`}
              />
              {answer.rows.length ? <BalanceTable rows={answer.rows} /> : null}
              {answer.result === 'NOT_HERE' ? (
                <>
                  <Typography.Title level={5}>{t('ops.scan.elsewhere')}</Typography.Title>
                  <BalanceTable rows={answer.elsewhere} showLocation emptyText={t('ops.scan.nowhere')} />
                  <Typography.Title level={5} className="ops-section">
                    {t('ops.scan.recordTitle', { location: answer.locationCode })}
                  </Typography.Title>
                  <Form<TRecordValues> form={form} layout="vertical" initialValues={{ condition: 'GOOD', qty: 1 }} onFinish={record}>
                    <Row gutter={12}>
                      <Col span={8}>
                        <Form.Item name="qty" label={t('ops.fields.quantity')} rules={[{ required: true }]}>
                          <InputNumber min={1} precision={0} className="full-width" data-testid="scan-record-qty" />
                        </Form.Item>
                      </Col>
                      <Col span={16}>
                        <Form.Item name="fromLocationCode" label={t('ops.scan.from')} extra={t('ops.scan.fromHint')}>
                          <Select allowClear options={elsewhereCodes.map((c) => ({ value: c, label: c }))} placeholder={t('ops.scan.foundStock')} />
                        </Form.Item>
                      </Col>
                    </Row>
                    <Row gutter={12}>
                      <Col span={8}>
                        <Form.Item name="lot" label={t('ops.fields.lot')}>
                          <Input />
                        </Form.Item>
                      </Col>
                      <Col span={16}>
                        <Form.Item name="condition" label={t('ops.fields.condition')}>
                          <Radio.Group optionType="button" options={STOCK_CONDITIONS.map((c) => ({ value: c, label: label(STOCK_CONDITION_LABELS, c, lang) }))} />
                        </Form.Item>
                      </Col>
                    </Row>
                    <Form.Item name="reason" label={t('ops.count.reason')}>
                      <Input.TextArea maxLength={255} autoSize={{ minRows: 1 }} />
                    </Form.Item>
                    <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={scan.isPending} data-testid="scan-record">
                      {t('ops.scan.record')}
                    </Button>
                  </Form>
                </>
              ) : null}
            </Card>
          ) : (
            <Card className="ops-card">
              <Result status="info" title={t('ops.scan.idleTitle')} subTitle={t('ops.scan.idleHint')} />
            </Card>
          )}
        </Col>
      </Row>
    </div>
  );
}
