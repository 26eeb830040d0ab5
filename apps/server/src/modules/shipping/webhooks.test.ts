import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlRows } from '../../db/sql-rows.ts';
import { createTestApp, type TTestApp } from '../../test/harness.ts';

interface TReceived {
  eventId: number;
  body: Record<string, unknown>;
  signatureOk: boolean;
}

/** A shop's receiver that answers 503 while `down`, and records what it accepted. */
function receiver() {
  const got: TReceived[] = [];
  let refused = 0;
  const state = { down: true, secret: '' };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () => {
      if (state.down) {
        refused++;
        res.writeHead(503).end();
        return;
      }
      const expected = `sha256=${createHmac('sha256', state.secret).update(raw).digest('hex')}`;
      got.push({ eventId: Number(req.headers['x-shiip-event-id']), body: JSON.parse(raw) as Record<string, unknown>, signatureOk: req.headers['x-shiip-signature'] === expected });
      res.writeHead(200).end('ok');
    });
  });
  return { server, got, state, refused: () => refused };
}

describe('webhooks: GHN callbacks through the job runner', () => {
  let t: TTestApp;
  let owner: string;
  let ops: string;
  let reg: Awaited<ReturnType<TTestApp['call']>>;
  const r = receiver();

  beforeAll(async () => {
    process.env.WEBHOOK_BACKOFF_MS = '100';
    process.env.WEBHOOK_MAX_BACKOFF_MS = '400';
    // the receiver is on this machine: an operator's setting for local testing (callbacks to private addresses)
    process.env.WEBHOOK_ALLOW_PRIVATE = '1';
    await new Promise<void>((ok) => r.server.listen(0, '127.0.0.1', ok));
    t = await createTestApp({ config: { jobPollMs: 50 } });
    owner = await t.login('owner@demo.vn');
    ops = await t.login('ops@demo.vn', undefined, 'staff');
    const port = (r.server.address() as AddressInfo).port;
    reg = await t.call('/shiip/public-api/v2/webhook/register', owner, { url: `http://127.0.0.1:${port}/ghn` });
    r.state.secret = reg.body.data?.secret ?? '';
  });
  afterAll(async () => {
    await t?.close();
    r.server.close();
    delete process.env.WEBHOOK_BACKOFF_MS;
    delete process.env.WEBHOOK_MAX_BACKOFF_MS;
    delete process.env.WEBHOOK_ALLOW_PRIVATE;
  });

  it('a receiver that is down, then back, gets every event once, in order per order, signed', async () => {
    expect(reg.status, JSON.stringify(reg.body)).toBe(200);
    expect(reg.body.data.secret).toEqual(expect.any(String));
    const codes: string[] = [];
    for (let i = 0; i < 2; i++) {
      const c = await t.call('/shiip/public-api/v2/shipping-order/create', owner, { to_name: 'Hoàng Yến', to_phone: '0912345678', to_address: '9 Lê Duẩn', to_district_id: 760, to_ward_code: '26740', weight: 500, cod_amount: 200_000 });
      codes.push(c.body.data.order_code);
    }
    for (const to of ['picked', 'storing', 'delivering', 'delivered']) await t.call('/ops/shipping/move', ops, { order_codes: codes, to });
    // down for a while: several attempts are refused and retried with backoff
    await new Promise((ok) => setTimeout(ok, 1_500));
    expect(r.refused()).toBeGreaterThan(1);
    r.state.down = false;
    const deadline = Date.now() + 30_000;
    while (r.got.length < 10 && Date.now() < deadline) await new Promise((ok) => setTimeout(ok, 100));
    expect(r.got).toHaveLength(10);
    expect(new Set(r.got.map((g) => g.eventId)).size).toBe(10);
    expect(r.got.every((g) => g.signatureOk)).toBe(true);
    for (const code of codes) {
      const mine = r.got.filter((g) => g.body.OrderCode === code);
      expect(mine.map((g) => g.body.Status)).toEqual(['ready_to_pick', 'picked', 'storing', 'delivering', 'delivered']);
      expect(mine.map((g) => g.eventId)).toEqual([...mine.map((g) => g.eventId)].sort((a, b) => a - b));
      expect(mine[0]!.body).toMatchObject({ Type: 'create', ShopID: expect.any(Number), CODAmount: 200_000, Weight: 500 });
      // a delivery with COD is a status change, as GHN sends it (not update_cod)
      expect(mine.map((g) => g.body.Type)).toEqual(['create', 'switch_status', 'switch_status', 'switch_status', 'switch_status']);
      expect(mine[4]!.body).toMatchObject({ Status: 'delivered', CODAmount: 200_000, Description: 'Giao hàng thành công' });
    }
    const log = await t.call('/shiip/public-api/v2/webhook/deliveries', owner, { order_code: codes[0], pageSize: 50 });
    expect(log.body.data.items).toHaveLength(5);
    expect(log.body.data.items.every((i: { state: string; attempts: number }) => i.state === 'delivered' && i.attempts >= 1)).toBe(true);
  }, 60_000);

  it('a receiver down for far more retries than a job used to be allowed loses nothing: waiting events spend no attempts, no job fails', async () => {
    // retries every 20-40 ms: the old limit of 8 attempts per job was spent in about 0.3 s, here the receiver is
    // down for 2.5 s while each order has 5 events queued behind one another
    process.env.WEBHOOK_BACKOFF_MS = '20';
    process.env.WEBHOOK_MAX_BACKOFF_MS = '40';
    const firstNew = r.got.length === 0 ? 0 : Math.max(...r.got.map((g) => g.eventId));
    r.state.down = true;
    const refusedBefore = r.refused();
    const codes: string[] = [];
    for (let i = 0; i < 3; i++) {
      const c = await t.call('/shiip/public-api/v2/shipping-order/create', owner, { to_name: 'Lê Minh', to_phone: '0912345678', to_address: '12 Hai Bà Trưng', to_district_id: 760, to_ward_code: '26740', weight: 300 });
      expect(c.status, JSON.stringify(c.body)).toBe(200);
      codes.push(c.body.data.order_code);
    }
    for (const to of ['picked', 'storing', 'delivering', 'delivered']) await t.call('/ops/shipping/move', ops, { order_codes: codes, to });
    await new Promise((ok) => setTimeout(ok, 2_500));
    const refusedWhileDown = r.refused() - refusedBefore;
    expect(refusedWhileDown).toBeGreaterThanOrEqual(2 * codes.length);
    r.state.down = false;
    const mine = () => r.got.filter((g) => g.eventId > firstNew && codes.includes(String(g.body.OrderCode)));
    const deadline = Date.now() + 30_000;
    while (mine().length < 15 && Date.now() < deadline) await new Promise((ok) => setTimeout(ok, 50));
    expect(mine()).toHaveLength(15);
    for (const code of codes) {
      const got = mine().filter((g) => g.body.OrderCode === code);
      expect(got.map((g) => g.body.Status)).toEqual(['ready_to_pick', 'picked', 'storing', 'delivering', 'delivered']);
    }
    // the last job records its outcome just after the receiver answered: wait for it, then none failed
    const states = async () =>
      sqlRows<{ state: string; n: number }>(
        await t.database.db.execute(sql`select j.state, count(*)::int as n from jobs j join shipping_webhook_events e on j.key = 'shipping-webhook:' || e.id where e.order_code in (${sql.join(codes.map((c) => sql`${c}`), sql`, `)}) group by j.state order by j.state`),
      ).map((j) => [j.state, Number(j.n)]);
    const settleBy = Date.now() + 10_000;
    while (JSON.stringify(await states()) !== JSON.stringify([['done', 15]]) && Date.now() < settleBy) await new Promise((ok) => setTimeout(ok, 50));
    expect(await states()).toEqual([['done', 15]]);
    // only real sends count as attempts: the waiting ones were sent once, when their turn came
    const events = await t.call('/shiip/public-api/v2/webhook/deliveries', owner, { order_code: codes[0], pageSize: 50 });
    const attempts = (events.body.data.items as Array<{ attempts: number; status: string }>).map((i) => i.attempts);
    expect(attempts.reduce((a, b) => a + b, 0)).toBeLessThan(refusedWhileDown);
    expect(Math.min(...attempts)).toBe(1);
    // the receiver saw each event once
    expect(new Set(mine().map((g) => g.eventId)).size).toBe(15);
  }, 60_000);
  it('each callback carries every field of GHN\'s callback with GHN\'s types, the courier\'s reason and the station', async () => {
    r.state.down = false;
    const stations = await t.call('/ops/shipping/stations', ops, {});
    const hub = (stations.body.data as Array<{ locationId: number; name: string }>)[0]!;
    const c = await t.call('/shiip/public-api/v2/shipping-order/create', owner, { to_name: 'Phạm Thu', to_phone: '0912345678', to_address: '3 Lê Lợi', to_district_id: 760, to_ward_code: '26740', weight: 400, cod_amount: 150_000, client_order_code: `WH-${Date.now()}` });
    expect(c.status, JSON.stringify(c.body)).toBe(200);
    const code = c.body.data.order_code as string;
    const moves = [
      { to: 'picked', hub_id: hub.locationId },
      { to: 'storing', hub_id: hub.locationId },
      { to: 'delivering' },
      { to: 'delivery_fail', reason: 'Người nhận hẹn giao lại ngày mai', reason_code: 'HEN-GIAO-LAI' },
      { to: 'waiting_to_return' },
    ];
    // a reason code is a code, not a text: refused with the catalogue's bad-input code, never a 500
    const bad = await t.call('/ops/shipping/move', ops, { order_codes: [code], to: 'picked', reason_code: 'hẹn lại; drop' });
    expect(bad.status, JSON.stringify(bad.body)).toBe(400);
    expect(bad.body, JSON.stringify(bad.body)).toMatchObject({ code: 400, data: { errors: [expect.objectContaining({ field: 'reason_code' })] } });
    for (const m of moves) {
      const mv = await t.call('/ops/shipping/move', ops, { order_codes: [code], ...m });
      expect(mv.body.data[0].result, JSON.stringify(mv.body)).toBe(true);
    }
    // the shop asks for a redelivery: a status change, then the redelivery fee as its own update_fee
    const sw = await t.call('/shiip/public-api/v2/switch-status/storing', owner, { order_codes: [code] });
    expect(sw.body.data[0].result, JSON.stringify(sw.body)).toBe(true);
    const mine = () => r.got.filter((g) => g.body.OrderCode === code);
    const deadline = Date.now() + 20_000;
    while (mine().length < 8 && Date.now() < deadline) await new Promise((ok) => setTimeout(ok, 50));
    const got = mine();
    expect(got.map((g) => [g.body.Type, g.body.Status])).toEqual([
      ['create', 'ready_to_pick'],
      ['switch_status', 'picked'],
      ['switch_status', 'storing'],
      ['switch_status', 'delivering'],
      ['switch_status', 'delivery_fail'],
      ['switch_status', 'waiting_to_return'],
      ['switch_status', 'storing'],
      ['update_fee', 'storing'],
    ]);
    const fee = {
      CODFailedFee: expect.any(Number),
      CODFee: expect.any(Number),
      Coupon: expect.any(Number),
      DeliverRemoteAreasFee: expect.any(Number),
      DocumentReturn: expect.any(Number),
      DoubleCheck: expect.any(Number),
      Insurance: expect.any(Number),
      MainService: expect.any(Number),
      PickRemoteAreasFee: expect.any(Number),
      R2S: expect.any(Number),
      Return: expect.any(Number),
      StationDO: expect.any(Number),
      StationPU: expect.any(Number),
      Total: expect.any(Number),
    };
    for (const g of got) {
      const b = g.body;
      // GHN's callback fields, each with GHN's type
      expect(Object.keys(b).sort()).toEqual(
        [
          'CODAmount', 'CODTransferDate', 'ClientOrderCode', 'ConvertedWeight', 'Description', 'Fee', 'Height', 'IsPartialReturn', 'Length', 'OrderCode', 'PartialReturnCode',
          'PaymentType', 'Reason', 'ReasonCode', 'ShopID', 'Status', 'Time', 'TotalFee', 'Type', 'Warehouse', 'Weight', 'Width',
        ].sort(),
      );
      expect(b).toMatchObject({
        OrderCode: code,
        ClientOrderCode: expect.stringMatching(/^WH-/),
        CODAmount: 150_000,
        CODTransferDate: null,
        ConvertedWeight: expect.any(Number),
        Description: expect.any(String),
        Height: expect.any(Number),
        IsPartialReturn: false,
        Length: expect.any(Number),
        PartialReturnCode: '',
        PaymentType: expect.any(Number),
        Reason: expect.any(String),
        ReasonCode: expect.any(String),
        ShopID: expect.any(Number),
        Time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        TotalFee: expect.any(Number),
        Warehouse: expect.any(String),
        Weight: 400,
        Width: expect.any(Number),
      });
      expect(b.Fee).toEqual(fee);
      expect((b.Fee as { Total: number }).Total).toBe(b.TotalFee);
    }
    expect(got[0]!.body).toMatchObject({ Description: 'Tạo đơn hàng', Warehouse: '', Reason: '' });
    // the station the courier scanned at, and the reason the courier gave
    expect(got[1]!.body).toMatchObject({ Description: 'Đã lấy hàng', Warehouse: hub.name });
    expect(got[4]!.body).toMatchObject({ Status: 'delivery_fail', Reason: 'Người nhận hẹn giao lại ngày mai', ReasonCode: 'HEN-GIAO-LAI' });
    expect(got[3]!.body).toMatchObject({ Reason: '', ReasonCode: '' });
    // the redelivery fee: R2S and the total grow in the update_fee, the switch before it already carries them
    const r2s = (got[7]!.body.Fee as { R2S: number }).R2S;
    expect(r2s).toBeGreaterThan(0);
    expect(got[7]!.body.TotalFee).toBe((got[5]!.body.TotalFee as number) + r2s);
    expect(got[7]!.body.Description).toBe('Cập nhật phí');
  }, 40_000);

  it('an event refused past the configured time is given up, shown failed to the shop, and the order\'s next event goes, none twice', async () => {
    process.env.WEBHOOK_BACKOFF_MS = '100';
    process.env.WEBHOOK_MAX_BACKOFF_MS = '200';
    // a day in production; a second here
    process.env.WEBHOOK_GIVE_UP_MS = '1000';
    try {
      r.state.down = true;
      const c = await t.call('/shiip/public-api/v2/shipping-order/create', owner, { to_name: 'Võ An', to_phone: '0912345678', to_address: '5 Pasteur', to_district_id: 760, to_ward_code: '26740', weight: 300 });
      expect(c.status, JSON.stringify(c.body)).toBe(200);
      const code = c.body.data.order_code as string;
      const deliveries = async () => (await t.call('/shiip/public-api/v2/webhook/deliveries', owner, { order_code: code, pageSize: 50 })).body.data.items as Array<{ id: number; type: string; state: string; attempts: number; last_error: string | null }>;
      const deadline = Date.now() + 15_000;
      while ((await deliveries())[0]?.state !== 'failed' && Date.now() < deadline) await new Promise((ok) => setTimeout(ok, 100));
      const [gaveUp] = await deliveries();
      // visible to the shop: the delivery log answers the give-up, with the attempts made and the last error
      expect(gaveUp).toMatchObject({ type: 'create', state: 'failed', last_error: 'HTTP 503' });
      expect(gaveUp!.attempts).toBeGreaterThan(1);
      // no more attempts once given up
      const refusedAtGiveUp = r.refused();
      await new Promise((ok) => setTimeout(ok, 600));
      expect(r.refused()).toBe(refusedAtGiveUp);
      // the receiver is back: the order's next event goes at once, the given-up one never arrives
      r.state.down = false;
      await t.call('/ops/shipping/move', ops, { order_codes: [code], to: 'picked' });
      const mine = () => r.got.filter((g) => g.body.OrderCode === code);
      const until = Date.now() + 10_000;
      while (mine().length < 1 && Date.now() < until) await new Promise((ok) => setTimeout(ok, 50));
      await new Promise((ok) => setTimeout(ok, 500));
      expect(mine().map((g) => [g.body.Type, g.body.Status])).toEqual([['switch_status', 'picked']]);
      expect((await deliveries()).map((d) => d.state)).toEqual(['delivered', 'failed']);
    } finally {
      delete process.env.WEBHOOK_GIVE_UP_MS;
    }
  }, 40_000);
});
