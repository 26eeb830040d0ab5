import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { InboundForm } from '../components/inbound-form.tsx';
import '../inbound.css';

/** /nhap-hang/tao-don-hang-tra: goods coming back (RWTSO returned goods, RWSO failed delivery). */
export function InboundReturnPage() {
  const { t } = useTranslation();
  return (
    <div data-testid="inbound-return-page">
      <PageHeader title={t('inbound.return.title')} subtitle={t('inbound.return.subtitle')} />
      <InboundForm mode="return" />
    </div>
  );
}
