import { z } from 'zod';
import { ZRowId } from '../common/ids.ts';
import { defineContract, ZNoData } from '../contract/contract.ts';
import { zListPage, ZListPaging } from '../contract/list.ts';
import { ZPublicUser } from '../auth/contracts.ts';
import { ALL_PERMISSION_CODES } from '../permissions/tree.ts';
import { WRONG_OLD_PASSWORD_EN, WRONG_OLD_PASSWORD_VI } from '../common/password.ts';
import { EMAIL_MAX } from '../common/email.ts';

/** Contracts of the signed-in user's own account (SPEC §5), the shop list and the provider's customer picker. */

export const ZClientRef = z.object({ id: z.number().int(), code: z.string(), name: z.string(), scale: z.enum(['CANHAN', 'CUAHANG']) });
export const ZShopRef = z.object({ id: z.number().int(), name: z.string() });

/** Who is signed in, in the current shop (ShopId header, else the client's main shop). */
export const ZUserInfo = z.object({
  user: ZPublicUser.extend({ clientId: z.number().int().nullable() }),
  client: ZClientRef.nullable(),
  isOwner: z.boolean(),
  shops: z.array(ZShopRef),
  shopId: z.number().int().nullable(),
  /** effective permission codes in the current shop */
  permissions: z.array(z.enum(ALL_PERMISSION_CODES)),
});
export type TUserInfo = z.infer<typeof ZUserInfo>;

export const ZProfileUpdateBody = z.object({
  fullName: z.string().trim().min(1).max(255).optional(),
  phone: z.string().max(30).optional(),
  email: z.string().max(EMAIL_MAX).optional(),
  /** a phone change: the code genOTP-option (update_client) sent to the new phone */
  otp: z.string().trim().regex(/^\d{6}$/).optional(),
});
export const ZProfile = z.object({ id: z.number().int(), fullName: z.string(), phone: z.string().nullable(), email: z.string().nullable() });

/** `otp`: the code genOTP (update_password) sent to the registered phone */
export const ZPasswordChangeBody = z.object({ oldPassword: z.string().max(200), newPassword: z.string().max(200), confirmPassword: z.string().max(200), otp: z.string().trim().max(10).optional() });

/** Customers by code, a page at a time (docs/lists.md: `cursor` from the previous answer). */
export const ZCustomerListBody = z.object({
  keyword: z.string().trim().max(100).optional(),
  ids: z.array(ZRowId).max(100).optional(),
  ...ZListPaging.shape,
});
export type TCustomerListBody = z.infer<typeof ZCustomerListBody>;
export const ZCustomer = z.object({ id: z.number().int(), code: z.string(), name: z.string(), scale: z.enum(['CANHAN', 'CUAHANG']), active: z.string() });
export const ZCustomerPage = zListPage(ZCustomer);
export type TCustomerPage = z.infer<typeof ZCustomerPage>;
export type TCustomer = z.infer<typeof ZCustomer>;

/** GHN's shop list paging (in the query, or the body of a POST): `offset` is the previous answer's last_offset. */
export const ZGhnShopPaging = z.object({ offset: z.coerce.number().int().min(0).max(2_147_483_647).default(0), limit: z.coerce.number().int().min(1).transform((n) => Math.min(n, 200)).default(50), client_phone: z.string().max(30).optional() });

/** GHN's shop list shape. */
export const ZGhnShopList = z.object({
  last_offset: z.number().int(),
  shops: z.array(
    z.object({
      _id: z.number().int(),
      name: z.string(),
      phone: z.string().nullable(),
      address: z.string().nullable(),
      ward_code: z.string().nullable(),
      district_id: z.number().int().nullable(),
      client_id: z.number().int(),
      /** 1 active, 2 inactive */
      status: z.union([z.literal(1), z.literal(2)]),
    }),
  ),
});

export const ZShopStaffMember = z.object({ id: z.number().int(), fullName: z.string(), email: z.string().nullable(), phone: z.string().nullable() });
export type TShopStaffMember = z.infer<typeof ZShopStaffMember>;

