import { api, type TEnvelope } from '../../../lib/api.ts';
import type { TUser } from '../../../lib/user-info.ts';

export type TPortal = 'client' | 'staff';

export interface TAuthorizeResult {
  code: string;
  /** where the sign-in service sends the browser: /ffm/app/sso-login-customer?code=... or /sso-login?code=... */
  redirect: string;
}

export interface TExchangeResult {
  token: string;
  expiresAt: string;
  user: TUser;
}

export function authorize(input: { username: string; password: string; portal: TPortal }): Promise<TEnvelope<TAuthorizeResult>> {
  return api.post<TAuthorizeResult>('/sso/authorize', input);
}

// A code can be exchanged once; React's strict mode runs effects twice, so both runs share one call.
const exchanges = new Map<string, Promise<TEnvelope<TExchangeResult>>>();

export function exchangeCode(code: string): Promise<TEnvelope<TExchangeResult>> {
  let pending = exchanges.get(code);
  if (!pending) {
    pending = api.post<TExchangeResult>('/sso/exchange', { code });
    exchanges.set(code, pending);
    // forget it after a while so the map does not grow in a long-lived tab
    void pending.finally(() => window.setTimeout(() => exchanges.delete(code), 60_000));
  }
  return pending;
}

export function revokeToken(): Promise<TEnvelope<unknown>> {
  return api.post('/shiip/public-api/v2/client/logout', {});
}

/** Only same-origin paths are followed after sign-in: never an absolute URL from an answer. */
export function safeRedirect(target: unknown): string | null {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return null;
  return target;
}

// A sign-in flow (exchange, store, navigate) runs once per code even when the page's effect runs twice.
const flows = new Map<string, Promise<void>>();

export function runOnce(key: string, flow: () => Promise<void>): Promise<void> {
  let running = flows.get(key);
  if (!running) {
    running = flow().finally(() => flows.delete(key));
    flows.set(key, running);
  }
  return running;
}
