import { Button, Space } from 'antd';
import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header.tsx';
import { OutboundListView } from '../components/outbound-list-view.tsx';
import '../outbound.css';

/** /xuat-hang/danh-sach-don-xuat: the client's outbound orders. */
export function OutboundListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div data-testid="outbound-list-page">
      <PageHeader
        title={t('outbound.list.title')}
        extra={
          <Space wrap>
            <Button icon={<UploadOutlined />} onClick={() => void navigate('/xuat-hang/len-don-xuat')} data-testid="outbound-upload">
              {t('outbound.list.upload')}
            </Button>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate('/xuat-hang/tao-don-xuat')} data-testid="outbound-create">
              {t('outbound.list.create')}
            </Button>
          </Space>
        }
      />
      <OutboundListView scope="client" />
    </div>
  );
}

/** /xuat-hang/danh-sach-don-xuat-khach-hang: every customer's outbound orders (provider staff). */
export function CustomerOutboundListPage() {
  const { t } = useTranslation();
  return (
    <div data-testid="customer-outbound-list-page">
      <PageHeader title={t('outbound.list.customerTitle')} />
      <OutboundListView scope="staff" />
    </div>
  );
}
