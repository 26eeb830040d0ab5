import type { TOldAddressInput, TStoredOldAddress } from '@ffm/domain';
import { DomainError } from '../../lib/errors.ts';
import { storedAddressUnits } from './address-label.ts';
import { getWard2025, isValidAddress2025 } from './admin-units-2025.ts';
import { convertOldAddress } from './convert-address.ts';

export type TChecked2025 =
  | { ok: true; provinceId: number; wardCode: string; old: TStoredOldAddress | null }
  /** 'address': no such 2025 province + ward; 'old': the old address is unknown or does not convert to that ward */
  | { ok: false; problem: 'address' | 'old' };

/**
 * A 2025 address a form sent (province + ward, no district; the province may be left out, the ward gives it), and
 * the pre-2025 address it was converted from when the user converted a stored old one: that old address must
 * convert to this ward (its single target, or one of the candidates of a split ward the user picked among). The old
 * one is answered with its label, to be kept on the order.
 */
export function check2025Address(provinceId: number | null | undefined, wardCode: string | null | undefined, old?: TOldAddressInput | null): TChecked2025 {
  const code = wardCode?.trim() ?? '';
  const ward = code ? getWard2025(code) : undefined;
  const province = provinceId ?? ward?.provinceId;
  if (!ward || province === undefined || !isValidAddress2025(province, ward.code)) return { ok: false, problem: 'address' };
  if (!old) return { ok: true, provinceId: province, wardCode: ward.code, old: null };
  try {
    const c = convertOldAddress(old.provinceId, old.districtId, old.wardCode ?? null);
    const targets = c.status === 'converted' ? [c.ward.code] : c.candidates.map((x) => x.ward.code);
    if (!targets.includes(ward.code)) return { ok: false, problem: 'old' };
  } catch (err) {
    if (err instanceof DomainError) return { ok: false, problem: 'old' };
    throw err;
  }
  const wardOld = old.wardCode ?? null;
  return { ok: true, provinceId: province, wardCode: ward.code, old: { provinceId: old.provinceId, districtId: old.districtId, wardCode: wardOld, label: storedAddressUnits(old.provinceId, old.districtId, wardOld).label } };
}
