import { inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { qualified } from '../../db/qualified.ts';
import type { TDbOrTx } from '../../db/client.ts';
import { transporters, warehouses } from './schema.ts';

/** Code and name of some warehouses, by id, active or not (for the rows of a list page). */
export async function warehouseNamesByIds(db: TDbOrTx, ids: number[]): Promise<Map<number, { code: string; name: string }>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select({ id: warehouses.id, code: warehouses.code, name: warehouses.name }).from(warehouses).where(inArray(warehouses.id, unique));
  return new Map(rows.map((r) => [r.id, { code: r.code, name: r.name }]));
}

/** Names of some transporters, by code, active or not. */
export async function transporterNamesByCodes(db: TDbOrTx, codes: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(codes)];
  if (unique.length === 0) return new Map();
  const rows = await db.select({ code: transporters.code, name: transporters.name }).from(transporters).where(inArray(transporters.code, unique));
  return new Map(rows.map((r) => [r.code, r.name]));
}

/** A warehouse's code and name beside another module's rows (correlated subqueries on the row's warehouse id). */
export function warehouseNameColumns(warehouseId: PgColumn) {
  const w = qualified(warehouseId);
  return {
    warehouseCode: sql<string>`(select ${warehouses.code} from ${warehouses} where ${qualified(warehouses.id)} = ${w})`,
    warehouseName: sql<string>`(select ${warehouses.name} from ${warehouses} where ${qualified(warehouses.id)} = ${w})`,
  };
}

/** A transporter's name beside another module's rows, by its code; null when unknown. */
export function transporterNameSql(code: PgColumn): SQL<string | null> {
  return sql<string | null>`(select ${transporters.name} from ${transporters} where ${qualified(transporters.code)} = ${qualified(code)})`;
}
