import { useState } from 'react';
import { Button, Card, Empty, Input, Select, Space, Switch, Tag, Tooltip, type TableColumnsType } from 'antd';
import { EditOutlined, PlusOutlined, PrinterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LOCATION_PURPOSE_LABELS, LOCATION_PURPOSES, type TLocationPurpose, type TLocation } from '@ffm/domain';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { downloadLocationLabels, useLocations } from '../api/locations-api.ts';
import { ListBody, useListExport, useListSelection } from '../../../components/list-screen.tsx';
import { label, useLang } from '../../../lib/display.ts';
import { LocationModal } from '../components/location-modal.tsx';
import { useOpsWarehouse, WarehouseSelect } from '../../../components/warehouse-select.tsx';
import '../../../components/ops.css';
import { LIST_PAGE_SIZES, useScopedUrlList } from '../../../lib/list-paging.ts';

const PURPOSE_COLORS: Record<TLocationPurpose, string> = { STORAGE: 'blue', RECEIVING: 'orange', COUNT: 'purple', TRANSIT: 'cyan' };

/** /kho/vi-tri: the warehouse's locations (zone, aisle, bin), what each holds, and their management. */
export function LocationsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { warehouseId } = useOpsWarehouse();
  // barcode labels of the locations ticked, for the thermal printer; another filter or page clears them
  const selection = useListSelection((k) => String(k));
  // the filters and the page in the URL, the page kept with the warehouse its cursor was read in (docs/lists.md)
  const url = useScopedUrlList('warehouseId', warehouseId, LIST_PAGE_SIZES, selection.clear);
  const purpose = url.read.oneOf('purpose', LOCATION_PURPOSES);
  const keyword = url.read.text('keyword');
  const includeInactive = url.params.get('inactive') === '1';
  const [keywordText, setKeywordText] = useState(keyword ?? '');
  const [editing, setEditing] = useState<{ location: TLocation | null } | null>(null);
  const list = useLocations({ warehouseId, purpose, keyword, includeInactive, ...url.paging });
  const labels = useListExport(
    () => (warehouseId === null ? Promise.resolve() : downloadLocationLabels(warehouseId, selection.selected)),
    () => t('common.zplSaved'),
  );

  const columns: TableColumnsType<TLocation> = [
    { title: t('ops.fields.locationCode'), dataIndex: 'code', render: (c: string, l) => <Tag color={l.isActive ? 'blue' : 'default'}>{c}</Tag> },
    { title: t('ops.fields.zone'), dataIndex: 'zone', width: 100 },
    { title: t('ops.fields.aisle'), dataIndex: 'aisle', width: 100 },
    { title: t('ops.fields.bin'), dataIndex: 'bin', width: 100 },
    { title: t('ops.fields.purpose'), dataIndex: 'purpose', width: 150, render: (p: TLocationPurpose) => <Tag color={PURPOSE_COLORS[p]}>{label(LOCATION_PURPOSE_LABELS, p, lang)}</Tag> },
    { title: t('ops.fields.active'), dataIndex: 'isActive', width: 110, render: (a: boolean) => (a ? t('ops.locations.active') : <Tag>{t('ops.locations.inactive')}</Tag>) },
    { title: t('ops.fields.onHand'), dataIndex: 'qty', width: 110, align: 'right', render: (q: number) => formatNumber(q) },
    {
      title: '',
      key: 'actions',
      width: 60,
      align: 'right',
      render: (_v, l) => (
        <Tooltip title={t('common.edit')}>
          <Button type="text" icon={<EditOutlined />} onClick={() => setEditing({ location: l })} aria-label={t('common.edit')} data-testid={`location-edit-${l.code}`} />
        </Tooltip>
      ),
    },
  ];

  return (
    <div data-testid="locations-page">
      <PageHeader
        title={t('ops.locations.title')}
        subtitle={t('ops.locations.subtitle')}
        extra={
          <Space wrap>
            <WarehouseSelect />
            <Button type="primary" icon={<PlusOutlined />} disabled={warehouseId === null} onClick={() => setEditing({ location: null })} data-testid="location-create">
              {t('ops.locations.create')}
            </Button>
          </Space>
        }
      />
      <Card className="table-card">
        <div className="ops-filters">
          <Input.Search
            allowClear
            className="ops-filters__search"
            placeholder={t('ops.locations.searchPlaceholder')}
            value={keywordText}
            onChange={(e) => setKeywordText(e.target.value)}
            onSearch={(v) => url.update({ keyword: v.trim() || undefined })}
          />
          <Select
            allowClear
            className="ops-filters__select"
            placeholder={t('ops.locations.allPurposes')}
            value={purpose}
            options={LOCATION_PURPOSES.map((p) => ({ value: p, label: label(LOCATION_PURPOSE_LABELS, p, lang) }))}
            onChange={(v?: TLocationPurpose) => url.update({ purpose: v })}
          />
          <Space>
            <Switch checked={includeInactive} onChange={(v) => url.update({ inactive: v ? 1 : undefined })} />
            {t('ops.locations.includeInactive')}
          </Space>
          <Button icon={<PrinterOutlined />} disabled={selection.selected.length === 0} loading={labels.exporting} onClick={labels.run} data-testid="location-labels-zpl">
            {t('common.printZpl')}
            {selection.selected.length > 0 ? ` (${selection.selected.length})` : ''}
          </Button>
        </div>
        <ListBody<TLocation>
          query={list}
          loading={list.isFetching}
          sizes={LIST_PAGE_SIZES}
          onPage={url.onPage}
          onPageSize={url.onPageSize}
          rowKey="code"
          rowSelection={selection.rowSelection<TLocation>(true)}
          size="middle"
          columns={columns}
          locale={{ emptyText: list.isPending ? ' ' : <Empty description={t('ops.locations.empty')} /> }}
          data-testid="locations-table"
        />
      </Card>
      {editing && warehouseId !== null ? <LocationModal warehouseId={warehouseId} location={editing.location} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}
