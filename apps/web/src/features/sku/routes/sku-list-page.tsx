import { Button, Card, Empty, Space, Tag, Tooltip, Typography, type TableColumnsType, type TableProps } from 'antd';
import { DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { TSkuSortField } from '@ffm/domain';
import { ListBody, useListExport } from '../../../components/list-screen.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatGrams, formatNumber } from '../../../lib/format.ts';
import { NOWRAP_CELL, WIDE_ONLY } from '../../../lib/table-columns.ts';
import { exportSkus, useSkuList, useSkuMeta, type TSku, type TSkuFilters } from '../api/sku-api.ts';
import { formatDateTime } from '../../../lib/display.ts';
import { useUrlList } from '../../../lib/list-paging.ts';
import { readSkuListQuery, SKU_PAGE_SIZES, SkuFiltersBar } from '../components/sku-filters.tsx';
import { useCan } from '../../../lib/use-can.ts';
import { SKU_PATHS, skuDetailPath } from '../paths.ts';
import '../sku.css';

const SORTABLE: Record<string, TSkuSortField> = { sku: 'sku', name: 'name', grossWeight: 'grossWeight', createdAt: 'createdAt' };

/**
 * /san-pham/danh-sach-san-pham: the client's SKUs, paged, searched, filtered and sorted by the server; the state
 * lives in the URL. Export gives the filtered list as xlsx.
 */
export function SkuListPage() {
  const { t, i18n } = useTranslation();
  const can = useCan();
  const { read, update, onPage, onPageSize } = useUrlList(SKU_PAGE_SIZES);
  const q = readSkuListQuery(read);
  // pages beyond the first are read by the cursor the previous answer gave (docs/lists.md)
  const list = useSkuList(q.page > 1 ? q : { ...q, cursor: undefined });
  const meta = useSkuMeta(i18n.language);

  const filters: TSkuFilters = { keyword: q.keyword, category: q.category, unit: q.unit, tag: q.tag, sortBy: q.sortBy, sortDir: q.sortDir };
  // other filters: the first page (useUrlList drops the page and its cursor), the page size kept
  const setFilters = (next: TSkuFilters) => update({ keyword: next.keyword, category: next.category, unit: next.unit, tag: next.tag, sortBy: next.sortBy, sortDir: next.sortDir });

  const onTableChange: TableProps<TSku>['onChange'] = (_p, _f, sorter, extra) => {
    if (extra.action !== 'sort') return;
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = s?.order ? SORTABLE[String(s.columnKey)] : undefined;
    update({ sortBy: field, sortDir: field ? (s?.order === 'ascend' ? 'asc' : 'desc') : undefined });
  };

  const sortOrder = (key: string) =>
    (q.sortBy ?? 'createdAt') === SORTABLE[key] ? ((q.sortDir ?? 'desc') === 'asc' ? ('ascend' as const) : ('descend' as const)) : null;

  const columns: TableColumnsType<TSku> = [
    {
      title: t('sku.list.sku'),
      key: 'sku',
      dataIndex: 'sku',
      fixed: 'left',
      width: 160,
      sorter: true,
      sortOrder: sortOrder('sku'),
      render: (v: string, r) => (
        <Link to={skuDetailPath(r.id)} className="sku-list__code" data-testid={`sku-row-link-${v}`}>
          {v}
        </Link>
      ),
    },
    {
      title: t('sku.list.name'),
      key: 'name',
      dataIndex: 'name',
      sorter: true,
      sortOrder: sortOrder('name'),
      ellipsis: { showTitle: false },
      width: 240,
      // a long name is cut with an ellipsis inside the column's width instead of widening the list
      render: (v: string) => (
        <Tooltip title={v} placement="topLeft">
          <div className="sku-list__name">{v}</div>
        </Tooltip>
      ),
    },
    // at 1366 px the key columns fit without scrolling sideways: the codes, the tag and the volumetric weight
    // show on wide screens (and in the detail)
    { title: t('sku.list.mCode'), dataIndex: 'mCode', key: 'mCode', width: 150, responsive: [...WIDE_ONLY] },
    { title: t('sku.list.sCode'), dataIndex: 'sCode', key: 'sCode', width: 140, responsive: [...WIDE_ONLY] },
    { title: t('sku.list.category'), dataIndex: 'categoryName', key: 'category', width: 150 },
    { title: t('sku.list.unit'), dataIndex: 'unitName', key: 'unit', width: 100 },
    { title: t('sku.list.tag'), dataIndex: 'tag', key: 'tag', width: 110, responsive: [...WIDE_ONLY], render: (v: string | null) => (v ? <Tag>{v}</Tag> : '—') },
    {
      title: t('sku.list.grossWeight'),
      key: 'grossWeight',
      dataIndex: 'grossWeight',
      align: 'right',
      width: 120,
      sorter: true,
      sortOrder: sortOrder('grossWeight'),
      render: (v: number) => formatGrams(v),
    },
    {
      title: t('sku.list.size'),
      key: 'size',
      width: 150,
      align: 'right',
      render: (_, r) => `${formatNumber(r.length)} × ${formatNumber(r.width)} × ${formatNumber(r.height)}`,
    },
    { title: t('sku.list.volumetricWeight'), key: 'volumetricWeight', dataIndex: 'volumetricWeight', width: 130, align: 'right', responsive: [...WIDE_ONLY], render: (v: number) => formatGrams(v) },
    {
      title: t('sku.list.createdAt'),
      key: 'createdAt',
      dataIndex: 'createdAt',
      width: 150,
      className: NOWRAP_CELL,
      sorter: true,
      sortOrder: sortOrder('createdAt'),
      render: (v: string) => formatDateTime(v),
    },
  ];

  const exported = useListExport(() => exportSkus(filters), () => t('sku.list.exported'));

  const createButton = can('create_sku') ? (
    <Link to={SKU_PATHS.create}>
      <Button type="primary" icon={<PlusOutlined />} data-testid="sku-list-create">
        {t('sku.create.title')}
      </Button>
    </Link>
  ) : null;
  const uploadButton = can('import_sku') ? (
    <Link to={SKU_PATHS.upload}>
      <Button icon={<UploadOutlined />} data-testid="sku-list-upload">
        {t('sku.upload.title')}
      </Button>
    </Link>
  ) : null;

  const filtered = !!(q.keyword || q.category || q.unit || q.tag);
  const total = list.data?.total ?? 0;

  return (
    <div data-testid="sku-list-page" className="sku-page">
      <PageHeader
        title={t('sku.list.title')}
        subtitle={t('sku.list.subtitle')}
        extra={
          <Space wrap>
            {can('export_sku') ? (
              <Button icon={<DownloadOutlined />} onClick={exported.run} loading={exported.exporting} disabled={total === 0} data-testid="sku-export">
                {t('sku.list.export')}
              </Button>
            ) : null}
            {uploadButton}
            {createButton}
          </Space>
        }
      />
      <Card className="table-card sku-list">
        <SkuFiltersBar value={filters} meta={meta.data} onChange={setFilters} />
        <ListBody<TSku>
          query={list}
          loading={list.isPending || list.isPlaceholderData}
          pagerLoading={list.isFetching}
          sizes={SKU_PAGE_SIZES}
          onPage={onPage}
          onPageSize={onPageSize}
          rowKey="id"
          size="middle"
          columns={columns}
          onChange={onTableChange}
          showSorterTooltip={false}
          locale={{
            emptyText: list.isPending ? (
              ' '
            ) : filtered ? (
              <Empty description={t('sku.list.noMatch')} data-testid="sku-list-empty" />
            ) : (
              <Empty description={<Typography.Text>{t('sku.list.empty')}</Typography.Text>} data-testid="sku-list-empty">
                <Space>
                  {createButton}
                  {uploadButton}
                </Space>
              </Empty>
            ),
          }}
          data-testid="sku-table"
        />
      </Card>
    </div>
  );
}
