import { and, eq, sql } from 'drizzle-orm';
import type { TListPaging } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { cappedCountSql, keysetWindow, pageTotal, pagingAnswer } from '../../db/list-page.ts';
import { smsMessages } from './schema.ts';

/** The SMS outbox for provider staff, newest first (keyset on (created_at, id)), by phone. */
export async function listSmsOutbox(db: TDbOrTx, input: TListPaging & { phone?: string | undefined }) {
  const m = smsMessages;
  const where = and(input.phone ? eq(m.phone, input.phone.trim()) : undefined);
  const win = keysetWindow({ column: m.createdAt, id: m.id, dir: 'desc' }, input);
  const totalSql = cappedCountSql(sql`${m}`, where);
  const rows = await win.read(
    db.select({ id: m.id, phone: m.phone, text: m.text, purpose: m.purpose, status: m.status, createdAt: m.createdAt, sortKey: win.sortKey, listTotal: totalSql }).from(m).$dynamic(),
    where,
  );
  const page = win.finish(rows);
  const count = await pageTotal(db, rows, totalSql);
  return {
    items: page.items.map(({ sortKey: _s, listTotal: _t, ...r }) => r),
    ...pagingAnswer(page, count, input),
  };
}
