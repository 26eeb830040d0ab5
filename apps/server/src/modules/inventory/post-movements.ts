import { randomUUID } from 'node:crypto';
import { asc, sql } from 'drizzle-orm';
import type { TLedgerRefType, TMovementType, TStockCondition, TZoneType } from '@ffm/domain';
import type { TTx } from '../../db/client.ts';
import { DomainError } from '../../lib/errors.ts';
import { inventoryBalances } from './schema.ts';
import { rowsOf } from './sql-rows.ts';

/** The balance key: one row per warehouse, client, SKU, lot, location and condition. */
export interface TBalanceKey {
  warehouseId: number;
  clientId: number;
  skuId: number;
  /** '' for no lot */
  lot: string;
  locationId: number;
  condition: TStockCondition;
}

/** One change to one balance row; becomes one ledger row. */
export interface TMovement extends TBalanceKey {
  type: TMovementType;
  qtyDelta?: number;
  allocatedDelta?: number;
  heldDelta?: number;
  lostDelta?: number;
  /** attributes of arriving stock, used when the row is empty */
  productionDate?: string | null;
  expiryDate?: string | null;
  zoneType?: TZoneType | null;
  warehousedAt?: Date | null;
  refType?: TLedgerRefType | null;
  refId?: number | null;
  refCode?: string | null;
  reason?: string | null;
}

export type TBalanceRow = typeof inventoryBalances.$inferSelect;

export interface TPostResult {
  batchId: string;
  /** touched balance rows as they are after the post, by key */
  balances: Map<string, TBalanceRow>;
  ledger: Array<{ id: number; balanceId: number; movement: TMovement }>;
}

export function balanceKeyOf(k: TBalanceKey): string {
  return `${k.warehouseId}|${k.clientId}|${k.skuId}|${k.locationId}|${k.condition}|${k.lot}`;
}

function compareKeys(a: TBalanceKey, b: TBalanceKey): number {
  return (
    a.warehouseId - b.warehouseId ||
    a.clientId - b.clientId ||
    a.skuId - b.skuId ||
    a.locationId - b.locationId ||
    (a.condition < b.condition ? -1 : a.condition > b.condition ? 1 : 0) ||
    (a.lot < b.lot ? -1 : a.lot > b.lot ? 1 : 0)
  );
}

function delta(v: number | undefined): number {
  const n = v ?? 0;
  if (!Number.isSafeInteger(n)) throw new Error(`inventory deltas are whole numbers, got ${String(v)}`);
  return n;
}

/**
 * Posts movements to the inventory ledger and the balances, inside the caller's transaction (DESIGN §5):
 * 1. missing balance rows for arriving stock are inserted first (`INSERT ... ON CONFLICT DO NOTHING`), in key
 *    order, so two posts creating the same row wait for each other instead of failing;
 * 2. every touched balance row is locked (`SELECT ... FOR UPDATE`, in id order, the same order for everyone,
 *    so two posts never wait for each other in a circle);
 * 3. the deltas are applied; a row that would go below zero (on hand, allocated, held or lost) or allocate or
 *    hold more than is on hand refuses the whole post with 40007 (insufficient stock). CHECK constraints on
 *    the table say the same, as a last guard;
 * 4. the balances are written in one statement and the ledger rows appended in another.
 * The result is all or nothing with the caller's transaction.
 */
