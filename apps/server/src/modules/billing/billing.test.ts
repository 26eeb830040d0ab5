// Billing through the API (PGlite): tariffs kept by provider staff only, fees written by the work itself
// (receiving complete, handover), a client's lines and month to date (its own only), and a disputed line's ticket.
import { beforeAll, describe, expect, it } from 'vitest';
import { dongInWords, invoiceTotals, pickPackAmount, previousMonth, vnDay } from '@ffm/domain';
import { readPdf } from '../../test/kits/pdf.ts';
import { createTestApp, type TTestApp } from '../../test/harness.ts';
import { clientIdOf, insertSku, stockUp, warehouseIdOf } from '../../test/kits/inventory.ts';
import { inTransaction } from '../../db/transaction.ts';
import { appendCoinEntry } from '../money/index.ts';
import { issueInvoice, runStorageDay } from './index.ts';
import { tariffInForce } from './tariffs.ts';
import { feeLines, vasWork } from './schema.ts';
import { inboundOrders } from '../inbound/schema.ts';
import { and, eq } from 'drizzle-orm';
import { createAllocated, outboundDraft, shipOrder } from '../../test/kits/outbound.ts';

const RATES = { receivingBasis: 'unit', receivingRate: 800, storageBasis: 'm3', storageRate: 45_000, pickPackPerOrder: 4_000, pickPackPerExtraUnit: 700, packingMaterialPerOrder: 1_200, returnPerUnit: 1_500, labellingPerUnit: 500, kittingPerUnit: 2_000 } as const;

