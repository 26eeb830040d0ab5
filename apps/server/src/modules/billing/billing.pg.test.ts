// A month of generated work for several clients on real PostgreSQL: the fee lines written by the work, the daily
// storage job killed with SIGKILL mid-run and run again by another process (exactly one storage line per client and
// day, each at the amount of the end-of-day stock), then the month's invoices: each the sum of its lines plus VAT,
// paid from the coin wallet when it covers the total, else open with its due date, the wallet never below zero.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceTotals, lineAmount, pickPackAmount, storageAmountM3 } from '@ffm/domain';
import { REPO_ROOT } from '../../config.ts';
import { sqlRows } from '../../db/sql-rows.ts';
import { inTransaction } from '../../db/transaction.ts';
import { createTestApp, type TTestApp } from '../../test/harness.ts';
import { appOn } from '../../test/kits/confirm.ts';
import { TS_LOADER } from '../../test/kits/server-process.ts';
import { appendCoinEntry } from '../money/index.ts';
import { chargeHandover, chargeReceiving, scheduleBillingDay } from './index.ts';

const WORKER = path.join(REPO_ROOT, 'apps/server/src/test/fixtures/billing-worker.ts');
const MONTH = '2026-10';
const DAYS = Array.from({ length: 31 }, (_, i) => `${MONTH}-${String(i + 1).padStart(2, '0')}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** 10:00 in Vietnam on a day */
const vnAt = (day: string, hour = 10) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00+07:00`);

interface TGen {
  clientId: number;
  basis: 'm3' | 'bin';
  /** volume of the client's SKU in cm³ hundredths */
  volume100: bigint;
  /** the quantity moved per day (ledger deltas, by day) on each of two locations */
  deltas: Array<{ day: string; loc: 0 | 1; qty: number }>;
  units: { receiving: number[]; orders: Array<{ day: string; units: number }> };
}

