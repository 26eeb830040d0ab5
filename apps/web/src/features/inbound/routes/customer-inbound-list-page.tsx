import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { InboundListView } from '../components/inbound-list-view.tsx';
import '../inbound.css';

/** /nhap-hang/danh-sach-don-nhap-cua-khach: every customer's inbound orders (provider staff). */
export function CustomerInboundListPage() {
  const { t } = useTranslation();
  return (
    <div data-testid="customer-inbound-list-page">
      <PageHeader title={t('inbound.customer.title')} subtitle={t('inbound.customer.subtitle')} />
      <InboundListView scope="staff" />
    </div>
  );
}
