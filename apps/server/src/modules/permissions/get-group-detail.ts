import type { TGroupDetail } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import type { TClientScope } from '../../db/scope.ts';
import { userContactsByIds } from '../accounts/index.ts';
import { findGroup, groupCodes, groupUserIds } from './group-records.ts';

/** One of the client's groups with its permission codes and its staff. */
export async function getGroupDetail(db: TDbOrTx, scope: TClientScope, groupId: number): Promise<TGroupDetail> {
  const g = await findGroup(db, scope, groupId);
  const users = await userContactsByIds(db, await groupUserIds(db, g.id));
  return { id: g.id, shopId: g.shopId, name: g.name, description: g.description, permissions: await groupCodes(db, g.id), users };
}
