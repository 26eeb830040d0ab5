// The fee quote is computed afresh on every call, from the tariff table as it is now (issue 22): one statement per
// quote, the shop's row carrying the tariff table's version, and the tariffs read again only when that changed.
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
    const client = (t.database.db as unknown as { $client: { query: (text: string, ...rest: unknown[]) => Promise<unknown> } }).$client;
    const query = client.query.bind(client);
    statements = [];
    vi.spyOn(client, 'query').mockImplementation((text: string, ...rest: unknown[]) => {
      statements.push(text);
      return query(text, ...rest);
    });
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
});
