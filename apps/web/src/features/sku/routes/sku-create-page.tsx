import { useMemo } from 'react';
import { Button } from 'antd';
import { UnorderedListOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header.tsx';
import { toast } from '../../../lib/toast.ts';
import { useCreateSku } from '../api/sku-api.ts';
import { SkuForm } from '../components/sku-form.tsx';
import { emptySkuForm } from '../components/sku-form-values.ts';
import { SKU_PATHS, skuDetailPath } from '../paths.ts';
import '../sku.css';

/** /san-pham/tao-moi-san-pham: a new SKU; after saving, its detail page. */
export function SkuCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateSku();
  const initial = useMemo(emptySkuForm, []);

  return (
    <div data-testid="sku-create-page" className="sku-page">
      <PageHeader
        title={t('sku.create.title')}
        subtitle={t('sku.create.subtitle')}
        extra={
          <Link to={SKU_PATHS.list}>
            <Button icon={<UnorderedListOutlined />}>{t('sku.list.title')}</Button>
          </Link>
        }
      />
      <SkuForm
        mode="create"
        initial={initial}
        saving={create.isPending}
        onCancel={() => void navigate(SKU_PATHS.list)}
        onSubmit={async (body) => {
          const sku = await create.mutateAsync(body);
          toast.success(t('sku.create.created', { sku: sku.sku }));
          return { goTo: skuDetailPath(sku.id) };
        }}
      />
    </div>
  );
}
