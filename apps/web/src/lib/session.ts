import { useSyncExternalStore } from 'react';
import { sessionStore, storage } from './storage.ts';

const TOKEN_KEY = 'token';
const TOKEN_EXPIRES_KEY = 'token-expires-at';
const SHOP_KEY = 'shopId';
/** Shop config is cached per shop under `shop-config:<shopId>` (SPEC §1, §5). */
export const SHOP_CONFIG_PREFIX = 'shop-config:';
const RETURN_TO_KEY = 'return-to';

type TListener = () => void;
const listeners = new Set<TListener>();

function emit(): void {
  for (const l of listeners) l();
}

// Another tab signing out (or in) changes what this tab may do.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === null || e.key === TOKEN_KEY || e.key === SHOP_KEY) emit();
  });
}

/** The signed-in session: the token and the current shop, kept in localStorage. */
export const session = {
  getToken(): string | null {
    const token = storage.get(TOKEN_KEY);
    if (!token) return null;
    const expiresAt = Number(storage.get(TOKEN_EXPIRES_KEY) ?? '');
    if (Number.isFinite(expiresAt) && expiresAt > 0 && expiresAt <= Date.now()) return null;
    return token;
  },
  setToken(token: string, expiresAt?: string | number | null): void {
    storage.set(TOKEN_KEY, token);
    const t = typeof expiresAt === 'string' ? Date.parse(expiresAt) : (expiresAt ?? NaN);
    if (Number.isFinite(t)) storage.set(TOKEN_EXPIRES_KEY, String(t));
    else storage.remove(TOKEN_EXPIRES_KEY);
    emit();
  },
  getShopId(): number | null {
    const raw = storage.get(SHOP_KEY);
    if (raw === null || !/^\d+$/.test(raw)) return null;
    return Number(raw);
  },
  setShopId(shopId: number | null): void {
    if (shopId === null) storage.remove(SHOP_KEY);
    else storage.set(SHOP_KEY, String(shopId));
    emit();
  },
  /** Signs out locally: the token, the current shop and the per-shop caches. The language stays. */
  clear(): void {
    storage.remove(TOKEN_KEY);
    storage.remove(TOKEN_EXPIRES_KEY);
    storage.remove(SHOP_KEY);
    for (const k of storage.keys(SHOP_CONFIG_PREFIX)) storage.remove(k);
    emit();
  },
  subscribe(listener: TListener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Where to go after signing in (a deep link opened while signed out). */
  rememberReturnTo(path: string): void {
    if (path.startsWith('/') && !path.startsWith('//')) sessionStore.set(RETURN_TO_KEY, path);
  },
  takeReturnTo(): string {
    const p = sessionStore.get(RETURN_TO_KEY);
    sessionStore.remove(RETURN_TO_KEY);
    return p && p.startsWith('/') && !p.startsWith('//') ? p : '/';
  },
};

export function useSessionToken(): string | null {
  return useSyncExternalStore(session.subscribe, session.getToken, () => null);
}

export function useStoredShopId(): number | null {
  return useSyncExternalStore(session.subscribe, session.getShopId, () => null);
}
