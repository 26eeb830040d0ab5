import { z } from 'zod';
import { fieldText, zRules, type TFieldRule } from '../contract/field-rules.ts';
import { isPermissionCode } from '../permissions/tree.ts';
import { charLength, isBlank, type TLabel } from './labels.ts';
import {
  PERMISSION_GROUP_DESCRIPTION_MAX,
  PERMISSION_GROUP_NAME_MAX,
  SHOP_ADDRESS_MAX,
  SHOP_NAME_MAX,
} from './limits.ts';

export const GROUP_SHOP_MESSAGES = {
  groupNameRequired: { vi: 'Vui lòng nhập tên nhóm quyền', en: 'Please enter the group name' },
  groupNameTooLong: {
    vi: `Tên nhóm quyền không được vượt quá ${PERMISSION_GROUP_NAME_MAX} ký tự`,
    en: `The group name must not exceed ${PERMISSION_GROUP_NAME_MAX} characters`,
  },
  groupDescriptionTooLong: {
    vi: `Mô tả không được vượt quá ${PERMISSION_GROUP_DESCRIPTION_MAX} ký tự`,
    en: `The description must not exceed ${PERMISSION_GROUP_DESCRIPTION_MAX} characters`,
  },
  permissionsRequired: { vi: 'Vui lòng chọn ít nhất 1 quyền', en: 'Please choose at least 1 permission' },
  permissionUnknown: { vi: 'Quyền không hợp lệ', en: 'Unknown permission' },
  shopNameRequired: { vi: 'Vui lòng nhập tên cửa hàng', en: 'Please enter the shop name' },
  shopNameTooLong: {
    vi: `Tên cửa hàng không được vượt quá ${SHOP_NAME_MAX} ký tự`,
    en: `The shop name must not exceed ${SHOP_NAME_MAX} characters`,
  },
  shopAddressRequired: { vi: 'Vui lòng nhập địa chỉ cửa hàng', en: 'Please enter the shop address' },
  shopAddressTooLong: {
    vi: `Địa chỉ không được vượt quá ${SHOP_ADDRESS_MAX} ký tự`,
    en: `The address must not exceed ${SHOP_ADDRESS_MAX} characters`,
  },
  districtRequired: { vi: 'Vui lòng chọn quận/huyện', en: 'Please choose a district' },
  wardRequired: { vi: 'Vui lòng chọn phường/xã', en: 'Please choose a ward' },
  bankAccountRequired: { vi: 'Vui lòng chọn tài khoản ngân hàng', en: 'Please choose a bank account' },
  wardNotInProvince: { vi: 'Phường/xã không thuộc tỉnh/thành đã chọn', en: 'The ward is not in the province' },
  districtUnknown: { vi: 'Quận/huyện không tồn tại', en: 'Unknown district' },
  wardNotInDistrict: { vi: 'Phường/xã không thuộc quận/huyện đã chọn', en: 'The ward is not in the district' },
  bankAccountNotYours: { vi: 'Vui lòng chọn tài khoản ngân hàng của bạn', en: 'Choose a bank account of yours' },
  mainShopActive: { vi: 'Không thể ngừng hoạt động cửa hàng chính', en: 'The main shop cannot be deactivated' },
} as const satisfies Record<string, TLabel>;

/** A text of at most `max` characters (as Postgres counts them), required when given a message for it. */
function textRules(max: number, tooLong: TLabel, required?: TLabel): TFieldRule[] {
  const fits: TFieldRule = [(v) => charLength(fieldText(v)) <= max, tooLong];
  return required ? [[(v) => fieldText(v) !== '', required], fits] : [fits];
}
/** A select's value: 0 is the "nothing chosen" value of the selects, never a real id. */
const chosen = (v: unknown): boolean => !isBlank(v) && v !== 0;

export interface TPermissionGroupDraft {
  name?: string | null;
  description?: string | null;
  permissions?: readonly string[] | null;
}

/**
 * SPEC §5 permission group, as the schema the server's create, update and removal and the web's group editor run
 * (`fieldErrorsOf(permissionGroupDraftSchema(), draft, lang)`): a name (≤64), an optional description (≤64) and at
 * least 1 known permission, each message from GROUP_SHOP_MESSAGES.
 */
export function permissionGroupDraftSchema() {
  const m = GROUP_SHOP_MESSAGES;
  return z.object({
    name: zRules(...textRules(PERMISSION_GROUP_NAME_MAX, m.groupNameTooLong, m.groupNameRequired)),
    description: zRules(...textRules(PERMISSION_GROUP_DESCRIPTION_MAX, m.groupDescriptionTooLong)),
    permissions: zRules(
      [(v) => Array.isArray(v) && v.length > 0, m.permissionsRequired],
      [(v) => (v as readonly unknown[]).every(isPermissionCode), m.permissionUnknown],
    ),
  });
}

export interface TShopDraft {
  name?: string | null;
  address?: string | null;
  districtId?: number | string | null;
  wardCode?: string | null;
  bankAccountId?: number | string | null;
}

/**
 * SPEC §5 shop, as the schema the server's shop calls and the web's shop form run
 * (`fieldErrorsOf(shopDraftSchema({ newAddress }), draft, lang)`): name (≤255), address (≤500), district, ward and
 * bank account, each message from GROUP_SHOP_MESSAGES. A 2025 address (province + ward) asks for no district.
 */
export function shopDraftSchema({ newAddress = false }: { newAddress?: boolean } = {}) {
  const m = GROUP_SHOP_MESSAGES;
  return z.object({
    name: zRules(...textRules(SHOP_NAME_MAX, m.shopNameTooLong, m.shopNameRequired)),
    address: zRules(...textRules(SHOP_ADDRESS_MAX, m.shopAddressTooLong, m.shopAddressRequired)),
    ...(newAddress ? {} : { districtId: zRules([chosen, m.districtRequired]) }),
    wardCode: zRules([(v) => !isBlank(v), m.wardRequired]),
    bankAccountId: zRules([chosen, m.bankAccountRequired]),
  });
}
