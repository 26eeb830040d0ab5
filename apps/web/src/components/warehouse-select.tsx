import { useEffect, useSyncExternalStore } from 'react';
import { Select } from 'antd';
import { HomeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { storage } from '../lib/storage.ts';
import { useWarehouses } from '../lib/warehouses.ts';

const KEY = 'ops-warehouse-id';
const listeners = new Set<() => void>();

function read(): number | null {
  const v = Number(storage.get(KEY));
  return Number.isInteger(v) && v > 0 ? v : null;
}

function write(id: number | null): void {
  if (id === null) storage.remove(KEY);
  else storage.set(KEY, String(id));
  for (const l of listeners) l();
}

/**
 * The warehouse the staff member works in, remembered on this device (a scanner station stays in one
 * warehouse); the first active warehouse until one is chosen.
 */
export function useOpsWarehouse(): { warehouseId: number | null; setWarehouseId: (id: number) => void } {
  const stored = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    read,
    () => null,
  );
  const warehouses = useWarehouses();
  const list = warehouses.data ?? [];
  const valid = stored !== null && list.some((w) => w.id === stored);
  const fallback = list.find((w) => w.isActive)?.id ?? null;
  useEffect(() => {
    if (warehouses.data && !valid && fallback !== null) write(fallback);
  }, [warehouses.data, valid, fallback]);
  return { warehouseId: valid ? stored : warehouses.data ? fallback : null, setWarehouseId: write };
}

export function WarehouseSelect() {
  const { t } = useTranslation();
  const { warehouseId, setWarehouseId } = useOpsWarehouse();
  const warehouses = useWarehouses();
  return (
    <Select
      className="ops-warehouse-select"
      prefix={<HomeOutlined />}
      value={warehouseId ?? undefined}
      placeholder={t('ops.warehouse')}
      loading={warehouses.isPending}
      options={(warehouses.data ?? []).map((w) => ({ value: w.id, label: `${w.code} - ${w.name}` }))}
      onChange={(v: number) => setWarehouseId(v)}
      popupMatchSelectWidth={false}
      aria-label={t('ops.warehouse')}
      data-testid="ops-warehouse"
    />
  );
}
