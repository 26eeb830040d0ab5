import { and, desc, eq, gte, like, lt, sql } from 'drizzle-orm';
import { SHIPPING_STATUSES, type TShippingStatus } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import type { TClientScope } from '../../db/scope.ts';
import { sqlRows } from '../../db/sql-rows.ts';
import { fail } from '../../lib/errors.ts';
import { containsPattern } from '../../lib/like.ts';
import { getDistrict, getProvince } from '../master-data/index.ts';
import { listShippingOrders } from './list-shipping-orders.ts';
import { shopForCall } from './quote.ts';
import { shippingOrders } from './schema.ts';

const o = shippingOrders;
const DAY_MS = 86_400_000;
const MAX_RANGE_DAYS = 92;

/** The shop and the instants of a report's date range (Vietnam days, inclusive; at most 92 days, else 1002). */
async function rangeOf(db: TDbOrTx, scope: TClientScope, input: { shop_id?: unknown; from_date: string; to_date: string }) {
  const shop = await shopForCall(db, scope, input.shop_id);
  const from = new Date(`${input.from_date}T00:00:00+07:00`);
  const to = new Date(new Date(`${input.to_date}T00:00:00+07:00`).getTime() + DAY_MS);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) || to <= from || to.getTime() - from.getTime() > MAX_RANGE_DAYS * DAY_MS) fail(1002);
  // the (shop_id, created_at, id) index serves every report
  return { shop, where: and(eq(o.clientId, scope.clientId), eq(o.shopId, shop.id), gte(o.createdAt, from), lt(o.createdAt, to)) };
}

/** GHN's search, on the list's use case: offset/limit as a page, statuses and a keyword, a unix time range. */
export async function ghnSearch(
  db: TDbOrTx,
  scope: TClientScope,
  input: { shop_id?: unknown; status?: TShippingStatus[]; payment_type_id?: number[]; from_time?: number; to_time?: number; option_value?: string; offset: number; limit: number },
) {
  const shop = await shopForCall(db, scope, input.shop_id);
  const day = (unix: number) => new Date(unix * 1000 + 7 * 3600_000).toISOString().slice(0, 10);
  const page = await listShippingOrders(
    db,
    {
      shop_id: shop.id,
      statuses: input.status,
      payment_type_id: input.payment_type_id?.length === 1 ? input.payment_type_id[0] : undefined,
      keyword: input.option_value,
      from_date: input.from_time ? day(input.from_time) : undefined,
      to_date: input.to_time ? day(input.to_time) : undefined,
      // GHN pages by offset: a page of `limit` rows starting at `offset` (rounded down to a page boundary)
      page: Math.floor(input.offset / input.limit) + 1,
      pageSize: input.limit,
    },
    scope,
  );
  return { data: page.items, total: page.total, total_exact: page.totalExact };
}

export async function groupByStatus(db: TDbOrTx, scope: TClientScope, input: { shop_id?: unknown; from_date: string; to_date: string }) {
  const { where } = await rangeOf(db, scope, input);
  const rows = await db.select({ status: o.status, total: sql<number>`count(*)::int` }).from(o).where(where).groupBy(o.status);
  const by = new Map(rows.map((r) => [r.status, Number(r.total)]));
  return SHIPPING_STATUSES.filter((s) => by.has(s)).map((s) => ({ status: s, total: by.get(s)! }));
}

export async function groupByDistrict(db: TDbOrTx, scope: TClientScope, input: { shop_id?: unknown; from_date: string; to_date: string }) {
  const { where } = await rangeOf(db, scope, input);
  const rows = await db.select({ districtId: o.toDistrictId, total: sql<number>`count(*)::int` }).from(o).where(where).groupBy(o.toDistrictId).orderBy(sql`count(*) desc`).limit(200);
  return rows.map((r) => {
    // 2025 addresses have no district: they are counted together, under district_id null
    const d = r.districtId === null ? undefined : getDistrict(r.districtId);
    return { district_id: r.districtId, district_name: d?.fullName ?? '', province_name: d ? (getProvince(d.provinceId)?.fullName ?? '') : '', total: Number(r.total) };
  });
}

