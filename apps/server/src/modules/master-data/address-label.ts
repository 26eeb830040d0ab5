import { getDistrict, getProvince, getWard } from './admin-units.ts';
import { getProvince2025, getWard2025 } from './admin-units-2025.ts';

export interface TAddressUnits {
  ward: string | null;
  /** null for a 2025 address */
  district: string | null;
  province: string | null;
  /** 'Phường Bến Nghé, Quận 1, Thành phố Hồ Chí Minh' (pre-2025) or 'Phường Sài Gòn, Thành phố Hồ Chí Minh' (2025) */
  label: string;
}

/**
 * The unit names of a stored address. Its district tells the scheme: the tables' scheme checks keep district_id
 * null exactly when the address is a 2025 one (province + ward), so a null district reads the codes in the 2025
 * data and any other in the pre-2025 data (codes are reused between the two with another meaning).
 */
export function storedAddressUnits(provinceId: number | null, districtId: number | null, wardCode: string | null): TAddressUnits {
  let ward: string | null;
  let district: string | null = null;
  let province: string | null;
  if (districtId === null) {
    ward = (wardCode ? getWard2025(wardCode)?.fullName : undefined) ?? null;
    province = (provinceId === null ? undefined : getProvince2025(provinceId)?.fullName) ?? null;
  } else {
    const d = getDistrict(districtId);
    ward = (wardCode ? getWard(wardCode)?.fullName : undefined) ?? null;
    district = d?.fullName ?? null;
    province = getProvince(provinceId ?? d?.provinceId ?? 0)?.fullName ?? null;
  }
  return { ward, district, province, label: [ward, district, province].filter((s): s is string => !!s).join(', ') };
}
