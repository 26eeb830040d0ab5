import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { TSkuRef } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { inScope, type TDataScope } from '../../db/scope.ts';
import { skus } from './schema.ts';

const refColumns = {
  id: skus.id,
  clientId: skus.clientId,
  sku: skus.sku,
  mCode: skus.mCode,
  sCode: skus.sCode,
  name: skus.name,
  manageExpDate: skus.manageExpDate,
  manageProdDate: skus.manageProdDate,
  isActive: skus.isActive,
};

/**
 * SKUs by id, one query for the set (a page's rows, a document's lines). Ids read from the caller's own rows need
 * no scope; an id a user typed is looked up within the call's scope (another client's SKU is not found).
 */
export async function skusByIds(db: TDbOrTx, ids: ReadonlyArray<number | null | undefined>, scope?: TDataScope): Promise<Map<number, TSkuRef>> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select(refColumns)
    .from(skus)
    .where(and(inArray(skus.id, wanted), scope ? inScope(skus.clientId, scope) : undefined));
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * The SKUs a typed or scanned code names, within the scope (at most 20): by sku; with `anyCode` and no sku
 * match, by mCode or sCode (what a scanner reads off a box).
 */
export async function skusByCode(db: TDbOrTx, scope: TDataScope, code: string, opts: { anyCode?: boolean } = {}): Promise<TSkuRef[]> {
  const within = inScope(skus.clientId, scope);
  const exact = await db.select(refColumns).from(skus).where(and(eq(skus.sku, code), within)).limit(20);
  if (exact.length > 0 || !opts.anyCode) return exact;
  return db.select(refColumns).from(skus).where(and(or(eq(skus.mCode, code), eq(skus.sCode, code)), within)).limit(20);
}

/** Ids of the client's SKUs whose sku, mCode or sCode is the code (a receiving scan). */
export async function skuIdsByAnyCode(db: TDbOrTx, clientId: number, code: string): Promise<number[]> {
  const rows = await db
    .select({ id: skus.id })
    .from(skus)
    .where(and(eq(skus.clientId, clientId), or(eq(skus.sku, code), eq(skus.mCode, code), eq(skus.sCode, code))));
  return rows.map((r) => r.id);
}

/** The client's active SKUs among the codes, code → id (one query, however many codes a file holds). */
export async function activeSkuIdsByCodes(db: TDbOrTx, clientId: number, codes: readonly string[]): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({ id: skus.id, sku: skus.sku })
    .from(skus)
    .where(and(eq(skus.clientId, clientId), eq(skus.isActive, true), sql`${skus.sku} = any(${sql.param([...codes])}::text[])`));
  return new Map(rows.map((s) => [s.sku, s.id]));
}
