import { and, eq, gt, isNull } from 'drizzle-orm';
import { ALL_PERMISSION_CODES, type TPermissionCode } from '@ffm/domain';
import { notify, type TDb, type TListen } from '../../db/client.ts';
import { loadCallerAccount } from '../accounts/index.ts';
import { sessions } from './schema.ts';
import type { TAuth, TAuthUser, TCallers } from '../../http/types.ts';
import { permissionCodesOfUser } from '../permissions/index.ts';
import { sha256 } from '../../lib/crypto.ts';

interface TCached {
  base: Omit<TAuth, 'shopId' | 'permissions' | 'permissionList'> & { groupPerms: Map<number, Set<TPermissionCode>>; mainShopId: number | null };
  expiresAt: number;
  sessionExpiresAt: number;
  /** the caller as seen in each shop, built once per cache period */
  byShop?: Map<number | null, TAuth>;
}

const OWNER_PERMISSIONS: ReadonlySet<TPermissionCode> = new Set(ALL_PERMISSION_CODES);
const NO_PERMISSIONS: ReadonlySet<TPermissionCode> = new Set();

/** The channel on which server processes tell each other which cached callers to drop. */
const CHANNEL = 'ffm_caller_cache';

/**
 * Resolves the `Token` header to who is calling. Results are cached for a few seconds so an authenticated
 * call costs no database round trip on the hot path. Sign-out, account and permission changes drop the cache at
 * once, here and (through the database's LISTEN/NOTIFY) in every other server process on the same database.
 */
export class AuthResolver implements TCallers {
  private readonly cache = new Map<string, TCached>();
  /** loads in flight, so concurrent calls with one token share a single reload */
  private readonly loading = new Map<string, Promise<Omit<TCached, 'expiresAt'> | null>>();
  private readonly ttlMs = 10_000;
  /** bumped by every drop: a load that started before a drop is not cached (it may hold the old state) */
  private generation = 0;
  /** the hash of each token seen lately: hashing on every call cost about a tenth of a cheap call's time */
  private readonly hashes = new Map<string, string>();

  constructor(private readonly db: TDb) {}

  /** Listens for the other processes' drops; resolves to the function that stops. */
  async listen(listen: TListen): Promise<() => Promise<void>> {
    // a lost connection may have lost drops: forget everything rather than serve a revoked token
    return listen(CHANNEL, (payload) => this.apply(payload), () => this.apply('all'));
  }

  invalidateAll(): void {
    this.drop('all');
  }

  /** After a change to one user (language, profile, password, tokens): only their entries are dropped. */
  invalidateUser(userId: number): void {
    this.drop(`user:${userId}`);
  }

  invalidateToken(token: string): void {
    const hash = this.hashOf(token);
    this.hashes.delete(token);
    this.drop(`token:${hash}`);
  }

  private drop(what: string): void {
    this.apply(what);
    // the other processes drop it too; a failed send leaves them the cache's few seconds
    notify(this.db, CHANNEL, what).catch(() => undefined);
  }

  private apply(what: string): void {
    this.generation++;
    if (what === 'all') {
      this.cache.clear();
    } else if (what.startsWith('user:')) {
      const userId = Number(what.slice('user:'.length));
      for (const [hash, entry] of this.cache) if (entry.base.user.id === userId) this.cache.delete(hash);
    } else if (what.startsWith('token:')) {
      this.cache.delete(what.slice('token:'.length));
    }
  }

  private hashOf(token: string): string {
    let hash = this.hashes.get(token);
    if (hash === undefined) {
      hash = sha256(token);
      if (this.hashes.size >= 50_000) this.hashes.clear();
      this.hashes.set(token, hash);
    }
    return hash;
  }

  /** The caller from the cache alone, without waiting: undefined when the token must be read from the database. */
  cached(token: string, requestedShopId: number | null): TAuth | undefined {
    return this.cachedByHash(this.hashOf(token), requestedShopId, Date.now());
  }

