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
