import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TLang, TTenantMode } from '@ffm/domain';
import { literalValues, type TBind } from './shaped.ts';

/**
 * The tenant scope of a call (DESIGN §5, §8). The route layer resolves exactly one of these from the token and
 * the contract's tenant mode, and hands it to the use case; queries apply it through `inScope`.
 */

/** One client's data: a client user's own, or provider staff acting for the client they named. */
export interface TClientScope {
  kind: 'client';
  clientId: number;
  userId: number;
  /** the shop the caller acts in (client users), null for provider staff acting for a client */
  shopId: number | null;
  /** provider staff acting for the client */
  acting: boolean;
  lang: TLang;
}

/** The provider's own view over every client (staff console lists). */
export interface TProviderScope {
  kind: 'provider';
  userId: number;
  lang: TLang;
}

/** The caller's own account (profile, language, tokens). */
export interface TSelfScope {
  kind: 'self';
  userId: number;
  clientId: number | null;
  lang: TLang;
}

/** No tenant data. */
export interface TNoScope {
  kind: 'none';
  lang: TLang;
}

export type TScope = TClientScope | TProviderScope | TSelfScope | TNoScope;

/** The scope type a tenant mode yields: `provider` calls narrowed by `customerId` get a client scope. */
export type TScopeFor<M extends TTenantMode> = M extends 'client' | 'acting'
  ? TClientScope
  : M extends 'provider'
    ? TClientScope | TProviderScope
    : M extends 'self'
      ? TSelfScope
      : TNoScope;

/** The scopes that read client data. */
export type TDataScope = TClientScope | TProviderScope;

/**
 * The one tenant filter of every query: a client scope keeps that client's rows; the provider scope keeps all
 * (drizzle's `and()` drops the undefined). Never a null that silently means "every client".
 */
export function inScope(column: PgColumn, scope: TDataScope, bind: TBind = literalValues): SQL | undefined {
  return scope.kind === 'client' ? eq(column, bind('clientId', scope.clientId)) : undefined;
}

/** The client id a write belongs to; provider-wide scopes cannot write client data without naming the client. */
export function scopeClientId(scope: TDataScope): number | null {
  return scope.kind === 'client' ? scope.clientId : null;
}
