import { useState } from 'react';
import { Alert, Button, Card, InputNumber, Space, Typography } from 'antd';
import { CheckCircleFilled, UserSwitchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format.ts';
import { useCustomerCheck } from '../api/sku-upload-api.ts';

/**
 * Provider staff choose the customer they act for. There is no customer-list call for provider staff yet, so the
 * customer is named by its id and checked against the server (an unknown or inactive one answers 10000).
 */
export function CustomerPicker({ value, onChange }: { value: number | null; onChange: (customerId: number | null) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<number | null>(value);
  const check = useCustomerCheck(value);

  const apply = () => onChange(draft && draft > 0 ? Math.floor(draft) : null);

  return (
    <Card className="customer-picker" data-testid="customer-picker">
      <Space wrap align="center">
        <Typography.Text strong>
          <UserSwitchOutlined /> {t('sku.customer.label')}
        </Typography.Text>
        <InputNumber<number>
          min={1}
          precision={0}
          controls={false}
          value={draft}
          onChange={(v) => setDraft(v)}
          onPressEnter={apply}
          placeholder={t('sku.customer.placeholder')}
          className="customer-picker__input"
          data-testid="customer-id"
        />
        <Button type="primary" onClick={apply} data-testid="customer-apply">
          {t('sku.customer.apply')}
        </Button>
        {value !== null && check.data?.ok ? (
          <Typography.Text type="success" data-testid="customer-ok">
            <CheckCircleFilled /> {t('sku.customer.ok', { id: value, count: formatNumber(check.data.skuCount) })}
          </Typography.Text>
        ) : null}
      </Space>
      {value !== null && check.data && !check.data.ok ? (
        <Alert type="error" showIcon title={check.data.message || t('sku.customer.notFound')} className="customer-picker__error" data-testid="customer-error" />
      ) : null}
      <Typography.Paragraph type="secondary" className="customer-picker__hint">
        {t('sku.customer.hint')}
      </Typography.Paragraph>
    </Card>
  );
}
