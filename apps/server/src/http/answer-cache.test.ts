// The list answer cache (http/answer-cache.ts, docs/lists.md "Answer cache"): a list answer is served from memory
// only while nothing it reads has changed, whoever changed it.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlRows } from '../db/sql-rows.ts';
import { postMovements } from '../modules/inventory/post-movements.ts';
import { tariffInEffect } from '../modules/shipping/quote.ts';
import { saveTariff } from '../modules/shipping/tariffs.ts';
import { clientIdOf, insertSku, warehouseIdOf } from '../test/kits/inventory.ts';
import { createTestApp, type TTestApp } from '../test/harness.ts';
import { AnswerCache, answerKey, LIST_CHANGES_CHANNEL } from './answer-cache.ts';

/** Tables no list shows, so their changes drop no answer: sign-in, jobs, counters kept beside rows that notify. */
const NOT_SHOWN = ['sessions', 'jobs', 'failure_counters', 'otp_codes', 'sso_codes', 'file_tokens', 'code_counters', 'daily_counters', 'list_counters'];
/** Tables that change only with a watched table's rows of the same client, in the same statement or posting. */
const MOVED_WITH_BALANCES = ['inventory_ledger', 'inventory_lot_totals', 'inventory_sku_totals'];

const tick = () => new Promise((r) => setTimeout(r, 20));

