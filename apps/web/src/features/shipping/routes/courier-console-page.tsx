import { useState } from 'react';
import { Alert, Button, Card, Col, Input, InputNumber, Row, Select, Space, Table, Tag } from 'antd';
import { CheckOutlined, DeleteOutlined } from '@ant-design/icons';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api-client.ts';
import { FAIL_REASON_LABELS, failReasonCodesFor, SHIPPING_CALLS, SHIPPING_STATUS_LABELS, type TFailReasonCode, type TShippingStatus, type TSwitchResult } from '@ffm/domain';
import { PageHeader } from '../../../components/page-header.tsx';
import { ScanBox } from '../../../components/scan-box.tsx';
import { label, useLang } from '../../../lib/display.ts';
import { toast } from '../../../lib/toast.ts';
import { shippingKeys, useCourierMove } from '../api/shipping-api.ts';
import { courierOptions } from '../components/courier-options.ts';
import { ShippingListView } from '../components/shipping-list-view.tsx';
import { ShippingStatusTag } from '../components/shipping-status-tag.tsx';
import '../shipping.css';

const NEEDS_REASON: TShippingStatus[] = ['delivery_fail', 'return_fail', 'lost', 'damage', 'exception', 'cancel'];

/**
 * /van-don/van-hanh: provider staff scan a batch of orders (a scanner types each code and Enter), choose what
 * happened (picked up, sorted, delivered, failed with a reason, stored, returned, lost …) and apply it to the batch;
 * each order answers on its own, as the state machine allows. Each scanned order's status is looked up, and only
 * the statuses the machine allows next from them are offered. Below, every customer's orders.
 */
