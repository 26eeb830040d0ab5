import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_CALLS, MESSAGING_CALLS, type TCallInput } from '@ffm/domain';
import type { TEnvelope } from '../../../lib/api.ts';
import { callApi, callEnvelope } from '../../../lib/api-client.ts';
import { USER_INFO_KEY } from '../../../lib/user-info.ts';

export type TProfileInput = TCallInput<typeof ACCOUNT_CALLS.update>;
export type TPasswordInput = TCallInput<typeof ACCOUNT_CALLS.updatePassword>;

/** The profile edit; user info is refetched after. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TProfileInput) => callApi(ACCOUNT_CALLS.update, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_INFO_KEY }),
  });
}

/** The current password, checked on its own: code 0 when right, 1014 when wrong. */
export function checkPassword(password: string): Promise<TEnvelope<unknown>> {
  return callEnvelope(ACCOUNT_CALLS.checkPassword, { password });
}

/** A new password: the server also signs out the user's other sessions. */
export function useUpdatePassword() {
  return useMutation({
    mutationFn: (input: TPasswordInput) => callApi(ACCOUNT_CALLS.updatePassword, input),
  });
}

/** The owner's long-lived API token, generated anew (the previous one is revoked). */
export function useApiToken() {
  return useMutation({
    mutationFn: (_opts: { regenerate: true }) => callApi(ACCOUNT_CALLS.apiToken, {}),
  });
}

/** The code for a phone change, sent to the new phone (genOTP-option, update_client: limited per 24 h). */
export function sendPhoneOtp(phone: string) {
  return callApi(MESSAGING_CALLS.genOtpOption, { purpose: 'update_client', phone });
}

/** The code for an email change, sent to the registered phone (genOTP, update_client). */
export function sendProfileOtp() {
  return callApi(MESSAGING_CALLS.genOtp, { purpose: 'update_client' });
}

/** The code for a password change, sent to the registered phone (genOTP, update_password). */
export function sendPasswordOtp() {
  return callApi(MESSAGING_CALLS.genOtp, { purpose: 'update_password' });
}