describe('list answer cache', () => {
  let t: TTestApp;
  let owner: string;
  let canhan: string;
  let ops: string;
  const stats = () => t.app.deps.answers.stats();
  const skuList = (token: string, body: object = {}, headers: Record<string, string> = {}) => t.call('/ffm/sku/list', token, { page: 1, pageSize: 20, ...body }, { headers });

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.login('owner@demo.vn');
    canhan = await t.login('canhan@demo.vn');
    ops = await t.login('ops@demo.vn', 'Demo2026', 'staff');
  });
  afterAll(() => t.close());

  it('watches every table a list may show: a new table is watched (ffm_watch_for_lists) or named as shown by none', async () => {
    const rows = sqlRows<{ table: string; watched: boolean }>(
      await t.database.db.execute(sql`
        select c.relname as table, exists (select 1 from pg_trigger g where g.tgrelid = c.oid and g.tgname like 'ffm_list_changes%') as watched
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`),
    );
    expect(rows.length).toBeGreaterThan(40);
    const unwatched = rows.filter((r) => !r.watched).map((r) => r.table);
    expect(unwatched.sort()).toEqual([...NOT_SHOWN, ...MOVED_WITH_BALANCES].sort());
  });

  it('announces a stock posting through its balances (the ledger and the totals move with them): the stock list shows it', async () => {
    const db = t.database.db;
    const clientId = await clientIdOf(db, 'KH0001');
    const skuId = await insertSku(db, 'KH0001', 'CACHE_STOCK', { name: 'Hàng tồn cache' });
    const warehouseId = await warehouseIdOf(db, 'HN01');
    const [loc] = sqlRows<{ id: number }>(await db.execute(sql`select id from locations where warehouse_id = ${warehouseId} and purpose = 'STORAGE' limit 1`));
    const stock = () => t.call('/ffm/inventory/summary-list', owner, { page: 1, pageSize: 20, keyword: 'hang ton cache' });
    expect(JSON.stringify((await stock()).body.data)).not.toContain('CACHE_STOCK');
    await stock();
    const heard: string[] = [];
    const stop = await t.database.listen(LIST_CHANGES_CHANNEL, (p) => heard.push(p));
    try {
      // a posting made outside any call (as another process's would be)
      await db.transaction((tx) => postMovements(tx, [{ warehouseId, clientId, skuId, lot: '', locationId: loc!.id, condition: 'GOOD', type: 'RECEIVE', qtyDelta: 7 }], null));
      await tick();
      expect(heard).toEqual([String(clientId)]);
    } finally {
      await stop();
    }
    expect(JSON.stringify((await stock()).body.data)).toContain('CACHE_STOCK');
  });

  it('announces the client of a changed row, of a changed line (through its order) and * for shared rows, at commit only', async () => {
    const heard: string[] = [];
    const stop = await t.database.listen(LIST_CHANGES_CHANNEL, (p) => heard.push(p));
    try {
      const [line] = sqlRows<{ id: number; client_id: number }>(
        await t.database.db.execute(sql`select l.id, o.client_id from shipping_order_logs l join shipping_orders o on o.id = l.order_id limit 1`),
      );
      expect(line).toBeDefined();
      await t.database.db.execute(
        sql`insert into shipping_order_logs (order_id, from_status, to_status, actor_type) select order_id, to_status, to_status, actor_type from shipping_order_logs where id = ${line!.id}`,
      );
      await tick();
      expect(heard).toEqual([String(line!.client_id)]);
      heard.length = 0;
      await t.database.db.execute(sql`update warehouses set name = name`);
      await tick();
      expect(heard).toEqual(['*']);
      heard.length = 0;
      await t.database.db
        .transaction(async (tx) => {
          await tx.execute(sql`update skus set name = name`);
          tx.rollback();
        })
        .catch(() => undefined);
      await tick();
      expect(heard).toEqual([]);
    } finally {
      await stop();
    }
  });

  it('serves a repeated list call from memory, the same answer byte for byte', async () => {
    const first = await t.app.inject({ method: 'POST', url: '/ffm/sku/list', headers: { token: owner }, payload: { page: 1, pageSize: 5 } });
    const before = stats();
    const second = await t.app.inject({ method: 'POST', url: '/ffm/sku/list', headers: { token: owner }, payload: { page: 1, pageSize: 5 } });
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(stats().hits).toBe(before.hits + 1);
    // another input is another answer
    const other = await skuList(owner, { pageSize: 6 });
    expect(other.body.data.list ?? other.body.data.items).toBeDefined();
    expect(stats().hits).toBe(before.hits + 1);
  });

  it('shows the caller’s own new SKU on their next list call', async () => {
    await skuList(owner, { keyword: 'cache moi' });
    const created = await t.call('/ffm/sku/create', owner, {
      sku: 'CACHE_NEW', mCode: 'CACHE_M', sCode: 'CACHE_S', name: 'Cache mới', description: 'x', category: 'THOI_TRANG', unit: 'CAI',
      grossWeight: 10, netWeight: 5, length: 1, width: 1, height: 1,
    });
    expect(created.status).toBe(200);
    const after = await skuList(owner, { keyword: 'cache moi' });
    expect(JSON.stringify(after.body.data)).toContain('CACHE_NEW');
  });

  it('shows a change made outside this process (straight on the database) once its notice is heard', async () => {
    await skuList(owner, { keyword: 'cache moi' });
    await t.database.db.execute(sql`update skus set name = 'Cache mới đổi tên ngoài' where sku = 'CACHE_NEW'`);
    await tick();
    const after = await skuList(owner, { keyword: 'cache moi' });
    expect(JSON.stringify(after.body.data)).toContain('Cache mới đổi tên ngoài');
  });

  it('keeps a client’s answer when another client’s rows change, and re-reads the provider-wide list', async () => {
    await skuList(owner, { pageSize: 7 });
    const staffList = () => t.call('/ops/inbound/list', ops, { page: 1, pageSize: 20 });
    expect((await staffList()).status).toBe(200);
    const canhanClient = sqlRows<{ client_id: number }>(await t.database.db.execute(sql`select client_id from users where email = 'canhan@demo.vn'`))[0]!.client_id;
    const changed = await t.database.db.execute(sql`update shops set name = name where client_id = ${canhanClient} returning id`);
    expect(sqlRows(changed).length).toBeGreaterThan(0);
    await tick();
    const before = stats();
    await skuList(owner, { pageSize: 7 });
    expect(stats().hits).toBe(before.hits + 1);
    await staffList();
    expect(stats().hits).toBe(before.hits + 1);
    expect(stats().misses).toBe(before.misses + 1);
    expect(canhan).toBeTruthy();
  });

  it('reads again when the caller asks with Cache-Control: no-cache', async () => {
    await skuList(owner, { pageSize: 8 });
    const before = stats();
    const again = await skuList(owner, { pageSize: 8 }, { 'cache-control': 'no-cache' });
    expect(again.status).toBe(200);
    expect(stats().hits).toBe(before.hits);
  });

  it('keeps a fee quote until a tariff is saved, or the next one saved ahead of time takes effect by the clock', async () => {
    const fee = (body: object, headers: Record<string, string> = {}) =>
      t.call('/shiip/public-api/v2/shipping-order/fee', owner, { to_district_id: 760, to_ward_code: '26740', length: 20, width: 15, height: 10, service_type_id: 2, ...body }, { headers });
    const total = async (body: object) => {
      const r = await fee(body);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return (r.body.data as { total: number }).total;
    };
    const light = await total({ weight: 1200 });
    const before = stats();
    expect(await total({ weight: 1200 })).toBe(light);
    expect(stats().hits).toBe(before.hits + 1);
    // the key holds the body: another parcel is another quote
    expect(await total({ weight: 9000 })).toBeGreaterThan(light);

    const { tariff } = await tariffInEffect(t.database.db);
    const dearer = structuredClone(tariff);
    for (const service of Object.values(dearer.services)) for (const price of Object.values(service ?? {})) if (price) price.basePrice += 10_000;
    // saved to take effect 1.5 s from now: the save drops the copies, the quotes until then are the old tariff's
    const effectiveAt = Date.now() + 1500;
    await saveTariff(t.database.db, dearer, new Date(effectiveAt), null);
    await tick();
    expect(await total({ weight: 1200 })).toBe(light);
    const kept = stats();
    expect(await total({ weight: 1200 })).toBe(light);
    expect(stats().hits).toBe(kept.hits + 1);
    // no row changes when it takes effect: the kept quote is not served past that instant
    await new Promise((r) => setTimeout(r, Math.max(0, effectiveAt - Date.now()) + 50));
    expect(await total({ weight: 1200 })).toBe(light + 10_000);
    // and a tariff saved for now drops the copies at once
    await saveTariff(t.database.db, tariff, new Date(), null);
    await tick();
    expect(await total({ weight: 1200 })).toBe(light);
  });

  it('never answers one caller with another’s answer', async () => {
    const a = await skuList(owner, { pageSize: 9 });
    const b = await skuList(canhan, { pageSize: 9 });
    expect(JSON.stringify(a.body.data)).not.toBe(JSON.stringify(b.body.data));
    expect(JSON.stringify(b.body.data)).not.toContain('CACHE_NEW');
  });
});

