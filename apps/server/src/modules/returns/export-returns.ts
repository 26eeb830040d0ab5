import { dmyHm, FILE_TEXT, RETURN_DISPOSITION_LABELS, RETURNS_EXPORT_HEADERS, RETURN_REASON_LABELS, RETURN_SOURCE_LABELS, vnDateKey, type TCellValue, type TLang, type TReturnFilter } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import type { TDataScope } from '../../db/scope.ts';
import type { TXlsxSheet } from '../../lib/xlsx-writer.ts';
import { returnViews } from './get-return.ts';
import { returnsBefore } from './list-returns.ts';

const BATCH = 500;

/** The returns of a filter as one sheet, one row per line with its reason and disposition; read in batches. */
export function exportReturns(db: TDbOrTx, input: TReturnFilter, scope: TDataScope, lang: TLang): { fileName: string; sheets: TXlsxSheet[] } {
  async function* rows(): AsyncGenerator<readonly TCellValue[]> {
    let before: number | null = null;
    for (;;) {
      const batch = await returnsBefore(db, input, scope, before, BATCH);
      if (batch.length === 0) return;
      for (const v of await returnViews(db, batch)) {
        for (const l of v.lines) {
          yield [v.code, dmyHm(new Date(v.createdAt)), v.warehouseName, RETURN_SOURCE_LABELS[v.source][lang], v.ref, l.sku, l.name, l.quantity, RETURN_REASON_LABELS[l.reason][lang], RETURN_DISPOSITION_LABELS[l.disposition][lang], l.locationCode ?? '', l.note ?? '', l.photoIds.length];
        }
      }
      before = batch[batch.length - 1]!.id;
    }
  }
  return {
    fileName: `hang-hoan-${vnDateKey(new Date())}.xlsx`,
    sheets: [{ name: FILE_TEXT.returnsExportSheet[lang], columns: RETURNS_EXPORT_HEADERS[lang].map((header) => ({ header, width: header.length > 10 ? 22 : 14 })), rows: rows() }],
  };
}
