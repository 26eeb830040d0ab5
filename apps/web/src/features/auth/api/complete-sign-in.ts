import type { QueryClient } from '@tanstack/react-query';
import { applyLanguage } from '../../../lib/i18n.ts';
import { session } from '../../../lib/session.ts';
import type { TExchangeResult } from './sso.ts';

/** Stores a new session: token, no shop yet (the server picks the main one), the account's language. */
export async function completeSignIn(result: TExchangeResult, queryClient: QueryClient): Promise<void> {
  // nothing cached for a previous user may leak into this session
  queryClient.clear();
  session.clear();
  session.setToken(result.token, result.expiresAt);
  if (result.user?.language === 'vi' || result.user?.language === 'en') await applyLanguage(result.user.language);
}
