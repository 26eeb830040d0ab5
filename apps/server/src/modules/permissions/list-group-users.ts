import type { TGroupMember } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import type { TClientScope } from '../../db/scope.ts';
import { userContactsByIds } from '../accounts/index.ts';
import { findGroup, groupUserIds } from './group-records.ts';

/** The staff in one of the client's groups, in id order. */
export async function listGroupUsers(db: TDbOrTx, scope: TClientScope, groupId: number): Promise<TGroupMember[]> {
  const g = await findGroup(db, scope, groupId);
  return userContactsByIds(db, await groupUserIds(db, g.id));
}