export async function postMovements(tx: TTx, movements: readonly TMovement[], actorUserId: number | null): Promise<TPostResult> {
  const batchId = randomUUID();
  if (movements.length === 0) return { batchId, balances: new Map(), ledger: [] };
  for (const m of movements) {
    const d = [delta(m.qtyDelta), delta(m.allocatedDelta), delta(m.heldDelta), delta(m.lostDelta)];
    if (d.every((x) => x === 0)) throw new Error(`movement ${m.type} changes nothing`);
  }

  const byKey = new Map<string, TMovement[]>();
  for (const m of movements) {
    const k = balanceKeyOf(m);
    const list = byKey.get(k);
    if (list) list.push(m);
    else byKey.set(k, [m]);
  }
  const keys = [...byKey.values()].map((list) => list[0]!).sort(compareKeys);

  // 1. rows that stock arrives in must exist (array parameters: one statement whatever the count)
  const now = new Date();
  const arriving = keys
    .map((k) => byKey.get(balanceKeyOf(k))!.find((m) => delta(m.qtyDelta) > 0 || delta(m.lostDelta) > 0))
    .filter((m): m is TMovement => m !== undefined);
  if (arriving.length) {
    const col = <T>(f: (m: TMovement) => T) => sql.param(arriving.map(f));
    await tx.execute(sql`
      insert into inventory_balances (warehouse_id, client_id, sku_id, lot, location_id, condition, production_date, expiry_date, zone_type, warehoused_at)
      select * from unnest(${col((m) => m.warehouseId)}::int[], ${col((m) => m.clientId)}::int[], ${col((m) => m.skuId)}::int[], ${col((m) => m.lot)}::text[],
        ${col((m) => m.locationId)}::int[], ${col((m) => m.condition)}::text[], ${col((m) => m.productionDate ?? null)}::date[], ${col((m) => m.expiryDate ?? null)}::date[],
        ${col((m) => m.zoneType ?? null)}::text[], ${col((m) => (m.warehousedAt ?? now).toISOString())}::timestamptz[])
      on conflict do nothing`);
  }

  // 2. lock them all, in one stable order
  const t = inventoryBalances;
  const kcol = <T>(f: (k: TBalanceKey) => T) => sql.param(keys.map(f));
  const locked = await tx
    .select()
    .from(t)
    .where(
      sql`(${t.warehouseId}, ${t.clientId}, ${t.skuId}, ${t.lot}, ${t.locationId}, ${t.condition}) in (select * from unnest(${kcol((k) => k.warehouseId)}::int[],
        ${kcol((k) => k.clientId)}::int[], ${kcol((k) => k.skuId)}::int[], ${kcol((k) => k.lot)}::text[], ${kcol((k) => k.locationId)}::int[], ${kcol((k) => k.condition)}::text[]))`,
    )
    .orderBy(asc(t.id))
    .for('update');
  const rows = new Map(locked.map((r) => [balanceKeyOf(r), { ...r }]));

  // 3. apply
  for (const k of keys) {
    const key = balanceKeyOf(k);
    const row = rows.get(key);
    if (!row) throw new DomainError(40007, { data: { reason: 'NO_STOCK_ROW', key: k } });
    for (const m of byKey.get(key)!) {
      const dq = delta(m.qtyDelta);
      const wasEmpty = row.qty === 0 && row.qtyHeld === 0 && row.qtyAllocated === 0;
      if (wasEmpty && dq > 0) {
        // stock arriving in an empty row brings its own attributes
        row.productionDate = m.productionDate ?? row.productionDate;
        row.expiryDate = m.expiryDate ?? row.expiryDate;
        row.zoneType = m.zoneType ?? row.zoneType;
        row.warehousedAt = m.warehousedAt ?? now;
      }
      row.qty += dq;
      row.qtyAllocated += delta(m.allocatedDelta);
      row.qtyHeld += delta(m.heldDelta);
      row.qtyLost += delta(m.lostDelta);
    }
    if (row.qty < 0 || row.qtyAllocated < 0 || row.qtyHeld < 0 || row.qtyLost < 0 || row.qtyAllocated + row.qtyHeld > row.qty) {
      throw new DomainError(40007, {
        data: {
          reason: 'WOULD_GO_NEGATIVE',
          balanceId: row.id,
          key: k,
          after: { qty: row.qty, qtyAllocated: row.qtyAllocated, qtyHeld: row.qtyHeld, qtyLost: row.qtyLost },
        },
      });
    }
  }

  // 4. write
  const touched = [...rows.values()];
  const rcol = <T>(f: (r: TBalanceRow) => T) => sql.param(touched.map(f));
  await tx.execute(sql`
    update inventory_balances as b set
      qty = v.qty, qty_allocated = v.alloc, qty_held = v.held, qty_lost = v.lost,
      production_date = v.pd, expiry_date = v.ed, zone_type = v.zt, warehoused_at = v.wa, updated_at = now()
    from unnest(${rcol((r) => r.id)}::int[], ${rcol((r) => r.qty)}::int[], ${rcol((r) => r.qtyAllocated)}::int[], ${rcol((r) => r.qtyHeld)}::int[],
      ${rcol((r) => r.qtyLost)}::int[], ${rcol((r) => r.productionDate)}::date[], ${rcol((r) => r.expiryDate)}::date[], ${rcol((r) => r.zoneType)}::text[],
      ${rcol((r) => r.warehousedAt?.toISOString() ?? null)}::timestamptz[]) as v(id, qty, alloc, held, lost, pd, ed, zt, wa)
    where b.id = v.id`);

  const rowOf = (m: TMovement) => rows.get(balanceKeyOf(m))!;
  const mcol = <T>(f: (m: TMovement) => T) => sql.param(movements.map(f));
  const inserted = rowsOf<{ id: number; balance_id: number }>(
    await tx.execute(sql`
      insert into inventory_ledger (batch_id, balance_id, warehouse_id, client_id, sku_id, lot, location_id, condition, production_date, expiry_date,
        zone_type, movement_type, qty_delta, allocated_delta, held_delta, lost_delta, ref_type, ref_id, ref_code, reason, actor_user_id)
      select ${batchId}::text, u.bid, u.w, u.c, u.s, u.lot, u.loc, u.cond, u.pd, u.ed, u.zt, u.mt, u.qd, u.ad, u.hd, u.ld, u.rt, u.ri, u.rc, u.rs, u.act
      from unnest(${mcol((m) => rowOf(m).id)}::int[], ${mcol((m) => m.warehouseId)}::int[], ${mcol((m) => m.clientId)}::int[],
        ${mcol((m) => m.skuId)}::int[], ${mcol((m) => m.lot)}::text[], ${mcol((m) => m.locationId)}::int[], ${mcol((m) => m.condition)}::text[],
        ${mcol((m) => rowOf(m).productionDate)}::date[], ${mcol((m) => rowOf(m).expiryDate)}::date[], ${mcol((m) => rowOf(m).zoneType)}::text[],
        ${mcol((m) => m.type)}::text[], ${mcol((m) => delta(m.qtyDelta))}::int[], ${mcol((m) => delta(m.allocatedDelta))}::int[],
        ${mcol((m) => delta(m.heldDelta))}::int[], ${mcol((m) => delta(m.lostDelta))}::int[], ${mcol((m) => m.refType ?? null)}::text[],
        ${mcol((m) => m.refId ?? null)}::int[], ${mcol((m) => m.refCode ?? null)}::text[], ${mcol((m) => m.reason ?? null)}::text[],
        ${mcol(() => actorUserId)}::int[])
        with ordinality as u(bid, w, c, s, lot, loc, cond, pd, ed, zt, mt, qd, ad, hd, ld, rt, ri, rc, rs, act, ord)
      order by u.ord
      returning id, balance_id`),
  );

  return {
    batchId,
    balances: rows,
    ledger: inserted.map((r, i) => ({ id: Number(r.id), balanceId: r.balance_id, movement: movements[i]! })),
  };
}
