import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_CALLS } from '@ffm/domain';
import { fetchData } from '../../../lib/api.ts';
import { callApi } from '../../../lib/api-client.ts';

const P = '/shiip/public-api/v2/permission';

export interface TPermissionGroup {
  id: number;
  name: string;
  description: string | null;
  permissions: string[];
  userCount: number;
}

export interface TPermissionItem {
  code: string;
  name: string;
  requires: string[];
}

export interface TPermissionModuleData {
  code: string;
  name: string;
  permissions: TPermissionItem[];
}

export interface TStaffMember {
  id: number;
  fullName: string;
  email: string | null;
  phone: string | null;
}

export interface TGroupDetail {
  id: number;
  name: string;
  description: string | null;
  permissions: string[];
  users: TStaffMember[];
}

const keys = {
  all: ['permissions'] as const,
  groups: (shopId: number) => ['permissions', 'groups', shopId] as const,
  modules: ['permissions', 'modules'] as const,
  detail: (groupId: number) => ['permissions', 'group', groupId] as const,
  staff: (shopId: number) => ['permissions', 'staff', shopId] as const,
};

export function useGroups(shopId: number | null) {
  return useQuery({
    queryKey: keys.groups(shopId ?? 0),
    queryFn: ({ signal }) => fetchData.post<TPermissionGroup[]>(`${P}/get-group-by-client`, { shop_id: shopId }, signal),
    enabled: shopId !== null,
  });
}

export function useModules() {
  return useQuery({
    queryKey: keys.modules,
    queryFn: ({ signal }) => fetchData.post<TPermissionModuleData[]>(`${P}/get-module-all`, {}, signal),
    staleTime: 10 * 60_000,
  });
}

export function useGroupDetail(groupId: number | null) {
  return useQuery({
    queryKey: keys.detail(groupId ?? 0),
    queryFn: ({ signal }) => fetchData.post<TGroupDetail>(`${P}/get-group-detail`, { group_id: groupId }, signal),
    enabled: groupId !== null,
  });
}

/** The staff of the shop (ACCOUNT_CALLS.shopStaff), candidates for a group. */
export function useShopStaff(shopId: number | null, enabled = true) {
  return useQuery({
    queryKey: keys.staff(shopId ?? 0),
    queryFn: ({ signal }) => callApi(ACCOUNT_CALLS.shopStaff, { shop_id: shopId ?? undefined }, { signal }),
    enabled: enabled && shopId !== null,
  });
}

function useInvalidatePermissions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: keys.all });
}

export interface TGroupDraft {
  name: string;
  description: string;
  permissions: string[];
}

export function useCreateGroup(shopId: number | null) {
  const invalidate = useInvalidatePermissions();
  return useMutation({
    mutationFn: (draft: TGroupDraft) => fetchData.post<unknown>(`${P}/create-group`, { shop_id: shopId, ...draft }),
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
    mutationFn: async ({ groupId, draft, before }: { groupId: number; draft: TGroupDraft; before: readonly string[] }) => {
      await fetchData.post(`${P}/update-group`, { group_id: groupId, name: draft.name, description: draft.description });
      const had = new Set(before);
      const want = new Set(draft.permissions);
      const added = draft.permissions.filter((c) => !had.has(c));
      const removed = before.filter((c) => !want.has(c));
      // add first: a group never passes through an empty permission set
      if (added.length) await fetchData.post(`${P}/add-permissions-to-group`, { group_id: groupId, permissions: added });
      if (removed.length) await fetchData.post(`${P}/remove-permissions-to-group`, { group_id: groupId, permissions: removed });
    },
    onSettled: invalidate,
  });
}

export function useDeleteGroup() {
  const invalidate = useInvalidatePermissions();
  return useMutation({
    mutationFn: (groupId: number) => fetchData.post(`${P}/delete-group`, { group_id: groupId }),
    onSuccess: invalidate,
  });
}

export function useAssignUser() {
  const invalidate = useInvalidatePermissions();
  return useMutation({
    mutationFn: ({ groupId, userId }: { groupId: number; userId: number }) =>
      fetchData.post(`${P}/assign-group-to-user`, { group_id: groupId, user_id: userId }),
    onSuccess: invalidate,
  });
}

export function useRemoveUser() {
  const invalidate = useInvalidatePermissions();
  return useMutation({
    mutationFn: ({ groupId, userId }: { groupId: number; userId: number }) =>
      fetchData.post(`${P}/remove-group-to-user`, { group_id: groupId, user_id: userId }),
    onSuccess: invalidate,
  });
}
