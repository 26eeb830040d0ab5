import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header.tsx';
import { ShippingListView } from '../components/shipping-list-view.tsx';
import '../shipping.css';

/** /van-don/danh-sach: the shop's express orders. */
export function ShippingListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div data-testid="shipping-list-page">
      <PageHeader
        title={t('shipping.list.title')}
        subtitle={t('shipping.list.subtitle')}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate('/van-don/tao-don')} data-testid="shipping-create">
            {t('shipping.list.create')}
          </Button>
        }
      />
      <ShippingListView scope="client" />
    </div>
  );
}
