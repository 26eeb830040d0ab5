import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextCodRun } from '@ffm/domain';
import { inTransaction } from '../../db/transaction.ts';
import { createTestApp, type TTestApp } from '../../test/harness.ts';
import { bookShopDebt, codBalances, recordCodCollected, runCodTransfers } from './index.ts';
import { appendCoinEntry } from './coin-ledger.ts';
import { coinAccounts, coinEntries } from './schema.ts';

const B = '/shiip/public-api/v2';

/** collected = transferred + fees + debts deducted + invoices netted + pending, for a shop, after every operation. */
async function expectReconciled(t: TTestApp, shopId: number) {
  const b = await codBalances(t.database.db, shopId);
  expect(b.collected).toBe(b.transferred + b.fees + b.debtsDeducted + b.invoicesNetted + b.pending);
  return b;
}

/** The coin balance equals the sum of its ledger. */
async function expectLedgerSums(t: TTestApp, clientId: number) {
  const [a] = await t.database.db.select().from(coinAccounts).where(eq(coinAccounts.clientId, clientId));
  const [s] = await t.database.db.select({ sum: sql<number>`coalesce(sum(${coinEntries.amount}), 0)`.mapWith(Number) }).from(coinEntries).where(eq(coinEntries.clientId, clientId));
  expect(a?.balance ?? 0).toBe(s!.sum);
  return a?.balance ?? 0;
}

