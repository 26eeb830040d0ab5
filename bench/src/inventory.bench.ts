// Inventory ledger: posting movements (postMovements) against a bare multi-row insert of the same rows, on PGlite.
import { eq, sql } from 'drizzle-orm';
import { foldText } from '@ffm/domain';
import { buildApp } from '../../apps/server/src/app.ts';
import { readConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { clients } from '../../apps/server/src/modules/accounts/schema.ts';
import { checkLedgerMatchesBalances } from '../../apps/server/src/modules/inventory/check-ledger.ts';
import { postMovements, type TMovement } from '../../apps/server/src/modules/inventory/post-movements.ts';
import { skus } from '../../apps/server/src/modules/sku/schema.ts';
import { locations, warehouses } from '../../apps/server/src/modules/warehouses/schema.ts';
import { seedDemo } from '../../apps/server/src/seed/demo.ts';
import { budget, round, type TBenchRun } from './lib/kit.ts';

export const MOVEMENTS = 5_000;
export const BATCH = 50;
export const SKUS = 50;
/**
 * Posting keeps the books (insert missing balances, lock, update balances, append the ledger: four statements and
 * three indexed tables against one bare insert): at least this share of the bare insert. PGlite's per-row write
 * cost dominates (13-30 % measured on these machines); binding every value as its own parameter instead of arrays scored 8 %.
 */
export const POST_RATIO_BUDGET = 10;

export const run: TBenchRun = async () => {
  const database = await openDatabase({});
  await database.migrate();
  await seedDemo(database.db);
  const db = database.db;
  try {
    const [client] = await db.select({ id: clients.id }).from(clients).where(eq(clients.code, 'KH0001'));
    const [wh] = await db.select({ id: warehouses.id }).from(warehouses).where(eq(warehouses.code, 'HN01'));
    const locs = (await db.select({ id: locations.id }).from(locations).where(eq(locations.warehouseId, wh!.id))).map((l) => l.id).slice(0, 10);
    const skuIds = (
      await db
        .insert(skus)
        .values(
          Array.from({ length: SKUS }, (_, i) => ({
            clientId: client!.id,
            sku: `BENCH_${i}`,
            mCode: `BM_${i}`,
            sCode: `BS_${i}`,
            name: `Bench ${i}`,
            searchText: foldText(`BENCH_${i} Bench ${i}`),
            category: 'OTHER',
            description: 'bench',
            grossWeight: 1,
            netWeight: 1,
            length: 1,
            width: 1,
            height: 1,
            volume: 1,
          })),
        )
        .returning({ id: skus.id })
    ).map((s) => s.id);

    // the movements: RECEIVE into SKUS x 10 keys, cycling, so most posts update rows that exist
    const movements: TMovement[] = Array.from({ length: MOVEMENTS }, (_, i) => ({
      type: 'RECEIVE',
      warehouseId: wh!.id,
      clientId: client!.id,
      skuId: skuIds[i % SKUS]!,
      lot: '',
      locationId: locs[Math.floor(i / SKUS) % locs.length]!,
      condition: 'GOOD',
      qtyDelta: 1,
    }));

    // floor: the same number of rows, same batches, one multi-row insert per transaction
    await db.execute(sql`create table bench_floor (w int, c int, s int, l int, q int, t text)`);
    const t0 = performance.now();
    for (let i = 0; i < MOVEMENTS; i += BATCH) {
      const chunk = movements.slice(i, i + BATCH);
      await db.transaction(async (tx) => {
        await tx.execute(sql`insert into bench_floor values ${sql.join(chunk.map((m) => sql`(${m.warehouseId}, ${m.clientId}, ${m.skuId}, ${m.locationId}, 1, 'RECEIVE')`), sql`, `)}`);
      });
    }
    const floorMs = performance.now() - t0;

    const t1 = performance.now();
    for (let i = 0; i < MOVEMENTS; i += BATCH) {
      const chunk = movements.slice(i, i + BATCH);
      await db.transaction((tx) => postMovements(tx, chunk, null));
    }
    const postMs = performance.now() - t1;

    const t2 = performance.now();
    const mismatches = await checkLedgerMatchesBalances(db);
    const checkMs = performance.now() - t2;
    if (mismatches.length) throw new Error(`ledger check found ${mismatches.length} mismatches`);

    const app = await buildApp({ db, dbKind: database.kind, config: readConfig({}) }, { serveWeb: false, logger: false });
    await app.ready();
    const login = await app.inject({ method: 'POST', url: '/sso/login', payload: { username: 'owner@demo.vn', password: 'Demo2026' } });
    const token = (login.json() as { data: { token: string } }).data.token;
    const times: number[] = [];
    for (let i = 0; i < 21; i++) {
      const s = performance.now();
      const r = await app.inject({ method: 'POST', url: '/ffm/inventory/detail-list', headers: { token }, payload: { keyword: 'bench', pageSize: 50 } });
      if (r.statusCode !== 200) throw new Error(r.body.slice(0, 200));
      times.push(performance.now() - s);
    }
    await app.close();
    times.sort((a, b) => a - b);

    const floorRate = MOVEMENTS / (floorMs / 1000);
    const postRate = MOVEMENTS / (postMs / 1000);
    return {
      title: 'Inventory ledger: posting movements against a bare insert',
      method: `${MOVEMENTS} RECEIVE movements in transactions of ${BATCH} through postMovements (insert missing balances, lock, update balances, append the ledger), against the same rows inserted bare in the same batches, on in-memory PGlite; then the ledger check and the detail list (${SKUS * 10} balance rows).`,
      figures: [
        { name: 'floor: bare insert', value: round(floorRate), unit: 'rows/s' },
        { name: 'postMovements', value: round(postRate), unit: 'rows/s' },
        { name: 'ledger check (all balances)', value: round(checkMs), unit: 'ms' },
        { name: 'detail-list p50', value: round(times[10]!), unit: 'ms' },
      ],
      budgets: [budget('postMovements / bare insert', (postRate / floorRate) * 100, '>=', POST_RATIO_BUDGET, '%')],
    };
  } finally {
    await database.close();
  }
};
