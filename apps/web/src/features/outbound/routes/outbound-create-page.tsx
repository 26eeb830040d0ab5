import { Alert, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../../lib/api.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useOutboundDetail } from '../api/outbound-api.ts';
import { OutboundForm } from '../components/outbound-form.tsx';
import '../outbound.css';

/** /xuat-hang/tao-don-xuat: a new outbound order; `?id=` edits a new (status 0) one. */
export function OutboundCreatePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const editing = Number.isInteger(id) && id > 0;
  const detail = useOutboundDetail('client', editing ? { id } : null);
  return (
    <div data-testid="outbound-create-page">
      <PageHeader title={editing && detail.data ? t('outbound.form.editTitle', { code: detail.data.soCode }) : t('outbound.form.title')} subtitle={t('outbound.form.subtitle')} />
      {!editing ? <OutboundForm /> : detail.isError ? <Alert type="error" showIcon title={errorMessage(detail.error)} /> : detail.data ? <OutboundForm key={detail.data.id} order={detail.data} /> : <Skeleton active />}
    </div>
  );
}
