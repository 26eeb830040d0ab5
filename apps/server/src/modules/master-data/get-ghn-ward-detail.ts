import type { TGhnWardDetail, TGhnWardDetailInput } from '@ffm/domain';
import { fail } from '../../lib/errors.ts';
import { getWard } from './admin-units.ts';
import { ghnWardDetail } from './ghn-format.ts';
import { toWardCode } from './ghn-ids.ts';

/** A ward with its district and province; a ward code missing or unknown answers 10005. */
export function getGhnWardDetail(input: TGhnWardDetailInput): TGhnWardDetail {
  const code = toWardCode(input.ward_code);
  const ward = code === null ? undefined : getWard(code);
  if (!ward) fail(10005);
  return ghnWardDetail(ward);
}
