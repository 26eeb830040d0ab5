import { and, eq } from 'drizzle-orm';
import { fieldErrorsOf, GROUP_SHOP_MESSAGES, shopDraftSchema, validatePhone, type TFieldError, type TLang } from '@ffm/domain';
import type { TDb } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { fail, failFields } from '../../lib/errors.ts';
import { check2025Address, getDistrict, getWard } from '../master-data/index.ts';
import { accountPorts } from './ports.ts';
import { clients, shops } from './schema.ts';
import { shopDetail } from './shop-details.ts';

export interface TShopFields {
  name: string;
  phone?: string | undefined;
  address: string;
  district_id?: number | undefined;
  ward_code: string;
  is_new_address?: boolean | undefined;
  province_id?: number | undefined;
}

/** Name, address, district, ward (the ward in the district) and phone by the domain's rules; the values to store. */
async function checkedShop(db: TDb, input: TShopFields, bankAccountId: number | null, lang: TLang) {
  const isNew = input.is_new_address === true;
  const errors: TFieldError[] = fieldErrorsOf(shopDraftSchema({ newAddress: isNew }), { name: input.name, address: input.address, districtId: input.district_id, wardCode: input.ward_code, bankAccountId }, lang).map((e) => ({
    ...e,
    field: e.field === 'districtId' ? 'district_id' : e.field === 'wardCode' ? 'ward_code' : e.field === 'bankAccountId' ? 'bank_account_id' : e.field,
  }));
  // a 2025 address (province + ward) or a pre-2025 one (district + ward); codes mean other places in each scheme
  const new2025 = isNew && input.ward_code?.trim() ? check2025Address(input.province_id || null, input.ward_code) : null;
  if (new2025 && !new2025.ok) errors.push({ field: 'ward_code', message: GROUP_SHOP_MESSAGES.wardNotInProvince[lang] });
  const district = !isNew && input.district_id ? getDistrict(input.district_id) : undefined;
  const ward = !isNew && input.ward_code ? getWard(input.ward_code.trim()) : undefined;
  if (!isNew && input.district_id && !district) errors.push({ field: 'district_id', message: GROUP_SHOP_MESSAGES.districtUnknown[lang] });
  if (!isNew && input.ward_code && (!ward || ward.districtId !== input.district_id)) errors.push({ field: 'ward_code', message: GROUP_SHOP_MESSAGES.wardNotInDistrict[lang] });
  let phone: string | null = null;
  if (input.phone?.trim()) {
    const r = validatePhone(input.phone, await accountPorts().readPhonePrefixes(db), lang);
    if (!r.ok) errors.push({ field: 'phone', message: r.message });
    else phone = r.national;
  }
  if (errors.length) failFields(errors);
  const base = { name: input.name.trim(), address: input.address.trim(), phone };
  if (new2025?.ok) return { ...base, districtId: null, wardCode: new2025.wardCode, provinceId: new2025.provinceId, addressScheme: '2025' as const };
  return { ...base, districtId: input.district_id!, wardCode: ward!.code, provinceId: district!.provinceId, addressScheme: 'v1' as const };
}

/** GHN's shop/register: a new shop of the owner's client, paid to the given bank account or else the main one. */
export async function registerShop(db: TDb, clientId: number, input: TShopFields & { bank_account_id?: number | undefined }, lang: TLang): Promise<{ shop_id: number }> {
  const [client] = await db.select({ main: clients.mainBankAccountId, mainShop: clients.mainShopId }).from(clients).where(eq(clients.id, clientId));
  const bankAccountId = input.bank_account_id ?? client?.main ?? null;
  const values = await checkedShop(db, input, bankAccountId, lang);
  if (bankAccountId === null || !(await accountPorts().bankAccountOfClient(db, clientId, bankAccountId))) {
    failFields([{ field: 'bank_account_id', message: GROUP_SHOP_MESSAGES.bankAccountNotYours[lang] }], 70013);
  }
  return inTransaction(db, async (tx) => {
    const [row] = await tx.insert(shops).values({ clientId, ...values, bankAccountId }).returning({ id: shops.id });
    if (!client?.mainShop) await tx.update(clients).set({ mainShopId: row!.id }).where(eq(clients.id, clientId));
    return { shop_id: row!.id };
  });
}

export async function updateShop(db: TDb, clientId: number, allowed: readonly number[], input: TShopFields & { shop_id: number }, lang: TLang) {
  const current = await shopDetail(db, clientId, allowed, input.shop_id);
  const values = await checkedShop(db, input, current.bank_account_id ?? -1, lang);
  await db.update(shops).set(values).where(and(eq(shops.id, input.shop_id), eq(shops.clientId, clientId)));
  return shopDetail(db, clientId, allowed, input.shop_id);
}

export async function updateShopInfo(db: TDb, clientId: number, allowed: readonly number[], input: { shop_id: number; name: string; phone?: string | undefined }, lang: TLang) {
  const s = await shopDetail(db, clientId, allowed, input.shop_id);
  return updateShop(db, clientId, allowed, { shop_id: s._id, name: input.name, phone: input.phone ?? s.phone ?? undefined, address: s.address ?? '', ward_code: s.ward_code ?? '', ...(s.is_new_address ? { is_new_address: true, province_id: s.province_id ?? undefined } : { district_id: s.district_id ?? 0 }) }, lang);
}

/** The main shop stays active: deactivating it is refused (choose another main shop first). */
export async function updateShopStatus(db: TDb, clientId: number, allowed: readonly number[], input: { shop_id: number; status: 1 | 2 }, lang: TLang) {
  const s = await shopDetail(db, clientId, allowed, input.shop_id);
  if (input.status === 2 && s.is_main) failFields([{ field: 'status', message: GROUP_SHOP_MESSAGES.mainShopActive[lang] }], 1016);
  await db.update(shops).set({ isActive: input.status === 1 }).where(and(eq(shops.id, input.shop_id), eq(shops.clientId, clientId)));
  return shopDetail(db, clientId, allowed, input.shop_id);
}

export async function updateShopBankAccount(db: TDb, clientId: number, allowed: readonly number[], input: { shop_id: number; bank_account_id: number }) {
  await shopDetail(db, clientId, allowed, input.shop_id);
  if (!(await accountPorts().bankAccountOfClient(db, clientId, input.bank_account_id))) fail(404);
  await db.update(shops).set({ bankAccountId: input.bank_account_id }).where(and(eq(shops.id, input.shop_id), eq(shops.clientId, clientId)));
  return shopDetail(db, clientId, allowed, input.shop_id);
}

export async function updateMainShop(db: TDb, clientId: number, allowed: readonly number[], shopId: number) {
  const s = await shopDetail(db, clientId, allowed, shopId);
  if (s.status !== 1) fail(1016, { message: 'inactive shop' });
  await db.update(clients).set({ mainShopId: shopId }).where(eq(clients.id, clientId));
  return { mainShopId: shopId };
}
