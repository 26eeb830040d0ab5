import { and, asc, eq, gt } from 'drizzle-orm';
import { FILE_TEXT, templateHeader, type TCellValue, type TLang } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { getUploadKind, type TUploadScope } from './registry.ts';
import { uploadRows } from './schema.ts';
import { loadUploadFile } from './upload-queries.ts';
import type { TXlsxSheet } from '../../lib/xlsx-writer.ts';

const PAGE = 1000;

/**
 * The invalid rows of a file as a workbook: the template's columns with the values as read, and an error column
 * with the row's messages. The columns are the template's, so a person can fix the rows and upload this file
 * again (the error column is ignored on upload).
 */
export async function invalidRowsWorkbook(
  db: TDbOrTx,
  scope: TUploadScope,
  fileId: number,
  kinds: readonly string[],
): Promise<{ fileName: string; sheets: TXlsxSheet[] }> {
  const file = await loadUploadFile(db, scope.clientId, fileId, kinds);
  const kind = getUploadKind(file.kind);
  const columns = kind?.columns ?? [];
  const lang: TLang = scope.lang;
  async function* rows(): AsyncGenerator<TCellValue[]> {
    let after = 0;
    for (;;) {
      const page = await db
        .select({ rowNo: uploadRows.rowNo, raw: uploadRows.raw, errors: uploadRows.errors })
        .from(uploadRows)
        .where(and(eq(uploadRows.fileId, fileId), eq(uploadRows.status, 'invalid'), gt(uploadRows.rowNo, after)))
        .orderBy(asc(uploadRows.rowNo))
        .limit(PAGE);
      for (const r of page) yield [...columns.map((c) => r.raw[c.key] ?? null), r.errors.join('\n')];
      if (page.length < PAGE) return;
      after = page[page.length - 1]!.rowNo;
    }
  }
  const base = file.fileName.replace(/\.(xlsx|xls)$/i, '');
  return {
    fileName: `${base}-${FILE_TEXT.invalidRowsFile[lang]}.xlsx`,
    sheets: [
      {
        name: FILE_TEXT.invalidRowsSheet[lang],
        columns: [
          ...columns.map((c) => ({ header: templateHeader(c, lang), width: c.width })),
          { header: FILE_TEXT.errorsColumn[lang], width: 60, wrap: true },
        ],
        rows: rows(),
      },
    ],
  };
}
