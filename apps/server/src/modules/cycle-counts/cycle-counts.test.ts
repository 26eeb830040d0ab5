import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { createTestApp, type TTestApp } from '../../test/harness.ts';
import { expectLedgerBalanced, insertSku, stockUp, warehouseIdOf } from '../../test/kits/inventory.ts';
import { createAllocated, outboundDraft } from '../../test/kits/outbound.ts';
import { users } from '../accounts/schema.ts';
import { inventoryLedger } from '../inventory/schema.ts';

const P = '/ops/cycle-counts';
const DAY = '2026-11-27';
const NEXT_DAY = '2026-11-28';

describe('cycle counts (issue 26)', () => {
  let t: TTestApp;
  let owner: string;
  let admin: string;
  let counter: string;
  let supervisor: string;
  let hn: number;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    for (const sku of ['CC_FAST', 'CC_MID', 'CC_SLOW']) await insertSku(db, 'KH0001', sku);
    hn = await warehouseIdOf(db, 'HN01');
    owner = await t.login('owner@demo.vn');
    admin = await t.login('ops@demo.vn', undefined, 'staff');
    // a floor worker: provider staff without the admin role (same password as the demo's)
    const [demo] = await db.select().from(users).where(eq(users.email, 'ops@demo.vn'));
    await db.insert(users).values({ kind: 'staff', email: 'kiemke@demo.vn', phone: '0912000099', fullName: 'Nhân viên kiểm kê', passwordHash: demo!.passwordHash, staffRole: 'ops' });
    counter = await t.login('kiemke@demo.vn', undefined, 'staff');
    supervisor = await t.login('giamsat@demo.vn', undefined, 'staff');
    const tokens = { client: owner, staff: admin };
    await stockUp(t, tokens, { warehouseId: hn, location: 'A-02-01', lines: [{ sku: 'CC_FAST', qty: 20 }] });
    await stockUp(t, tokens, { warehouseId: hn, location: 'A-02-02', lines: [{ sku: 'CC_SLOW', qty: 10 }] });
    await stockUp(t, tokens, { warehouseId: hn, location: 'A-02-03', lines: [{ sku: 'CC_MID', qty: 5 }] });
    // outbound frequency: CC_FAST in 3 orders, CC_MID in 1, CC_SLOW in none
    for (let i = 0; i < 3; i++) await createAllocated(t, owner, outboundDraft(hn, [{ sku: 'CC_FAST', quantity: 1 }]));
    await createAllocated(t, owner, outboundDraft(hn, [{ sku: 'CC_MID', quantity: 1 }]));
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('lets only a supervisor change the settings and make the list', async () => {
    expect((await t.call(`${P}/settings/save`, counter, { warehouseId: hn, dailyCapacity: 2 })).status).toBe(403);
    expect((await t.call(`${P}/generate`, counter, { warehouseId: hn, date: DAY })).status).toBe(403);
    expect((await t.call(`${P}/tasks`, owner, { warehouseId: hn })).status).toBe(403);
    const saved = await t.call(`${P}/settings/save`, admin, { warehouseId: hn, dailyCapacity: 2, recountThreshold: 2, aShare: 50, abShare: 90 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toEqual({ aDays: 30, bDays: 90, cDays: 365, aShare: 50, abShare: 90, dailyCapacity: 2, recountThreshold: 2 });
  });

  it('lists the due stock by ABC class within the daily capacity, blind', async () => {
    const g = await t.call(`${P}/generate`, admin, { warehouseId: hn, date: DAY });
    expect(g.status, JSON.stringify(g.body)).toBe(200);
    expect(g.body.data.created).toBe(2);
    const tasks = g.body.data.tasks as Array<Record<string, unknown>>;
    expect(tasks.map((x) => `${x.sku}:${x.abcClass}:${x.locationCode}`)).toEqual(['CC_FAST:A:A-02-01', 'CC_MID:B:A-02-03']);
    // blind: nothing tells the counter how many there should be
    for (const x of tasks) expect(Object.keys(x).some((k) => /qty|variance/i.test(k))).toBe(false);
    const again = await t.call(`${P}/generate`, admin, { warehouseId: hn, date: DAY });
    expect(again.body.data.created).toBe(0);
    const toCount = await t.call(`${P}/tasks`, counter, { warehouseId: hn });
    expect(toCount.body.data.map((x: { sku: string }) => x.sku)).toEqual(['CC_FAST', 'CC_MID']);
  });

  it('counts blind at the scanned location, recounts past the threshold, and posts an approved variance through the ledger', async () => {
    const tasks = (await t.call(`${P}/tasks`, counter, { warehouseId: hn })).body.data as Array<{ id: number; sku: string }>;
    const fast = tasks.find((x) => x.sku === 'CC_FAST')!.id;
    const mid = tasks.find((x) => x.sku === 'CC_MID')!.id;

    const wrong = await t.call(`${P}/count`, counter, { id: fast, locationCode: 'A-02-02', quantity: 17 });
    expect(wrong.status).toBe(422);
    expect(wrong.body.data.errors).toEqual([{ field: 'locationCode', message: 'Sai vị trí: cần đếm tại A-02-01' }]);
    // 20 on hand, 17 counted: 3 off, past the threshold of 2
    const first = await t.call(`${P}/count`, counter, { id: fast, locationCode: 'a-02-01', quantity: 17 });
    expect(first.body.data).toEqual({ id: fast, status: 'RECOUNT' });
    expect((await t.call(`${P}/tasks`, counter, { warehouseId: hn })).body.data.map((x: { sku: string; status: string }) => `${x.sku}:${x.status}`)).toEqual(['CC_FAST:RECOUNT', 'CC_MID:OPEN']);
    const recount = await t.call(`${P}/count`, counter, { id: fast, locationCode: 'A-02-01', quantity: 18 });
    expect(recount.body.data).toEqual({ id: fast, status: 'PENDING_APPROVAL' });
    expect((await t.call(`${P}/count`, counter, { id: fast, locationCode: 'A-02-01', quantity: 18 })).status).toBe(400);
    expect((await t.call(`${P}/count`, counter, { id: mid, locationCode: 'A-02-03', quantity: 5 })).body.data.status).toBe('MATCHED');

    // the figures and the decision belong to the supervisor role alone: plain ops staff and admins are refused
    for (const who of [counter, admin]) {
      const refused = await t.call(`${P}/approve`, who, { id: fast, approve: true, reason: 'Hàng thất lạc' });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: 403, message: 'Bạn không có quyền thực hiện chức năng này. Vui lòng liên hệ chủ cửa hàng để được cấp quyền.' });
      expect((await t.call(`${P}/review`, who, { warehouseId: hn })).status).toBe(403);
    }
    const review = await t.call(`${P}/review`, supervisor, { warehouseId: hn });
    expect(review.body.data).toEqual([expect.objectContaining({ id: fast, systemQty: 20, countedQty: 17, recountQty: 18, variance: -2, status: 'PENDING_APPROVAL' })]);
    expect((await t.call(`${P}/tasks`, counter, { warehouseId: hn })).body.data.map((x: { sku: string; status: string }) => `${x.sku}:${x.status}`)).toEqual([]);
    const approved = await t.call(`${P}/approve`, supervisor, { id: fast, approve: true, reason: 'Hàng thất lạc khi kiểm kê' });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'POSTED', variance: -2, reason: 'Hàng thất lạc khi kiểm kê' });
    const twice = await t.call(`${P}/approve`, supervisor, { id: fast, approve: true, reason: 'lần nữa' });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe('Phiếu đếm không chờ duyệt');

    const posted = await t.database.db
      .select({ type: inventoryLedger.movementType, delta: inventoryLedger.qtyDelta, reason: inventoryLedger.reason, ref: inventoryLedger.refCode })
      .from(inventoryLedger)
      .where(and(eq(inventoryLedger.refType, 'CYCLE_COUNT'), eq(inventoryLedger.refId, fast)));
    expect(posted).toEqual([{ type: 'COUNT', delta: -2, reason: 'Hàng thất lạc khi kiểm kê', ref: `CC${fast}` }]);
    const stock = await t.call('/ffm/inventory/summary-list', owner, { keyword: 'CC_FAST' });
    expect(JSON.stringify(stock.body.data)).toContain('"qty":18');
    await expectLedgerBalanced(t.database.db);
  });

  it('reports the variances by customer and SKU to any provider staff, a page at a time, and as xlsx', async () => {
    const all = await t.call(`${P}/variance-report`, counter, { warehouseId: hn, from: DAY, to: DAY });
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.data).toMatchObject({ total: 2, totalExact: true, nextCursor: null, prevCursor: null });
    expect(all.body.data.items).toEqual([
      expect.objectContaining({ customerCode: 'KH0001', sku: 'CC_FAST', tasks: 1, systemQty: 20, countedQty: 18, netVariance: -2, absVariance: 2 }),
      expect.objectContaining({ customerCode: 'KH0001', sku: 'CC_MID', tasks: 1, systemQty: 5, countedQty: 5, netVariance: 0, absVariance: 0 }),
    ]);
    // keyset pages: one row each, forwards by the next cursor and back by the previous one
    const first = await t.call(`${P}/variance-report`, counter, { warehouseId: hn, from: DAY, to: DAY, pageSize: 1 });
    expect(first.body.data.items.map((x: { sku: string }) => x.sku)).toEqual(['CC_FAST']);
    expect(first.body.data.prevCursor).toBeNull();
    const second = await t.call(`${P}/variance-report`, counter, { warehouseId: hn, from: DAY, to: DAY, pageSize: 1, page: 2, cursor: first.body.data.nextCursor });
    expect(second.body.data).toMatchObject({ total: 2, page: 2, nextCursor: null });
    expect(second.body.data.items.map((x: { sku: string }) => x.sku)).toEqual(['CC_MID']);
    const back = await t.call(`${P}/variance-report`, counter, { warehouseId: hn, from: DAY, to: DAY, pageSize: 1, page: 1, cursor: second.body.data.prevCursor });
    expect(back.body.data.items.map((x: { sku: string }) => x.sku)).toEqual(['CC_FAST']);
    // a page by number alone (a reloaded link)
    const byNumber = await t.call(`${P}/variance-report`, counter, { warehouseId: hn, from: DAY, to: DAY, pageSize: 1, page: 2 });
    expect(byNumber.body.data.items.map((x: { sku: string }) => x.sku)).toEqual(['CC_MID']);
    // another customer narrows it to nothing; a client user is refused; a period ending before it starts is a field error
    const canhan = await t.database.db.select({ id: users.clientId }).from(users).where(eq(users.email, 'canhan@demo.vn'));
    expect((await t.call(`${P}/variance-report`, counter, { warehouseId: hn, from: DAY, to: DAY, customerId: canhan[0]!.id })).body.data.items).toEqual([]);
    expect((await t.call(`${P}/variance-report`, owner, { warehouseId: hn, from: DAY, to: DAY })).status).toBe(403);
    const badRange = await t.call(`${P}/variance-report`, counter, { warehouseId: hn, from: NEXT_DAY, to: DAY });
    expect(badRange.status).toBe(422);
    expect(badRange.body.data.errors).toEqual([{ field: 'to', message: 'Ngày kết thúc phải sau ngày bắt đầu' }]);
    expect((await t.call(`${P}/variance-report/export`, counter, { warehouseId: hn, from: NEXT_DAY, to: DAY })).status).toBe(422);

    const file = await t.app.inject({ method: 'POST', url: `${P}/variance-report/export`, headers: { token: counter }, payload: { warehouseId: hn, from: DAY, to: DAY } });
    expect(file.statusCode).toBe(200);
    expect(String(file.headers['content-disposition'])).toContain(`chenh-lech-kiem-ke-${DAY}-${DAY}.xlsx`);
    const sheet = XLSX.read(file.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet.Sheets[sheet.SheetNames[0]!]!, { header: 1 });
    expect(rows).toContainEqual(['Mã khách hàng', 'SKU', 'Tên sản phẩm', 'Số lần đếm', 'Tồn hệ thống', 'Số đếm được', 'Chênh lệch', 'Chênh lệch tuyệt đối']);
    expect(rows).toContainEqual(['KH0001', 'CC_FAST', expect.any(String), 1, 20, 18, -2, 2]);
    expect(rows).toContainEqual(['KH0001', 'CC_MID', expect.any(String), 1, 5, 5, 0, 0]);
  });

  it('lists only what is due the next day', async () => {
    // counted today: not due for 30 (A) and 90 (B) days; the C SKU never counted comes now
    const next = await t.call(`${P}/generate`, admin, { warehouseId: hn, date: NEXT_DAY });
    expect(next.body.data.tasks.map((x: { sku: string; abcClass: string }) => `${x.sku}:${x.abcClass}`)).toEqual(['CC_SLOW:C']);
  });
});
