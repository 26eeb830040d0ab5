import { ZGhnDistrictInput, ZGhnWardDetailInput, ZGhnWardInput, type TGhnDistrict, type TGhnWard, type TGhnWardDetail } from '@ffm/domain';
import { fail } from '../../lib/errors.ts';
import { getDistrict, getProvince, getWard, listDistricts, listWards } from './admin-units.ts';
import { ghnDistricts, ghnWardDetail, ghnWards } from './ghn-format.ts';
import { ghnInput } from './ghn-input.ts';
import { toId, toWardCode } from './ids.ts';

/** GHN district list: province_id from the query or the body; missing or unknown: 10003. */
export function listGhnDistricts(query: unknown, body: unknown): TGhnDistrict[] {
  const provinceId = toId(ghnInput(ZGhnDistrictInput, query, body).province_id);
  if (provinceId === null || !getProvince(provinceId)) fail(10003);
  return ghnDistricts(provinceId, listDistricts(provinceId));
}

/** GHN ward list: district_id from the query or the body; missing or unknown: 10004. */
export function listGhnWards(query: unknown, body: unknown): TGhnWard[] {
  const districtId = toId(ghnInput(ZGhnWardInput, query, body).district_id);
  if (districtId === null || !getDistrict(districtId)) fail(10004);
  return ghnWards(districtId, listWards(districtId));
}

/** GHN ward detail: ward_code from the query or the body; missing or unknown: 10005. */
export function getGhnWardDetail(query: unknown, body: unknown): TGhnWardDetail {
  const code = toWardCode(ghnInput(ZGhnWardDetailInput, query, body).ward_code);
  const ward = code === null ? undefined : getWard(code);
  if (!ward) fail(10005);
  return ghnWardDetail(ward);
}
