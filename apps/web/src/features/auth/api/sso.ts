import { session } from '../../../lib/session.ts';
import type { TAuthorizeResult, TCredentials, TSession } from '@ffm/domain';
import type { TEnvelope } from '../../../lib/api.ts';

export type TPortal = 'client' | 'staff';
/** What the sign-in's exchange answers: the token, its expiry and the user. */
export type TExchangeResult = TSession;

let calls: Promise<typeof import('./auth-calls.ts')> | undefined;
/**
 * The calls' module, loaded once: the sign-in page (budget 200 kB, apps/web/README.md) does not wait for the API
 * contracts and zod; the form asks for them at its first keystroke, so they are there by the time it is sent.
 */
export function loadAuthCalls(): Promise<typeof import('./auth-calls.ts')> {
  calls ??= import('./auth-calls.ts');
  return calls;
}

export async function authorize(input: TCredentials): Promise<TEnvelope<TAuthorizeResult>> {
  const { AUTH_CALLS, callEnvelope } = await loadAuthCalls();
  return callEnvelope(AUTH_CALLS.authorize, input);
}

// A code can be exchanged once; React's strict mode runs effects twice, so both runs share one call.
const exchanges = new Map<string, Promise<TEnvelope<TExchangeResult>>>();

export function exchangeCode(code: string): Promise<TEnvelope<TExchangeResult>> {
  let pending = exchanges.get(code);
  if (!pending) {
    pending = loadAuthCalls().then(({ AUTH_CALLS, callEnvelope }) => callEnvelope(AUTH_CALLS.exchange, { code }));
    exchanges.set(code, pending);
    // forget it after a while so the map does not grow in a long-lived tab
    void pending.finally(() => window.setTimeout(() => exchanges.delete(code), 60_000));
  }
  return pending;
}

/** Revokes the session's token on the server. The token is read now, before the calls load, so the caller may clear
 * the local session at once. */
export async function revokeToken(): Promise<TEnvelope<unknown>> {
  const token = session.getToken();
  const { AUTH_CALLS, callEnvelope } = await loadAuthCalls();
  return callEnvelope(AUTH_CALLS.logout, {}, token ? { headers: { Token: token } } : {});
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
