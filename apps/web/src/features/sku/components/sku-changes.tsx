import { Card, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SKU_FIELD_LABELS, type TLang } from '@ffm/domain';
import { useSkuChanges, type TSkuChange } from '../api/sku-api.ts';
import { fileDetailPath } from '../paths.ts';
import { formatDateTime } from '../../../lib/display.ts';
import { useListPaging } from '../../../lib/list-paging.ts';
import { ListBody } from '../../../components/list-screen.tsx';

const PAGE_SIZES = [10, 20, 50];

function fieldLabel(field: string, lang: TLang, t: (k: string) => string): string {
  const known = (SKU_FIELD_LABELS as Record<string, { vi: string; en: string } | undefined>)[field];
  return known ? known[lang] : t(`sku.fields.${field}`);
}

function shown(v: unknown, t: (k: string) => string): string {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'boolean') return v ? t('sku.yes') : t('sku.no');
  return String(v);
}

/** A SKU's change log: who changed what and when, by the edit form or the size and weight tool. */
export function SkuChanges({ skuId, customerId = null }: { skuId: number; customerId?: number | null }) {
  const { t, i18n } = useTranslation();
  const lang: TLang = i18n.language === 'en' ? 'en' : 'vi';
  // the page and its cursor (docs/lists.md); another SKU starts on its first page
  const { paging, onPage, onPageSize } = useListPaging(10, skuId);
  const changes = useSkuChanges(skuId, paging);

  const columns: TableColumnsType<TSkuChange> = [
    { title: t('sku.changes.at'), dataIndex: 'changedAt', width: 150, render: (v: string) => formatDateTime(v) },
    { title: t('sku.changes.by'), key: 'by', width: 180, render: (_, c) => c.changedBy?.fullName ?? '—' },
    {
      title: t('sku.changes.source'),
      key: 'source',
      width: 220,
      render: (_, c) =>
        c.source === 'size-weight-upload' ? (
          <span>
            <Tag color="purple">{t('sku.changes.sourceSizeWeight')}</Tag>
            {c.fileId ? <Link to={fileDetailPath(c.fileId, customerId)}>{t('sku.changes.file', { id: c.fileId })}</Link> : null}
          </span>
        ) : (
          <Tag color="blue">{t('sku.changes.sourceUpdate')}</Tag>
        ),
    },
    {
      title: t('sku.changes.what'),
      key: 'what',
      render: (_, c) => (
        <ul className="sku-changes__list">
          {Object.keys(c.after).map((k) => (
            <li key={k}>
              <Typography.Text type="secondary">{fieldLabel(k, lang, t)}:</Typography.Text> <span className="sku-changes__before">{shown(c.before[k], t)}</span>
              {' → '}
              <b>{shown(c.after[k], t)}</b>
            </li>
          ))}
        </ul>
      ),
    },
  ];

  return (
    <Card title={t('sku.changes.title')} className="table-card sku-changes" data-testid="sku-changes">
      <ListBody<TSkuChange>
        query={changes}
        loading={changes.isPending || (changes.isFetching && changes.isPlaceholderData)}
        pagerLoading={changes.isFetching}
        sizes={PAGE_SIZES}
        onPage={onPage}
        onPageSize={onPageSize}
        rowKey="id"
        size="small"
        columns={columns}
        locale={{ emptyText: changes.isPending ? ' ' : t('sku.changes.empty') }}
      />
    </Card>
  );
}
