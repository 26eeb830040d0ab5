import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header.tsx';
import { InboundListView } from '../components/inbound-list-view.tsx';
import '../inbound.css';

/** /nhap-hang/danh-sach-don-nhap: the client's inbound orders. */
export function InboundListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div data-testid="inbound-list-page">
      <PageHeader
        title={t('inbound.list.title')}
        subtitle={t('inbound.list.subtitle')}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate('/nhap-hang/tao-don-nhap')} data-testid="inbound-create">
            {t('inbound.list.create')}
          </Button>
        }
      />
      <InboundListView scope="client" />
    </div>
  );
}
