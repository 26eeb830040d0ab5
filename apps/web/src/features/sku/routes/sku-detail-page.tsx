import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Card, Descriptions, Result, Skeleton, Space, Tag, type DescriptionsProps } from 'antd';
import { EditOutlined, PlusOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { SKU_FIELD_LABELS, type TLang } from '@ffm/domain';
import { PageHeader } from '../../../components/page-header.tsx';
import { errorMessage, isApiError } from '../../../lib/api.ts';
import { formatCm, formatGrams, formatNumber } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useSku, useUpdateSku, type TSku } from '../api/sku-api.ts';
import { SkuChanges } from '../components/sku-changes.tsx';
import { SkuForm } from '../components/sku-form.tsx';
import { skuToForm } from '../components/sku-form-values.ts';
import { formatDateTime } from '../../../lib/display.ts';
import { idParam, SKU_PATHS } from '../paths.ts';
import '../sku.css';

/** /san-pham/chi-tiet-san-pham?id=: one SKU, its edit form and its change log. */
export function SkuDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const sku = useSku(id);
  const [editing, setEditing] = useState(false);
  // arriving from the form (or another SKU): start at the top
  useEffect(() => window.scrollTo({ top: 0 }), [id]);

  const back = (
    <Link to={SKU_PATHS.list}>
      <Button icon={<UnorderedListOutlined />}>{t('sku.list.title')}</Button>
    </Link>
  );

  if (id === null || (sku.isError && isApiError(sku.error) && (sku.error.status === 404 || sku.error.code === 20000))) {
    return (
      <div data-testid="sku-detail-page" className="sku-page">
        <Result status="404" title={t('sku.detail.notFound')} subTitle={t('sku.detail.notFoundHint')} extra={back} data-testid="sku-not-found" />
      </div>
    );
  }

  return (
    <div data-testid="sku-detail-page" className="sku-page">
      <PageHeader
        title={sku.data ? sku.data.name : t('sku.detail.title')}
        subtitle={sku.data ? <span data-testid="sku-detail-code">{sku.data.sku}</span> : undefined}
        extra={
          <Space wrap>
            {back}
            <Link to={SKU_PATHS.create}>
              <Button icon={<PlusOutlined />}>{t('sku.create.title')}</Button>
            </Link>
            {!editing && sku.data ? (
              <Button type="primary" icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="sku-edit">
                {t('common.edit')}
              </Button>
            ) : null}
          </Space>
        }
      />
      {sku.isError ? (
        <Alert type="error" showIcon title={errorMessage(sku.error)} action={<Button onClick={() => void sku.refetch()}>{t('common.retry')}</Button>} />
      ) : !sku.data ? (
        <Card>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      ) : editing ? (
        <SkuEditor sku={sku.data} onDone={() => setEditing(false)} />
      ) : (
        <SkuView sku={sku.data} />
      )}
      {sku.data ? <SkuChanges skuId={sku.data.id} /> : null}
    </div>
  );
}

function SkuEditor({ sku, onDone }: { sku: TSku; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateSku();
  const initial = useMemo(() => skuToForm(sku), [sku]);
  return (
    <SkuForm
      mode="update"
      initial={initial}
      saving={update.isPending}
      onCancel={onDone}
      onSubmit={async (body) => {
        await update.mutateAsync({ ...body, id: sku.id });
        toast.success(t('sku.detail.saved'));
        onDone();
      }}
    />
  );
}

function SkuView({ sku }: { sku: TSku }) {
  const { t, i18n } = useTranslation();
  const lang: TLang = i18n.language === 'en' ? 'en' : 'vi';
  const L = (k: keyof typeof SKU_FIELD_LABELS) => SKU_FIELD_LABELS[k][lang];
  const yesNo = (v: boolean) => (v ? <Tag color="green">{t('sku.yes')}</Tag> : <Tag>{t('sku.no')}</Tag>);

  const general: DescriptionsProps['items'] = [
    { key: 'sku', label: L('sku'), children: <b data-testid="sku-view-sku">{sku.sku}</b> },
    { key: 'name', label: L('name'), children: <span data-testid="sku-view-name">{sku.name}</span>, span: 2 },
    { key: 'mCode', label: L('mCode'), children: sku.mCode },
    { key: 'sCode', label: L('sCode'), children: sku.sCode },
    { key: 'tag', label: L('tag'), children: sku.tag ? <Tag>{sku.tag}</Tag> : '—' },
    { key: 'category', label: L('category'), children: sku.categoryName },
    { key: 'unit', label: L('unit'), children: sku.unitName },
    { key: 'createdAt', label: t('sku.list.createdAt'), children: formatDateTime(sku.createdAt) },
    { key: 'description', label: L('description'), children: sku.description, span: 3 },
  ];
  const measures: DescriptionsProps['items'] = [
    { key: 'grossWeight', label: L('grossWeight'), children: <span data-testid="sku-view-grossWeight">{formatGrams(sku.grossWeight)}</span> },
    { key: 'netWeight', label: L('netWeight'), children: formatGrams(sku.netWeight) },
    { key: 'size', label: t('sku.detail.size'), children: `${formatNumber(sku.length)} × ${formatNumber(sku.width)} × ${formatNumber(sku.height)} cm` },
    { key: 'length', label: L('length'), children: formatCm(sku.length) },
    { key: 'width', label: L('width'), children: formatCm(sku.width) },
    { key: 'height', label: L('height'), children: formatCm(sku.height) },
    { key: 'volume', label: L('volume'), children: `${formatNumber(sku.volume)} cm³` },
    { key: 'volumetricWeight', label: t('sku.fields.volumetricWeight'), children: <span data-testid="sku-view-volumetric">{formatGrams(sku.volumetricWeight)}</span> },
  ];
  const management: DescriptionsProps['items'] = [
    { key: 'manageExpDate', label: L('manageExpDate'), children: yesNo(sku.manageExpDate) },
    { key: 'manageProdDate', label: L('manageProdDate'), children: yesNo(sku.manageProdDate) },
    { key: 'updatedAt', label: t('sku.detail.updatedAt'), children: formatDateTime(sku.updatedAt) },
    { key: 'note', label: L('note'), children: sku.note || '—', span: 3 },
  ];

  return (
    <div className="sku-view" data-testid="sku-view">
      <Card title={t('sku.form.general')} className="sku-form__card">
        <Descriptions items={general} column={{ xs: 1, md: 3 }} size="small" />
      </Card>
      <Card title={t('sku.form.measures')} className="sku-form__card">
        <Descriptions items={measures} column={{ xs: 1, md: 3 }} size="small" />
      </Card>
      <Card title={t('sku.form.management')} className="sku-form__card">
        <Descriptions items={management} column={{ xs: 1, md: 3 }} size="small" />
      </Card>
    </div>
  );
}
