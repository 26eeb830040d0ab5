import type { TPermissionCode } from '@ffm/domain';
import type { TAuth } from '../auth/index.ts';
import { AppError } from '../../http/errors.ts';
import { requirePermission } from '../../http/route.ts';

/**
 * Whose stock a caller sees (DESIGN §5 tenancy): a client user sees their own client's, and needs the
 * permission; provider staff see one customer's when they name it, else everyone's (null).
 */
export function customerScope(auth: TAuth, customerId: number | undefined, permission: TPermissionCode): number | null {
  if (auth.user.kind === 'staff') return customerId ?? null;
  requirePermission(auth, permission);
  if (!auth.client) throw new AppError(403);
  return auth.client.id;
}
