import { asc, eq } from 'drizzle-orm';
import type { TWarehouse } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { warehouses } from './schema.ts';

export async function listWarehouses(db: TDbOrTx, includeInactive: boolean): Promise<TWarehouse[]> {
  return db
    .select({
      id: warehouses.id,
      code: warehouses.code,
      name: warehouses.name,
      address: warehouses.address,
      provinceId: warehouses.provinceId,
      districtId: warehouses.districtId,
      wardCode: warehouses.wardCode,
      phone: warehouses.phone,
      isActive: warehouses.isActive,
    })
    .from(warehouses)
    .where(includeInactive ? undefined : eq(warehouses.isActive, true))
    .orderBy(asc(warehouses.code));
}
