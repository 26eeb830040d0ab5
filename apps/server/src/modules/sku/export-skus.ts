import { and, sql, type SQL } from 'drizzle-orm';
import { FILE_TEXT, SKU_FIELD_LABELS, type TCellValue, type TLang, type TSkuExportBody } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { keysetBatches } from '../../db/list-page.ts';
import type { TClientScope } from '../../db/scope.ts';
import type { TXlsxSheet } from '../../lib/xlsx-writer.ts';
import { skus } from './schema.ts';
import { SORT_COLUMNS, skuOrder, skuWhere } from './sku-filters.ts';
import { toSku, unitNames, type TSkuRecord } from './sku-records.ts';

const PAGE = 1000;

const COLUMNS = [
  'sku', 'mCode', 'sCode', 'name', 'category', 'unit', 'tag', 'description', 'manageExpDate', 'manageProdDate',
  'grossWeight', 'netWeight', 'length', 'width', 'height', 'volume',
] as const;

/**
 * After the last row of a page, in the list's order: (column, id) beyond the last one's, read back from the row
 * itself so that timestamps keep their microseconds.
 */
function after(last: TSkuRecord, f: TSkuExportBody): SQL {
  const col = SORT_COLUMNS[f.sortBy];
  const ref = sql`(select ${col}, ${skus.id} from ${skus} where ${skus.id} = ${last.id})`;
  return f.sortDir === 'asc' ? sql`(${col}, ${skus.id}) > ${ref}` : sql`(${col}, ${skus.id}) < ${ref}`;
}

/**
 * The filtered list as a workbook, streamed: pages of 1,000 read by keyset (never OFFSET), the next one while the
 * writer writes the current, every row (memory stays bounded, so there is no cap). The columns are the upload
 * template's, so an export can be edited and uploaded again, plus the computed ones. Text cells are made inert by
 * the writer.
 */
export function exportSkus(db: TDbOrTx, scope: TClientScope, f: TSkuExportBody): { fileName: string; sheets: TXlsxSheet[] } {
  const lang: TLang = scope.lang;
  const yesNo = (v: boolean) => (v ? FILE_TEXT.yes : FILE_TEXT.no)[lang];
  const fetchBatch = (last: TSkuRecord | undefined) =>
    db
      .select()
      .from(skus)
      .where(last ? and(skuWhere(scope, f), after(last, f)) : skuWhere(scope, f))
      .orderBy(...skuOrder(f))
      .limit(PAGE);
  async function* rows(): AsyncGenerator<TCellValue[]> {
    const units = await unitNames(db);
    for await (const page of keysetBatches(fetchBatch, PAGE)) {
      for (const r of page) {
        const s = toSku(r, lang, units);
        yield [
          s.sku, s.mCode, s.sCode, s.name, s.category, s.unit, s.tag, s.description,
          yesNo(s.manageExpDate), yesNo(s.manageProdDate),
          s.grossWeight, s.netWeight, s.length, s.width, s.height, s.volume,
          s.categoryName, s.volumetricWeight, s.note, s.createdAt,
        ];
      }
    }
  }
  const header = [...COLUMNS.map((c) => SKU_FIELD_LABELS[c][lang]), FILE_TEXT.categoryName[lang], FILE_TEXT.volumetricWeight[lang], SKU_FIELD_LABELS.note[lang], FILE_TEXT.createdAt[lang]];
  const stamp = new Date().toISOString().slice(0, 10);
  return {
    fileName: `${FILE_TEXT.skuExportFile[lang]}-${stamp}.xlsx`,
    sheets: [{ name: FILE_TEXT.skuExportSheet[lang], columns: header.map((h) => ({ header: h, width: 18 })), rows: rows() }],
  };
}
