// COD netting on real PostgreSQL: a client that chose it has its open invoices paid from a COD transfer in the
// transfer's transaction (oldest due first, each whole while it fits), the transfer showing the netted amount; and
// an owner paying the same invoice from coin at the same moment pays it once in all, by one means or the other.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceTotals } from '@ffm/domain';
import { inTransaction } from '../../db/transaction.ts';
import { createTestApp, type TTestApp } from '../../test/harness.ts';
import { appendCoinEntry, codBalances, recordCodCollected, runCodTransfers } from '../money/index.ts';
import { coinAccounts, coinEntries, codTransfers } from '../money/schema.ts';
import { issueInvoice } from './index.ts';
import { feeLines, invoices } from './schema.ts';

const B = '/shiip/public-api/v2';

describe('COD netting of open invoices (PostgreSQL)', () => {
  let t: TTestApp;
  let owner: string;
  let clientId: number;
  let hn: number;
  let hcm: number;
  const db = () => t.database.db;
  const minute = () => new Date(Date.now() - 60_000);

  /** the shop's COD accounts add up, and the wallet equals its ledger's sum */
  async function expectSums(shopId: number) {
    const b = await codBalances(db(), shopId);
    expect(b.collected).toBe(b.transferred + b.fees + b.debtsDeducted + b.invoicesNetted + b.pending);
    const [a] = await db().select().from(coinAccounts).where(eq(coinAccounts.clientId, clientId));
    const [s] = await db().select({ sum: sql<number>`coalesce(sum(${coinEntries.amount}), 0)`.mapWith(Number) }).from(coinEntries).where(eq(coinEntries.clientId, clientId));
    expect(a!.balance).toBe(s!.sum);
    expect(a!.balance).toBeGreaterThanOrEqual(0);
    return b;
  }

  /** an invoice of a month with one line of `amount`, left open (the wallet is emptied first so it cannot pay it) */
  async function openInvoice(month: string, amount: number) {
    const [a] = await db().select().from(coinAccounts).where(eq(coinAccounts.clientId, clientId));
    if (a && a.balance > 0) await inTransaction(db(), (tx) => appendCoinEntry(tx, { clientId, category: 8, amount: -a.balance, ref: `drain:${month}` }));
    await db().insert(feeLines).values({ clientId, day: `${month}-10`, feeType: 'pick_pack', ref: `netting:${month}`, quantity: '1', unit: 'order', unitPrice: amount, amount, rounding: 'exact' });
    const inv = await issueInvoice(db(), clientId, month);
    expect(inv).toMatchObject({ status: 'open', ...invoiceTotals(month, [amount]) });
    return inv!;
  }

  beforeAll(async () => {
    t = await createTestApp({ postgres: true });
    await t.app.jobs.stop();
    owner = await t.login('owner@demo.vn');
    const info = (await t.call('/ffm/user-info', owner)).body.data;
    clientId = info.client.id;
    [hn, hcm] = info.shops.map((s: { id: number }) => s.id);
    await db().execute(sql`delete from cod_entries`);
    await db().execute(sql`delete from shop_debts`);
  });
  afterAll(() => t.close());

  it('nets nothing until the owner chooses it (a staff member may not), then pays the invoices that fit from the transfer', async () => {
    const a = await openInvoice('2024-07', 2_000_000); // 2,200,000 with VAT at 10 %
    const big = await openInvoice('2024-08', 500_000_000); // does not fit in any transfer here
    const c = await openInvoice('2024-09', 3_000_000); // 3,300,000

    await inTransaction(db(), (tx) => recordCodCollected(tx, { shopId: hcm, orderCode: 'NET-0', amount: 1_000_000, fee: 10_000, collectedAt: minute() }));
    await runCodTransfers(db(), { runKey: 'net-off', cutoff: new Date() });
    const [off] = await db().select().from(codTransfers).where(and(eq(codTransfers.shopId, hcm), eq(codTransfers.runKey, 'net-off')));
    expect(off).toMatchObject({ invoiceTotal: 0, amount: 990_000 });
    expect((await t.call('/ffm/billing/settings', owner, {})).body.data).toEqual({ netCodInvoices: false });

    expect((await t.call('/ffm/billing/settings/save', await t.login('staff@demo.vn'), { netCodInvoices: true })).status).toBe(403);
    const on = await t.call('/ffm/billing/settings/save', owner, { netCodInvoices: true });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(on.body.data).toEqual({ netCodInvoices: true });

    await inTransaction(db(), (tx) => recordCodCollected(tx, { shopId: hn, orderCode: 'NET-1', amount: 6_000_000, fee: 60_000, collectedAt: minute() }));
    await runCodTransfers(db(), { runKey: 'net-on', cutoff: new Date() });
    const [tr] = await db().select().from(codTransfers).where(and(eq(codTransfers.shopId, hn), eq(codTransfers.runKey, 'net-on')));
    // 5,940,000 to pay out: A (2,200,000) and C (3,300,000) fit, the big one does not
    expect(tr).toMatchObject({ codTotal: 6_000_000, feeTotal: 60_000, debtTotal: 0, invoiceTotal: a.total + c.total, amount: 5_940_000 - a.total - c.total });
    const rows = await db().select().from(invoices).where(eq(invoices.clientId, clientId));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(a.id)).toMatchObject({ status: 'paid', paidVia: 'cod', codTransferId: tr!.id });
    expect(byId.get(c.id)).toMatchObject({ status: 'paid', paidVia: 'cod', codTransferId: tr!.id });
    expect(byId.get(big.id)).toMatchObject({ status: 'open', paidVia: null });
    // the transfer's netted amount is the sum of the invoices that name it
    const named = rows.filter((r) => r.codTransferId === tr!.id).reduce((s, r) => s + r.total, 0);
    expect(named).toBe(tr!.invoiceTotal);
    await expectSums(hn);
    // the shop's transfer list and summary show it
    const list = await t.call(`${B}/cod/transfer`, owner, {}, { headers: { token: owner, shopid: String(hn) } });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect((list.body.data.items as Array<{ id: number; invoiceTotal: number }>).find((x) => x.id === tr!.id)!.invoiceTotal).toBe(a.total + c.total);
    // the invoice list says how it was paid
    const mine = (await t.call('/ffm/billing/invoices', owner, {})).body.data.items as Array<{ id: number; paidVia: string | null; codTransferId: number | null }>;
    expect(mine.find((x) => x.id === a.id)).toMatchObject({ paidVia: 'cod', codTransferId: tr!.id });
    // no coin entry paid them
    const paidByCoin = await db().select().from(coinEntries).where(and(eq(coinEntries.clientId, clientId), sql`${coinEntries.ref} in (${`invoice:${a.id}`}, ${`invoice:${c.id}`})`));
    expect(paidByCoin).toEqual([]);
  });

  it('an owner paying from coin while a COD run nets the same invoice: it is paid once, by one of them, and every sum holds', async () => {
    const winners: string[] = [];
    for (let round = 0; round < 4; round++) {
      const month = `2024-0${round + 1}`;
      const inv = await openInvoice(month, 1_000_000); // 1,100,000 at 10 %
      // the wallet now covers it, and so does the next transfer
      await inTransaction(db(), (tx) => appendCoinEntry(tx, { clientId, category: 1, amount: inv.total, ref: `topup:race-${round}` }));
      await inTransaction(db(), (tx) => recordCodCollected(tx, { shopId: hn, orderCode: `RACE-${round}`, amount: 2_000_000, fee: 20_000, collectedAt: minute() }));
      const balanceBefore = (await t.call(`${B}/account/get`, owner)).body.data.balance as number;
      // the pay call starts first in even rounds and a few milliseconds after the run in odd ones: either may lock the invoice first
      const payLater = (ms: number) => new Promise((r) => setTimeout(r, ms)).then(() => t.call('/ffm/billing/invoices/pay', owner, { id: inv.id }));
      const [pay] = await Promise.all([payLater(round % 2 ? 15 : 0), runCodTransfers(db(), { runKey: `race-${round}`, cutoff: new Date() })]);
      expect(pay.status, JSON.stringify(pay.body)).toBe(200);
      const [after] = await db().select().from(invoices).where(eq(invoices.id, inv.id));
      const [tr] = await db().select().from(codTransfers).where(and(eq(codTransfers.shopId, hn), eq(codTransfers.runKey, `race-${round}`)));
      const coin = await db().select().from(coinEntries).where(and(eq(coinEntries.clientId, clientId), eq(coinEntries.ref, `invoice:${inv.id}`)));
      const balance = (await t.call(`${B}/account/get`, owner)).body.data.balance as number;
      expect(after!.status).toBe('paid');
      if (after!.paidVia === 'coin') {
        expect(coin).toHaveLength(1);
        expect(coin[0]!.amount).toBe(-inv.total);
        expect(tr!.invoiceTotal).toBe(0);
        expect(balance).toBe(balanceBefore - inv.total);
      } else {
        expect(after!.paidVia).toBe('cod');
        expect(coin).toHaveLength(0);
        expect(after!.codTransferId).toBe(tr!.id);
        expect(tr!.invoiceTotal).toBe(inv.total);
        expect(balance).toBe(balanceBefore);
      }
      expect(tr!.amount).toBe(tr!.codTotal - tr!.feeTotal - tr!.debtTotal - tr!.invoiceTotal);
      winners.push(after!.paidVia!);
      await expectSums(hn);
    }
    expect(winners).toHaveLength(4);
  });
});
