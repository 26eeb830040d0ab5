import type { TAddressScheme } from '@ffm/domain';
import type { TZone } from '../master-data/index.ts';

export interface TPlace {
  /** the scheme of the codes below: 'v1' (province + district + ward) or '2025' (province + ward, no district) */
  scheme: TAddressScheme;
  provinceId: number;
  provinceCode: string;
  regionId: number;
  /** null for a 2025 address */
  districtId: number | null;
  /** '' for a 2025 address */
  districtCode: string;
  wardCode: string;
  /** 'Phường Bến Nghé, Quận 1, Thành phố Hồ Chí Minh' */
  label: string;
  /** where it lies in the 2025 scheme, which fees and lead times are defined on (an old address: its conversion) */
  zone: TZone;
}
