import { ACCOUNT_CALLS, type TLang } from '@ffm/domain';
import type { TUserInfo } from './user-info.ts';
import { isSuccess } from './api.ts';
import { callEnvelope } from './api-client.ts';
import { i18n } from './i18n.ts';
import { USER_INFO_KEY } from './query-keys.ts';
import { toast } from './toast.ts';

/**
 * Stores the language on the signed-in account so server messages follow; server-localized data is then refetched.
 * Loaded by language.ts only when signed in: the sign-in pages do not load the API contracts (and zod) for it.
 */
export async function saveLanguage(lang: TLang): Promise<void> {
  const env = await callEnvelope(ACCOUNT_CALLS.updateLanguage, { language: lang });
  if (!isSuccess(ACCOUNT_CALLS.updateLanguage.path, env)) {
    toast.error(env.message || i18n.t('common.loadFailed'));
    return;
  }
  // signed in means the shell (and its query client) is loaded; the sign-in pages never get here
  const { queryClient } = await import('./query-client.ts');
  // the cached user info must not switch the language back
  queryClient.setQueriesData<TUserInfo>({ queryKey: USER_INFO_KEY }, (old) =>
    old ? { ...old, user: { ...old.user, language: lang } } : old,
  );
  toast.success(i18n.t('language.changed'));
  await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'session' });
}
