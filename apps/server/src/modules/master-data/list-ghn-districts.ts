import type { TGhnDistrict, TGhnDistrictInput } from '@ffm/domain';
import { fail } from '../../lib/errors.ts';
import { getProvince, listDistricts } from './admin-units.ts';
import { ghnDistricts } from './ghn-format.ts';
import { toId } from './ghn-ids.ts';

/** The districts of a province; a province id missing or unknown answers 10003, as GHN does. */
export function listGhnDistricts(input: TGhnDistrictInput): TGhnDistrict[] {
  const provinceId = toId(input.province_id);
  if (provinceId === null || !getProvince(provinceId)) fail(10003);
  return ghnDistricts(provinceId, listDistricts(provinceId));
}
