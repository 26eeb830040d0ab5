import { z } from 'zod';
import { defineContract } from '../contract/contract.ts';
import { ZAddressScheme } from './address-scheme.ts';

/**
 * Contracts of the master-data calls: Vietnam's administrative units in GHN's public API v2 shapes under
 * /shiip/public-api/master-data (PascalCase fields, so GHN integrations read our answers unchanged; like GHN they
 * need a token), address parsing, the bank list, and the fulfillment group's address search.
 *
 * The GHN-compatible inputs are lenient on purpose: GHN clients send ids as numbers in a JSON body or as strings
 * in the query, and an id that is missing or not a number answers the catalogue code (10003 / 10004 / 10005),
 * not a schema error.
 */

const ZLooseId = z.union([z.number(), z.string().max(20)]).optional();

export const ZGhnDistrictInput = z.object({ province_id: ZLooseId });
export const ZGhnWardInput = z.object({ district_id: ZLooseId });
export const ZGhnWardDetailInput = z.object({ ward_code: ZLooseId });
export const ZGhnParseInput = z.object({ address: z.string().max(500).optional() });

export const ZSuggestAddressBody = z.object({
  query: z.string().max(200),
  /** default 10; more than 50 is read as 50 */
  limit: z.number().int().min(1).optional(),
  /** 'v1' (default): the pre-2025 provinces, districts and wards; '2025': the 34 provinces and their wards, also
   * found by the names of the old wards and districts that became part of them, and by their English names */
  scheme: ZAddressScheme.optional(),
});
export type TSuggestAddressBody = z.infer<typeof ZSuggestAddressBody>;

export const ZGetAddressBody = z.object({
  provinceId: z.number().int().positive().nullish(),
  districtId: z.number().int().positive().nullish(),
  wardCode: z.string().max(10).nullish(),
  text: z.string().max(500).nullish(),
});
export type TGetAddressBody = z.infer<typeof ZGetAddressBody>;

export const ZConvertAddressBody = z.object({
  provinceId: z.number().int().positive(),
  districtId: z.number().int().positive(),
  /** absent for the island districts without wards */
  wardCode: z.string().max(10).nullish(),
});
export type TConvertAddressBody = z.infer<typeof ZConvertAddressBody>;

const ZUnit2025 = z.object({ code: z.string(), name: z.string(), fullName: z.string() });
export const ZConvertedAddress = z.object({
  /** 'converted': one new ward; 'split': the old ward was split, the user picks one of the candidates */
  status: z.enum(['converted', 'split']),
  province: z.object({ id: z.number().int(), code: z.string(), name: z.string(), fullName: z.string() }),
  /** the new ward when converted */
  ward: ZUnit2025.nullable(),
  /** every new ward that received part of the old one (one when converted), with the source's note */
  candidates: z.array(ZUnit2025.extend({ note: z.string() })),
  /** the old address's label ('Phường Bến Nghé, Quận 1, Thành phố Hồ Chí Minh') */
  oldLabel: z.string(),
});
export type TConvertedAddress = z.infer<typeof ZConvertedAddress>;

export const ZGhnProvince = z.object({
  ProvinceID: z.number().int(),
  ProvinceName: z.string(),
  Code: z.string(),
  NameExtension: z.array(z.string()),
  RegionID: z.number().int(),
  IsEnable: z.literal(1),
});
export type TGhnProvince = z.infer<typeof ZGhnProvince>;

export const ZGhnDistrict = z.object({
  DistrictID: z.number().int(),
  ProvinceID: z.number().int(),
  DistrictName: z.string(),
  Code: z.string(),
  /** 1 quận, 2 huyện, 3 thị xã or thành phố */
  Type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  NameExtension: z.array(z.string()),
  /** GHN: 3 = pick-up and delivery both served */
  SupportType: z.literal(3),
});
export type TGhnDistrict = z.infer<typeof ZGhnDistrict>;

export const ZGhnWard = z.object({
  WardCode: z.string(),
  DistrictID: z.number().int(),
  WardName: z.string(),
  NameExtension: z.array(z.string()),
});
export type TGhnWard = z.infer<typeof ZGhnWard>;

