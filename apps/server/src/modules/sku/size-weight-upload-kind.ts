import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  FILE_TEXT,
  cellText,
  findDuplicateRows,
  netOverGrossMessage,
  parseSizeWeightRow,
  rowMessage,
  rowPrefix,
  SIZE_WEIGHT_UPLOAD_COLUMNS,
  SKU_FIELD_LABELS,
  SKU_UPLOAD_MAX_ROWS,
  skuDerived,
  type TSizeWeightRow,
} from '@ffm/domain';
import { defineUploadKind, type TRowOutcome } from '../uploads/index.ts';
import { skuChanges, skus } from './schema.ts';
import { diffSku, type TSkuRecord } from './sku-records.ts';

const ZStored = z.object({
  sku: z.string(),
  grossWeight: z.number().optional(),
  netWeight: z.number().optional(),
  length: z.number().optional(),
  width: z.number().optional(),
  height: z.number().optional(),
});

/** The SKU after the row's values: blanks keep the SKU's own; volume and volumetric weight follow the sizes. */
function applied(cur: TSkuRecord, row: TSizeWeightRow) {
  const length = row.length ?? cur.length;
  const width = row.width ?? cur.width;
  const height = row.height ?? cur.height;
  const d = skuDerived({ length, width, height });
  return {
    grossWeight: row.grossWeight ?? cur.grossWeight,
    netWeight: row.netWeight ?? cur.netWeight,
    length,
    width,
    height,
    volume: d.volume,
    volumetricWeight: d.volumetricWeight,
  };
}

/**
 * The size and weight tool (/san-pham/upload-kich-thuoc-khoi-luong, /cong-cu/upload-kich-thuoc-khoi-luong): rows
 * of sku with weights and sizes; each value > 0 by the SKU rules, the SKU must be the client's; confirming
 * applies them in batches (one UPDATE ... FROM VALUES per batch) and logs each SKU's change (before, after).
 */
export const sizeWeightUploadKind = defineUploadKind<TSizeWeightRow>({
  name: 'sku-size-weight',
  permission: 'use_size_weight_tool',
  maxRows: SKU_UPLOAD_MAX_ROWS,
  columns: SIZE_WEIGHT_UPLOAD_COLUMNS,
  templateName: FILE_TEXT.sizeWeightTemplateFile,

  async prepare(_db, scope) {
    return (cells, rowNo) => parseSizeWeightRow(cells, rowNo, scope.lang);
  },

  crossRowChecks(rows, lang) {
    const out = new Map<number, string[]>();
    const dups = findDuplicateRows(rows.map((r) => ({ rowNo: r.rowNo, key: cellText(r.cells.get('sku')) || undefined })));
    for (const [rowNo, first] of dups) out.set(rowNo, [rowMessage(rowNo, 'duplicate_row', { field: SKU_FIELD_LABELS.sku[lang], row: first }, lang)]);
    return out;
  },

  async checkDatabase(db, scope, rows) {
    const found = await db
      .select()
      .from(skus)
      .where(and(eq(skus.clientId, scope.clientId), sql`${skus.sku} = any(${sql.param(rows.map((r) => r.value.sku))}::text[])`));
    const bySku = new Map(found.map((s) => [s.sku, s]));
    const out = new Map<number, string[]>();
    for (const r of rows) {
      const cur = bySku.get(r.value.sku);
      if (!cur) out.set(r.rowNo, [rowMessage(r.rowNo, 'not_found', { field: `${SKU_FIELD_LABELS.sku[scope.lang]} ${r.value.sku}` }, scope.lang)]);
      else {
        const next = applied(cur, r.value);
        if (next.netWeight > next.grossWeight) out.set(r.rowNo, [`${rowPrefix(r.rowNo, scope.lang)}: ${netOverGrossMessage(scope.lang)}`]);
      }
    }
    return out;
  },

  fromStored(data) {
    const v = ZStored.parse(data);
    const row: TSizeWeightRow = { sku: v.sku };
    for (const k of ['grossWeight', 'netWeight', 'length', 'width', 'height'] as const) if (v[k] !== undefined) row[k] = v[k];
    return row;
  },

  async commitBatch(tx, scope, rows) {
    const current = await tx
      .select()
      .from(skus)
      .where(and(eq(skus.clientId, scope.clientId), sql`${skus.sku} = any(${sql.param(rows.map((r) => r.value.sku))}::text[])`))
      .for('update');
    const bySku = new Map(current.map((s) => [s.sku, s]));
    const out = new Map<number, TRowOutcome>();
    const updates: Array<{ id: number; next: ReturnType<typeof applied> }> = [];
    const changes: Array<typeof skuChanges.$inferInsert> = [];
    for (const r of rows) {
      const cur = bySku.get(r.value.sku);
      if (!cur) {
        out.set(r.rowNo, { ok: false, error: rowMessage(r.rowNo, 'not_found', { field: `${SKU_FIELD_LABELS.sku[scope.lang]} ${r.value.sku}` }, scope.lang) });
        continue;
      }
      const next = applied(cur, r.value);
      // re-checked under the row lock: the SKU may have been edited since validation
      if (next.netWeight > next.grossWeight) {
        out.set(r.rowNo, { ok: false, error: `${rowPrefix(r.rowNo, scope.lang)}: ${netOverGrossMessage(scope.lang)}` });
        continue;
      }
      out.set(r.rowNo, { ok: true, ref: cur.sku });
      const diff = diffSku(cur, { ...cur, ...next });
      if (!diff) continue;
      updates.push({ id: cur.id, next });
      changes.push({ skuId: cur.id, clientId: scope.clientId, source: 'size-weight-upload', uploadFileId: scope.fileId, changedBy: scope.userId, ...diff });
    }
    if (updates.length > 0) {
      const values = sql.join(
        updates.map(
          ({ id, next: n }) =>
            sql`(${id}::int, ${n.grossWeight}::int, ${n.netWeight}::int, ${n.length}::numeric, ${n.width}::numeric, ${n.height}::numeric, ${n.volume}::numeric, ${n.volumetricWeight}::int)`,
        ),
        sql`, `,
      );
      await tx.execute(sql`
        update skus as s
           set gross_weight = v.g, net_weight = v.n, length = v.l, width = v.w, height = v.h,
               volume = v.vol, volumetric_weight = v.vw, updated_by = ${scope.userId}, updated_at = now()
          from (values ${values}) as v(id, g, n, l, w, h, vol, vw)
         where s.id = v.id and s.client_id = ${scope.clientId}`);
      await tx.insert(skuChanges).values(changes);
    }
    return out;
  },
});
