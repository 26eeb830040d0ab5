import { and, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { TCustomerListBody, TCustomerPage } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { cappedCountSql, keysetWindow, pageTotal, pagingAnswer } from '../../db/list-page.ts';
import { containsPattern } from '../../lib/like.ts';
import { clients } from './schema.ts';

/**
 * Provider staff choose the customer they act for: by code or name, or the ones named by id. Ordered by code
 * (docs/lists.md): the page is read by keyset from the unique code index, the total is a count capped at
 * LIST_COUNT_CAP selected beside it.
 */
export async function listCustomers(db: TDbOrTx, body: TCustomerListBody): Promise<TCustomerPage> {
  const filters: SQL[] = [];
  if (body.keyword) {
    const like = containsPattern(body.keyword);
    filters.push(or(ilike(clients.code, like), ilike(clients.name, like))!);
  }
  if (body.ids?.length) filters.push(inArray(clients.id, body.ids));
  const where = filters.length ? and(...filters) : undefined;
  const win = keysetWindow({ column: clients.code, id: clients.id, dir: 'asc' }, body);
  const totalSql = cappedCountSql(sql`${clients}`, where);
  const rows = await win.read(
    db.select({ id: clients.id, code: clients.code, name: clients.name, scale: clients.scale, active: clients.active, sortKey: win.sortKey, listTotal: totalSql }).from(clients).$dynamic(),
    where,
  );
  const page = win.finish(rows);
  const count = await pageTotal(db, rows, totalSql);
  return {
    items: page.items.map(({ sortKey: _key, listTotal: _total, ...c }) => c),
    ...pagingAnswer(page, count, body),
  };
}