describe('billing API', () => {
  let t: TTestApp;
  let owner: string;
  let canhan: string;
  let ops: string;
  let hn: number;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.login('owner@demo.vn');
    canhan = await t.login('canhan@demo.vn');
    ops = await t.login('ops@demo.vn', undefined, 'staff');
    hn = await warehouseIdOf(t.database.db, 'HN01');
    await insertSku(t.database.db, 'KH0001', 'FEE_AO');
  });

  it('tariffs: staff save one for today or later (a past day is refused with a field message), clients may not', async () => {
    const past = await t.call('/ops/billing/tariffs/save', ops, { ...RATES, validFrom: '2020-01-01' });
    expect([past.status, past.body.code]).toEqual([422, 1016]);
    expect(past.body.message).toBe('Biểu phí chỉ có hiệu lực từ hôm nay hoặc một ngày sau');
    const saved = await t.call('/ops/billing/tariffs/save', ops, { ...RATES, validFrom: vnDay(new Date()) });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ clientId: null, receivingRate: 800 });
    // saved ahead: listed, not in force yet
    const ahead = await t.call('/ops/billing/tariffs/save', ops, { ...RATES, receivingRate: 999, validFrom: '2099-01-01' });
    expect(ahead.status).toBe(200);
    const list = await t.call('/ops/billing/tariffs', ops, {});
    expect((list.body.data as Array<{ validFrom: string }>).map((x) => x.validFrom)).toEqual(['2099-01-01', vnDay(new Date())]);
    expect((await t.call('/ops/billing/tariffs/save', owner, { ...RATES, validFrom: '2099-02-01' })).status).toBe(403);
    expect((await t.call('/ops/billing/tariffs', owner, {})).status).toBe(403);
  });

  it('receiving complete and handover write their fee lines; the client sees its own, filtered, and its month to date', async () => {
    await stockUp(t, { client: owner, staff: ops }, { warehouseId: hn, location: 'A-01-01', lines: [{ sku: 'FEE_AO', qty: 12 }] });
    const o = await createAllocated(t, owner, outboundDraft(hn, [{ sku: 'FEE_AO', quantity: 3 }]));
    await shipOrder(t, ops, hn, o);

    // this month's (the demo seed has last month's lines)
    const lines = await t.call('/ffm/billing/fee-lines', owner, { month: vnDay(new Date()).slice(0, 7) });
    expect(lines.status, JSON.stringify(lines.body)).toBe(200);
    const items = lines.body.data.items as Array<{ feeType: string; amount: number; orderCode: string | null; quantity: string }>;
    expect(items.map((l) => [l.feeType, l.amount]).sort()).toEqual(
      [
        ['packing_material', 1_200],
        ['pick_pack', pickPackAmount(3, RATES)],
        ['receiving', 12 * 800],
      ].sort(),
    );
    const byOrder = await t.call('/ffm/billing/fee-lines', owner, { orderCode: o.soCode, feeType: 'pick_pack' });
    expect((byOrder.body.data.items as unknown[]).length).toBe(1);
    // another client sees none of them
    expect((await t.call('/ffm/billing/fee-lines', canhan, {})).body.data.items).toEqual([]);

    const mtd = await t.call('/ffm/billing/month-to-date', owner, {});
    expect(mtd.status).toBe(200);
    const subtotal = 12 * 800 + pickPackAmount(3, RATES) + 1_200;
    expect(mtd.body.data).toMatchObject(invoiceTotals(vnDay(new Date()).slice(0, 7), [subtotal]));
  });

  it('a disputed line opens a ticket linked to it; another client cannot dispute it', async () => {
    const lines = await t.call('/ffm/billing/fee-lines', owner, { feeType: 'receiving' });
    const line = (lines.body.data.items as Array<{ id: number }>)[0]!;
    expect((await t.call('/ffm/billing/fee-lines/dispute', canhan, { lineId: line.id, reason: 'Không phải của tôi' })).status).toBe(404);
    const d = await t.call('/ffm/billing/fee-lines/dispute', owner, { lineId: line.id, reason: 'Số lượng nhập sai, chỉ có 10 cái' });
    expect(d.status, JSON.stringify(d.body)).toBe(200);
    const again = await t.call('/ffm/billing/fee-lines/dispute', owner, { lineId: line.id, reason: 'Số lượng nhập sai, chỉ có 10 cái' });
    expect(again.body.data.ticketId).toBe(d.body.data.ticketId);
    const ticket = await t.call('/shiip/public-api/v2/ticket/detail', owner, { id: d.body.data.ticketId });
    expect(ticket.status, JSON.stringify(ticket.body)).toBe(200);
    expect(JSON.stringify(ticket.body.data)).toContain(`#${line.id}`);
  });

  it('an issued invoice lists its lines, pays from coin only when the balance covers it, and exports as xlsx to its client only', async () => {
    const db = t.database.db;
    const clientId = await clientIdOf(db, 'KH0001');
    const month = vnDay(new Date()).slice(0, 7);
    const balanceBefore = (await t.call('/shiip/public-api/v2/account/get', owner, {})).body.data?.balance as number | undefined;
    const inv = await issueInvoice(db, clientId, month);
    expect(inv).not.toBeNull();
    // a second issue of the same month issues nothing
    expect(await issueInvoice(db, clientId, month)).toBeNull();
    const list = await t.call('/ffm/billing/invoices', owner, {});
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const [listed] = list.body.data.items as Array<{ id: number; subtotal: number; vatAmount: number; total: number; lineCount: number; status: string }>;
    expect(listed!.id).toBe(inv!.id);
    const lines = await t.call('/ffm/billing/fee-lines', owner, { invoiceId: inv!.id, pageSize: 200 });
    const amounts = (lines.body.data.items as Array<{ amount: number }>).map((l) => l.amount);
    expect(amounts.length).toBe(listed!.lineCount);
    expect(listed).toMatchObject(invoiceTotals(month, amounts));
    if (listed!.status === 'paid') expect(balanceBefore ?? 0).toBeGreaterThanOrEqual(listed!.total);
    else expect(balanceBefore ?? 0).toBeLessThan(listed!.total);
    expect((await t.call('/ffm/billing/invoices', canhan, {})).body.data.items).toEqual([]);

    const file = await t.app.inject({ method: 'POST', url: '/ffm/billing/invoices/export', headers: { token: owner }, payload: { id: inv!.id } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect(String(file.headers['content-disposition'])).toContain(`hoa-don-${month}-${inv!.id}.xlsx`);
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const other = await t.app.inject({ method: 'POST', url: '/ffm/billing/invoices/export', headers: { token: canhan }, payload: { id: inv!.id } });
    expect(other.statusCode).toBe(404);
  });

  it('an invoice’s PDF summary reads back with its services summing to the subtotal, the VAT and total of the invoice, in words too', async () => {
    const [inv] = (await t.call('/ffm/billing/invoices', owner, {})).body.data.items as Array<{ id: number; month: string; subtotal: number; vatRate: number; vatAmount: number; total: number; lineCount: number }>;
    const file = await t.app.inject({ method: 'POST', url: '/ffm/billing/invoices/pdf', headers: { token: owner }, payload: { id: inv!.id } });
    expect(file.statusCode, file.body.slice(0, 300)).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(String(file.headers['content-disposition'])).toContain(`hoa-don-${inv!.month}-${inv!.id}.pdf`);
    const { pages } = await readPdf(file.rawPayload);
    expect(pages).toHaveLength(1);
    const text = pages[0]!.text;
    expect(text).toContain('HÓA ĐƠN DỊCH VỤ KHO VẬN');
    expect(text).toContain('Cửa hàng Demo');
    // the service rows: "n label (label en) lines amount ₫"; their amounts sum to the subtotal, their lines to the count
    const num = (s: string) => Number(s.replace(/\D/g, ''));
    const rows = [...text.matchAll(/(\d+) ([^()]+?) \(([^)]+)\) ([\d.]+) ([\d.]+) ₫/g)].map((m) => ({ lines: num(m[4]!), amount: num(m[5]!) }));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.reduce((s, r) => s + r.amount, 0)).toBe(inv!.subtotal);
    expect(rows.reduce((s, r) => s + r.lines, 0)).toBe(inv!.lineCount);
    const after = (label: string) => num(new RegExp(`${label.replace(/[()]/g, '\\$&')} ([\\d.]+) ₫`).exec(text)![1]!);
    expect(after('Cộng tiền dịch vụ (Subtotal):')).toBe(inv!.subtotal);
    expect(after('Tiền thuế GTGT (VAT amount):')).toBe(inv!.vatAmount);
    expect(after('Tổng cộng tiền thanh toán (Total):')).toBe(inv!.total);
    expect(inv!.total).toBe(inv!.subtotal + inv!.vatAmount);
    expect(text).toContain(`Thuế suất GTGT (VAT rate): ${inv!.vatRate}%`);
    expect(text).toContain(`Số tiền viết bằng chữ: ${dongInWords(inv!.total)}.`);
    // another client's invoice answers the envelope's 404, not a file
    const other = await t.app.inject({ method: 'POST', url: '/ffm/billing/invoices/pdf', headers: { token: canhan }, payload: { id: inv!.id } });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 404 });
  });

  it('an open invoice is paid from coin by the owner once the balance covers it, never taking the wallet below zero', async () => {
    const db = t.database.db;
    const clientId = await clientIdOf(db, 'KH0001');
    await db.insert(feeLines).values({ clientId, day: '2026-01-15', feeType: 'vas', ref: 'test:big', quantity: '1', unit: 'unit', unitPrice: 900_000_000, amount: 900_000_000, rounding: 'exact' });
    const inv = await issueInvoice(db, clientId, '2026-01');
    expect(inv).toMatchObject({ status: 'open', subtotal: 900_000_000, vatAmount: 72_000_000, total: 972_000_000, dueDate: '2026-02-15' });
    const balance = async () => (await t.call('/shiip/public-api/v2/account/get', owner, {})).body.data.balance as number;
    const before = await balance();
    const short = await t.call('/ffm/billing/invoices/pay', owner, { id: inv!.id });
    expect([short.status, short.body.code]).toEqual([409, 70012]);
    expect(await balance()).toBe(before);
    // another client's owner does not find it; a client's staff member may not pay
    expect((await t.call('/ffm/billing/invoices/pay', canhan, { id: inv!.id })).status).toBe(404);
    expect((await t.call('/ffm/billing/invoices/pay', await t.login('staff@demo.vn'), { id: inv!.id })).status).toBe(403);
    await inTransaction(db, (tx) => appendCoinEntry(tx, { clientId, category: 1, amount: 1_000_000_000, ref: 'topup:test-big' }));
    const paid = await t.call('/ffm/billing/invoices/pay', owner, { id: inv!.id });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data.status).toBe('paid');
    expect(await balance()).toBe(before + 1_000_000_000 - 972_000_000);
    // paying again books nothing more
    expect((await t.call('/ffm/billing/invoices/pay', owner, { id: inv!.id })).body.data.status).toBe('paid');
    expect(await balance()).toBe(before + 1_000_000_000 - 972_000_000);
    const log = await t.call('/shiip/public-api/v2/credit-log/list', owner, { category: 8 });
    expect((log.body.data.items as Array<{ amount: number }>).filter((e) => e.amount === -972_000_000)).toHaveLength(1);
  });

  it('the wallet statement pages the month’s top-ups, invoice payments and refunds oldest first, its running balance ending at the wallet’s balance', async () => {
    const db = t.database.db;
    const clientId = await clientIdOf(db, 'KH0001');
    await inTransaction(db, (tx) => appendCoinEntry(tx, { clientId, category: 5, amount: 12_345, ref: 'refund:statement-test', note: 'Hoàn tiền' }));
    const balance = (await t.call('/shiip/public-api/v2/account/get', owner, {})).body.data.balance as number;
    type TEntry = { id: number; category: number; amount: number; runningBalance: number };
    const entries: TEntry[] = [];
    let cursor: string | undefined;
    let first: { opening: number; moneyIn: number; moneyOut: number; closing: number; balance: number; total: number } | undefined;
    for (let n = 0; n < 50; n++) {
      const r = await t.call('/ffm/billing/wallet-statement', owner, { pageSize: 2, ...(cursor ? { cursor } : {}) });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      first ??= r.body.data;
      entries.push(...(r.body.data.items as TEntry[]));
      cursor = r.body.data.nextCursor ?? undefined;
      if (!cursor) break;
    }
    expect(entries.length).toBe(first!.total);
    expect(entries.length).toBeGreaterThanOrEqual(3);
    expect(new Set(entries.map((e) => e.category))).toEqual(expect.objectContaining(new Set([1, 5, 8])));
    // each running balance is the one before plus the entry, from the month's opening balance
    let running = first!.opening;
    for (const e of entries) {
      running += e.amount;
      expect(e.runningBalance).toBe(running);
    }
    expect(running).toBe(balance);
    const sumIn = entries.filter((e) => e.amount > 0).reduce((s, e) => s + e.amount, 0);
    const sumOut = entries.filter((e) => e.amount < 0).reduce((s, e) => s + e.amount, 0);
    expect([first!.moneyIn, first!.moneyOut]).toEqual([sumIn, sumOut]);
    expect(first!.opening + first!.moneyIn + first!.moneyOut).toBe(first!.closing);
    expect([first!.closing, first!.balance]).toEqual([balance, balance]);
    // the stored balance after each booking agrees with the statement's sums
    const log = await t.call('/shiip/public-api/v2/credit-log/list', owner, { pageSize: 200 });
    const stored = new Map((log.body.data.items as Array<{ id: number; balanceAfter: number }>).map((e) => [e.id, e.balanceAfter]));
    for (const e of entries) expect(stored.get(e.id)).toBe(e.runningBalance);
    // a month before any booking: nothing, opening = closing = 0
    const old = await t.call('/ffm/billing/wallet-statement', owner, { month: '2020-01' });
    expect(old.body.data).toMatchObject({ items: [], opening: 0, closing: 0, balance });
    // another client sees its own wallet only; a client's staff member may not read the owner's wallet
    const other = await t.call('/ffm/billing/wallet-statement', canhan, {});
    expect((other.body.data.items as TEntry[]).some((e) => entries.some((x) => x.id === e.id))).toBe(false);
    expect((await t.call('/ffm/billing/wallet-statement', await t.login('staff@demo.vn'), {})).status).toBe(403);
    const bad = await t.call('/ffm/billing/wallet-statement', owner, { month: '2026-13' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body.data)).toContain('month');
  });

  it('a contract’s tariff applies to the clients billed under it; the client’s own tariff wins, else the contract’s, else the default', async () => {
    const db = t.database.db;
    const clientId = await clientIdOf(db, 'KH0001');
    const today = vnDay(new Date());
    const made = await t.call('/ops/billing/contracts/save', ops, { code: 'SILVER', name: 'Gói Bạc' });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const contractId = made.body.data.id as number;
    // a code taken by another contract: a field message; clients may not manage contracts
    const dup = await t.call('/ops/billing/contracts/save', ops, { code: 'SILVER', name: 'Khác' });
    expect([dup.status, dup.body.code, dup.body.data.errors[0].field]).toEqual([422, 1016, 'code']);
    expect((await t.call('/ops/billing/contracts/save', owner, { code: 'GOLD', name: 'Gói Vàng' })).status).toBe(403);
    expect((await t.call('/ops/billing/contracts/assign', owner, { customerId: clientId, contractId })).status).toBe(403);
    // a tariff names a client or a contract, not both; an unknown contract is not found
    const both = await t.call('/ops/billing/tariffs/save', ops, { ...RATES, customerId: clientId, contractId, validFrom: today });
    expect([both.status, both.body.data.errors[0].field]).toEqual([422, 'contractId']);
    expect((await t.call('/ops/billing/tariffs/save', ops, { ...RATES, contractId: 999_999, validFrom: today })).status).toBe(404);
    const ct = await t.call('/ops/billing/tariffs/save', ops, { ...RATES, storageBasis: 'bin', storageRate: 3_333, receivingRate: 600, contractId, validFrom: today });
    expect(ct.status, JSON.stringify(ct.body)).toBe(200);
    expect(ct.body.data).toMatchObject({ clientId: null, contractId });
    expect(((await t.call('/ops/billing/tariffs', ops, { contractId })).body.data as Array<{ id: number }>).map((x) => x.id)).toEqual([ct.body.data.id]);
    // the default's list does not show the contract's tariff
    expect(((await t.call('/ops/billing/tariffs', ops, {})).body.data as Array<{ id: number }>).map((x) => x.id)).not.toContain(ct.body.data.id);

    // not yet under the contract: the default applies
    expect((await tariffInForce(db, clientId, today))!.contractId).toBeNull();
    const assigned = await t.call('/ops/billing/contracts/assign', ops, { customerId: clientId, contractId });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    expect((await t.call('/ops/billing/contracts/of-client', ops, { customerId: clientId })).body.data.contractId).toBe(contractId);
    expect(((await t.call('/ops/billing/contracts', ops, {})).body.data as Array<{ code: string; clients: number }>).find((c) => c.code === 'SILVER')!.clients).toBe(1);
    expect((await tariffInForce(db, clientId, today))!.id).toBe(ct.body.data.id);
    // the storage job charges the contract's rate (bin basis) too
    await runStorageDay(db, today);
    const [storage] = await db.select().from(feeLines).where(and(eq(feeLines.clientId, clientId), eq(feeLines.ref, `storage:${today}`)));
    expect(storage).toMatchObject({ tariffId: ct.body.data.id, unit: 'bin', unitPrice: 3_333 });
    expect(storage!.amount).toBe(Number(storage!.quantity) * 3_333);

    // the client's own tariff saved ahead: the contract's until that day, then the client's own
    const own = await t.call('/ops/billing/tariffs/save', ops, { ...RATES, receivingRate: 700, customerId: clientId, validFrom: '2099-03-01' });
    expect(own.status).toBe(200);
    expect((await tariffInForce(db, clientId, today))!.id).toBe(ct.body.data.id);
    expect((await tariffInForce(db, clientId, '2099-06-01'))!.id).toBe(own.body.data.id);
    // another client, under no contract, keeps the default
    const other = await tariffInForce(db, await clientIdOf(db, 'KH0002'), today);
    expect(other).toMatchObject({ clientId: null, contractId: null });
    // out of the contract again: the default
    await t.call('/ops/billing/contracts/assign', ops, { customerId: clientId, contractId: null });
    expect((await tariffInForce(db, clientId, today))).toMatchObject({ clientId: null, contractId: null });
  });

  it('labelling and kitting recorded by staff on an order write their fee lines in the same transaction, once per request, and show on the invoice', async () => {
    const db = t.database.db;
    const clientId = await clientIdOf(db, 'KH0002');
    await insertSku(db, 'KH0002', 'VAS_AO');
    const inboundId = await stockUp(t, { client: canhan, staff: ops }, { warehouseId: hn, location: 'A-01-02', lines: [{ sku: 'VAS_AO', qty: 5 }] });
    const [inb] = await db.select({ asnCode: inboundOrders.asnCode }).from(inboundOrders).where(eq(inboundOrders.id, inboundId));
    const base = { customerId: clientId, orderKind: 'inbound', orderCode: inb!.asnCode };
    const lab = await t.call('/ops/billing/vas/record', ops, { ...base, service: 'labelling', units: 5, note: 'Dán tem phụ tiếng Việt' });
    expect(lab.status, JSON.stringify(lab.body)).toBe(200);
    expect(lab.body.data).toMatchObject({ service: 'labelling', units: 5, orderCode: inb!.asnCode, amount: 5 * RATES.labellingPerUnit });
    const requestId = '6f1c2f1e-5a52-4c43-9a57-8a4a51b7a001';
    const kit = await t.call('/ops/billing/vas/record', ops, { ...base, service: 'kitting', units: 2, requestId });
    const again = await t.call('/ops/billing/vas/record', ops, { ...base, service: 'kitting', units: 2, requestId });
    expect(again.body.data.id).toBe(kit.body.data.id);
    expect(kit.body.data.amount).toBe(2 * RATES.kittingPerUnit);
    // the work and its line, each once
    const work = await db.select().from(vasWork).where(eq(vasWork.clientId, clientId));
    expect(work).toHaveLength(2);
    const lines = await t.call('/ffm/billing/fee-lines', canhan, { orderCode: inb!.asnCode });
    const byType = Object.fromEntries((lines.body.data.items as Array<{ id: number; feeType: string; amount: number; quantity: string; rounding: string }>).map((l) => [l.feeType, l]));
    expect(byType.labelling).toMatchObject({ id: lab.body.data.feeLineId, amount: 2_500, quantity: '5.000000', rounding: 'exact' });
    expect(byType.kitting).toMatchObject({ amount: 4_000, rounding: 'exact' });
    // not found: an unknown code, or another client's order under this client; only staff record work
    expect((await t.call('/ops/billing/vas/record', ops, { ...base, orderCode: 'ASN-NONE', service: 'labelling', units: 1 })).status).toBe(404);
    const kh1Order = (await t.call('/ffm/billing/fee-lines', owner, { feeType: 'pick_pack' })).body.data.items[0].orderCode as string;
    expect((await t.call('/ops/billing/vas/record', ops, { ...base, orderKind: 'outbound', orderCode: kh1Order, service: 'labelling', units: 1 })).status).toBe(404);
    expect((await t.call('/ops/billing/vas/record', owner, { ...base, service: 'labelling', units: 1 })).status).toBe(403);
    const bad = await t.call('/ops/billing/vas/record', ops, { ...base, service: 'labelling', units: 0 });
    expect(bad.status).toBe(400);
    // the outbound kind finds the order by its SO code
    const out = await t.call('/ops/billing/vas/record', ops, { customerId: await clientIdOf(db, 'KH0001'), orderKind: 'outbound', orderCode: kh1Order, service: 'labelling', units: 3 });
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    expect(out.body.data.orderCode).toBe(kh1Order);
    // staff list the client's work, newest first
    const listed = await t.call('/ops/billing/vas', ops, { customerId: clientId });
    expect((listed.body.data.items as Array<{ id: number }>).map((w) => w.id)).toEqual([kit.body.data.id, lab.body.data.id]);

    // on the invoice: its lines, its sum and its PDF rows
    const month = vnDay(new Date()).slice(0, 7);
    const inv = await issueInvoice(db, clientId, month);
    const invLines = await t.call('/ffm/billing/fee-lines', canhan, { invoiceId: inv!.id, pageSize: 200 });
    const amounts = (invLines.body.data.items as Array<{ feeType: string; amount: number }>);
    expect(amounts.map((l) => l.feeType).sort()).toEqual(['kitting', 'labelling', 'receiving']);
    expect(inv).toMatchObject(invoiceTotals(month, amounts.map((l) => l.amount)));
    const pdf = await t.app.inject({ method: 'POST', url: '/ffm/billing/invoices/pdf', headers: { token: canhan }, payload: { id: inv!.id } });
    const text = (await readPdf(pdf.rawPayload)).pages[0]!.text;
    expect(text).toContain('Dán nhãn (Labelling) 1 2.500 ₫');
    expect(text).toContain('Đóng bộ sản phẩm (Kitting) 1 4.000 ₫');
  });

  it('a provider admin issues a client’s invoice of an ended month now, once; a month still running is refused', async () => {
    const clientId = await clientIdOf(t.database.db, 'KH0001');
    const last = previousMonth(vnDay(new Date()).slice(0, 7));
    const notAdmin = await t.call('/ops/billing/invoices/issue', owner, { customerId: clientId, month: last });
    expect(notAdmin.status).toBe(403);
    const running = await t.call('/ops/billing/invoices/issue', ops, { customerId: clientId, month: vnDay(new Date()).slice(0, 7) });
    expect([running.status, running.body.code, running.body.data.errors[0].field]).toEqual([422, 1016, 'month']);
    const r = await t.call('/ops/billing/invoices/issue', ops, { customerId: clientId, month: last });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    // the demo seed's four lines of last month
    expect(r.body.data).toMatchObject({ issued: true, invoice: { month: last, lineCount: 4, ...invoiceTotals(last, [1_200_000, 562_500, 5_400, 1_200]) } });
    const again = await t.call('/ops/billing/invoices/issue', ops, { customerId: clientId, month: last });
    expect(again.body.data).toMatchObject({ issued: false, invoice: { id: r.body.data.invoice.id } });
    expect((await t.call('/ops/billing/invoices/issue', ops, { customerId: clientId, month: '2020-02' })).body.data).toEqual({ issued: false, invoice: null });
  });
});
