import type { TPermissionCode } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import type { TClientScope } from '../../db/scope.ts';
import { findGroup, groupCodes } from './group-records.ts';

/** The permission codes of one of the client's groups. */
export async function getGroupCodes(db: TDbOrTx, scope: TClientScope, groupId: number): Promise<TPermissionCode[]> {
  const g = await findGroup(db, scope, groupId);
  return groupCodes(db, g.id);
}