describe('billing on PostgreSQL: a month for several clients, storage job killed and rerun', () => {
  let t: TTestApp;
  let url: string;
  const gens: TGen[] = [];
  const rates = { storageM3: 45_000, storageBin: 3_500, receiving: 800, perOrder: 4_000, perExtra: 700, packing: 1_200, ret: 1_500 };

  beforeAll(async () => {
    t = await createTestApp({ postgres: true });
    url = t.app.deps.config.databaseUrl!;
    await t.app.jobs.stop();
    const db = t.database.db;
    const locs = sqlRows<{ id: number; warehouse_id: number }>(await db.execute(sql`select id, warehouse_id from locations where purpose = 'STORAGE' order by id limit 2`)).map((r) => ({ id: Number(r.id), wh: Number(r.warehouse_id) }));
    expect(locs).toHaveLength(2);
    // the default tariff (m³) from September; client 2 has its own bin tariff; client 3 a dearer one from the 15th
    await db.execute(sql`insert into fee_tariffs (client_id, valid_from, receiving_basis, receiving_rate, storage_basis, storage_rate, pick_pack_per_order, pick_pack_per_extra_unit, packing_material_per_order, return_per_unit, labelling_per_unit, kitting_per_unit)
                         values (null, '2026-09-01', 'unit', ${rates.receiving}, 'm3', ${rates.storageM3}, ${rates.perOrder}, ${rates.perExtra}, ${rates.packing}, ${rates.ret}, 500, 2000)`);
    for (let c = 0; c < 5; c++) {
      const [cl] = sqlRows<{ id: number }>(await db.execute(sql`insert into clients (code, name, scale) values (${`BILL${c}`}, ${`Khách phí ${c}`}, 'CUAHANG') returning id`));
      const clientId = Number(cl!.id);
      const volume100 = BigInt(123_456 + c * 7_919); // 1234.56 cm³ and up: rounding on every day
      const [sk] = sqlRows<{ id: number }>(
        await db.execute(sql`insert into skus (client_id, sku, m_code, s_code, name, search_text, category, description, gross_weight, net_weight, length, width, height, volume)
                             values (${clientId}, ${`BSKU${c}`}, ${`MB${c}`}, ${`SB${c}`}, 'Hàng tính phí', 'hang tinh phi', 'OTHER', 'test', 100, 90, 10, 10, 10, ${(Number(volume100) / 100).toFixed(2)}) returning id`),
      );
      const basis: 'm3' | 'bin' = c === 2 ? 'bin' : 'm3';
      if (c === 2) await db.execute(sql`insert into fee_tariffs (client_id, valid_from, receiving_basis, receiving_rate, storage_basis, storage_rate, pick_pack_per_order, pick_pack_per_extra_unit, packing_material_per_order, return_per_unit, labelling_per_unit, kitting_per_unit) values (${clientId}, '2026-09-01', 'unit', ${rates.receiving}, 'bin', ${rates.storageBin}, ${rates.perOrder}, ${rates.perExtra}, ${rates.packing}, ${rates.ret}, 500, 2000)`);
      if (c === 3) await db.execute(sql`insert into fee_tariffs (client_id, valid_from, receiving_basis, receiving_rate, storage_basis, storage_rate, pick_pack_per_order, pick_pack_per_extra_unit, packing_material_per_order, return_per_unit, labelling_per_unit, kitting_per_unit) values (${clientId}, '2026-10-15', 'unit', ${rates.receiving}, 'm3', ${rates.storageM3 * 2}, ${rates.perOrder}, ${rates.perExtra}, ${rates.packing}, ${rates.ret}, 500, 2000)`);
      // stock moves every few days on two locations (the second only from the 10th); the balances end as their sums
      const deltas: TGen['deltas'] = [];
      for (const [i, day] of DAYS.entries()) {
        if (i % 3 === c % 3) deltas.push({ day, loc: 0, qty: 40 + c * 5 + i });
        if (i >= 9 && i % 4 === 0) deltas.push({ day, loc: 1, qty: 25 + c });
        if (i % 5 === 4) deltas.push({ day, loc: 0, qty: -(10 + c) });
      }
      // one movement after the month (November): the end-of-October stock must not count it
      deltas.push({ day: '2026-11-03', loc: 0, qty: 500 });
      for (const loc of [0, 1] as const) {
        const mine = deltas.filter((d) => d.loc === loc);
        const total = mine.reduce((s, d) => s + d.qty, 0);
        const [bal] = sqlRows<{ id: number }>(
          await db.execute(sql`insert into inventory_balances (warehouse_id, client_id, sku_id, location_id, condition, qty) values (${locs[loc]!.wh}, ${clientId}, ${Number(sk!.id)}, ${locs[loc]!.id}, 'GOOD', ${total}) returning id`),
        );
        for (const d of mine) {
          await db.execute(sql`insert into inventory_ledger (batch_id, balance_id, warehouse_id, client_id, sku_id, lot, location_id, condition, movement_type, qty_delta, created_at)
                               values (${`gen-${clientId}-${d.day}`}, ${Number(bal!.id)}, ${locs[loc]!.wh}, ${clientId}, ${Number(sk!.id)}, '', ${locs[loc]!.id}, 'GOOD', 'RECEIVE', ${d.qty}, ${vnAt(d.day).toISOString()}::timestamptz)`);
        }
      }
      // the work of the month, charged as it happens: receipts, handovers, one return
      const receiving: number[] = [];
      const orders: TGen['units']['orders'] = [];
      await inTransaction(db, async (tx) => {
        for (const [i, day] of DAYS.entries()) {
          if (i % 7 === c % 7) {
            const units = 30 + i + c;
            receiving.push(units);
            await chargeReceiving(tx, { clientId, inboundId: 100_000 + c * 100 + i, code: `ASN-${c}-${i}`, units, cartons: 1, isReturn: false, at: vnAt(day) });
            // the same receipt charged twice (a retried request) adds nothing
            await chargeReceiving(tx, { clientId, inboundId: 100_000 + c * 100 + i, code: `ASN-${c}-${i}`, units, cartons: 1, isReturn: false, at: vnAt(day) });
          }
          for (let k = 0; k < 1 + ((i + c) % 3); k++) {
            const units = 1 + ((i * 3 + k + c) % 4);
            orders.push({ day, units });
            await chargeHandover(tx, { clientId, outboundId: 200_000 + c * 1000 + i * 10 + k, orderCode: `SO-${c}-${i}-${k}`, units, at: vnAt(day, 15) });
          }
        }
        await chargeReceiving(tx, { clientId, inboundId: 300_000 + c, code: `RT-${c}`, units: 3, cartons: 1, isReturn: true, at: vnAt(`${MONTH}-20`) });
      });
      gens.push({ clientId, basis, volume100, deltas, units: { receiving, orders } });
    }
    // coin: client 0 holds plenty, client 1 a little (its invoice stays open), the others nothing
    await inTransaction(db, async (tx) => {
      await appendCoinEntry(tx, { clientId: gens[0]!.clientId, category: 1, amount: 50_000_000, ref: 'topup:bill0' });
      await appendCoinEntry(tx, { clientId: gens[1]!.clientId, category: 1, amount: 10_000, ref: 'topup:bill1' });
    });
  }, 180_000);

  afterAll(async () => {
    await t?.close();
  });

  /** the storage line a client is owed for a day, from the generated moves (end of the day, Vietnam) */
  function expectedStorage(g: TGen, day: string): number | null {
    const byLoc = [0, 1].map((loc) => g.deltas.filter((d) => d.loc === loc && d.day <= day).reduce((s, d) => s + d.qty, 0));
    const qty = byLoc[0]! + byLoc[1]!;
    if (qty <= 0) return null;
    if (g.basis === 'bin') return byLoc.filter((q) => q > 0).length * rates.storageBin;
    const rate = g === gens[3] && day >= `${MONTH}-15` ? rates.storageM3 * 2 : rates.storageM3;
    return storageAmountM3(g.volume100 * BigInt(qty), rate);
  }

  it('storage job killed (SIGKILL) mid-month and run again: one line per client and day, the end-of-day amounts; the invoices sum their lines', async () => {
    const db = t.database.db;
    // October 1-30 queued now but the 12th (as if its job never ran); the 31st, which charges any day missed and
    // issues the invoices, after them
    const queued = DAYS.slice(0, 30).filter((d) => d !== `${MONTH}-12`);
    for (const day of queued) await scheduleBillingDay(db, day, false);
    const child = spawn(process.execPath, ['--import', TS_LOADER, WORKER], {
      cwd: REPO_ROOT,
      env: { ...process.env, BILLING_DB_URL: url, BILLING_STORAGE_BATCH: '1', BILLING_STORAGE_PAUSE_MS: '60', JOB_LEASE_MS: '1500' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (b: Buffer) => (stderr += b.toString()));
    const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
    const storageLines = async () => Number(sqlRows<{ n: string }>(await db.execute(sql`select count(*) as n from fee_lines where fee_type = 'storage'`))[0]!.n);
    try {
      for (const end = Date.now() + 60_000; (await storageLines()) < 20; await sleep(20)) {
        if (Date.now() > end) throw new Error(`the worker made no progress: ${stderr}`);
      }
    } finally {
      child.kill('SIGKILL');
      await exited;
    }
    const atKill = await storageLines();
    expect(atKill).toBeGreaterThanOrEqual(20);
    const running = sqlRows<{ key: string }>(await db.execute(sql`select key from jobs where kind = 'billing-day' and state = 'running'`));
    expect(running.length).toBe(1);

    // another process takes over once the dead worker's lease runs out
    const restarted = await appOn(url, undefined, { jobLeaseMs: 1500 });
    try {
      const waitDone = async (keys: string[]) => {
        for (const end = Date.now() + 90_000; ; await sleep(100)) {
          const states = sqlRows<{ state: string }>(await db.execute(sql`select state from jobs where key = any(${sql.param(keys)}::text[])`));
          if (states.length === keys.length && states.every((s) => s.state === 'done')) return;
          if (Date.now() > end) throw new Error(`billing jobs not done: ${JSON.stringify(states)}`);
        }
      };
      await waitDone(queued.map((d) => `billing-day:${d}`));
      expect(Number(sqlRows<{ n: string }>(await db.execute(sql`select count(*) as n from fee_lines where ref = ${`storage:${MONTH}-12`}`))[0]!.n)).toBe(0);
      await scheduleBillingDay(db, DAYS[30]!, false);
      await waitDone([`billing-day:${DAYS[30]}`]);
    } finally {
      await restarted.close();
    }
    const killedJob = sqlRows<{ attempts: number }>(await db.execute(sql`select attempts from jobs where key = ${running[0]!.key}`))[0]!;
    expect(Number(killedJob.attempts)).toBeGreaterThanOrEqual(2);

    for (const g of gens) {
      const lines = sqlRows<{ ref: string; amount: string; fee_type: string; invoice_id: number | null }>(await db.execute(sql`select ref, amount, fee_type, invoice_id from fee_lines where client_id = ${g.clientId} order by id`));
      // storage: exactly the days with stock, once each, at the end-of-day amount
      const storage = new Map(lines.filter((l) => l.fee_type === 'storage').map((l) => [l.ref, Number(l.amount)]));
      expect(lines.filter((l) => l.fee_type === 'storage').length).toBe(storage.size);
      const want = new Map<string, number>();
      for (const day of DAYS) {
        const a = expectedStorage(g, day);
        if (a !== null) want.set(`storage:${day}`, a);
      }
      expect(Object.fromEntries(storage)).toEqual(Object.fromEntries(want));
      // work lines: one per receipt, per order (pick & pack + packing material) and the return
      const workSum =
        g.units.receiving.reduce((s, u) => s + lineAmount(u, rates.receiving), 0) +
        g.units.orders.reduce((s, o) => s + pickPackAmount(o.units, { pickPackPerOrder: rates.perOrder, pickPackPerExtraUnit: rates.perExtra }) + rates.packing, 0) +
        3 * rates.ret;
      const storageSum = [...want.values()].reduce((s, a) => s + a, 0);
      expect(lines.length).toBe(want.size + g.units.receiving.length + 2 * g.units.orders.length + 1);
      // the invoice: every line of October in it, subtotal their sum, VAT 8 % (2026) half up, total = subtotal + VAT
      const [inv] = sqlRows<{ id: number; subtotal: string; vat_rate: number; vat_amount: string; total: string; status: string; due_date: string; line_count: number; coin_entry_id: number | null }>(
        await db.execute(sql`select id, subtotal, vat_rate, vat_amount, total, status, due_date::text, line_count, coin_entry_id from invoices where client_id = ${g.clientId} and month = ${MONTH}`),
      );
      expect(inv).toBeDefined();
      expect(lines.every((l) => Number(l.invoice_id) === Number(inv!.id))).toBe(true);
      const totals = invoiceTotals(MONTH, [storageSum + workSum]);
      expect([Number(inv!.subtotal), Number(inv!.vat_rate), Number(inv!.vat_amount), Number(inv!.total), Number(inv!.line_count)]).toEqual([totals.subtotal, 8, totals.vatAmount, totals.total, lines.length]);
      expect(Number(inv!.subtotal)).toBe(lines.reduce((s, l) => s + Number(l.amount), 0));
      // paid from coin when the wallet covered it, else open and due on the 15th
      const coin = sqlRows<{ balance: string | null; sum: string | null; n8: string; min_after: string | null }>(
        await db.execute(sql`select (select balance from coin_accounts where client_id = ${g.clientId}) as balance,
                                    (select sum(amount) from coin_entries where client_id = ${g.clientId}) as sum,
                                    (select count(*) from coin_entries where client_id = ${g.clientId} and category = 8) as n8,
                                    (select min(balance_after) from coin_entries where client_id = ${g.clientId}) as min_after`),
      )[0]!;
      if (g === gens[0]) {
        expect(inv!.status).toBe('paid');
        expect(Number(coin.balance)).toBe(50_000_000 - totals.total);
        expect(Number(coin.n8)).toBe(1);
      } else {
        expect([inv!.status, inv!.due_date]).toEqual(['open', '2026-11-15']);
        expect(Number(coin.n8)).toBe(0);
      }
      // the wallet statement sums to the balance, and never went below zero
      expect(Number(coin.sum ?? 0)).toBe(Number(coin.balance ?? 0));
      expect(Number(coin.min_after ?? 0)).toBeGreaterThanOrEqual(0);
    }
  }, 240_000);
});
