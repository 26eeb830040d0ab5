import { and, eq, sql } from 'drizzle-orm';
import {
  FILE_TEXT,
  cellText,
  createSkuRowParser,
  findDuplicateRows,
  rowMessage,
  SKU_CATEGORY_CODES,
  SKU_CATEGORY_LABELS,
  SKU_FIELD_LABELS,
  SKU_UPLOAD_COLUMNS,
  SKU_UPLOAD_MAX_ROWS,
  skuDerived,
  ZSkuInput,
  type TLang,
  type TSkuInput,
} from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { defineUploadKind, type TRowCells, type TRowOutcome } from '../uploads/index.ts';
import { skuUnitOptions, listSkuUnits, unitLabel } from './list-sku-units.ts';
import { skus } from './schema.ts';
import { insertSkus } from './insert-skus.ts';
import { nextSkuCodes, skuKeys } from './sku-records.ts';

const CODE_FIELDS = ['sku', 'mCode', 'sCode'] as const;
type TCodeField = (typeof CODE_FIELDS)[number];

/** Codes of the client that are taken, by field, among the given ones: one query for the whole file. */
export async function takenCodes(db: TDbOrTx, clientId: number, codes: Record<TCodeField, string[]>): Promise<Record<TCodeField, Set<string>>> {
  const rows = await db
    .select({ sku: skus.sku, mCode: skus.mCode, sCode: skus.sCode })
    .from(skus)
    .where(
      and(
        eq(skus.clientId, clientId),
        sql`(${skus.sku} = any(${sql.param(codes.sku)}::text[]) or ${skus.mCode} = any(${sql.param(codes.mCode)}::text[]) or ${skus.sCode} = any(${sql.param(codes.sCode)}::text[]))`,
      ),
    );
  return { sku: new Set(rows.map((r) => r.sku)), mCode: new Set(rows.map((r) => r.mCode)), sCode: new Set(rows.map((r) => r.sCode)) };
}

function existsMessages(rowNo: number, value: { sku?: string; mCode: string; sCode: string }, taken: Record<TCodeField, Set<string>>, lang: TLang): string[] {
  const out: string[] = [];
  for (const f of CODE_FIELDS) {
    const v = value[f];
    if (v !== undefined && taken[f].has(v)) out.push(rowMessage(rowNo, 'exists', { field: `${SKU_FIELD_LABELS[f][lang]} ${v}` }, lang));
  }
  return out;
}

/**
 * Bulk create of SKUs (/san-pham/upload): the template's columns, skuDraftSchema per row, duplicates of sku, mCode
 * and sCode inside the file and against the client's SKUs as invalid rows, and a multi-row INSERT per batch.
 */
export const skuUploadKind = defineUploadKind<TSkuInput>({
  name: 'sku',
  permission: 'import_sku',
  maxRows: SKU_UPLOAD_MAX_ROWS,
  columns: SKU_UPLOAD_COLUMNS,
  templateName: FILE_TEXT.skuTemplateFile,

  async prepare(db, scope) {
    return createSkuRowParser(await skuUnitOptions(db), scope.lang);
  },

  crossRowChecks(rows: ReadonlyArray<{ rowNo: number; cells: TRowCells }>, lang) {
    const out = new Map<number, string[]>();
    for (const f of CODE_FIELDS) {
      const dups = findDuplicateRows(rows.map((r) => ({ rowNo: r.rowNo, key: cellText(r.cells.get(f)) || undefined })));
      for (const [rowNo, first] of dups) {
        const list = out.get(rowNo) ?? [];
        list.push(rowMessage(rowNo, 'duplicate_row', { field: SKU_FIELD_LABELS[f][lang], row: first }, lang));
        out.set(rowNo, list);
      }
    }
    return out;
  },

  async checkDatabase(db, scope, rows) {
    const codes = {
      sku: rows.flatMap((r) => (r.value.sku === undefined ? [] : [r.value.sku])),
      mCode: rows.map((r) => r.value.mCode),
      sCode: rows.map((r) => r.value.sCode),
    };
    const taken = await takenCodes(db, scope.clientId, codes);
    const out = new Map<number, string[]>();
    for (const r of rows) {
      const messages = existsMessages(r.rowNo, r.value, taken, scope.lang);
      if (messages.length > 0) out.set(r.rowNo, messages);
    }
    return out;
  },

  fromStored(data) {
    return ZSkuInput.parse(data);
  },

  async commitBatch(tx, scope, rows) {
    const assigned = await nextSkuCodes(tx, rows.filter((r) => r.value.sku === undefined).length);
    let next = 0;
    const planned = rows.map((r) => ({ rowNo: r.rowNo, value: r.value, code: r.value.sku ?? assigned[next++]! }));
    const inserted = await insertSkus(
      tx,
      planned.map(({ value: v, code }) => {
        const d = skuDerived(v);
        return {
          clientId: scope.clientId,
          sku: code,
          mCode: v.mCode,
          sCode: v.sCode,
          name: v.name,
          ...skuKeys({ ...v, sku: code }),
          category: v.category,
          unit: v.unit,
          tag: v.tag ?? null,
          description: v.description,
          manageExpDate: v.manageExpDate,
          manageProdDate: v.manageProdDate,
          grossWeight: v.grossWeight,
          netWeight: v.netWeight,
          length: v.length,
          width: v.width,
          height: v.height,
          volume: d.volume,
          volumetricWeight: d.volumetricWeight,
          note: v.note ?? null,
          createdBy: scope.userId,
          updatedBy: scope.userId,
          uploadFileId: scope.fileId,
        };
      }),
    );
    // (a SKU made since validation, by the form or another file, is skipped by ON CONFLICT, never fails the batch)
    // a row was made when its own code and sCode came back (codes and sCodes are unique within the file)
    const key = (sku: string, sCode: string) => `${sku}\u0000${sCode}`;
    const made = new Set(inserted.map((r) => key(r.sku, r.sCode)));
    const out = new Map<number, TRowOutcome>();
    const lost = planned.filter((p) => !made.has(key(p.code, p.value.sCode)));
    for (const p of planned) if (made.has(key(p.code, p.value.sCode))) out.set(p.rowNo, { ok: true, ref: p.code });
    if (lost.length > 0) {
      const taken = await takenCodes(tx, scope.clientId, {
        sku: lost.map((p) => p.code),
        mCode: lost.map((p) => p.value.mCode),
        sCode: lost.map((p) => p.value.sCode),
      });
      for (const p of lost) {
        const messages = existsMessages(p.rowNo, { ...p.value, sku: p.code }, taken, scope.lang);
        out.set(p.rowNo, { ok: false, error: messages.join('; ') || rowMessage(p.rowNo, 'exists', { field: SKU_FIELD_LABELS.sku[scope.lang] }, scope.lang) });
      }
    }
    return out;
  },

  async templateSheets(db, lang) {
    const units = await listSkuUnits(db);
    const code = FILE_TEXT.code[lang];
    const name = FILE_TEXT.name[lang];
    return [
      {
        name: FILE_TEXT.categoriesSheet[lang],
        columns: [{ header: code, width: 18 }, { header: name, width: 36 }],
        rows: SKU_CATEGORY_CODES.map((c) => [c, SKU_CATEGORY_LABELS[c][lang]]),
      },
      {
        name: FILE_TEXT.unitsSheet[lang],
        columns: [{ header: code, width: 14 }, { header: name, width: 24 }],
        rows: units.map((u) => [u.code, unitLabel(u)[lang]]),
      },
    ];
  },
});
