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

/** An address as documents print it: its 2025 units, and the pre-2025 address it came from (small print). */
export interface TPrintedAddress {
  ward: string | null;
  /** the old district when the address could not be put in 2025 terms (a split ward) */
  district: string | null;
  province: string | null;
  oldAddress: string | null;
}

/**
 * What a label or a delivery note prints for a stored address (issue 24, point 5): always the 2025 address, with
 * the old one beside it when the order arrived with one. A 2025 address prints as it is, with the old address it
 * was converted from (`storedOld`); a pre-2025 address kept as written prints its 2025 ward when the conversion gives
 * exactly one, the old one as the small print; a split old ward prints as written (nothing is guessed).
 */
export function printedAddress(provinceId: number, districtId: number | null, wardCode: string | null, storedOld?: TStoredOldAddress | null): TPrintedAddress {
  const stored = storedAddressUnits(provinceId, districtId, wardCode);
  if (districtId === null) return { ward: stored.ward, district: null, province: stored.province, oldAddress: storedOld?.label ?? null };
  try {
    const c = convertOldAddress(provinceId, districtId, wardCode);
    if (c.status === 'converted') return { ward: c.ward.fullName, district: null, province: c.province.fullName, oldAddress: stored.label };
  } catch (err) {
    if (!(err instanceof DomainError)) throw err;
  }
  return { ward: stored.ward, district: stored.district, province: stored.province, oldAddress: null };
}
