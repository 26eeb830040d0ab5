import { FILE_TEXT, templateHeader, type TCellValue, type TLang } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import type { TUploadKind } from './registry.ts';
import type { TXlsxSheet } from '../../lib/xlsx-writer.ts';

/** A kind's template: its header row ('*' on required columns) and an example row, then its reference sheets. */
export async function buildTemplate<T>(db: TDbOrTx, kind: TUploadKind<T>, lang: TLang): Promise<{ fileName: string; sheets: TXlsxSheet[] }> {
  const example: TCellValue[] = kind.columns.map((c) => c.example);
  const main: TXlsxSheet = {
    name: FILE_TEXT.dataSheet[lang],
    columns: kind.columns.map((c) => ({ header: templateHeader(c, lang), width: c.width })),
    rows: [example],
  };
  const extra = kind.templateSheets ? await kind.templateSheets(db, lang) : [];
  return { fileName: `${kind.templateName[lang]}.xlsx`, sheets: [main, ...extra] };
}
