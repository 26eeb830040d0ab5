import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Tag } from 'antd';
import { useMutation, useQuery, useQueryClient, keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SHIPPING_CALLS, type TCallOutput } from '@ffm/domain';
import { PageHeader } from '../../../components/page-header.tsx';
import { ListBody } from '../../../components/list-screen.tsx';
import { callApi } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/display.ts';
import { useUrlList } from '../../../lib/list-paging.ts';
import { toast } from '../../../lib/toast.ts';
import '../shipping.css';

const STATE_COLORS = { pending: 'orange', delivered: 'green', failed: 'red' } as const;
const PAGE_SIZES = [20, 50];
type TDelivery = TCallOutput<typeof SHIPPING_CALLS.webhookDeliveries>['items'][number];

/** /van-don/webhook: the shop's callback URL and the log of what was sent to it. */
export function WebhookPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [secret, setSecret] = useState<string | null>(null);
  // the log's page, size and cursor live in the URL
  const { read, onPage, onPageSize } = useUrlList(PAGE_SIZES);
  const at = read.paging(PAGE_SIZES);
  const paging = { page: at.page, pageSize: at.pageSize, ...(at.page > 1 && at.cursor ? { cursor: at.cursor } : {}) };
  const log = useQuery({
    queryKey: ['shipping', 'webhook-deliveries', paging],
    queryFn: ({ signal }) => callApi(SHIPPING_CALLS.webhookDeliveries, paging, { signal }),
    placeholderData: keepPreviousData,
  });
  const save = useMutation({
    mutationFn: (url: string) => callApi(SHIPPING_CALLS.webhookRegister, { url }),
    onSuccess: (r) => {
      toast.success(t('shipping.webhook.saved'));
      if (r.secret) setSecret(r.secret);
      void queryClient.invalidateQueries({ queryKey: ['shipping', 'webhook-deliveries'] });
    },
  });
  return (
    <div data-testid="webhook-page">
      <PageHeader title={t('shipping.webhook.title')} subtitle={t('shipping.webhook.subtitle')} />
      <Card className="shipping-card">
        <Form layout="inline" onFinish={(v: { url: string }) => save.mutate(v.url.trim())}>
          <Form.Item name="url" label={t('shipping.webhook.url')} rules={[{ type: 'url', message: 'http(s)://…' }]} className="shipping-webhook-url">
            <Input placeholder="https://shop.example.vn/ghn-callback" maxLength={500} data-testid="webhook-url" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="webhook-save">
            {t('shipping.webhook.save')}
          </Button>
        </Form>
        {secret ? <Alert type="warning" showIcon className="shipping-webhook-secret" title={t('shipping.webhook.secret', { secret })} data-testid="webhook-secret" /> : null}
      </Card>
      <Card title={t('shipping.webhook.deliveries')} className="table-card">
        <ListBody<TDelivery>
          query={log}
          loading={log.isFetching}
          sizes={PAGE_SIZES}
          onPage={onPage}
          onPageSize={onPageSize}
          rowKey="id"
          size="small"
          scroll={{ x: 900 }}
          columns={[
            { title: t('shipping.field.orderCode'), dataIndex: 'order_code', width: 150 },
            { title: t('shipping.webhook.type'), dataIndex: 'type', width: 130 },
            { title: t('shipping.field.status'), dataIndex: 'status', width: 150 },
            { title: t('shipping.webhook.state'), dataIndex: 'state', width: 110, render: (s: keyof typeof STATE_COLORS) => <Tag color={STATE_COLORS[s]}>{t(`shipping.webhook.${s}`)}</Tag> },
            { title: t('shipping.webhook.attempts'), dataIndex: 'attempts', width: 90, align: 'right' },
            { title: t('shipping.webhook.error'), dataIndex: 'last_error', ellipsis: true },
            { title: t('shipping.field.createdAt'), dataIndex: 'created_date', width: 150, render: (d: string) => formatDateTime(d) },
          ]}
          data-testid="webhook-deliveries"
        />
      </Card>
    </div>
  );
}
