import { z } from 'zod';
import { EMAIL_MAX } from '../common/email.ts';
import { ZRowId } from '../common/ids.ts';
import { defineContract, ZDateTime, ZNoData } from '../contract/contract.ts';

/** Shops and their staff (SPEC §1, §6, §7): GHN's `v2/shop/*` names, beside the list calls in contracts.ts. */

const GHN = '/shiip/public-api/v2';
const base = { group: 'shiip', tags: ['shop'], tenant: 'client' } as const;

export const ZShopInput = z.object({
  name: z.string().max(1000),
  phone: z.string().max(30).optional(),
  address: z.string().max(2000),
  /** the pre-2025 scheme's district (not sent with is_new_address) */
  district_id: z.coerce.number().int().min(0).max(99_999).optional(),
  ward_code: z.string().max(20),
  /** ours, after GHN's is_new_*_address: province_id and ward_code are a 2025 province and ward, no district */
  is_new_address: z.boolean().optional(),
  /** with is_new_address: the 2025 province (the ward gives it when absent) */
  province_id: z.coerce.number().int().min(0).max(99_999).optional(),
});

export const ZShopDetail = z.object({
  _id: z.number().int(),
  name: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  province_id: z.number().int().nullable(),
  district_id: z.number().int().nullable(),
  ward_code: z.string().nullable(),
  /** the address is a 2025 one (province + ward, district_id null) */
  is_new_address: z.boolean(),
  /** "Phường …, Quận …, Tỉnh …" (2025: "Phường …, Tỉnh …") */
  area: z.string().nullable(),
  bank_account_id: z.number().int().nullable(),
  bank_account: z.object({ id: z.number().int(), bankName: z.string(), accountNumber: z.string(), holderName: z.string() }).nullable(),
  /** 1 active, 2 inactive */
  status: z.union([z.literal(1), z.literal(2)]),
  is_main: z.boolean(),
  staff_count: z.number().int(),
  created_at: ZDateTime,
});
export type TShopDetail = z.infer<typeof ZShopDetail>;

export const ZStaffAccount = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** the shops of this client the person works in */
  shops: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

const shopId = { shop_id: ZRowId };

export const SHOP_CALLS = {
  owner: defineContract({ ...base, audience: 'owner', permissions: [], method: ['GET', 'POST'], path: `${GHN}/shop/owner`, summary: 'Owner: every shop of the client with its bank account and staff count', response: z.array(ZShopDetail) }),
  detail: defineContract({ ...base, audience: 'client', permissions: ['view_list_store'], method: 'POST', path: `${GHN}/shop/detail`, summary: 'One shop the caller works in', body: z.object(shopId), response: ZShopDetail }),
  register: defineContract({
    ...base,
    audience: 'owner',
    permissions: [],
    method: 'POST',
    path: `${GHN}/shop/register`,
    summary: 'Owner: a new shop (GHN: name, phone, address, district_id, ward_code; ours: bank_account_id, else the main bank account)',
    body: ZShopInput.extend({ bank_account_id: ZRowId.optional() }),
    response: z.object({ shop_id: z.number().int() }),
  }),
  update: defineContract({ ...base, audience: 'client', permissions: ['update_store'], method: 'POST', path: `${GHN}/shop/update`, summary: 'Name, phone and address of a shop', body: ZShopInput.extend(shopId), response: ZShopDetail }),
  updateInfo: defineContract({
    ...base,
    audience: 'client',
    permissions: ['update_store'],
    method: 'POST',
    path: `${GHN}/shop/update-info`,
    summary: 'Name and phone of a shop only',
    body: z.object({ ...shopId, name: z.string().max(1000), phone: z.string().max(30).optional() }),
    response: ZShopDetail,
  }),
  updateStatus: defineContract({
    ...base,
    audience: 'owner',
    permissions: [],
    method: 'POST',
    path: `${GHN}/shop/update-status`,
    summary: 'Owner: activate (1) or deactivate (2) a shop (not the main one)',
    body: z.object({ ...shopId, status: z.union([z.literal(1), z.literal(2)]) }),
    response: ZShopDetail,
  }),
  updateBankAccount: defineContract({
    ...base,
    audience: 'owner',
    permissions: [],
    method: 'POST',
    path: `${GHN}/shop/update-bank-account-id`,
    summary: 'Owner: the bank account a shop’s COD is paid to',
    body: z.object({ ...shopId, bank_account_id: ZRowId }),
    response: ZShopDetail,
  }),
  bankAccountId: defineContract({
    ...base,
    audience: 'owner',
    permissions: [],
    method: 'POST',
    path: `${GHN}/shop/bank-account-id`,
    summary: 'Owner: the bank account of a shop',
    body: z.object(shopId),
    response: z.object({ bank_account_id: z.number().int().nullable() }),
  }),
  updateMainShop: defineContract({
    ...base,
    audience: 'owner',
    permissions: [],
    method: 'POST',
    path: `${GHN}/client/update-main-shop-id`,
    summary: 'Owner: the client’s main shop',
    body: z.object(shopId),
    response: z.object({ mainShopId: z.number().int() }),
  }),
  addStaff: defineContract({
    ...base,
    audience: 'client',
    permissions: ['add_employee_to_store'],
    method: 'POST',
    path: `${GHN}/shop/add-client`,
    summary: 'Add an existing account (phone or email) to a shop’s staff, optionally into permission groups',
    body: z.object({ ...shopId, username: z.string().max(254), group_ids: z.array(ZRowId).max(50).optional() }),
    response: z.object({ id: z.number().int(), fullName: z.string() }),
  }),
  removeStaff: defineContract({
    ...base,
    audience: 'client',
    permissions: ['remove_employee_at_store'],
    method: 'POST',
    path: `${GHN}/shop/delete-client`,
    summary: 'Remove a person from a shop’s staff (their next call no longer acts in it)',
    body: z.object({ ...shopId, client_id: ZRowId }),
    response: ZNoData,
  }),
  members: defineContract({ ...base, audience: 'owner', permissions: [], method: ['GET', 'POST'], path: `${GHN}/client/member`, summary: 'Owner: every staff member of the client and their shops', response: z.array(ZStaffAccount) }),
  oneByUsername: defineContract({
    ...base,
    audience: 'client',
    permissions: ['add_employee_to_store'],
    method: 'POST',
    path: `${GHN}/client/one-by-username`,
    summary: 'An account by phone or email, to confirm before adding it as staff',
    body: z.object({ username: z.string().max(254) }),
    response: z.object({ id: z.number().int(), fullName: z.string(), phone: z.string().nullable(), email: z.string().nullable(), available: z.boolean() }),
  }),
  checkPhoneEmail: defineContract({
    group: 'shiip',
    tags: ['shop'],
    tenant: 'none',
    audience: 'user',
    permissions: [],
    method: 'POST',
    path: `${GHN}/client/check-phone-email-existed`,
    summary: 'Whether a phone or an email already belongs to an account',
    body: z.object({ phone: z.string().max(30).optional(), email: z.string().max(EMAIL_MAX).optional() }),
    response: z.object({ phone: z.boolean(), email: z.boolean() }),
  }),
} as const;