export const ZGhnWardDetail = ZGhnWard.extend({
  DistrictName: z.string(),
  ProvinceID: z.number().int(),
  ProvinceName: z.string(),
  RegionID: z.number().int(),
});
export type TGhnWardDetail = z.infer<typeof ZGhnWardDetail>;

export const ZGhnParsedAddress = z.object({
  province: ZGhnProvince.pick({ ProvinceID: true, ProvinceName: true, Code: true, RegionID: true }).nullable(),
  district: ZGhnDistrict.pick({ DistrictID: true, ProvinceID: true, DistrictName: true, Code: true, Type: true }).nullable(),
  ward: ZGhnWard.pick({ WardCode: true, DistrictID: true, WardName: true }).nullable(),
  rest: z.string(),
});
export type TGhnParsedAddress = z.infer<typeof ZGhnParsedAddress>;

export const ZBankInfo = z.object({
  /** the bank's short code ('VCB') */
  code: z.string(),
  /** 'Vietcombank' */
  shortName: z.string(),
  /** 'Ngân hàng TMCP Ngoại Thương Việt Nam' */
  name: z.string(),
  /** NAPAS bank identification number, as used in VietQR */
  bin: z.string(),
  swiftCode: z.string().nullable(),
});
export type TBankInfo = z.infer<typeof ZBankInfo>;

export const ZAddressSuggestion = z.object({
  /** 'Phường Bến Nghé, Quận 1, Thành phố Hồ Chí Minh' */
  label: z.string(),
  level: z.enum(['province', 'district', 'ward']),
  provinceId: z.number().int(),
  provinceName: z.string(),
  districtId: z.number().int().optional(),
  districtName: z.string().optional(),
  wardCode: z.string().optional(),
  wardName: z.string().optional(),
  /** the scheme the ids belong to; absent: 'v1' */
  scheme: ZAddressScheme.optional(),
  /** 2025 only: the old unit the query matched, when the ward was found by it ('Phường Bến Nghé, Quận 1, Thành phố Hồ Chí Minh') */
  oldName: z.string().optional(),
  /** 2025 only: the English name, when the ward was found by it */
  nameEn: z.string().optional(),
});
export type TAddressSuggestion = z.infer<typeof ZAddressSuggestion>;

export const ZResolvedAddress = z.object({
  province: z.object({ id: z.number().int(), code: z.string(), name: z.string(), fullName: z.string(), regionId: z.number().int() }).nullable(),
  district: z.object({ id: z.number().int(), code: z.string(), name: z.string(), fullName: z.string(), provinceId: z.number().int() }).nullable(),
  ward: z.object({ code: z.string(), name: z.string(), fullName: z.string(), districtId: z.number().int() }).nullable(),
  /** 'Phường Bến Nghé, Quận 1, Thành phố Hồ Chí Minh' */
  label: z.string(),
  /** for a text: what is left once the units are taken out (street, house number) */
  rest: z.string().optional(),
});
export type TResolvedAddress = z.infer<typeof ZResolvedAddress>;

/**
 * GHN's new address model (v3, 34 provinces and their wards, no district): `_id`, `name`, `extension_names`, `type`,
 * `parent_id`, `status` (1 active), paged by offset / limit. Our ids are the government codes as numbers (province
 * 79, ward 26740 for '26740'); `code` (ours) keeps the code as written ('00004').
 */
export const ZGhnV3PageInput = z.object({ offset: ZLooseId, limit: ZLooseId });
export const ZGhnV3WardInput = ZGhnV3PageInput.extend({ province_id: ZLooseId });

export const ZGhnV3Province = z.object({
  _id: z.number().int(),
  /** 'Thành phố Hồ Chí Minh' */
  name: z.string(),
  /** other ways to write it: short name, with the tone mark elsewhere, without accents, English */
  extension_names: z.array(z.string()),
  /** ours: 1 thành phố trực thuộc trung ương, 2 tỉnh */
  type: z.union([z.literal(1), z.literal(2)]),
  status: z.literal(1),
  code: z.string(),
});
export type TGhnV3Province = z.infer<typeof ZGhnV3Province>;

