import { and, asc, eq, sql } from 'drizzle-orm';
import { messageFor, SHIPPING_MESSAGES, validatePhone, type THub, type TLang } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import type { TClientScope } from '../../db/scope.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { TDb } from '../../db/client.ts';
import { fail, failFields } from '../../lib/errors.ts';
import { readPhonePrefixes } from '../config/index.ts';
import { placeOf, shopForCall } from './quote.ts';
import { shippingHubs, shippingStations } from './schema.ts';

function view(h: typeof shippingHubs.$inferSelect): THub {
  return { id: h.id, shop_id: h.shopId, name: h.name, phone: h.phone, address: h.address, province_id: h.provinceId, district_id: h.districtId, ward_code: h.wardCode, is_main: h.isMain };
}

export async function listHubs(db: TDbOrTx, scope: TClientScope, shopId: unknown): Promise<THub[]> {
  const shop = await shopForCall(db, scope, shopId);
  const rows = await db.select().from(shippingHubs).where(eq(shippingHubs.shopId, shop.id)).orderBy(sql`${shippingHubs.isMain} desc`, asc(shippingHubs.id));
  return rows.map(view);
}

export async function mainHub(db: TDbOrTx, scope: TClientScope, shopId: unknown): Promise<THub | null> {
  return (await listHubs(db, scope, shopId)).find((h) => h.is_main) ?? null;
}

interface THubInput {
  id?: number;
  shop_id?: unknown;
  name?: string | null;
  phone?: string | null;
  address?: string | null;
  district_id?: unknown;
  ward_code?: unknown;
  is_main?: boolean;
}

/** Adds (no id) or changes a hub: name, SPEC §5 phone, address with its ward; one main hub per shop. */
export async function saveHub(db: TDb, scope: TClientScope, input: THubInput): Promise<THub> {
  const lang = scope.lang;
  return inTransaction(db, async (tx) => {
    const shop = await shopForCall(tx, scope, input.shop_id);
    let existing: typeof shippingHubs.$inferSelect | undefined;
    if (input.id !== undefined) {
      [existing] = await tx.select().from(shippingHubs).where(and(eq(shippingHubs.id, input.id), eq(shippingHubs.clientId, scope.clientId))).limit(1).for('update');
      if (!existing) fail(60017);
    }
    const name = (input.name ?? existing?.name ?? '').trim();
    const address = (input.address ?? existing?.address ?? '').trim();
    const errors: Array<{ field: string; message: string }> = [];
    if (!name) errors.push({ field: 'name', message: SHIPPING_MESSAGES.hubNameRequired[lang] });
    if (!address) errors.push({ field: 'address', message: SHIPPING_MESSAGES.hubAddressRequired[lang] });
    const phone = validatePhone(input.phone ?? existing?.phone ?? '', await readPhonePrefixes(tx), lang);
    if (!phone.ok) errors.push({ field: 'phone', message: phone.message });
    if (errors.length) failFields(errors);
    const place = placeOf(input.district_id ?? existing?.districtId, input.ward_code ?? existing?.wardCode, { district: 'district_id', ward: 'ward_code' }, lang);
    const shopId = existing?.shopId ?? shop.id;
    const isMain = input.is_main ?? existing?.isMain ?? false;
    if (isMain) await tx.update(shippingHubs).set({ isMain: false }).where(and(eq(shippingHubs.shopId, shopId), eq(shippingHubs.isMain, true)));
    const values = { name, phone: phone.ok ? phone.national : '', address, provinceId: place.provinceId, districtId: place.districtId, wardCode: place.wardCode, isMain };
    const [row] = existing
      ? await tx.update(shippingHubs).set(values).where(eq(shippingHubs.id, existing.id)).returning()
      : await tx.insert(shippingHubs).values({ ...values, shopId, clientId: scope.clientId }).returning();
    return view(row!);
  });
}


/**
 * Whether a shop may use these as its default pick-up place (express settings): the hub is one of the shop's,
 * the station one where shops hand parcels in. Field errors (code 1016) name what is wrong.
 */
export async function checkPickPlace(db: TDbOrTx, shopId: number, place: { hubId: number | null; stationId: number | null }, lang: TLang): Promise<void> {
  const errors: Array<{ field: string; message: string }> = [];
  if (place.hubId !== null) {
    const [hub] = await db.select({ id: shippingHubs.id }).from(shippingHubs).where(and(eq(shippingHubs.id, place.hubId), eq(shippingHubs.shopId, shopId))).limit(1);
    if (!hub) errors.push({ field: 'pickHubId', message: messageFor(60017, lang) });
  }
  if (place.stationId !== null) {
    const [station] = await db
      .select({ id: shippingStations.id })
      .from(shippingStations)
      .where(and(eq(shippingStations.id, place.stationId), eq(shippingStations.isActive, true), eq(shippingStations.isSortingHub, false)))
      .limit(1);
    if (!station) errors.push({ field: 'pickStationId', message: messageFor(60018, lang) });
  }
  if (errors.length) failFields(errors);
}
