import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/errors.ts';
import { foldText, labelOf, messageFor, SKU_CATEGORY_LABELS, isSkuCategory, type TLabel, type TLang, type TSku } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { DomainError as AppError } from '../../lib/errors.ts';
import { sqlRows } from '../../db/sql-rows.ts';
import { qualified } from '../../db/qualified.ts';
import { inScope, type TDataScope } from '../../db/scope.ts';
import { skus, skuUnits } from './schema.ts';

export type TSkuRecord = typeof skus.$inferSelect;

/** The columns a SKU's answer is made of (`toSku`): a list reads these, not the search text and the audit columns. */
export const SKU_VIEW_COLUMNS = {
  id: skus.id,
  clientId: skus.clientId,
  sku: skus.sku,
  mCode: skus.mCode,
  sCode: skus.sCode,
  name: skus.name,
  category: skus.category,
  unit: skus.unit,
  tag: skus.tag,
  description: skus.description,
  manageExpDate: skus.manageExpDate,
  manageProdDate: skus.manageProdDate,
  grossWeight: skus.grossWeight,
  netWeight: skus.netWeight,
  length: skus.length,
  width: skus.width,
  height: skus.height,
  volume: skus.volume,
  volumetricWeight: skus.volumetricWeight,
  note: skus.note,
  createdAt: skus.createdAt,
  updatedAt: skus.updatedAt,
} as const;
export type TSkuView = Pick<TSkuRecord, keyof typeof SKU_VIEW_COLUMNS>;

/** What the accent-free search looks in: the codes and the name, folded ('Áo thun' is found by 'ao thun'). */
export function skuSearchText(s: { sku: string; name: string; mCode: string; sCode: string }): string {
  return foldText(`${s.sku} ${s.name} ${s.mCode} ${s.sCode}`);
}

/** The columns derived from the name and codes, written on every insert and update. */
export function skuKeys(s: { sku: string; name: string; mCode: string; sCode: string }): { searchText: string; nameKey: string } {
  return { searchText: skuSearchText(s), nameKey: foldText(s.name) };
}

/** Every unit's names (inactive ones too: an old SKU keeps its unit). */
export async function unitNames(db: TDbOrTx): Promise<Map<string, TLabel>> {
  const rows = await db.select({ code: skuUnits.code, vi: skuUnits.nameVi, en: skuUnits.nameEn }).from(skuUnits);
  return new Map(rows.map((r) => [r.code, { vi: r.vi, en: r.en }]));
}

/** A SKU row's unit name in one language, as a correlated subquery (for a page's rows only). */
export function unitNameSql(lang: TLang): SQL<string | null> {
  return sql<string | null>`(select ${lang === 'en' ? skuUnits.nameEn : skuUnits.nameVi} from ${skuUnits} where ${qualified(skuUnits.code)} = ${qualified(skus.unit)})`;
}

export function toSku(r: TSkuView, lang: TLang, units: ReadonlyMap<string, TLabel>): TSku {
  return {
    id: r.id,
    customerId: r.clientId,
    sku: r.sku,
    mCode: r.mCode,
    sCode: r.sCode,
    name: r.name,
    category: r.category,
    categoryName: isSkuCategory(r.category) ? labelOf(SKU_CATEGORY_LABELS, r.category, lang) : r.category,
    unit: r.unit,
    unitName: units.get(r.unit)?.[lang] ?? r.unit,
    tag: r.tag,
    description: r.description,
    manageExpDate: r.manageExpDate,
    manageProdDate: r.manageProdDate,
    grossWeight: r.grossWeight,
    netWeight: r.netWeight,
    length: r.length,
    width: r.width,
    height: r.height,
    volume: r.volume,
    volumetricWeight: r.volumetricWeight,
    note: r.note,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** A SKU of the client by id or code; another client's SKU is not found (20000, HTTP 404), never shown. */
export async function loadSku(db: TDbOrTx, scope: TDataScope, by: { id?: number; sku?: string }): Promise<TSkuRecord> {
  const cond: Array<SQL | undefined> = [inScope(skus.clientId, scope)];
  if (by.id !== undefined) cond.push(eq(skus.id, by.id));
  if (by.sku !== undefined) cond.push(eq(skus.sku, by.sku));
  const [row] = await db.select().from(skus).where(and(...cond)).limit(1);
  if (!row) throw new AppError(20000);
  return row;
}

type TConflictField = 'sku' | 'mCode' | 'sCode';
const CONFLICT_CODE: Record<TConflictField, number> = { sku: 20001, mCode: 20007, sCode: 20008 };

function conflictError(field: TConflictField, lang: TLang): AppError {
  const code = CONFLICT_CODE[field];
  const message = messageFor(code, lang);
  return new AppError(code, { message, data: { errors: [{ field, message }] } });
}

/** sku, mCode and sCode are unique per client: 20001, 20007, 20008 (in that order) when one is taken. */
export async function assertCodesFree(
  db: TDbOrTx,
  clientId: number,
  codes: { sku?: string; mCode: string; sCode: string },
  lang: TLang,
  exceptId?: number,
): Promise<void> {
  const match: SQL[] = [eq(skus.mCode, codes.mCode), eq(skus.sCode, codes.sCode)];
  if (codes.sku !== undefined) match.push(eq(skus.sku, codes.sku));
  const rows = await db
    .select({ sku: skus.sku, mCode: skus.mCode, sCode: skus.sCode })
    .from(skus)
    .where(and(eq(skus.clientId, clientId), or(...match), exceptId === undefined ? undefined : ne(skus.id, exceptId)));
  if (codes.sku !== undefined && rows.some((r) => r.sku === codes.sku)) throw conflictError('sku', lang);
  if (rows.some((r) => r.mCode === codes.mCode)) throw conflictError('mCode', lang);
  if (rows.some((r) => r.sCode === codes.sCode)) throw conflictError('sCode', lang);
}

/** A unique violation raised by a race past assertCodesFree, as the same catalogue error; null for others. */
export function conflictFromDbError(e: unknown, lang: TLang): AppError | null {
  if (isUniqueViolation(e, 'skus_client_mcode_uq')) return conflictError('mCode', lang);
  if (isUniqueViolation(e, 'skus_client_scode_uq')) return conflictError('sCode', lang);
  if (isUniqueViolation(e, 'skus_client_sku_uq')) return conflictError('sku', lang);
  return null;
}

/** The next n server-assigned codes ('SKU00000042'), from the sequence: unique across processes. */
export async function nextSkuCodes(db: TDbOrTx, n: number): Promise<string[]> {
  if (n <= 0) return [];
  const res = await db.execute(sql`select 'SKU' || lpad(nextval('sku_code_seq')::text, 8, '0') as code from generate_series(1, ${n}::int)`);
  return sqlRows<{ code: string }>(res).map((r) => r.code);
}

/** Fields a change log compares. */
export const TRACKED = [
  'mCode', 'sCode', 'name', 'category', 'unit', 'tag', 'description', 'manageExpDate', 'manageProdDate',
  'grossWeight', 'netWeight', 'length', 'width', 'height', 'volume', 'volumetricWeight', 'note',
] as const;
export type TTracked = (typeof TRACKED)[number];

/** The changed fields, before and after. */
export function diffSku(before: Pick<TSkuRecord, TTracked>, after: Pick<TSkuRecord, TTracked>): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const k of TRACKED) {
    if (before[k] !== after[k]) {
      b[k] = before[k];
      a[k] = after[k];
    }
  }
  return Object.keys(a).length === 0 ? null : { before: b, after: a };
}

