import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PERMISSION_CALLS, type TGroupDetail, type TGroupMember, type TPermissionCode, type TPermissionGroup, type TPermissionModuleView } from '@ffm/domain';
import { callApi } from '../../../lib/api-client.ts';

export type { TGroupDetail, TPermissionGroup, TPermissionModuleView };
export type TStaffMember = TGroupMember;

const C = PERMISSION_CALLS;

const keys = {
  all: ['permissions'] as const,
  groups: (shopId: number) => ['permissions', 'groups', shopId] as const,
  modules: ['permissions', 'modules'] as const,
  detail: (groupId: number) => ['permissions', 'group', groupId] as const,
};

export function useGroups(shopId: number | null) {
  return useQuery({
    queryKey: keys.groups(shopId ?? 0),
    queryFn: ({ signal }) => callApi(C.groups, { shop_id: shopId ?? undefined }, { signal }),
    enabled: shopId !== null,
  });
}

export function useModules() {
  return useQuery({
    queryKey: keys.modules,
    queryFn: ({ signal }) => callApi(C.modules, {}, { signal }),
    staleTime: 10 * 60_000,
  });
}

export function useGroupDetail(groupId: number | null) {
  return useQuery({
    queryKey: keys.detail(groupId ?? 0),
    queryFn: ({ signal }) => callApi(C.detail, { group_id: groupId ?? 0 }, { signal }),
    enabled: groupId !== null,
  });
}

function useInvalidatePermissions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: keys.all });
}

export interface TGroupDraft {
  name: string;
  description: string;
  permissions: TPermissionCode[];
}

export function useCreateGroup(shopId: number | null) {
  const invalidate = useInvalidatePermissions();
  return useMutation({
    mutationFn: (draft: TGroupDraft) => callApi(C.create, { shop_id: shopId ?? undefined, ...draft }),
    onSuccess: invalidate,
  });
}

/**
 * Saves an edited group: name and description, then the permission difference (added and removed codes
 * go through their own calls, as the API has them).
 */
export function useUpdateGroup() {
  const invalidate = useInvalidatePermissions();
  return useMutation({
    mutationFn: async ({ groupId, draft, before }: { groupId: number; draft: TGroupDraft; before: readonly TPermissionCode[] }) => {
      await callApi(C.update, { group_id: groupId, name: draft.name, description: draft.description });
      const had = new Set(before);
      const want = new Set(draft.permissions);
      const added = draft.permissions.filter((c) => !had.has(c));
      const removed = before.filter((c) => !want.has(c));
      // add first: a group never passes through an empty permission set
      if (added.length) await callApi(C.addCodes, { group_id: groupId, permissions: added });
      if (removed.length) await callApi(C.removeCodes, { group_id: groupId, permissions: removed });
    },
    onSettled: invalidate,
  });
}

export function useDeleteGroup() {
  const invalidate = useInvalidatePermissions();
  return useMutation({
    mutationFn: (groupId: number) => callApi(C.remove, { group_id: groupId }),
    onSuccess: invalidate,
  });
}

export function useAssignUser() {
  const invalidate = useInvalidatePermissions();
  return useMutation({
    mutationFn: ({ groupId, userId }: { groupId: number; userId: number }) => callApi(C.assignUser, { group_id: groupId, user_id: userId }),
    onSuccess: invalidate,
  });
}

export function useRemoveUser() {
  const invalidate = useInvalidatePermissions();
  return useMutation({
    mutationFn: ({ groupId, userId }: { groupId: number; userId: number }) => callApi(C.removeUser, { group_id: groupId, user_id: userId }),
    onSuccess: invalidate,
  });
}