export async function groupByDate(db: TDbOrTx, scope: TClientScope, input: { shop_id?: unknown; from_date: string; to_date: string }) {
  const { where } = await rangeOf(db, scope, input);
  const dayExpr = sql<string>`to_char(${o.createdAt} at time zone 'Asia/Ho_Chi_Minh', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ date: dayExpr, total: sql<number>`count(*)::int`, cod: sql<string>`coalesce(sum(${o.codAmount}), 0)`, fee: sql<string>`coalesce(sum(${o.totalFee}), 0)` })
    .from(o)
    .where(where)
    .groupBy(dayExpr)
    .orderBy(dayExpr);
  return rows.map((r) => ({ date: r.date, total: Number(r.total), cod_amount: Number(r.cod), total_fee: Number(r.fee) }));
}

export async function orderReport(db: TDbOrTx, scope: TClientScope, input: { shop_id?: unknown; from_date: string; to_date: string }) {
  const { where } = await rangeOf(db, scope, input);
  const result = await db.execute(sql`
    select count(*)::int as total,
      count(*) filter (where ${o.status} in ('delivered', 'waiting_to_finish', 'finish'))::int as delivered,
      count(*) filter (where ${o.status} = 'returned')::int as returned,
      count(*) filter (where ${o.status} in ('cancel', 'lost', 'damage'))::int as cancelled,
      coalesce(sum(${o.codAmount}), 0)::bigint as cod, coalesce(sum(${o.codCollected}), 0)::bigint as collected,
      coalesce(sum(${o.totalFee}), 0)::bigint as fee, coalesce(sum(${o.redeliveryFee}), 0)::bigint as redelivery
    from ${o} where ${where}`);
  const r = sqlRows<Record<string, string | number>>(result)[0]!;
  const n = (k: string) => Number(r[k] ?? 0);
  return {
    total_orders: n('total'),
    delivered: n('delivered'),
    returned: n('returned'),
    cancelled: n('cancelled'),
    in_progress: n('total') - n('delivered') - n('returned') - n('cancelled'),
    cod_amount: n('cod'),
    cod_collected: n('collected'),
    total_fee: n('fee'),
    redelivery_fee: n('redelivery'),
  };
}

/** Receivers of the shop's last 500 orders whose phone starts with the digits typed, most recent first, once each. */
export async function receiverSuggestions(db: TDbOrTx, scope: TClientScope, input: { shop_id?: unknown; phone?: string; limit: number }) {
  const shop = await shopForCall(db, scope, input.shop_id);
  const digits = (input.phone ?? '').replace(/\D/g, '');
  const recent = db
    .select({ toName: o.toName, toPhone: o.toPhone, toAddress: o.toAddress, toDistrictId: o.toDistrictId, toWardCode: o.toWardCode, createdAt: o.createdAt })
    .from(o)
    .where(and(eq(o.clientId, scope.clientId), eq(o.shopId, shop.id)))
    .orderBy(desc(o.createdAt), desc(o.id))
    .limit(500)
    .as('recent');
  const rows = await db
    .select()
    .from(recent)
    .where(digits ? like(recent.toPhone, `${containsPattern(digits).slice(1)}`) : undefined)
    .limit(input.limit * 5);
  const seen = new Set<string>();
  const out = [];
  for (const r of rows) {
    if (seen.has(r.toPhone)) continue;
    seen.add(r.toPhone);
    out.push({ to_name: r.toName, to_phone: r.toPhone, to_address: r.toAddress, to_district_id: r.toDistrictId, to_ward_code: r.toWardCode });
    if (out.length >= input.limit) break;
  }
  return out;
}
