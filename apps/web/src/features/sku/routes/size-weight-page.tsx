import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { SizeWeightScreen } from '../components/size-weight-screen.tsx';
import { TemplateButton } from '../components/template-button.tsx';
import '../sku.css';

/** /san-pham/upload-kich-thuoc-khoi-luong (clients) and /cong-cu/upload-kich-thuoc-khoi-luong (provider staff). */
export function SizeWeightPage({ staff = false }: { staff?: boolean }) {
  const { t } = useTranslation();
  return (
    <div data-testid="size-weight-page" className="sku-page">
      <PageHeader title={t('sku.sizeWeight.title')} subtitle={t('sku.sizeWeight.subtitle')} extra={<TemplateButton kind="sku-size-weight" />} />
      <SizeWeightScreen staff={staff} />
    </div>
  );
}

export function ToolSizeWeightPage() {
  return <SizeWeightPage staff />;
}
