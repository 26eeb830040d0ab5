import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { useCustomerCheck } from '../api/sku-upload-api.ts';
import { CustomerPicker } from '../components/customer-picker.tsx';
import { SkuUploadScreen } from '../components/sku-upload-screen.tsx';
import { TemplateButton } from '../components/template-button.tsx';
import { useCustomerParam } from '../components/use-customer-param.ts';
import '../sku.css';

/** /san-pham/upload-san-pham-khach-hang (provider staff): choose a customer, then the same upload flow for it. */
export function SkuCustomerUploadPage() {
  const { t } = useTranslation();
  const [customerId, setCustomerId] = useCustomerParam();
  const check = useCustomerCheck(customerId);
  const ready = customerId !== null && check.data?.ok === true;

  return (
    <div data-testid="sku-customer-upload-page" className="sku-page">
      <PageHeader title={t('sku.customerUpload.title')} subtitle={t('sku.customerUpload.subtitle')} extra={<TemplateButton kind="sku" />} />
      <CustomerPicker value={customerId} onChange={setCustomerId} />
      {ready ? <SkuUploadScreen customerId={customerId} /> : <Empty className="sku-page__empty" description={t('sku.customer.chooseFirst')} />}
    </div>
  );
}
