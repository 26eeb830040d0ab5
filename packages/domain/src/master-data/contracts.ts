import { z } from 'zod';
import { defineContract } from '../contract/contract.ts';

/**
 * Contracts of the master-data calls: Vietnam's provinces, districts and wards in GHN's shapes under
 * /shiip/public-api/master-data (GHN clients send GET or POST, the token in `Token`), banks, and the
 * fulfillment group's address search.
 *
 * The GHN inputs are lenient on purpose: GHN clients send ids as numbers in a JSON body or as strings in the
 * query, and an id that is missing or not a number answers the catalogue code (10003 / 10004 / 10005), not a
 * schema error. The server reads the query and the body (the body winning).
 */

const ZLooseId = z.union([z.number(), z.string().max(20)]).optional();

export const ZGhnDistrictInput = z.object({ province_id: ZLooseId });
export type TGhnDistrictInput = z.infer<typeof ZGhnDistrictInput>;
export const ZGhnWardInput = z.object({ district_id: ZLooseId });
export type TGhnWardInput = z.infer<typeof ZGhnWardInput>;
export const ZGhnWardDetailInput = z.object({ ward_code: ZLooseId });
export type TGhnWardDetailInput = z.infer<typeof ZGhnWardDetailInput>;
export const ZGhnParseInput = z.object({ address: z.string().max(500).optional() });
export type TGhnParseInput = z.infer<typeof ZGhnParseInput>;

export const ZSuggestAddressBody = z.object({
  query: z.string().max(200),
  /** default 10; more than 50 is read as 50 */
  limit: z.number().int().min(1).optional(),
});
export type TSuggestAddressBody = z.infer<typeof ZSuggestAddressBody>;

export const ZGetAddressBody = z.object({
  provinceId: z.number().int().positive().nullish(),
  districtId: z.number().int().positive().nullish(),
  wardCode: z.string().max(10).nullish(),
  text: z.string().max(500).nullish(),
});
export type TGetAddressBody = z.infer<typeof ZGetAddressBody>;

// Answers in GHN's public API v2 shapes (PascalCase fields), so GHN integrations read them unchanged.

export const ZGhnProvince = z.object({
  ProvinceID: z.number().int(),
  /** short, as GHN writes it ('Hồ Chí Minh') */
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
  /** full ('Quận 1') */
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
  /** what is left once the units are taken out (street, house number) */
  rest: z.string(),
});
export type TGhnParsedAddress = z.infer<typeof ZGhnParsedAddress>;

export const ZBankInfo = z.object({
  /** the bank's short code ('VCB') */
  code: z.string(),
  shortName: z.string(),
  name: z.string(),
  /** NAPAS bank identification number, as used in VietQR */
  bin: z.string(),
  swiftCode: z.string().nullable(),
});
export type TBankInfo = z.infer<typeof ZBankInfo>;

export const ADDRESS_LEVELS = ['province', 'district', 'ward'] as const;
export type TAddressLevel = (typeof ADDRESS_LEVELS)[number];

export const ZAddressSuggestion = z.object({
  /** 'Phường Bến Nghé, Quận 1, Thành phố Hồ Chí Minh' */
  label: z.string(),
  level: z.enum(ADDRESS_LEVELS),
  provinceId: z.number().int(),
  provinceName: z.string(),
  districtId: z.number().int().optional(),
  districtName: z.string().optional(),
  wardCode: z.string().optional(),
  wardName: z.string().optional(),
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

const ghn = { group: 'shiip', method: ['GET', 'POST'], tags: ['master-data'], audience: 'user', permissions: [], tenant: 'none' } as const;
const ffm = { group: 'ffm', method: 'POST', tags: ['master-data'], audience: 'user', permissions: [], tenant: 'none' } as const;
const GHN = '/shiip/public-api/master-data';

/** Master data: like GHN's, these calls need a token; they hold no tenant data. */
export const MASTER_DATA_CALLS = {
  provinces: defineContract({ ...ghn, path: `${GHN}/province`, summary: 'Provinces (GHN-compatible)', response: z.array(ZGhnProvince) }),
  districts: defineContract({
    ...ghn,
    path: `${GHN}/district`,
    summary: 'Districts of a province (GHN-compatible); province_id missing or unknown: 10003',
    query: ZGhnDistrictInput,
    response: z.array(ZGhnDistrict),
  }),
  wards: defineContract({
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
  banks: defineContract({ ...ghn, path: `${GHN}/bank`, summary: 'Banks (code, short name, name, BIN, SWIFT)', response: z.array(ZBankInfo) }),
  suggestAddress: defineContract({
    ...ffm,
    path: '/ffm/suggest-address',
    summary: 'Provinces, districts and wards matching typed text, accent-insensitive, best first',
    body: ZSuggestAddressBody,
    response: z.array(ZAddressSuggestion),
  }),
  getAddress: defineContract({
    ...ffm,
    path: '/ffm/get-address',
    summary: 'Names for province / district / ward ids (checked to belong together), or the units in a text',
    body: ZGetAddressBody,
    response: ZResolvedAddress,
  }),
} as const;