/** Field messages of the account calls that are not validation rules of their own. */
export const ACCOUNT_TEXT = {
  phoneTaken: { vi: 'Số điện thoại đã được sử dụng bởi tài khoản khác', en: 'This phone is used by another account' },
  emailTaken: { vi: 'Email đã được sử dụng bởi tài khoản khác', en: 'This email is used by another account' },
  wrongOldPassword: { vi: WRONG_OLD_PASSWORD_VI, en: WRONG_OLD_PASSWORD_EN },
  phoneOtpRequired: { vi: 'Vui lòng nhập mã OTP đã gửi tới số điện thoại mới', en: 'Enter the OTP code sent to the new phone' },
  phoneOtpOther: { vi: 'Mã OTP không được gửi tới số điện thoại này', en: 'The OTP code was not sent to this phone' },
  passwordOtpRequired: { vi: 'Vui lòng nhập mã OTP đã gửi tới số điện thoại của bạn', en: 'Enter the OTP code sent to your phone' },
  emailOtpRequired: { vi: 'Đổi email cần mã OTP đã gửi tới số điện thoại của bạn', en: 'An email change needs the OTP code sent to your phone' },
} as const;

const user = { tags: ['account'], audience: 'user', permissions: [], tenant: 'self' } as const;
const CLIENT = '/shiip/public-api/v2/client';

export const ACCOUNT_CALLS = {
  userInfo: defineContract({
    ...user,
    group: 'ffm',
    method: ['GET', 'POST'],
    path: '/ffm/user-info',
    summary: 'Who is signed in: user, client, shops, current shop, permissions',
    response: ZUserInfo,
  }),
  profile: defineContract({
    ...user,
    group: 'shiip',
    method: ['GET', 'POST'],
    path: `${CLIENT}/profile`,
    summary: 'Profile of the signed-in user',
    response: ZPublicUser.extend({ clientId: z.number().int().nullable(), client: ZClientRef.nullable(), isOwner: z.boolean() }),
  }),
  updateLanguage: defineContract({
    ...user,
    group: 'ffm',
    method: 'POST',
    path: '/ffm/update-language',
    summary: 'Store the interface language',
    body: z.object({ language: z.enum(['vi', 'en']) }),
    response: z.object({ language: z.enum(['vi', 'en']) }),
  }),
  update: defineContract({ ...user, group: 'shiip', method: 'POST', path: `${CLIENT}/update`, summary: 'Update the profile (name, phone, email)', body: ZProfileUpdateBody, response: ZProfile }),
  checkPassword: defineContract({
    ...user,
    group: 'shiip',
    method: 'POST',
    path: `${CLIENT}/check-password`,
    summary: 'Check the current password',
    body: z.object({ password: z.string().max(200) }),
    response: z.object({ valid: z.literal(true) }),
  }),
  updatePassword: defineContract({
    ...user,
    group: 'shiip',
    method: 'POST',
    path: `${CLIENT}/update-password`,
    summary: 'Change the password (other sessions are signed out)',
    body: ZPasswordChangeBody,
    response: ZNoData,
  }),
  apiToken: defineContract({
    ...user,
    group: 'shiip',
    method: 'POST',
    path: `${CLIENT}/getTokenAPI`,
    summary: 'Owner: a new long-lived API token (previous ones revoked)',
    audience: 'owner',
    response: z.object({ token: z.string(), expiresAt: z.string() }),
  }),
  shops: defineContract({
    group: 'shiip',
    tags: ['account'],
    method: ['GET', 'POST'],
    path: '/shiip/public-api/v2/shop/all',
    summary: 'Shops the user may act in (GHN shape; `offset`: the previous answer\'s last_offset, `limit` capped at 200, as GHN caps)',
    audience: 'client',
    permissions: [],
    tenant: 'client',
    query: ZGhnShopPaging,
    response: ZGhnShopList,
  }),
  shopStaff: defineContract({
    group: 'shiip',
    tags: ['account'],
    method: ['GET', 'POST'],
    path: '/shiip/public-api/v2/shop/clients',
    summary: 'Staff of a shop (shop_id in the query or the body; default the current shop)',
    audience: 'client',
    permissions: ['view_list_employee_at_store'],
    tenant: 'client',
    query: z.object({ shop_id: ZRowId.optional() }),
    response: z.array(ZShopStaffMember),
  }),
  customers: defineContract({
    group: 'ops',
    tags: ['account'],
    method: 'POST',
    path: '/ops/customers/list',
    summary: 'Provider staff: customers by code or name',
    audience: 'staff',
    permissions: [],
    tenant: 'provider',
    body: ZCustomerListBody,
    response: ZCustomerPage,
  }),
} as const;
