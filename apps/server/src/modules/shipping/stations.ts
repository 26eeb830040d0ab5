import { and, asc, eq } from 'drizzle-orm';
import { toRowId } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { fail } from '../../lib/errors.ts';
import { getDistrict } from '../master-data/index.ts';
import { shippingStations } from './schema.ts';

type TStationRow = typeof shippingStations.$inferSelect;

/** GHN's station fields (locationId, locationCode, locationName, parentLocation, …) and ours (code, name, …). */
function view(s: TStationRow) {
  return {
    locationId: s.id,
    locationCode: s.code,
    locationName: s.name,
    parentLocation: (s.districtId === null ? undefined : getDistrict(s.districtId)?.fullName) ?? '',
    address: s.address,
    email: '',
    phone: '',
    latitude: null,
    longitude: null,
    code: s.code,
    name: s.name,
    province_id: s.provinceId,
    district_id: s.districtId,
    ward_code: s.wardCode,
    is_sorting_hub: s.isSortingHub,
  };
}

/** Stations shops can hand parcels in at, in a district (or all), GHN's offset/limit (at most 200). */
export async function listStations(db: TDbOrTx, input: { district_id?: unknown; ward_code?: unknown; offset?: unknown; limit?: unknown }) {
  const districtId = input.district_id === undefined || input.district_id === null || input.district_id === '' ? null : toRowId(input.district_id);
  if (input.district_id !== undefined && input.district_id !== null && input.district_id !== '' && districtId === null) fail(10004);
  const limit = Math.min(200, toRowId(input.limit) ?? 50);
  const offset = Math.max(0, Number.isInteger(Number(input.offset)) ? Number(input.offset) : 0);
  const rows = await db
    .select()
    .from(shippingStations)
    .where(and(eq(shippingStations.isActive, true), eq(shippingStations.isSortingHub, false), districtId === null ? undefined : eq(shippingStations.districtId, districtId)))
    .orderBy(asc(shippingStations.id))
    .limit(limit)
    .offset(offset);
  return rows.map(view);
}

/** One station (or sorting hub) by id: 60018 when there is none. */
export async function stationById(db: TDbOrTx, raw: unknown, code?: string) {
  const id = toRowId(raw);
  const [row] = code
    ? await db.select().from(shippingStations).where(and(eq(shippingStations.code, code.toUpperCase()), eq(shippingStations.isActive, true))).limit(1)
    : id === null
      ? []
      : await db.select().from(shippingStations).where(eq(shippingStations.id, id)).limit(1);
  if (!row) fail(60018);
  return view(row);
}

/** Every station and hub (the courier console's choice). */
export async function allStations(db: TDbOrTx) {
  return (await db.select().from(shippingStations).where(eq(shippingStations.isActive, true)).orderBy(asc(shippingStations.code))).map(view);
}
