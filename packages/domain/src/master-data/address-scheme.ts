import { z } from 'zod';

/**
 * Which administrative scheme a stored address's codes belong to. Codes are reused between the two (old 26740 is
 * Phường Bến Nghé, new 26740 the larger Phường Sài Gòn), so a code means nothing without its scheme:
 * - 'v1': before 2025-07-01, 63 provinces, province + district + ward (apps/server/data/vn-admin-units);
 * - '2025': since 2025-07-01, 34 provinces, province + ward, no district (apps/server/data/vn-admin-units-2025).
 * Every row stored before the scheme was recorded is 'v1'.
 */
export const ADDRESS_SCHEMES = ['v1', '2025'] as const;
export const ZAddressScheme = z.enum(ADDRESS_SCHEMES);
export type TAddressScheme = z.infer<typeof ZAddressScheme>;

/**
 * A pre-2025 address (province + district + ward codes of the old scheme) that an order arrived with before it was
 * converted to its 2025 ward: sent by the portal when the user converted a stored old address, kept on the order
 * with its label so labels can print it in small print for a courier to match.
 */
export const ZOldAddressInput = z.object({
  provinceId: z.coerce.number().int().positive(),
  districtId: z.coerce.number().int().positive(),
  /** absent for the island districts without wards */
  wardCode: z.string().max(10).nullish(),
});
export type TOldAddressInput = z.infer<typeof ZOldAddressInput>;

/** The old address as stored on an order (`*_address_old`, jsonb): its codes and its label as they were. */
export interface TStoredOldAddress {
  provinceId: number;
  districtId: number;
  wardCode: string | null;
  /** 'Phường Bến Nghé, Quận 1, Thành phố Hồ Chí Minh' */
  label: string;
}
