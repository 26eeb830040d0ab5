import type { TTariff } from '@ffm/domain';
import { getProvince, getWard } from './admin-units.ts';
import { adminUnits2025, getProvince2025, getWard2025 } from './admin-units-2025.ts';

/**
 * Where an address lies in the 2025 scheme, for fees and lead times (issue 24, point 4): zones are defined on the
 * 34 provinces, and an old address is zoned by the 2025 province and ward(s) it converts to, so an old-address
 * quote is the quote of its converted address.
 */
export interface TZone {
  /** the 2025 province's government code as a number */
  provinceId: number;
  /** its statistical region (1-8, `regions.json`) */
  regionId: number;
  /** the 2025 ward(s): one when known, every candidate of a split old ward, none when only a district was given */
  wardCodes: readonly string[];
}

/**
 * The statistical region of a 2025 province. QĐ 19/2025/QĐ-TTg gives each merged province the code of one of the
 * old provinces it merged (the one holding its seat, e.g. Lào Cai takes Yên Bái's 15, Gia Lai Bình Định's 52):
 * the new province keeps that old province's region (docs/addresses.md, "Fee zones").
 */
export function region2025Of(provinceId: number): number {
  const old = getProvince(provinceId);
  if (!old || !getProvince2025(provinceId)) throw new Error(`no 2025 province ${provinceId}`);
  return old.regionId;
}

/** The zone of a 2025 address (province + ward, the ward optional for fee and leadtime). */
export function zoneOf2025(provinceId: number, wardCode: string | null): TZone {
  const ward = wardCode ? getWard2025(wardCode) : undefined;
  return { provinceId, regionId: region2025Of(provinceId), wardCodes: ward ? [ward.code] : [] };
}

/** The zone of an old address already checked (district id, ward code or '' for a district alone). */
export function zoneOfOld(districtId: number, wardCode: string): TZone {
  const u = adminUnits2025();
  const d = u.oldDistricts.get(districtId);
  if (!d) throw new Error(`no mapping for old district ${districtId}`);
  if (wardCode === '') {
    // a district without wards (an island) is its special zone; any other district alone names no ward
    const wardCodes = d.hasWards ? [] : d.newWardCodes;
    return { provinceId: d.newProvinceId, regionId: region2025Of(d.newProvinceId), wardCodes };
  }
  const m = u.oldWards.get(getWard(wardCode)?.code ?? wardCode);
  if (!m) throw new Error(`no mapping for old ward ${wardCode}`);
  return { provinceId: m.newProvinceId, regionId: region2025Of(m.newProvinceId), wardCodes: m.targets.map((t) => t.wardCode) };
}

const remoteCache = new WeakMap<TTariff, Readonly<Record<string, number>>>();

/**
 * The tariff's remote-area surcharges by 2025 ward code. A tariff saved before the 2025 scheme lists pre-2025 ward
 * codes: each becomes the 2025 ward(s) it went into (every target of a split ward, since part of the new ward is
 * the remote area), the largest surcharge when several old wards go into one.
 */
export function remoteWards2025(tariff: TTariff): Readonly<Record<string, number>> {
  if (tariff.remoteWardsScheme === '2025') return tariff.remoteWards;
  const known = remoteCache.get(tariff);
  if (known) return known;
  const u = adminUnits2025();
  const out: Record<string, number> = {};
  for (const [code, fee] of Object.entries(tariff.remoteWards)) {
    for (const t of u.oldWards.get(code)?.targets ?? []) out[t.wardCode] = Math.max(out[t.wardCode] ?? 0, fee);
  }
  remoteCache.set(tariff, out);
  return out;
}

/** The surcharge of a zone's ward: its one ward's, or the largest of a split old ward's candidates. */
export function remoteFeeOf(remote: Readonly<Record<string, number>>, zone: TZone): { wardCode: string | null; fee: number } {
  let best: { wardCode: string | null; fee: number } = { wardCode: zone.wardCodes[0] ?? null, fee: 0 };
  for (const code of zone.wardCodes) {
    const fee = remote[code] ?? 0;
    if (fee > best.fee) best = { wardCode: code, fee };
  }
  return best;
}