describe('COD accrual, debts, coin and transfer runs', () => {
  let t: TTestApp;
  let owner: string;
  let hn: number;
  let hcm: number;
  let clientId: number;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.login('owner@demo.vn');
    const info = (await t.call('/ffm/user-info', owner)).body.data;
    clientId = info.client.id;
    [hn, hcm] = info.shops.map((s: { id: number }) => s.id);
    // the demo seed's delivered express orders accrued COD to these shops: the figures below start from none
    await t.database.db.execute(sql`delete from cod_entries`);
    await t.database.db.execute(sql`delete from shop_debts`);
  });
  afterAll(() => t.close());
  const db = () => t.database.db;

  it('accrues COD once per order, whatever the delivery event repeats', async () => {
    const at = new Date(Date.now() - 3600_000);
    await inTransaction(db(), async (tx) => {
      expect(await recordCodCollected(tx, { shopId: hn, orderCode: 'GHN001', amount: 350_000, fee: 3_500, collectedAt: at })).toEqual({ created: true });
      expect(await recordCodCollected(tx, { shopId: hn, orderCode: 'GHN001', amount: 350_000, fee: 3_500, collectedAt: at })).toEqual({ created: false });
      await recordCodCollected(tx, { shopId: hn, orderCode: 'GHN002', amount: 1_200_000, fee: 12_000, collectedAt: at });
      await recordCodCollected(tx, { shopId: hcm, orderCode: 'GHN003', amount: 99_000, collectedAt: at });
    });
    expect(await expectReconciled(t, hn)).toMatchObject({ collected: 1_550_000, pending: 1_550_000 });
    await expect(inTransaction(db(), (tx) => recordCodCollected(tx, { shopId: hn, orderCode: 'X', amount: 10.5, collectedAt: at }))).rejects.toThrow();
  });

  it('books a redelivery fee to the debt: paid from coin when the balance allows, else left for the transfer', async () => {
    const before = await expectLedgerSums(t, clientId);
    const r1 = await inTransaction(db(), (tx) => bookShopDebt(tx, { shopId: hn, orderCode: 'GHN004', kind: 'redelivery', amount: 22_000, at: new Date(Date.now() - 60_000) }));
    expect(r1).toEqual({ created: true, settledVia: 'coin' });
    expect(await expectLedgerSums(t, clientId)).toBe(before - 22_000);
    const again = await inTransaction(db(), (tx) => bookShopDebt(tx, { shopId: hn, orderCode: 'GHN004', kind: 'redelivery', amount: 22_000, at: new Date() }));
    expect(again.created).toBe(false);
    // a fee larger than the coin balance stays open
    const big = await inTransaction(db(), (tx) => bookShopDebt(tx, { shopId: hn, orderCode: 'GHN005', kind: 'redelivery', amount: before + 1, at: new Date(Date.now() - 60_000) }));
    expect(big).toEqual({ created: true, settledVia: null });
    expect((await expectReconciled(t, hn)).openDebts).toBe(before + 1);
    const acc = await t.call(`${B}/account/get`, owner);
    expect(acc.body.data).toEqual({ balance: before - 22_000, openDebts: before + 1 });
    const log = await t.call(`${B}/credit-log/list`, owner, { category: 3 });
    expect(log.body.data.items[0]).toMatchObject({ category: 3, amount: -22_000, balanceAfter: before - 22_000 });
    // append-only
    await expect(db().execute(sql`update coin_entries set amount = 0`)).rejects.toThrow();
    await expect(inTransaction(db(), (tx) => appendCoinEntry(tx, { clientId, category: 8, amount: -(before * 10), ref: 'too-much' }))).rejects.toThrow();
  });

  it('pays each shop once per run, minus fees and the debts that fit, and a repeated run pays nobody twice', async () => {
    const cutoff = new Date();
    const first = await runCodTransfers(db(), { runKey: '2026-11-24', cutoff });
    expect(first).toMatchObject({ paid: 2, alreadyPaid: 0 });
    const hnB = await expectReconciled(t, hn);
    // the open debt (larger than the COD) does not fit: it stays open
    expect(hnB).toMatchObject({ collected: 1_550_000, transferred: 1_550_000 - 15_500, fees: 15_500, debtsDeducted: 0, pending: 0 });
    await expectReconciled(t, hcm);
    const repeat = await runCodTransfers(db(), { runKey: '2026-11-24', cutoff });
    expect(repeat).toMatchObject({ paid: 0 });
    expect(await expectReconciled(t, hn)).toEqual(hnB);

    // a new delivery and a small debt: the next run deducts the debt
    await inTransaction(db(), (tx) => recordCodCollected(tx, { shopId: hn, orderCode: 'GHN006', amount: 500_000, fee: 5_000, collectedAt: new Date(Date.now() - 1000) }));
    // spend the coin so the next fee cannot be paid from it
    const bal = await expectLedgerSums(t, clientId);
    if (bal > 0) await inTransaction(db(), (tx) => appendCoinEntry(tx, { clientId, category: 8, amount: -bal, ref: 'invoice-all' }));
    await inTransaction(db(), (tx) => bookShopDebt(tx, { shopId: hn, orderCode: 'GHN006', kind: 'redelivery', amount: 30_000, at: new Date(Date.now() - 1000) }));
    const second = await runCodTransfers(db(), { runKey: '2026-11-27', cutoff: new Date() });
    expect(second.paid).toBe(1);
    const b2 = await expectReconciled(t, hn);
    expect(b2.debtsDeducted).toBe(30_000);
    expect(b2.pending).toBe(0);
    await expectLedgerSums(t, clientId);

    // the big debt is still open; topped up, the owner pays it from coin, and a later run cannot take it again
    const open = (await t.call(`${B}/account/get`, owner)).body.data.openDebts as number;
    expect(open).toBeGreaterThan(0);
    await inTransaction(db(), (tx) => appendCoinEntry(tx, { clientId, category: 1, amount: open + 1_000, ref: 'topup-for-debts' }));
    const pay = await t.call(`${B}/account/pay-debts`, owner);
    expect(pay.body.data).toMatchObject({ paid: 1, amount: open, balance: 1_000, openDebts: 0 });
    await expectLedgerSums(t, clientId);
    expect(await expectReconciled(t, hn)).toEqual({ ...b2, openDebts: 0 });

    // the owner sees the transfers and their orders
    const list = await t.call(`${B}/cod/transfer`, owner, {}, { headers: { shopid: String(hn) } });
    expect(list.body.data.items.map((x: { runKey: string; amount: number }) => [x.runKey, x.amount])).toEqual([
      ['2026-11-27', 500_000 - 5_000 - 30_000],
      ['2026-11-24', 1_534_500],
    ]);
    const detail = await t.call(`${B}/cod/detail`, owner, { id: list.body.data.items[1].id }, { headers: { shopid: String(hn) } });
    expect(detail.body.data.orders.map((o: { orderCode: string }) => o.orderCode)).toEqual(['GHN001', 'GHN002']);
    const other = await t.call(`${B}/cod/detail`, owner, { id: list.body.data.items[1].id }, { headers: { shopid: String(hcm) } });
    expect(other.status).toBe(404);
    const file = await t.app.inject({ method: 'POST', url: `${B}/cod/export`, headers: { token: owner, shopid: String(hn) }, payload: { id: list.body.data.items[1].id } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const summary = await t.call(`${B}/cod/summary`, owner, {}, { headers: { shopid: String(hn) } });
    expect(summary.body.data).toMatchObject({ collected: 2_050_000, pending: 0, bankAccount: { bankName: 'Vietcombank' } });
  });

  it('schedules runs on Tuesdays and Fridays at 9:00 in Vietnam', () => {
    // Monday 23 Nov 2026 12:00 in Hà Nội
    expect(nextCodRun(new Date('2026-11-23T05:00:00Z'))).toEqual({ at: new Date('2026-11-24T02:00:00Z'), runKey: '2026-11-24' });
    expect(nextCodRun(new Date('2026-11-24T02:00:01Z')).runKey).toBe('2026-11-27');
    expect(nextCodRun(new Date('2026-11-27T10:00:00Z'), [2, 4]).runKey).toBe('2026-12-01');
  });
});
