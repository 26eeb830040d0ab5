import { eq, sql } from 'drizzle-orm';
import { nextShippingStatuses, type TShippingStatus } from '@ffm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDb } from '../../db/client.ts';
import { sqlRows } from '../../db/sql-rows.ts';
import { shops } from '../../modules/accounts/schema.ts';
import { skus } from '../../modules/sku/schema.ts';
import { createTestApp, type TTestApp } from '../harness.ts';
import { clientIdOf, insertSku, stockUp, warehouseIdOf } from './inventory.ts';
import { outboundDraft } from './outbound.ts';
import { HCM_PARCEL as parcel, SO } from './shipping.ts';

const SW = '/shiip/public-api/v2/switch-status';

/** A small seeded generator (mulberry32): the same sequence on every run, so a failure can be replayed. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type TCounterRow = { client_id: number; list: string; bucket: string; n: number };
type TDailyRow = { client_id: number; shop_id: number; list: string; day: string; bucket: string; n: number };

const sortRows = <R extends object>(rows: R[]): string[] => rows.map((r) => JSON.stringify(r)).sort();

/**
 * Every list counter and day-by-day counter of the order lists, the SKU list and the ledger, beside the same figures
 * counted afresh from the rows (docs/lists.md): what the lists' tabs would show either way.
 */
export async function countersAndFreshCounts(db: TDb): Promise<{ kept: string[]; fresh: string[]; keptDaily: string[]; freshDaily: string[] }> {
  const kept = sqlRows<TCounterRow>(
    await db.execute(sql`select client_id, list, bucket, n::int as n from list_counters
      where list in ('sku', 'inbound', 'outbound', 'shipping', 'shipping_shop', 'ledger', 'tickets') and n <> 0`),
  );
  const fresh = sqlRows<TCounterRow>(
    await db.execute(sql`
      select client_id, 'sku' as list, 'all' as bucket, count(*)::int as n from skus group by client_id
      union all select client_id, 'inbound', 'all', count(*)::int from inbound_orders group by client_id
      union all select client_id, 'inbound', status::text, count(*)::int from inbound_orders group by client_id, status
      union all select client_id, 'outbound', 'all', count(*)::int from outbound_orders group by client_id
      union all select client_id, 'outbound', status::text, count(*)::int from outbound_orders group by client_id, status
      union all select client_id, 'shipping', 'all', count(*)::int from shipping_orders group by client_id
      union all select client_id, 'shipping', status, count(*)::int from shipping_orders group by client_id, status
      union all select client_id, 'shipping_shop', shop_id::text || ':all', count(*)::int from shipping_orders group by client_id, shop_id
      union all select client_id, 'shipping_shop', shop_id::text || ':' || status, count(*)::int from shipping_orders group by client_id, shop_id, status
      union all select client_id, 'ledger', 'all', count(*)::int from inventory_ledger group by client_id
      union all select client_id, 'ledger', warehouse_id::text, count(*)::int from inventory_ledger group by client_id, warehouse_id
      union all select client_id, 'tickets', 'all', count(*)::int from tickets group by client_id
      union all select client_id, 'tickets', status::text, count(*)::int from tickets group by client_id, status`),
  );
  const keptDaily = sqlRows<TDailyRow>(
    await db.execute(sql`select client_id, shop_id, list, day::text as day, bucket, n::int as n from daily_counters
      where list in ('inbound', 'outbound', 'shipping') and n <> 0`),
  );
  const day = (col: string) => sql.raw(`((${col} at time zone 'Asia/Ho_Chi_Minh')::date)::text`);
  const freshDaily = sqlRows<TDailyRow>(
    await db.execute(sql`
      select client_id, 0 as shop_id, 'inbound' as list, ${day('created_at')} as day, b as bucket, count(*)::int as n
        from inbound_orders, lateral (values ('all'), (status::text)) v(b) group by 1, 2, 3, 4, 5
      union all select client_id, 0, 'outbound', ${day('created_at')}, b, count(*)::int
        from outbound_orders, lateral (values ('all'), (status::text)) v(b) group by 1, 2, 3, 4, 5
      union all select client_id, shop_id, 'shipping', ${day('created_at')}, b, count(*)::int
        from shipping_orders, lateral (values ('all'), (status)) v(b) group by 1, 2, 3, 4, 5`),
  );
  return { kept: sortRows(kept), fresh: sortRows(fresh), keptDaily: sortRows(keptDaily), freshDaily: sortRows(freshDaily) };
}

