import type { TGhnWard, TGhnWardInput } from '@ffm/domain';
import { fail } from '../../lib/errors.ts';
import { getDistrict, listWards } from './admin-units.ts';
import { ghnWards } from './ghn-format.ts';
import { toId } from './ghn-ids.ts';

/** The wards of a district; a district id missing or unknown answers 10004, as GHN does. */
export function listGhnWards(input: TGhnWardInput): TGhnWard[] {
  const districtId = toId(input.district_id);
  if (districtId === null || !getDistrict(districtId)) fail(10004);
  return ghnWards(districtId, listWards(districtId));
}
