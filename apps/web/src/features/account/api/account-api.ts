import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, fetchData, type TEnvelope } from '../../../lib/api.ts';
import { USER_INFO_KEY } from '../../../lib/user-info.ts';

const CLIENT = '/shiip/public-api/v2/client';

export interface TProfileInput {
  fullName: string;
  phone: string;
  email: string;
}

/** POST client/update: the profile edit; user info is refetched after. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TProfileInput) => fetchData.post<unknown>(`${CLIENT}/update`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_INFO_KEY }),
  });
}

/** POST client/check-password: 200 when right, 422 code 1014 when the old password is wrong. */
export function checkPassword(password: string): Promise<TEnvelope<unknown>> {
  return api.post(`${CLIENT}/check-password`, { password });
}

export interface TPasswordInput {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** POST client/update-password: the server also signs out the user's other sessions. */
export function useUpdatePassword() {
  return useMutation({
    mutationFn: (input: TPasswordInput) => fetchData.post<unknown>(`${CLIENT}/update-password`, input),
  });
}

/** POST client/getTokenAPI (owner): generates the long-lived API token, revoking the previous one. */
export function useApiToken() {
  return useMutation({
    mutationFn: (_opts: { regenerate: true }) => fetchData.post<{ token: string; expiresAt?: string }>(`${CLIENT}/getTokenAPI`, {}),
  });
}
