import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../test/harness.ts';
import { clientIdOf } from '../test/kits/inventory.ts';
import { shops, users } from '../modules/accounts/schema.ts';
import { createShippingOrder } from '../modules/shipping/index.ts';
import { nextDocumentCode } from './document-codes.ts';
import { sqlRows } from './sql-rows.ts';

const SO = '/shiip/public-api/v2/shipping-order';

/** Resolves with the promise's value, or fails when it takes longer than `ms` (a create waiting on a lock). */
function within<T>(ms: number, p: Promise<T>): Promise<T> {
  return Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`still waiting after ${ms} ms`)), ms))]);
}

/**
 * Document codes on a real PostgreSQL server (db/document-codes.ts, docs/lists.md "Document codes"): a create's
 * transaction holds no row that another client's create needs, so creates of different clients run in parallel.
 */
describe('document codes under concurrency (PostgreSQL)', () => {
  let t: TTestApp;

  beforeAll(async () => {
    t = await createTestApp({ postgres: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a code taken in a transaction still open does not hold up the next code of the same kind', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let heldCode = '';
    let taken!: () => void;
    const isTaken = new Promise<void>((r) => (taken = r));
    const open = t.database.db.transaction(async (tx) => {
      heldCode = await nextDocumentCode(tx, 'SO');
      taken();
      await held;
    });
    await isTaken;
    const others = await within(2000, Promise.all(Array.from({ length: 5 }, () => t.database.db.transaction((tx) => nextDocumentCode(tx, 'SO')))));
    release();
    await open;
    expect(new Set([heldCode, ...others]).size).toBe(6);
    for (const c of [heldCode, ...others]) expect(c).toMatch(/^SO\d{6}\d{4,}$/);
  });

  it("20 parallel express creates of another client finish while one client's create is held open, all with distinct codes", async () => {
    const storeId = await clientIdOf(t.database.db, 'KH0001');
    const [owner] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'owner@demo.vn'));
    const [shop] = await t.database.db.select({ id: shops.id }).from(shops).where(eq(shops.clientId, storeId)).limit(1);
    const scope = { kind: 'client', clientId: storeId, userId: owner!.id, shopId: shop!.id, acting: false, lang: 'vi' } as const;
    const individual = await t.login('canhan@demo.vn');
    const parcel = { to_name: 'Trần Văn Nam', to_phone: '0912345678', to_address: '1 Nguyễn Huệ', to_district_id: 760, to_ward_code: '26740', weight: 500 };

    // the store's create, inside its transaction and not committed: before, its row of the daily counter stayed
    // locked until this commit and every other create of the day waited for it
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let created!: (code: string) => void;
    let failed!: (e: unknown) => void;
    const heldCode = new Promise<string>((r, j) => ((created = r), (failed = j)));
    const open = t.database.db.transaction(async (tx) => {
      const order = await createShippingOrder(tx, scope, { ...parcel, required_note: 'CHOXEMHANGKHONGTHU' } as Parameters<typeof createShippingOrder>[2]);
      created(order.order_code);
      await held;
    }).catch(failed);
    const code = await heldCode;
    try {
      const answers = await within(10_000, Promise.all(Array.from({ length: 20 }, (_, i) => t.call(`${SO}/create`, individual, { ...parcel, client_order_code: `PAR-${i}` }))));
      for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBe(200);
      const codes = answers.map((a) => a.body.data.order_code as string);
      expect(new Set([code, ...codes]).size).toBe(21);
    } finally {
      release();
      await open;
    }
    const stored = sqlRows<{ n: number }>(await t.database.db.execute(sql`select count(distinct order_code)::int as n from shipping_orders where order_code = ${code} or client_order_code like 'PAR-%'`));
    expect(stored[0]!.n).toBe(21);
  });
});
