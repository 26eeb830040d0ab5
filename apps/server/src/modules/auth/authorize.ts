import type { TAuthorizeResult, TCredentials } from '@ffm/domain';
import type { TDb } from '../../db/client.ts';
import type { TClientInfo } from './open-session.ts';
import { issueSsoCode } from './sessions.ts';
import { checkCredentials } from './sign-in.ts';

/** The sign-in service's form: a one-time code and the portal's return path carrying it. */
export async function authorize(db: TDb, input: TCredentials, from: TClientInfo): Promise<TAuthorizeResult> {
  const portal = input.portal ?? 'client';
  const user = await checkCredentials(db, { username: input.username, password: input.password, portal, ip: from.ip });
  const code = await issueSsoCode(db, user.id);
  const path = portal === 'staff' ? '/sso-login' : '/ffm/app/sso-login-customer';
  return { code, redirect: `${path}?code=${encodeURIComponent(code)}` };
}