describe('AnswerCache, driven by hand', () => {
  const scope = { kind: 'client', clientId: 1, userId: 1, shopId: null, acting: false, lang: 'vi' } as const;
  const key = answerKey('/ffm/sku/list', scope, { page: 1 })!;
  async function listening(now?: () => number) {
    const cache = new AnswerCache(now);
    const heard: { send?: (p: string) => void; lost?: () => void } = {};
    await cache.listen(async (_channel, onMessage, onLost) => {
      heard.send = onMessage;
      heard.lost = onLost;
      return async () => undefined;
    });
    return { cache, send: (p: string) => heard.send!(p), lose: () => heard.lost!() };
  }

  it('drops an answer on its client’s notice or a shared one, not on another client’s', async () => {
    const { cache, send } = await listening();
    cache.set(key, cache.mark(scope), Buffer.from('a'));
    send('2');
    expect(cache.get(key)?.toString()).toBe('a');
    send('1');
    expect(cache.get(key)).toBeNull();
    cache.set(key, cache.mark(scope), Buffer.from('b'));
    send('*');
    expect(cache.get(key)).toBeNull();
  });

  it('does not keep an answer whose query ran across a change', async () => {
    const { cache, send } = await listening();
    const mark = cache.mark(scope);
    send('1');
    cache.set(key, mark, Buffer.from('old'));
    expect(cache.get(key)).toBeNull();
  });

  it('serves nothing once notices may have been missed, and nothing before it listens', async () => {
    const idle = new AnswerCache();
    idle.set(key, idle.mark(scope), Buffer.from('a'));
    expect(idle.get(key)).toBeNull();
    const { cache, lose } = await listening();
    cache.set(key, cache.mark(scope), Buffer.from('a'));
    lose();
    expect(cache.enabled).toBe(false);
    expect(cache.get(key)).toBeNull();
    cache.set(key, cache.mark(scope), Buffer.from('b'));
    expect(cache.stats().entries).toBe(0);
  });

  it('keeps an answer 30 s at most', async () => {
    let now = 1_000_000;
    const { cache } = await listening(() => now);
    cache.set(key, cache.mark(scope), Buffer.from('a'));
    now += 29_000;
    expect(cache.get(key)).not.toBeNull();
    now += 2_000;
    expect(cache.get(key)).toBeNull();
  });

  it('does not serve an answer past the instant it said it holds until', async () => {
    let now = 1_000_000;
    const { cache } = await listening(() => now);
    cache.set(key, cache.mark(scope), Buffer.from('a'), now + 5_000);
    now += 4_999;
    expect(cache.get(key)).not.toBeNull();
    now += 1;
    expect(cache.get(key)).toBeNull();
    cache.set(key, cache.mark(scope), Buffer.from('b'), now);
    expect(cache.stats().entries).toBe(0);
  });

  it('counts the keys in its memory: an answer asked with a 1 MB input is not kept', async () => {
    const { cache } = await listening();
    const big = answerKey('/shiip/public-api/v2/shipping-order/fee', scope, [{}, { note: 'x'.repeat(1_000_000) }])!;
    cache.set(big, cache.mark(scope), Buffer.from('a'));
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
    cache.set(key, cache.mark(scope), Buffer.from('a'));
    expect(cache.stats().bytes).toBe(key.length * 2 + 1);
  });

  it('a provider-wide answer is dropped by any client’s notice', async () => {
    const { cache, send } = await listening();
    const provider = { kind: 'provider', userId: 9, lang: 'vi' } as const;
    const pk = answerKey('/ops/inbound/list', provider, {})!;
    cache.set(pk, cache.mark(provider), Buffer.from('p'));
    expect(cache.get(pk)).not.toBeNull();
    send('5');
    expect(cache.get(pk)).toBeNull();
  });
});
