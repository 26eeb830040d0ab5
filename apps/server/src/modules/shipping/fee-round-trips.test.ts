// The fee quote is computed afresh on every call, from the tariff table as it is now (issue 22): one statement per
// quote, the shop's row carrying the tariff table's version, and the tariffs read again only when that changed. The
// create reads what it needs in one statement too (shopForCreate), then writes the order and its log row.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.ts';

const SO = '/shiip/public-api/v2/shipping-order';
const PARCEL = { to_district_id: 760, to_ward_code: '26740', weight: 1200, length: 20, width: 15, height: 10, service_type_id: 2 };

describe('the fee quote at the database', () => {
  let t: TTestApp;
  let owner: string;
  let admin: string;
  let statements: string[];

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.login('owner@demo.vn');
    admin = await t.login('ops@demo.vn', undefined, 'staff');
    type TQueries = { query: (text: string, ...rest: unknown[]) => Promise<unknown> };
    const client = (t.database.db as unknown as { $client: TQueries & { transaction: (fn: (tx: TQueries) => Promise<unknown>) => Promise<unknown> } }).$client;
    const query = client.query.bind(client);
    const transaction = client.transaction.bind(client);
    statements = [];
    vi.spyOn(client, 'query').mockImplementation((text: string, ...rest: unknown[]) => {
      statements.push(text);
      return query(text, ...rest);
    });
    // PGlite runs a transaction's statements through the transaction's own handle
    vi.spyOn(client, 'transaction').mockImplementation((fn) =>
      transaction((tx) => {
        const txQuery = tx.query.bind(tx);
        return fn(Object.assign(Object.create(tx) as TQueries, { query: (text: string, ...rest: unknown[]) => (statements.push(text), txQuery(text, ...rest)) }));
      }),
    );
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await t?.close();
  });

  const quote = async () => {
    statements.length = 0;
    const r = await t.call(`${SO}/fee`, owner, PARCEL);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return { fee: r.body.data as { service_fee: number }, statements: [...statements] };
  };

  it('makes one statement per quote, and reads the tariffs again only after a save', async () => {
    await quote(); // the session and the tariffs are read on the first call of the process
    const steady = await quote();
    expect(steady.statements, steady.statements.join('\n')).toHaveLength(1);
    expect(steady.fee.service_fee).toBe(45_000);

    const list = await t.call('/ops/shipping/tariff/list', admin, {});
    const tariff = structuredClone(list.body.data[0].tariff);
    tariff.services['2'].inter_region.basePrice += 2_000;
    const saved = await t.call('/ops/shipping/tariff/save', admin, { effective_from: new Date(Date.now() - 1_000).toISOString(), tariff });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const after = await quote();
    expect(after.fee.service_fee).toBe(47_000);
    expect(after.statements).toHaveLength(2); // the shop with the version, then the tariffs of that version
    expect((await quote()).statements).toHaveLength(1);
  });

  it('creates an express order in one read and two writes, and answers a repeated client order code with the first order', async () => {
    const create = async (code: string) => {
      statements.length = 0;
      const r = await t.call(`${SO}/create`, owner, { ...PARCEL, to_name: 'Lê Văn Tám', to_phone: '0912345678', to_address: '12 Lê Lợi', required_note: 'KHONGCHOXEMHANG', payment_type_id: 1, client_order_code: code });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return { data: r.body.data as { order_code: string; existed?: boolean }, statements: statements.filter((x) => !/^(begin|commit|rollback)/i.test(x.trim())) };
    };
    await create('RT-0'); // the first create of the process may read the tariffs
    const made = await create('RT-1');
    expect(made.statements.map((x) => x.trim().split(/\s+/).slice(0, 3).join(' ')), made.statements.join('\n')).toEqual([
      expect.stringMatching(/^select/),
      expect.stringMatching(/^insert into "shipping_orders"/),
      expect.stringMatching(/^insert into "shipping_order_logs"/),
    ]);
    expect(made.data.order_code).toMatch(/^GY\d{6}\d{4,}$/);
    const again = await create('RT-1');
    expect(again.data).toMatchObject({ order_code: made.data.order_code, existed: true });
  });
});
