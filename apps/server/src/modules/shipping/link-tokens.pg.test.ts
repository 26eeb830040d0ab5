import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.ts';
import { PUBLIC_PRINT_MAX } from './public-limits.ts';
import { shippingLinkTokens } from './schema.ts';

const SO = '/shiip/public-api/v2/shipping-order';

/** Prints and shares at once on a real PostgreSQL server: still one kept tracking token per order, and one limit. */
describe('tracking tokens and the public limit under concurrency (PostgreSQL)', () => {
  let t: TTestApp;
  let owner: string;
  const codes: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({ postgres: true });
    owner = await t.login('owner@demo.vn');
    for (let i = 0; i < 5; i++) {
      const r = await t.call(`${SO}/create`, owner, {
        to_name: 'Trần Văn Nam',
        to_phone: '0912345678',
        to_address: `${i + 1} Nguyễn Huệ`,
        to_district_id: 760,
        to_ward_code: '26740',
        weight: 500,
        required_note: 'KHONGCHOXEMHANG',
        items: [{ name: 'Áo', quantity: 1 }],
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      codes.push(r.body.data.order_code);
    }
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('eight prints and eight shares of the same orders at once keep one token per order', async () => {
    const tok = (await t.call('/shiip/public-api/v2/a5/gen-token', owner, { order_codes: codes })).body.data.token as string;
    const [prints, shares] = await Promise.all([
      Promise.all(Array.from({ length: 8 }, (_, i) => t.app.inject({ method: 'GET', url: `/a5/public-api/print52x70?token=${tok}`, remoteAddress: `198.51.100.${i + 1}` }))),
      Promise.all(Array.from({ length: 8 }, () => t.call('/shiip/public-api/v2/tracking/gen-token', owner, { order_code: codes[0] }))),
    ]);
    expect(prints.map((p) => p.statusCode)).toEqual(Array(8).fill(200));
    expect(shares.map((s) => s.status)).toEqual(Array(8).fill(200));
    expect(new Set(shares.map((s) => s.body.data.token)).size).toBe(1);
    const l = shippingLinkTokens;
    const [rows] = await t.database.db
      .select({ n: count() })
      .from(l)
      .where(and(eq(l.kind, 'tracking'), inArray(sql`${l.orderCodes} ->> 0`, codes)));
    expect(rows!.n).toBe(codes.length);
  }, 60_000);

  it('a burst from one address past the limit gets 429 for all but the limit', async () => {
    const burst = await Promise.all(
      Array.from({ length: PUBLIC_PRINT_MAX + 10 }, (_, i) => t.app.inject({ method: 'GET', url: `/a5/public-api/printA5?token=wrong-${i}`, remoteAddress: '198.51.100.200' })),
    );
    const statuses = burst.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 404)).toHaveLength(PUBLIC_PRINT_MAX);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  }, 60_000);
});
