import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { foldText, vnDateKey } from '@ffm/domain';
import type { TDb } from '../../db/client.ts';
import type { TTestApp } from '../harness.ts';
import { clients } from '../../modules/accounts/schema.ts';
import { skus } from '../../modules/sku/schema.ts';
import { warehouses } from '../../modules/warehouses/schema.ts';
import { checkLedgerMatchesBalances } from '../../modules/inventory/check-ledger.ts';

/** Test helpers for the inbound and inventory areas (SKUs are inserted directly: the SKU calls are elsewhere). */

export const DENIED = 'Bạn không có quyền thực hiện chức năng này. Vui lòng liên hệ chủ cửa hàng để được cấp quyền.';

export async function clientIdOf(db: TDb, code: string): Promise<number> {
  const [c] = await db.select({ id: clients.id }).from(clients).where(eq(clients.code, code)).limit(1);
  return c!.id;
}

export async function warehouseIdOf(db: TDb, code: string): Promise<number> {
  const [w] = await db.select({ id: warehouses.id }).from(warehouses).where(eq(warehouses.code, code)).limit(1);
  return w!.id;
}

export async function insertSku(
  db: TDb,
  clientCode: string,
  sku: string,
  opts: { name?: string; manageExpDate?: boolean; manageProdDate?: boolean; mCode?: string; sCode?: string } = {},
): Promise<number> {
  const clientId = await clientIdOf(db, clientCode);
  const name = opts.name ?? `Sản phẩm ${sku}`;
  const mCode = opts.mCode ?? `M_${sku}`;
  const sCode = opts.sCode ?? `S_${sku}`;
  const [row] = await db
    .insert(skus)
    .values({
      clientId,
      sku,
      mCode,
      sCode,
      name,
      searchText: foldText(`${sku} ${mCode} ${sCode} ${name}`),
      category: 'OTHER',
      description: 'test',
      grossWeight: 100,
      netWeight: 90,
      length: 10,
      width: 10,
      height: 10,
      volume: 1000,
      manageExpDate: opts.manageExpDate ?? false,
      manageProdDate: opts.manageProdDate ?? false,
    })
    .returning({ id: skus.id });
  return row!.id;
}

/** DESIGN §5, asserted after every kind of operation: balances equal the sum of the ledger. */
export async function expectLedgerBalanced(db: TDb): Promise<void> {
  expect(await checkLedgerMatchesBalances(db)).toEqual([]);
}

/** A date key n days from today in Vietnam. */
export function vnDay(offsetDays = 0): string {
  return vnDateKey(Date.now() + offsetDays * 86_400_000);
}

/** Creates an inbound as the client and walks it to complete as staff, putting everything in one location. */
export async function stockUp(
  t: TTestApp,
  tokens: { client: string; staff: string },
  opts: { warehouseId: number; location: string; lines: Array<{ sku: string; qty: number; lot?: string; expiryDate?: string; productionDate?: string; condition?: 'GOOD' | 'BAD' }>; zoneType?: string },
): Promise<number> {
  const created = await t.call('/ffm/inbound/create', tokens.client, {
    warehouseId: opts.warehouseId,
    tplInbound: 'GHN',
    zoneType: opts.zoneType ?? 'B2C1D',
    estimateReceivedTime: vnDay(),
    lines: opts.lines.map((l) => ({ sku: l.sku, expectedQuantity: l.qty })),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const id = created.body.data.id as number;
  expect((await t.call('/ops/inbound/start-receiving', tokens.staff, { id })).status).toBe(200);
  for (const l of opts.lines) {
    const r = await t.call('/ops/inbound/receive-line', tokens.staff, {
      id,
      code: l.sku,
      quantity: l.qty,
      lot: l.lot,
      expiryDate: l.expiryDate,
      productionDate: l.productionDate,
      condition: l.condition ?? 'GOOD',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  }
  expect((await t.call('/ops/inbound/finish-receiving', tokens.staff, { id })).status).toBe(200);
  expect((await t.call('/ops/inbound/put-away', tokens.staff, { id, locationCode: opts.location })).status).toBe(200);
  const done = await t.call('/ops/inbound/complete', tokens.staff, { id });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return id;
}
