import { z } from 'zod';
import type { TLabel } from '../common/labels.ts';
import { ZRowId } from '../common/ids.ts';
import { defineContract, ZDateTime } from '../contract/contract.ts';
import { PAYMENT_TYPES, REQUIRED_NOTES, SERVICE_TYPES } from './enums.ts';

/**
 * Express settings (SPEC §7 express-setting): a shop's defaults for new shipping orders, which every create
 * form starts from (the express create screen, the outbound handover, a station order). One row per shop;
 * a shop without one gets DEFAULT_EXPRESS_SETTING.
 */

/**
 * How the parcels leave the shop: a courier picks them up at the shop's address or at one of the shop's pick-up
 * hubs (its other addresses, GHN's hubs), or the shop hands them in at a station (bưu cục).
 */
export const PICK_MODES = ['address', 'hub', 'station'] as const;
export type TPickMode = (typeof PICK_MODES)[number];
export const PICK_MODE_LABELS: Record<TPickMode, TLabel> = {
  address: { vi: 'Lấy hàng tại địa chỉ cửa hàng', en: 'Pick up at the shop’s address' },
  hub: { vi: 'Lấy hàng tại điểm lấy hàng', en: 'Pick up at a pick-up hub' },
  station: { vi: 'Gửi hàng tại bưu cục', en: 'Hand in at a station' },
};

const ZServiceTypeId = z.number().int().refine((v) => (SERVICE_TYPES as readonly number[]).includes(v), { message: 'Unknown service type' });
const ZPaymentTypeId = z.number().int().refine((v) => (PAYMENT_TYPES as readonly number[]).includes(v), { message: 'Unknown payment type' });

const ZSettingFields = z.object({
  pickMode: z.enum(PICK_MODES),
  /** the shop's pick-up hub the courier comes to (pickMode hub) */
  pickHubId: ZRowId.nullable(),
  /** the station the shop hands parcels in at (pickMode station) */
  pickStationId: ZRowId.nullable(),
  serviceTypeId: ZServiceTypeId,
  /** 1 the shop pays the fee, 2 the receiver pays */
  paymentTypeId: ZPaymentTypeId,
  requiredNote: z.enum(REQUIRED_NOTES),
  /** true: picked up before 12:00 (SPEC pickup time) */
  pickupBeforeNoon: z.boolean(),
  /** declare the goods value for insurance on every new order */
  insureByDefault: z.boolean(),
});

export const ZExpressSettingUpdate = ZSettingFields.superRefine((v, ctx) => {
  if (v.pickMode === 'hub' && v.pickHubId === null) ctx.addIssue({ code: 'custom', path: ['pickHubId'], message: 'Choose the hub' });
  if (v.pickMode === 'station' && v.pickStationId === null) ctx.addIssue({ code: 'custom', path: ['pickStationId'], message: 'Choose the station' });
});
export type TExpressSettingUpdate = z.infer<typeof ZExpressSettingUpdate>;

export const ZExpressSetting = ZSettingFields.extend({
  shopId: z.number().int(),
  /** null: the shop has not saved its own settings yet (these are the defaults) */
  updatedAt: ZDateTime.nullable(),
});
export type TExpressSetting = z.infer<typeof ZExpressSetting>;

export const DEFAULT_EXPRESS_SETTING: TExpressSettingUpdate = {
  pickMode: 'address',
  pickHubId: null,
  pickStationId: null,
  serviceTypeId: 2,
  paymentTypeId: 1,
  requiredNote: 'CHOXEMHANGKHONGTHU',
  pickupBeforeNoon: true,
  insureByDefault: false,
};

const shop = { group: 'ffm', tags: ['config'], audience: 'client', tenant: 'client' } as const;

export const EXPRESS_SETTING_CALLS = {
  get: defineContract({
    ...shop,
    method: ['GET', 'POST'],
    path: '/ffm/express-setting',
    summary: 'The current shop’s defaults for new shipping orders',
    // read by the create forms of express orders (SPEC §6 orders); a form that may not read it starts from the defaults
    permissions: ['view_list_order'],
    response: ZExpressSetting,
  }),
  update: defineContract({
    ...shop,
    method: 'POST',
    path: '/ffm/express-setting/update',
    summary: 'Save the current shop’s defaults for new shipping orders',
    permissions: ['update_store'],
    body: ZExpressSettingUpdate,
    response: ZExpressSetting,
  }),
} as const;
