import { useState } from 'react';
import { Alert, Button, Card, Empty, Input, Select, Space, Switch, Tag, Tooltip, type TableColumnsType } from 'antd';
import { EditOutlined, PlusOutlined, PrinterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LOCATION_PURPOSE_LABELS, LOCATION_PURPOSES, type TLocationPurpose, type TLocation } from '@ffm/domain';
import { PageHeader } from '../../../components/page-header.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { formatNumber } from '../../../lib/format.ts';
import { downloadLocationLabels, useLocations } from '../api/locations-api.ts';
import { useListExport, useListSelection } from '../../../components/list-screen.tsx';
import { label, useLang } from '../../../lib/display.ts';
import { LocationModal } from '../components/location-modal.tsx';
import { useOpsWarehouse, WarehouseSelect } from '../../../components/warehouse-select.tsx';
import '../../../components/ops.css';
import { DataTable } from '../../../components/data-table.tsx';
import { ListPager } from '../../../components/list-pager.tsx';
import { useListPaging } from '../../../lib/list-paging.ts';

const PAGE_SIZES = [20, 50, 100];
const PURPOSE_COLORS: Record<TLocationPurpose, string> = { STORAGE: 'blue', RECEIVING: 'orange', COUNT: 'purple', TRANSIT: 'cyan' };

/** /kho/vi-tri: the warehouse's locations (zone, aisle, bin), what each holds, and their management. */
export function LocationsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { warehouseId } = useOpsWarehouse();
  const [purpose, setPurpose] = useState<TLocationPurpose | undefined>();
  const [keyword, setKeyword] = useState('');
  const [includeInactive, setIncludeInactive] = useState(false);
  const [editing, setEditing] = useState<{ location: TLocation | null } | null>(null);
  const filters = { warehouseId, purpose, keyword: keyword || undefined, includeInactive };
  // the page and its cursor (docs/lists.md); another warehouse or filter starts on the first page
  const { paging, onPage, onPageSize } = useListPaging(50, filters);
  const list = useLocations({ ...filters, ...paging });
  // barcode labels of the locations ticked, for the thermal printer
  const selection = useListSelection((k) => String(k));
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
            onSearch={(v) => setKeyword(v.trim())}
          />
          <Select
            allowClear
            className="ops-filters__select"
            placeholder={t('ops.locations.allPurposes')}
            value={purpose}
            options={LOCATION_PURPOSES.map((p) => ({ value: p, label: label(LOCATION_PURPOSE_LABELS, p, lang) }))}
            onChange={(v?: TLocationPurpose) => setPurpose(v)}
          />
          <Space>
            <Switch checked={includeInactive} onChange={setIncludeInactive} />
            {t('ops.locations.includeInactive')}
          </Space>
          <Button icon={<PrinterOutlined />} disabled={selection.selected.length === 0} loading={labels.exporting} onClick={labels.run} data-testid="location-labels-zpl">
            {t('common.printZpl')}
            {selection.selected.length > 0 ? ` (${selection.selected.length})` : ''}
          </Button>
        </div>
        {list.isError ? (
          <Alert type="error" showIcon title={errorMessage(list.error)} />
        ) : (
          <DataTable<TLocation>
            rowKey="code"
            rowSelection={selection.rowSelection<TLocation>(true)}
            size="middle"
            columns={columns}
            dataSource={list.data?.items ?? []}
            loading={list.isFetching}
            pagination={false}
            locale={{ emptyText: list.isPending ? ' ' : <Empty description={t('ops.locations.empty')} /> }}
            data-testid="locations-table"
          />
        )}
        <ListPager state={list.data} sizes={PAGE_SIZES} loading={list.isFetching} onPage={onPage} onPageSize={onPageSize} />
      </Card>
      {editing && warehouseId !== null ? <LocationModal warehouseId={warehouseId} location={editing.location} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}