export function CourierConsolePage() {
  const { t } = useTranslation();
  const lang = useLang();
  const [codes, setCodes] = useState<string[]>([]);
  const [chosen, setTo] = useState<TShippingStatus | null>(null);
  const [reason, setReason] = useState('');
  const [reasonCode, setReasonCode] = useState<TFailReasonCode | null>(null);
  const [cod, setCod] = useState<number | null>(null);
  const [results, setResults] = useState<TSwitchResult[]>([]);
  const move = useCourierMove();
  const [hub, setHub] = useState<number | undefined>(undefined);
  const stations = useQuery({ queryKey: ['shipping', 'ops-stations'], queryFn: ({ signal }) => callApi(SHIPPING_CALLS.opsStations, {}, { signal }), staleTime: 60_000 });
  // each scanned order's current status (an unknown code stays without one: the server answers it as not found)
  const scanned = useQueries({
    queries: codes.map((code) => ({
      queryKey: shippingKeys.detail('staff', code),
      queryFn: ({ signal }: { signal: AbortSignal }) => callApi(SHIPPING_CALLS.opsDetail, { order_code: code }, { signal }),
      retry: false,
      // dropped once out of the batch: a code scanned again after a move shows its new status, not the old one
      gcTime: 0,
    })),
  });
  const looking = scanned.some((q) => q.isPending);
  const statusOf = new Map(codes.map((c, i) => [c, scanned[i]?.data?.status ?? null]));
  const options = courierOptions([...statusOf.values()].filter((s): s is TShippingStatus => s !== null), lang);
  // a choice the batch no longer allows (an order removed or rescanned) is dropped
  const to = chosen !== null && options.some((o) => o.value === chosen) ? chosen : null;
  const needsReason = to !== null && NEEDS_REASON.includes(to);
  // GHN's failure reason codes of the chosen move (failed pickup, delivery or return); a code left from another move is dropped
  const reasonCodes = to === null ? [] : failReasonCodesFor(to);
  const code = reasonCode !== null && reasonCodes.includes(reasonCode) ? reasonCode : null;

  const submit = () => {
    if (to === null) return;
    if (needsReason && !reason.trim() && code === null) {
      toast.error(t('shipping.ops.reasonRequired'));
      return;
    }
    move.mutate(
      { order_codes: codes, to, reason: reason.trim() || undefined, reason_code: code ?? undefined, hub_id: hub, ...(to === 'delivered' && cod !== null && codes.length === 1 ? { cod_collected: cod } : {}) },
      {
        onSuccess: (r) => {
          setResults(r);
          const ok = r.filter((x) => x.result).length;
          if (ok === r.length) toast.success(t('shipping.action.done', { ok, total: r.length }));
          else toast.warning(t('shipping.action.done', { ok, total: r.length }));
          setCodes([]);
          setTo(null);
          setReason('');
          setReasonCode(null);
          setCod(null);
        },
      },
    );
  };

  return (
    <div data-testid="courier-console">
      <PageHeader title={t('shipping.ops.title')} subtitle={t('shipping.ops.subtitle')} />
      <Row gutter={16}>
        <Col xs={24} lg={12}>
          <Card className="shipping-card">
            <Space direction="vertical" className="shipping-full">
              <Select<TShippingStatus>
                value={to ?? undefined}
                options={options}
                onChange={setTo}
                disabled={options.length === 0}
                placeholder={codes.length === 0 ? t('shipping.ops.scanFirst') : options.length > 0 ? t('shipping.ops.to') : looking ? t('common.loading') : t('shipping.ops.noMove')}
                showSearch
                optionFilterProp="label"
                className="shipping-full"
                data-testid="courier-to"
              />
              <Select
                allowClear
                showSearch
                optionFilterProp="label"
                placeholder={t('shipping.ops.hub')}
                value={hub}
                onChange={(v?: number) => setHub(v)}
                options={(stations.data ?? []).map((s) => ({ value: s.locationId, label: `${s.code} · ${s.name}` }))}
                className="shipping-full"
                data-testid="courier-hub"
              />
              <ScanBox placeholder={t('shipping.ops.scan')} onScan={(c) => setCodes((prev) => (prev.includes(c) ? prev : [...prev, c]))} autoFocus testId="courier-scan" />
              {reasonCodes.length > 0 ? (
                <Select<TFailReasonCode>
                  allowClear
                  showSearch
                  optionFilterProp="label"
                  placeholder={t('shipping.ops.reasonCode')}
                  value={code ?? undefined}
                  onChange={(v?: TFailReasonCode) => setReasonCode(v ?? null)}
                  options={reasonCodes.map((c) => ({ value: c, label: `${label(FAIL_REASON_LABELS, c, lang)} (${c})` }))}
                  className="shipping-full"
                  data-testid="courier-reason-code"
                />
              ) : null}
              {needsReason || reasonCodes.length > 0 || reason ? <Input value={reason} maxLength={255} onChange={(e) => setReason(e.target.value)} placeholder={t(code !== null ? 'shipping.ops.reasonMore' : 'shipping.ops.reason')} data-testid="courier-reason" /> : null}
              {to === 'delivered' && codes.length === 1 ? (
                <InputNumber<number> min={0} value={cod} onChange={(v) => setCod(v)} placeholder={t('shipping.ops.codCollected')} className="shipping-full" addonAfter="₫" data-testid="courier-cod" />
              ) : null}
              <Space wrap>
                <Button type="primary" icon={<CheckOutlined />} disabled={codes.length === 0 || to === null} loading={move.isPending} onClick={submit} data-testid="courier-submit">
                  {t('shipping.ops.submit', { count: codes.length })}
                </Button>
                <Button icon={<DeleteOutlined />} disabled={codes.length === 0} onClick={() => setCodes([])}>
                  {t('shipping.ops.clear')}
                </Button>
              </Space>
              <div data-testid="courier-batch">
                {codes.map((c, i) => {
                  const status = statusOf.get(c);
                  return (
                    <Tag key={c} closable color={scanned[i]?.isError ? 'red' : undefined} onClose={() => setCodes((prev) => prev.filter((x) => x !== c))}>
                      {c}
                      {status ? ` · ${label(SHIPPING_STATUS_LABELS, status, lang)}` : scanned[i]?.isError ? ` · ${t('shipping.ops.unknown')}` : ''}
                    </Tag>
                  );
                })}
              </div>
            </Space>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('shipping.ops.result')} className="shipping-card">
            {results.length === 0 ? null : (
              <Table<TSwitchResult>
                size="small"
                rowKey="order_code"
                pagination={false}
                dataSource={results}
                data-testid="courier-results"
                columns={[
                  { title: t('shipping.field.orderCode'), dataIndex: 'order_code' },
                  { title: t('shipping.field.status'), dataIndex: 'status', render: (s: TShippingStatus | null) => (s ? <ShippingStatusTag status={s} /> : '—') },
                  { title: t('shipping.ops.result'), key: 'r', render: (_v, r) => (r.result ? <Tag color="green">OK</Tag> : <Alert type="error" showIcon title={r.message} className="shipping-inline-alert" />) },
                ]}
              />
            )}
          </Card>
        </Col>
      </Row>
      <ShippingListView scope="staff" />
    </div>
  );
}
