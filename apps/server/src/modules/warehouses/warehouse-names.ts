import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { qualified } from '../../db/qualified.ts';
import { locations, transporters, warehouses } from './schema.ts';

/**
 * The code of the warehouse with this id, as a value another module's filter compares with the code it copies (a
 * warehouse's code never changes): filtering by code lets a list sorted by warehouse code then SKU seek into its
 * index at that warehouse instead of reading the other warehouses' rows that sort before it.
 */
export function warehouseCodeOfSql(warehouseId: unknown): SQL<string> {
  return sql<string>`(select ${warehouses.code} from ${warehouses} where ${qualified(warehouses.id)} = ${warehouseId})`;
}

/** A warehouse's code and name beside another module's rows (one correlated lookup on the row's warehouse id). */
export function warehouseNameSql(warehouseId: PgColumn): SQL<{ code: string; name: string } | null> {
  return sql<{ code: string; name: string } | null>`(select json_build_object('code', ${warehouses.code}, 'name', ${warehouses.name}) from ${warehouses} where ${qualified(warehouses.id)} = ${qualified(warehouseId)})`;
}

/** A transporter's name beside another module's rows, by its code; null when unknown. */
export function transporterNameSql(code: PgColumn): SQL<string | null> {
  return sql<string | null>`(select ${transporters.name} from ${transporters} where ${qualified(transporters.code)} = ${qualified(code)})`;
}

/** A location's code beside another module's rows (one correlated lookup on the row's location id); null for none. */
export function locationCodeSql(locationId: PgColumn): SQL<string | null> {
  return sql<string | null>`(select ${locations.code} from ${locations} where ${qualified(locations.id)} = ${qualified(locationId)})`;
}

/** The codes of the locations a subquery names (`select location_id ...`), sorted and comma-joined; null for none. */
export function locationCodesIn(locationIds: SQL): SQL<string | null> {
  return sql<string | null>`(select string_agg(${locations.code}, ',' order by ${locations.code}) from ${locations} where ${qualified(locations.id)} in (${locationIds}))`;
}
