import type { FastifyInstance } from 'fastify';
import type { ZodType } from 'zod';
import type { TContract, TLang, TPermissionCode, TStaffRole } from '@ffm/domain';
import type { TDatabase, TDb, TDbOrTx, TListen } from '../db/client.ts';
import type { TServerConfig } from '../config.ts';
import type { JobRunner } from '../jobs/job-runner.ts';

/**
 * The types the route layer and every module share: who is calling, what a handler is given, what a module
 * registers. They live here, below the modules, so that no module imports `app.ts` (which imports every module).
 */
export interface TAuthUser {
  id: number;
  kind: 'client' | 'staff';
  fullName: string;
  email: string | null;
  phone: string | null;
  language: TLang;
  staffRole: TStaffRole | null;
  clientId: number | null;
}

export interface TAuth {
  sessionId: number;
  /** 'web': a signed-in browser session; 'api': a long-lived API token (getTokenAPI), the integration's credential */
  via: 'web' | 'api';
  user: TAuthUser;
  client: { id: number; code: string; name: string; scale: 'CANHAN' | 'CUAHANG' } | null;
  isOwner: boolean;
  /** the shop the user acts in now (ShopId header, else the client's main or first shop) */
  shopId: number | null;
  /** the shops the user may act in */
  shopIds: number[];
  shops: Array<{ id: number; name: string }>;
  /** effective permissions in the current shop: all for owners, the union of the user's groups for staff */
  permissions: ReadonlySet<TPermissionCode>;
  /** the same, sorted, as user-info answers it */
  permissionList: readonly TPermissionCode[];
}

/** Who is calling, from the `Token` header, cached per process (the auth module's `AuthResolver`). */
export interface TCallers {
  cached(token: string, requestedShopId: number | null): TAuth | undefined;
  resolve(token: string, requestedShopId: number | null): Promise<TAuth | null>;
  listen(listen: TListen): Promise<() => Promise<void>>;
  invalidateAll(): void;
  invalidateUser(userId: number): void;
  invalidateToken(token: string): void;
}

/** every route mounted, with the contract it was mounted from (null for the few non-API ones) */
export type TRouteTable = Array<{ method: string; url: string; contract: TContract<ZodType | undefined, ZodType | undefined, ZodType> | null }>;

export interface TDeps {
  db: TDb;
  dbKind: TDatabase['kind'];
  config: TServerConfig;
  auth: TCallers;
  /** a client that exists and is active, or null (provider staff act only for those; the accounts module's) */
  findActiveClient: (db: TDbOrTx, id: number) => Promise<{ id: number; code: string; name: string } | null>;
  /** messages between the server processes on the database (caller cache drops); absent: this process only */
  listen?: TListen;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: TDeps;
    /** every route mounted, with the contract it was mounted from (null for the few non-API ones) */
    routeTable: TRouteTable;
    /** the job worker of this process (started on ready unless JOB_WORKER=0, stopped on close) */
    jobs: JobRunner;
  }
  interface FastifyContextConfig {
    contract?: TContract<ZodType | undefined, ZodType | undefined, ZodType>;
  }
  interface FastifyRequest {
    auth: TAuth | null;
    lang: TLang;
  }
}

export interface TModule {
  /** registers the area's calls */
  register(app: FastifyInstance): Promise<void> | void;
}
