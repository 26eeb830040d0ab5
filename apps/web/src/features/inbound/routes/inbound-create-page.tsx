import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { InboundForm } from '../components/inbound-form.tsx';
import '../inbound.css';

/** /nhap-hang/tao-don-nhap: a new inbound order (type NI). */
export function InboundCreatePage() {
  const { t } = useTranslation();
  return (
    <div data-testid="inbound-create-page">
      <PageHeader title={t('inbound.form.title')} subtitle={t('inbound.form.subtitle')} />
      <InboundForm mode="normal" />
    </div>
  );
}
