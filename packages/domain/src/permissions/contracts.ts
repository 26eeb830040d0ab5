import { z } from 'zod';
import { ZRowId } from '../common/ids.ts';
import { defineContract } from '../contract/contract.ts';
import { ALL_PERMISSION_CODES, PERMISSION_MODULE_CODES, type TPermissionCode } from './tree.ts';

/**
 * Contracts of the permission-group calls (SPEC §6, /shiip/public-api/v2/permission/...): a shop's groups, their
 * permission codes and their staff. Groups are managed by the client's owner; the catalogue of codes is open to
 * any signed-in user (the web shows it in the group editor).
 */

const P = '/shiip/public-api/v2/permission';

export const ZPermissionCode = z.enum(ALL_PERMISSION_CODES as unknown as [TPermissionCode, ...TPermissionCode[]]);

/** One permission of the catalogue, in the caller's language. */
export const ZPermissionItem = z.object({ code: ZPermissionCode, name: z.string(), requires: z.array(ZPermissionCode) });
export type TPermissionItem = z.infer<typeof ZPermissionItem>;

export const ZPermissionModuleView = z.object({ code: z.enum(PERMISSION_MODULE_CODES), name: z.string(), permissions: z.array(ZPermissionItem) });
export type TPermissionModuleView = z.infer<typeof ZPermissionModuleView>;

export const ZPermissionGroup = z.object({
  id: z.number().int(),
  shopId: z.number().int(),
  name: z.string(),
  description: z.string(),
  permissions: z.array(ZPermissionCode),
  userCount: z.number().int(),
});
export type TPermissionGroup = z.infer<typeof ZPermissionGroup>;

/** A staff member as a group shows them. */
export const ZGroupMember = z.object({ id: z.number().int(), fullName: z.string(), email: z.string().nullable(), phone: z.string().nullable() });
export type TGroupMember = z.infer<typeof ZGroupMember>;

export const ZGroupDetail = ZPermissionGroup.omit({ userCount: true }).extend({ users: z.array(ZGroupMember) });
export type TGroupDetail = z.infer<typeof ZGroupDetail>;

export const ZGroupRef = z.object({ group_id: ZRowId });
const ZGroupName = z.string().max(1000);
const ZGroupDescription = z.string().max(1000).default('');
const ZCodeList = z.array(ZPermissionCode).min(1).max(200);

export const ZGroupCreateBody = z.object({ shop_id: ZRowId.optional(), name: ZGroupName, description: ZGroupDescription, permissions: z.array(ZPermissionCode).max(200) });
export type TGroupCreateBody = z.infer<typeof ZGroupCreateBody>;
export const ZGroupUpdateBody = ZGroupRef.extend({ name: ZGroupName, description: ZGroupDescription });
export type TGroupUpdateBody = z.infer<typeof ZGroupUpdateBody>;
export const ZGroupCodesBody = ZGroupRef.extend({ permissions: ZCodeList });
export type TGroupCodesBody = z.infer<typeof ZGroupCodesBody>;
export const ZGroupUserBody = ZGroupRef.extend({ user_id: ZRowId });
export type TGroupUserBody = z.infer<typeof ZGroupUserBody>;

const ZGroupCodes = z.object({ id: z.number().int(), permissions: z.array(ZPermissionCode) });
const ZGroupUser = z.object({ id: z.number().int(), userId: z.number().int() });

const tags = ['permissions'] as const;
/** Group management: the client's owner, in the client's own shops. */
const owner = { group: 'shiip', tags, audience: 'owner', permissions: [], tenant: 'client' } as const;
/** The permission catalogue: no tenant data. */
const catalogue = { group: 'shiip', tags, audience: 'user', permissions: [], tenant: 'none' } as const;

export const PERMISSION_CALLS = {
  groups: defineContract({
    ...owner, method: 'POST', path: `${P}/get-group-by-client`, summary: 'Permission groups of a shop (the current shop unless shop_id is given)',
    body: z.object({ shop_id: ZRowId.optional() }), response: z.array(ZPermissionGroup),
  }),
  modules: defineContract({
    ...catalogue, method: ['GET', 'POST'], path: `${P}/get-module-all`, summary: 'Permission modules with their permissions and dependencies',
    response: z.array(ZPermissionModuleView),
  }),
  all: defineContract({
    ...catalogue, method: ['GET', 'POST'], path: `${P}/get-all-permission`, summary: 'Every permission code',
    response: z.array(ZPermissionItem.extend({ module: z.enum(PERMISSION_MODULE_CODES) })),
  }),
  byModule: defineContract({
    ...catalogue, method: 'POST', path: `${P}/get-permission-by-module`, summary: 'Permissions of one module',
    body: z.object({ module: z.string().max(40) }), response: z.array(ZPermissionItem),
  }),
  codesOfGroup: defineContract({
    ...owner, method: 'POST', path: `${P}/get-permission-by-group`, summary: 'Permission codes of a group', body: ZGroupRef, response: z.array(ZPermissionCode),
  }),
  detail: defineContract({
    ...owner, method: 'POST', path: `${P}/get-group-detail`, summary: 'A group with its permissions and users', body: ZGroupRef, response: ZGroupDetail,
  }),
  create: defineContract({
    ...owner, method: 'POST', path: `${P}/create-group`, summary: 'Create a permission group (name, description, at least one permission; dependencies added)',
    body: ZGroupCreateBody, response: ZGroupCodes,
  }),
  update: defineContract({
    ...owner, method: 'POST', path: `${P}/update-group`, summary: 'Rename or describe a group', body: ZGroupUpdateBody, response: z.object({ id: z.number().int() }),
  }),
  remove: defineContract({
    ...owner, method: 'POST', path: `${P}/delete-group`, summary: 'Delete a group (its users lose its permissions)', body: ZGroupRef, response: z.object({ id: z.number().int() }),
  }),
  addCodes: defineContract({
    ...owner, method: 'POST', path: `${P}/add-permissions-to-group`, summary: 'Add permissions (and what they require)', body: ZGroupCodesBody, response: ZGroupCodes,
  }),
  removeCodes: defineContract({
    ...owner, method: 'POST', path: `${P}/remove-permissions-to-group`, summary: 'Remove permissions (and what depends on them); a group keeps at least one',
    body: ZGroupCodesBody, response: ZGroupCodes,
  }),
  users: defineContract({
    ...owner, method: 'POST', path: `${P}/get-users-by-group`, summary: 'Users of a group', body: ZGroupRef, response: z.array(ZGroupMember),
  }),
  countUsers: defineContract({
    ...owner, method: 'POST', path: `${P}/count-user-in-group`, summary: 'Number of users in a group', body: ZGroupRef, response: z.object({ count: z.number().int() }),
  }),
  assignUser: defineContract({
    ...owner, method: 'POST', path: `${P}/assign-group-to-user`, summary: 'Put a staff member of the shop in a group', body: ZGroupUserBody, response: ZGroupUser,
  }),
  removeUser: defineContract({
    ...owner, method: 'POST', path: `${P}/remove-group-to-user`, summary: 'Take a user out of a group', body: ZGroupUserBody, response: ZGroupUser,
  }),
} as const;
