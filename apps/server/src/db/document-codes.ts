import { sql, type SQL } from 'drizzle-orm';
import { vnDateKey } from '@ffm/domain';
import type { TDbOrTx } from './client.ts';
import { sqlRows } from './sql-rows.ts';

/** The kinds of document code, each with its own sequence `document_code_<kind>_seq` (migration answer-cache-off-code-sequences). */
export type TCodePrefix = 'ASN' | 'SO' | 'GY' | 'BG' | 'AHA' | 'KK' | 'TK' | 'PL' | 'CK' | 'TH';

/**
 * The next document code of a kind: prefix + yymmdd (Vietnamese date) + the kind's sequence number, at least four
 * digits, e.g. 'ASN2611210001'. The number comes from a PostgreSQL sequence: `nextval` is not transactional, so it
 * never waits for another create's transaction (the daily counter row it replaces was locked by every create until
 * its commit). Codes are unique; a create that rolls back leaves a gap (docs/lists.md, "Document codes").
 */
export async function nextDocumentCode(db: TDbOrTx, prefix: TCodePrefix, now: Date = new Date()): Promise<string> {
  const [row] = sqlRows<{ n: string }>(await db.execute(sql`select ${documentNumberSql(prefix)} as n`));
  return documentCodeOf(prefix, row!.n, now);
}

/** The kind's next number as a column (text), for a use case that reads it in a statement it runs anyway. */
export function documentNumberSql(prefix: TCodePrefix): SQL<string> {
  return sql<string>`nextval(${`document_code_${prefix.toLowerCase()}_seq`}::regclass)::text`;
}

/** The code of a number drawn by documentNumberSql. */
export function documentCodeOf(prefix: TCodePrefix, n: string, now: Date = new Date()): string {
  return `${prefix}${vnDateKey(now).slice(2).replace(/-/g, '')}${n.padStart(4, '0')}`;
}
