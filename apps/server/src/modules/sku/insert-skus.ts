import { sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { sqlRows } from '../../db/sql-rows.ts';
import type { skus } from './schema.ts';

export type TSkuInsert = Omit<typeof skus.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'isActive'> & {
  sku: string;
  searchText: string;
  nameKey: string;
};

/**
 * Many SKUs in one INSERT ... SELECT FROM unnest(arrays) ... ON CONFLICT DO NOTHING RETURNING: one parameter
 * per column whatever the row count, so a 500-row batch costs one round trip and no large statement to build.
 * Rows that meet a unique code are skipped (not returned); the caller tells which.
 */
export async function insertSkus(db: TDbOrTx, rows: readonly TSkuInsert[]): Promise<Array<{ id: number; sku: string; sCode: string }>> {
  if (rows.length === 0) return [];
  const col = <T>(f: (r: TSkuInsert) => T) => sql.param(rows.map(f));
  const res = await db.execute(sql`
    insert into skus (client_id, sku, m_code, s_code, name, search_text, name_key, category, unit, tag, description,
                      manage_exp_date, manage_prod_date, gross_weight, net_weight, length, width, height, volume,
                      volumetric_weight, note, created_by, updated_by, upload_file_id)
    select * from unnest(
      ${col((r) => r.clientId)}::int[], ${col((r) => r.sku)}::text[], ${col((r) => r.mCode)}::text[], ${col((r) => r.sCode)}::text[],
      ${col((r) => r.name)}::text[], ${col((r) => r.searchText)}::text[], ${col((r) => r.nameKey)}::text[],
      ${col((r) => r.category)}::text[], ${col((r) => r.unit ?? 'STANDARD')}::text[], ${col((r) => r.tag ?? null)}::text[],
      ${col((r) => r.description)}::text[], ${col((r) => r.manageExpDate ?? false)}::boolean[], ${col((r) => r.manageProdDate ?? false)}::boolean[],
      ${col((r) => r.grossWeight)}::int[], ${col((r) => r.netWeight)}::int[], ${col((r) => r.length)}::numeric[],
      ${col((r) => r.width)}::numeric[], ${col((r) => r.height)}::numeric[], ${col((r) => r.volume)}::numeric[],
      ${col((r) => r.volumetricWeight ?? 0)}::int[], ${col((r) => r.note ?? null)}::text[], ${col((r) => r.createdBy ?? null)}::int[],
      ${col((r) => r.updatedBy ?? null)}::int[], ${col((r) => r.uploadFileId ?? null)}::int[])
    on conflict do nothing
    returning id, sku, s_code as "sCode"`);
  return sqlRows<{ id: number; sku: string; sCode: string }>(res);
}
