import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { SkuUploadScreen } from '../components/sku-upload-screen.tsx';
import { TemplateButton } from '../components/template-button.tsx';
import '../sku.css';

/** /san-pham/upload: create SKUs in bulk from an xls/xlsx file. */
export function SkuUploadPage() {
  const { t } = useTranslation();
  return (
    <div data-testid="sku-upload-page" className="sku-page">
      <PageHeader title={t('sku.upload.title')} subtitle={t('sku.upload.subtitle')} extra={<TemplateButton kind="sku" />} />
      <SkuUploadScreen />
    </div>
  );
}
