import { Alert, Card, Space, Typography } from 'antd';
import { CheckCircleFilled, UserSwitchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format.ts';
import { CustomerSelect } from '../../../components/customer-select.tsx';
import { useCustomerCheck } from '../api/sku-upload-api.ts';

/**
 * Provider staff choose the customer they act for, by code or name; the choice is checked against the server
 * (an id typed into the URL that is unknown answers 10000).
 */
export function CustomerPicker({ value, onChange }: { value: number | null; onChange: (customerId: number | null) => void }) {
  const { t } = useTranslation();
  const check = useCustomerCheck(value);

  return (
    <Card className="customer-picker" data-testid="customer-picker">
      <Space wrap align="center">
        <Typography.Text strong>
          <UserSwitchOutlined /> {t('sku.customer.label')}
        </Typography.Text>
        <CustomerSelect value={value} onChange={onChange} placeholder={t('sku.customer.placeholder')} testId="customer-id" className="customer-picker__input" />
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
