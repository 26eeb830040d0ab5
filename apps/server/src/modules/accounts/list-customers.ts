import { and, asc, count, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZCustomerListBody } from '@ffm/domain';
import type { TDb } from '../../db/client.ts';
import { containsPattern } from '../../lib/like.ts';
import { clients } from './schema.ts';

/** Provider staff choose the customer they act for: by code or name, or the ones named by id. */
export async function listCustomers(db: TDb, body: z.infer<typeof ZCustomerListBody>) {
  const filters: SQL[] = [];
  if (body.keyword) {
    const like = containsPattern(body.keyword);
    filters.push(or(ilike(clients.code, like), ilike(clients.name, like))!);
  }
  if (body.ids?.length) filters.push(inArray(clients.id, body.ids));
  const where = filters.length ? and(...filters) : undefined;
  const [total] = await db.select({ n: count() }).from(clients).where(where);
  const items = await db
    .select({ id: clients.id, code: clients.code, name: clients.name, scale: clients.scale, active: clients.active })
    .from(clients)
    .where(where)
    .orderBy(asc(clients.code))
    .limit(body.pageSize)
    .offset((body.page - 1) * body.pageSize);
  return { items, total: Number(total?.n ?? 0), page: body.page, pageSize: body.pageSize };
}