  private cachedByHash(hash: string, requestedShopId: number | null, now: number): TAuth | undefined {
    const entry = this.cache.get(hash);
    if (!entry || entry.expiresAt <= now || entry.sessionExpiresAt <= now) return undefined;
    return this.asSeenIn(entry, requestedShopId);
  }

  /** The caller behind a token: from the cache, else read from the database (and cached for a few seconds). */
  async resolve(token: string, requestedShopId: number | null): Promise<TAuth | null> {
    const hash = this.hashOf(token);
    const now = Date.now();
    const known = this.cachedByHash(hash, requestedShopId, now);
    if (known) return known;
    const generation = this.generation;
    let pending = this.loading.get(hash);
    if (!pending) {
      pending = this.load(hash).finally(() => this.loading.delete(hash));
      this.loading.set(hash, pending);
    }
    const loaded = await pending;
    if (!loaded) {
      this.cache.delete(hash);
      return null;
    }
    const entry = { ...loaded, expiresAt: now + this.ttlMs };
    if (this.cache.size > 50_000) this.cache.clear();
    if (generation === this.generation) this.cache.set(hash, entry);
    return this.asSeenIn(entry, requestedShopId);
  }

  /** The caller in the shop they asked for (else their main shop, else their first), built once per cache period. */
  private asSeenIn(entry: TCached, requestedShopId: number | null): TAuth {
    const b = entry.base;
    const byShop = (entry.byShop ??= new Map());
    const known = byShop.get(requestedShopId);
    if (known) return known;
    const shopId =
      requestedShopId !== null && b.shopIds.includes(requestedShopId)
        ? requestedShopId
        : b.mainShopId !== null && b.shopIds.includes(b.mainShopId)
          ? b.mainShopId
          : (b.shopIds[0] ?? null);
    let permissions: ReadonlySet<TPermissionCode>;
    if (b.isOwner) permissions = OWNER_PERMISSIONS;
    else if (b.user.kind === 'staff') permissions = NO_PERMISSIONS;
    else permissions = (shopId !== null && b.groupPerms.get(shopId)) || NO_PERMISSIONS;
    const { groupPerms: _g, mainShopId: _m, ...rest } = b;
    const auth: TAuth = { ...rest, shopId, permissions, permissionList: [...permissions].sort() };
    if (byShop.size < 100) byShop.set(requestedShopId, auth);
    return auth;
  }

  private async load(hash: string): Promise<Omit<TCached, 'expiresAt'> | null> {
    const [session] = await this.db
      .select({ id: sessions.id, userId: sessions.userId, expiresAt: sessions.expiresAt, kind: sessions.kind })
      .from(sessions)
      .where(and(eq(sessions.tokenHash, hash), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
      .limit(1);
    if (!session) return null;
    const account = await loadCallerAccount(this.db, session.userId);
    if (!account) return null;
    const u = account.user;
    const user: TAuthUser = { id: u.id, kind: u.kind, fullName: u.fullName, email: u.email, phone: u.phone, language: u.language, staffRole: u.staffRole ?? null, clientId: u.clientId };
    // owners have every code and provider staff none: only client staff need their groups, in their shops
    const groupPerms = new Map<number, Set<TPermissionCode>>();
    if (account.client && !account.isOwner) {
      const byShop = await permissionCodesOfUser(this.db, u.id);
      for (const shop of account.shops) {
        const codes = byShop.get(shop.id);
        if (codes) groupPerms.set(shop.id, codes);
      }
    }
    return {
      base: {
        sessionId: session.id,
        via: session.kind,
        user,
        client: account.client,
        isOwner: account.isOwner,
        shopIds: account.shops.map((r) => r.id),
        shops: account.shops,
        groupPerms,
        mainShopId: account.mainShopId,
      },
      sessionExpiresAt: session.expiresAt.getTime(),
    };
  }
}
