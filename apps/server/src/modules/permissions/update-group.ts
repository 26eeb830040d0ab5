import { eq } from 'drizzle-orm';
import { fieldErrorsOf, permissionGroupDraftSchema, type TGroupUpdateBody } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import type { TClientScope } from '../../db/scope.ts';
import { failFields } from '../../lib/errors.ts';
import { findGroup, groupCodes } from './group-records.ts';
import { permissionGroups } from './schema.ts';

/** Renames or describes one of the client's groups. */
export async function updateGroup(db: TDbOrTx, scope: TClientScope, body: TGroupUpdateBody): Promise<{ id: number }> {
  const g = await findGroup(db, scope, body.group_id);
  const name = body.name.trim();
  const description = body.description.trim();
  const errors = fieldErrorsOf(permissionGroupDraftSchema(), { name, description, permissions: await groupCodes(db, g.id) }, scope.lang);
  if (errors.length) failFields(errors);
  await db.update(permissionGroups).set({ name, description, updatedAt: new Date() }).where(eq(permissionGroups.id, g.id));
  return { id: g.id };
}
