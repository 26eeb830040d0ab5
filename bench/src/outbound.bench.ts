// Outbound allocation: allocating through the inventory ledger (lock the candidate balances, re-check, post
// ALLOCATE movements, record the lots) against a bare row update of qty_allocated, in the same run, on PGlite.
import { and, eq, sql } from 'drizzle-orm';
import { foldText } from '@ffm/domain';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { clients } from '../../apps/server/src/modules/accounts/schema.ts';
import { checkLedgerMatchesBalances } from '../../apps/server/src/modules/inventory/check-ledger.ts';
import { allocateStock } from '../../apps/server/src/modules/inventory/allocate-stock.ts';
import { postMovements, type TMovement } from '../../apps/server/src/modules/inventory/post-movements.ts';
import { inventoryBalances } from '../../apps/server/src/modules/inventory/schema.ts';
import { skus } from '../../apps/server/src/modules/sku/schema.ts';
import { locations, warehouses } from '../../apps/server/src/modules/warehouses/schema.ts';
import { createOutbound } from '../../apps/server/src/modules/outbound/create-outbound.ts';
import { seedDemo } from '../../apps/server/src/seed/demo.ts';
import { budget, round, type TBenchRun } from './lib/kit.ts';

export const ALLOCATIONS = 2_000;
export const SKUS = 20;
/** Allocation through the ledger keeps the books (lock, re-check, post, totals by trigger): at least this share of the bare update. */
export const ALLOCATE_RATIO_BUDGET = 10;

export const run: TBenchRun = async () => {
  const database = await openDatabase({});
  await database.migrate();
  await seedDemo(database.db);
  const db = database.db;
  try {
    const [client] = await db.select({ id: clients.id }).from(clients).where(eq(clients.code, 'KH0001'));
    const [wh] = await db.select({ id: warehouses.id }).from(warehouses).where(eq(warehouses.code, 'HN01'));
    const locs = (await db.select({ id: locations.id }).from(locations).where(and(eq(locations.warehouseId, wh!.id), eq(locations.purpose, 'STORAGE')))).map((l) => l.id).slice(0, 4);
    const skuIds = (
      await db
        .insert(skus)
        .values(
          Array.from({ length: SKUS }, (_, i) => ({
            clientId: client!.id,
            sku: `OBB_${i}`,
            mCode: `OBM_${i}`,
            sCode: `OBS_${i}`,
            name: `Bench ${i}`,
            searchText: foldText(`OBB_${i} Bench ${i}`),
            category: 'OTHER',
            description: 'bench',
            grossWeight: 1,
            netWeight: 1,
            length: 1,
            width: 1,
            height: 1,
            volume: 1,
            manageExpDate: i % 2 === 0,
          })),
        )
        .returning({ id: skus.id })
    ).map((s) => s.id);
    // stock: every SKU in four places and two lots, plenty for both runs
    const stock: TMovement[] = skuIds.flatMap((skuId, i) =>
      locs.flatMap((locationId, k) =>
        ['A', 'B'].map((lot, n) => ({
          type: 'RECEIVE' as const,
          warehouseId: wh!.id,
          clientId: client!.id,
          skuId,
          lot,
          locationId,
          condition: 'GOOD' as const,
          qtyDelta: 10_000,
          expiryDate: i % 2 === 0 ? `2030-0${1 + n}-1${k}` : null,
          warehousedAt: new Date(Date.now() - (k * 2 + n) * 86_400_000),
        })),
      ),
    );
    await db.transaction((tx) => postMovements(tx, stock, null));
    const balanceIds = (await db.select({ id: inventoryBalances.id, skuId: inventoryBalances.skuId }).from(inventoryBalances).where(eq(inventoryBalances.clientId, client!.id))).map((b) => b.id);

    // floor: one transaction per allocation, a bare update of one balance row
    const t0 = performance.now();
    for (let i = 0; i < ALLOCATIONS; i++) {
      const id = balanceIds[i % balanceIds.length]!;
      await db.transaction(async (tx) => {
        await tx.execute(sql`update inventory_balances set qty_allocated = qty_allocated + 1 where id = ${id}`);
      });
    }
    const floorMs = performance.now() - t0;
    await db.execute(sql`update inventory_balances set qty_allocated = 0`);

    // the real thing: allocateStock in a transaction per allocation (candidates locked, FEFO/FIFO, ALLOCATE posted)
    const t1 = performance.now();
    for (let i = 0; i < ALLOCATIONS; i++) {
      const skuId = skuIds[i % SKUS]!;
      await db.transaction((tx) =>
        allocateStock(tx, { warehouseId: wh!.id, clientId: client!.id, skuId, qty: 3, fefo: (i % SKUS) % 2 === 0, refType: 'OUTBOUND', refId: 1_000_000 + i }, null),
      );
    }
    const allocMs = performance.now() - t1;

    // a whole create-direct (checks, order, lines, log, allocation, status changes) for scale
    const orders = 200;
    const t2 = performance.now();
    for (let i = 0; i < orders; i++) {
      await createOutbound(
        db,
        { warehouseId: wh!.id, zoneType: 'B2C1D', toName: 'Bench', toPhone: '0912345678', toAddress: '1 Liễu Giai', toWardCode: '00157', items: [{ sku: `OBB_${i % SKUS}`, quantity: 2 }, { sku: `OBB_${(i + 1) % SKUS}`, quantity: 1 }] },
        { clientId: client!.id, shopId: null, actorUserId: null, lang: 'vi', allocate: true },
      );
    }
    const createMs = performance.now() - t2;
    const mismatches = await checkLedgerMatchesBalances(db);
    if (mismatches.length) throw new Error(`ledger check found ${mismatches.length} mismatches`);

    const floorRate = ALLOCATIONS / (floorMs / 1000);
    const allocRate = ALLOCATIONS / (allocMs / 1000);
    return {
      title: 'Outbound allocation through the ledger against a bare row update',
      method: `${ALLOCATIONS} allocations of 3 units (${SKUS} SKUs, half FEFO, 8 balance rows each), one transaction each, through allocateStock (lock candidates, re-check, post ALLOCATE movements; totals kept by triggers), against the same number of one-row updates of qty_allocated in their own transactions, on in-memory PGlite; then ${orders} create-direct orders of two lines; the ledger is checked at the end.`,
      figures: [
        { name: 'floor: bare update of qty_allocated', value: round(floorRate), unit: 'allocations/s' },
        { name: 'allocateStock through the ledger', value: round(allocRate), unit: 'allocations/s' },
        { name: 'create-direct (order + two allocated lines)', value: round(orders / (createMs / 1000)), unit: 'orders/s' },
      ],
      budgets: [budget('allocation through the ledger / bare update', (allocRate / floorRate) * 100, '>=', ALLOCATE_RATIO_BUDGET, '%')],
    };
  } finally {
    await database.close();
  }
};
