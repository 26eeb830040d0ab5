import { fieldErrorsOf, permissionGroupDraftSchema, withDependencies, type TGroupCreateBody, type TPermissionCode } from '@ffm/domain';
import type { TClientScope } from '../../db/scope.ts';
import { inTransaction } from '../../db/transaction.ts';
import { fail, failFields } from '../../lib/errors.ts';
import { isShopOfClient } from '../accounts/index.ts';
import { setGroupCodes, type TPermissionDeps } from './group-records.ts';
import { permissionGroups } from './schema.ts';

/** Creates a group in a shop of the client (the current shop unless one is named); what the codes require is added. */
export async function createGroup(deps: TPermissionDeps, scope: TClientScope, body: TGroupCreateBody): Promise<{ id: number; permissions: TPermissionCode[] }> {
  const shopId = body.shop_id ?? scope.shopId;
  if (shopId === null || !(await isShopOfClient(deps.db, scope.clientId, shopId))) fail(404);
  const name = body.name.trim();
  const description = body.description.trim();
  const errors = fieldErrorsOf(permissionGroupDraftSchema(), { name, description, permissions: body.permissions }, scope.lang);
  if (errors.length) failFields(errors);
  const codes = withDependencies(body.permissions);
  const id = await inTransaction(deps.db, async (tx) => {
    const [g] = await tx.insert(permissionGroups).values({ clientId: scope.clientId, shopId, name, description }).returning({ id: permissionGroups.id });
    await setGroupCodes(tx, g!.id, codes);
    return g!.id;
  });
  deps.auth.invalidateAll();
  return { id, permissions: codes };
}