export const ZGhnV3Ward = z.object({
  _id: z.number().int(),
  /** 'Phường Sài Gòn' */
  name: z.string(),
  extension_names: z.array(z.string()),
  /** ours: 1 phường, 2 xã, 3 đặc khu */
  type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  /** the province's _id */
  parent_id: z.number().int(),
  status: z.literal(1),
  code: z.string(),
});
export type TGhnV3Ward = z.infer<typeof ZGhnV3Ward>;

const GHN = '/shiip/public-api/master-data';
const GHN_V3 = '/shiip/public-api/v3/master-data';
const ghn = { group: 'shiip', method: ['GET', 'POST'], tags: ['master-data'], audience: 'user', permissions: [], tenant: 'none' } as const;
const ffm = { group: 'ffm', method: 'POST', tags: ['master-data'], audience: 'user', permissions: [], tenant: 'none' } as const;

export const MASTER_DATA_CALLS = {
  province: defineContract({ ...ghn, path: `${GHN}/province`, summary: 'Provinces (GHN-compatible)', response: z.array(ZGhnProvince) }),
  district: defineContract({
    ...ghn,
    path: `${GHN}/district`,
    summary: 'Districts of a province (GHN-compatible); province_id missing or unknown: 10003',
    query: ZGhnDistrictInput,
    response: z.array(ZGhnDistrict),
  }),
  ward: defineContract({
    ...ghn,
    path: `${GHN}/ward`,
    summary: 'Wards of a district (GHN-compatible); district_id missing or unknown: 10004',
    query: ZGhnWardInput,
    response: z.array(ZGhnWard),
  }),
  wardDetail: defineContract({
    ...ghn,
    path: `${GHN}/ward/detail`,
    summary: 'A ward with its district and province; ward_code missing or unknown: 10005',
    query: ZGhnWardDetailInput,
    response: ZGhnWardDetail,
  }),
  parse: defineContract({
    ...ghn,
    path: `${GHN}/parse`,
    summary: 'Province, district and ward found in a free-text address, and the rest of it',
    query: ZGhnParseInput,
    response: ZGhnParsedAddress,
  }),
  provinceV3: defineContract({
    ...ghn,
    path: `${GHN_V3}/province/all`,
    summary: 'The 34 provinces since 2025-07-01 (GHN-compatible new address model); offset, limit (default 200)',
    query: ZGhnV3PageInput,
    response: z.array(ZGhnV3Province),
  }),
  wardV3: defineContract({
    ...ghn,
    path: `${GHN_V3}/ward/all-by-province-id`,
    summary: 'The wards of a 2025 province (GHN-compatible new address model); province_id missing or unknown: 10003',
    query: ZGhnV3WardInput,
    response: z.array(ZGhnV3Ward),
  }),
  bank: defineContract({ ...ghn, path: `${GHN}/bank`, summary: 'Banks (code, short name, name, BIN, SWIFT)', response: z.array(ZBankInfo) }),
  suggestAddress: defineContract({
    ...ffm,
    path: '/ffm/suggest-address',
    summary: 'Provinces, districts and wards matching typed text, accent-insensitive, best first',
    body: ZSuggestAddressBody,
    response: z.array(ZAddressSuggestion),
  }),
  convertAddress: defineContract({
    ...ffm,
    path: '/ffm/convert-address',
    summary: "A pre-2025 address's 2025 ward, or every candidate of a split ward (nothing guessed); unknown or mismatched ids: 10003 / 10004 / 10005",
    body: ZConvertAddressBody,
    response: ZConvertedAddress,
  }),
  getAddress: defineContract({
    ...ffm,
    path: '/ffm/get-address',
    summary: 'Names for province / district / ward ids (checked to belong together), or the units in a text',
    body: ZGetAddressBody,
    response: ZResolvedAddress,
  }),
} as const;