/**
 * Issue 22 point 3: after a random sequence of creates, status changes, cancels and deletes through the real use
 * cases (deletes, which the app does not make for these rows, in SQL), every list's counters equal a fresh count,
 * and the lists' own answers (tabs, a shop's tabs, the ledger's totals) show those counts. On PostgreSQL, a variant
 * with parallel status changes.
 */
export function listCountersSuite(postgres: boolean): void {
  describe(`list counters against fresh counts (${postgres ? 'PostgreSQL' : 'PGlite'})`, () => {
    let t: TTestApp;
    let db: TDb;
    let owner: string;
    let person: string;
    let ops: string;
    let staff: string;
    let shopIds: number[];
    let hn: number;

    beforeAll(async () => {
      t = await createTestApp({ postgres });
      db = t.database.db;
      owner = await t.login('owner@demo.vn');
      person = await t.login('canhan@demo.vn');
      ops = await t.login('ops@demo.vn', undefined, 'staff');
      staff = ops;
      hn = await warehouseIdOf(db, 'HN01');
      const store = await clientIdOf(db, 'KH0001');
      shopIds = (await db.select({ id: shops.id }).from(shops).where(eq(shops.clientId, store))).map((s) => s.id);
      for (const code of ['LC_A', 'LC_B']) await insertSku(db, 'KH0001', code);
      await insertSku(db, 'KH0002', 'LC_P');
    });
    afterAll(async () => {
      await t?.close();
    });

    const expectExact = async () => {
      const c = await countersAndFreshCounts(db);
      expect(c.kept).toEqual(c.fresh);
      expect(c.keptDaily).toEqual(c.freshDaily);
    };

    const createExpress = async (token: string, shopId?: number): Promise<string> => {
      const r = await t.call(`${SO}/create`, token, { ...parcel, ...(shopId === undefined ? {} : { shop_id: shopId }) });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body.data.order_code as string;
    };

    it('a random sequence of creates, status changes, cancels and deletes leaves every counter exact', async () => {
      const next = random(22_03);
      const pick = <T>(a: readonly T[]): T => a[Math.floor(next() * a.length)]!;
      const express: Array<{ code: string; status: TShippingStatus; token: string }> = [];
      const outbound: Array<{ id: number; token: string }> = [];
      const inbound: Array<{ id: number; token: string }> = [];
      const extraSkus: number[] = [];
      const steps = postgres ? 60 : 45;
      for (let step = 0; step < steps; step++) {
        const roll = next();
        if (roll < 0.25 || express.length === 0) {
          const token = next() < 0.8 ? owner : person;
          const code = await createExpress(token, token === owner ? pick(shopIds) : undefined);
          express.push({ code, status: 'ready_to_pick', token });
        } else if (roll < 0.5) {
          // a courier's move to one of the statuses the machine allows next
          const o = pick(express);
          const to = nextShippingStatuses(o.status).filter((s) => s !== 'cancel');
          if (to.length === 0) continue;
          const status = pick(to);
          const r = await t.call('/ops/shipping/move', ops, { order_codes: [o.code], to: status, reason: 'Kiểm thử bộ đếm' });
          expect(r.status, JSON.stringify(r.body)).toBe(200);
          if (r.body.data[0].result) o.status = status;
        } else if (roll < 0.6) {
          const o = pick(express);
          const r = await t.call(`${SW}/cancel`, o.token, { order_codes: [o.code] });
          expect(r.status, JSON.stringify(r.body)).toBe(200);
          if (r.body.data[0]?.result) o.status = 'cancel';
        } else if (roll < 0.7) {
          const r = await t.call('/ffm/outbound/create', owner, outboundDraft(hn, [{ sku: pick(['LC_A', 'LC_B']), quantity: 1 + Math.floor(next() * 3) }]));
          expect(r.status, JSON.stringify(r.body)).toBe(200);
          outbound.push({ id: r.body.data.id as number, token: owner });
        } else if (roll < 0.75 && outbound.length > 0) {
          const o = pick(outbound);
          expect((await t.call('/ffm/outbound/cancel-outbounds', o.token, { ids: [o.id] })).status).toBe(200);
        } else if (roll < 0.8) {
          // an inbound walked to complete: its status changes and the ledger rows of its put-away
          const token = next() < 0.7 ? owner : person;
          const sku = token === owner ? pick(['LC_A', 'LC_B']) : 'LC_P';
          await stockUp(t, { client: token, staff }, { warehouseId: hn, location: 'A-01-01', lines: [{ sku, qty: 1 + Math.floor(next() * 5) }] });
        } else if (roll < 0.88) {
          const token = next() < 0.7 ? owner : person;
          const r = await t.call('/ffm/inbound/create', token, {
            warehouseId: hn,
            tplInbound: 'GHN',
            zoneType: 'B2C1D',
            estimateReceivedTime: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
            lines: [{ sku: token === owner ? 'LC_A' : 'LC_P', expectedQuantity: 2 }],
          });
          expect(r.status, JSON.stringify(r.body)).toBe(200);
          inbound.push({ id: r.body.data.id as number, token });
        } else if (roll < 0.92 && inbound.length > 0) {
          const o = pick(inbound);
          expect((await t.call('/ffm/inbound/cancel', o.token, { id: o.id })).status).toBeLessThan(500);
        } else if (roll < 0.96) {
          extraSkus.push(await insertSku(db, next() < 0.5 ? 'KH0001' : 'KH0002', `LC_X${step}`));
        } else if (extraSkus.length > 0) {
          // the app never deletes these rows; a delete in SQL (an operator's clean-up) must move the counters too
          await db.delete(skus).where(eq(skus.id, extraSkus.pop()!));
        }
      }
      // deletes of orders in SQL: an express order with its log, one of each status group at once
      const victims = express.slice(0, 3).map((o) => o.code);
      const inVictims = sql`order_code in (${sql.join(victims.map((v) => sql`${v}`), sql`, `)})`;
      await db.transaction(async (tx) => {
        await tx.execute(sql`alter table shipping_order_logs disable trigger user`);
        await tx.execute(sql`delete from shipping_order_logs where order_id in (select id from shipping_orders where ${inVictims})`);
        await tx.execute(sql`alter table shipping_order_logs enable trigger user`);
        for (const table of ['shipping_order_charges', 'shipping_webhook_events']) {
          await tx.execute(sql`delete from ${sql.identifier(table)} where order_id in (select id from shipping_orders where ${inVictims})`);
        }
        await tx.execute(sql`delete from shipping_orders where ${inVictims}`);
      });
      await expectExact();

      // the lists answer those counts: the express tabs, one shop's tabs, the ledger's total in a warehouse
      const fresh = async (q: string) => sqlRows<{ n: number }>(await db.execute(sql.raw(q)))[0]!.n;
      // each shop in turn: one statement shape, each call with its own shop's counters
      for (const shop of shopIds) {
        const list = await t.call(`${SO}/list`, owner, { shop_id: shop, page: 1, pageSize: 20 });
        expect(list.status, JSON.stringify(list.body)).toBe(200);
        expect(list.body.data.tabCountsExact).toBe(true);
        expect(list.body.data.tabCounts.all).toBe(await fresh(`select count(*)::int as n from shipping_orders where shop_id = ${shop}`));
        expect(list.body.data.tabCounts.ready_to_pick).toBe(await fresh(`select count(*)::int as n from shipping_orders where shop_id = ${shop} and status = 'ready_to_pick'`));
        expect(list.body.data.total).toBe(list.body.data.tabCounts.all);
      }
      // the ledger is the staff's view across clients
      const ledger = await t.call('/ops/inventory/ledger', ops, { warehouseId: hn, page: 1, pageSize: 20 });
      expect(ledger.status, JSON.stringify(ledger.body)).toBe(200);
      expect([ledger.body.data.total, ledger.body.data.totalExact]).toEqual([
        await fresh(`select count(*)::int as n from inventory_ledger where warehouse_id = ${hn}`),
        true,
      ]);
    });

    if (postgres) {
      it('parallel status changes, creates and cancels of one client leave the counters exact', async () => {
        const codes = await Promise.all(Array.from({ length: 24 }, (_, i) => createExpress(owner, shopIds[i % shopIds.length])));
        // every order moves at once on its own connection, half of them twice, some cancelled by the shop meanwhile
        const moves = codes.map(async (code, i) => {
          if (i % 6 === 5) return t.call(`${SW}/cancel`, owner, { order_codes: [code] });
          const first = await t.call('/ops/shipping/move', ops, { order_codes: [code], to: i % 2 ? 'picking' : 'picked' });
          if (i % 3 === 0) return t.call('/ops/shipping/move', ops, { order_codes: [code], to: i % 2 ? 'picked' : 'storing' });
          return first;
        });
        const more = Array.from({ length: 8 }, (_, i) => createExpress(owner, shopIds[i % shopIds.length]));
        const [answers] = await Promise.all([Promise.all(moves), Promise.all(more)]);
        // every change went through (no deadlock, no refusal): the counters moved for each of them
        expect(answers.map((a) => [a.status, a.body.data[0]?.result])).toEqual(answers.map(() => [200, true]));
        await expectExact();
      });
    }
  });
}
