import { desc, sql, type SQL } from 'drizzle-orm';
import type { TTariff } from '@ffm/domain';
import type { TDbOrTx } from '../../db/client.ts';
import { sqlRows } from '../../db/sql-rows.ts';
import { rootOf } from '../../db/transaction.ts';
import { shippingTariffs } from './schema.ts';

/**
 * The tariffs every quote reads, kept in memory per database handle with their version: the count and newest id of
 * the append-only table, read (one single-row statement) by every quote. A copy is used only while its version is
 * the table's, so a tariff saved on any process for immediate effect is the one the very next quote on every other
 * process uses, with no notification to wait for; a tariff saved ahead of time takes effect by the clock (each row
 * keeps its instant). The fee quoted is the fee create charges: create reads the tariff in its own transaction, the
 * same rows.
 */
export interface TTariffRow {
  id: number;
  effectiveFrom: Date;
  tariff: TTariff;
}

interface TRefState {
  tariffs: { version: string; rows: TTariffRow[] } | null;
}

const states = new WeakMap<object, TRefState>();

/**
 * A transaction's handle keeps nothing of its own: it may see rows other callers must not (or not yet). It reads its
 * database handle's copy (rootOf) when the version it sees is that copy's, and never stores one.
 */
function stateOf(db: TDbOrTx): TRefState | null {
  if ('rollback' in db) return null;
  let s = states.get(db);
  if (!s) {
    s = { tariffs: null };
    states.set(db, s);
  }
  return s;
}

/**
 * The tariff table's version ('count:newest id'), as a scalar subquery another statement can carry (the fee call
 * reads it with the shop: one statement per quote).
 */
export function tariffVersionSql(): SQL<string> {
  return sql<string>`(select count(*)::int || ':' || coalesce(max(id), 0)::int from shipping_tariffs)`;
}

async function tariffVersion(db: TDbOrTx): Promise<string> {
  const [v] = sqlRows<{ v: string }>(await db.execute(sql`select ${tariffVersionSql()} as v`));
  return v?.v ?? '0:0';
}

async function readTariffs(db: TDbOrTx): Promise<TTariffRow[]> {
  return db
    .select({ id: shippingTariffs.id, effectiveFrom: shippingTariffs.effectiveFrom, tariff: shippingTariffs.tariff })
    .from(shippingTariffs)
    .orderBy(desc(shippingTariffs.effectiveFrom), desc(shippingTariffs.id))
    .limit(500);
}

/** Every tariff, the newest effective date first: the kept copy while the table's version is its own, else read. */
export async function tariffRows(db: TDbOrTx): Promise<TTariffRow[]> {
  const s = stateOf(db);
  if (!s) return readTariffs(db);
  return tariffRowsOfVersion(db, await tariffVersion(db));
}

/** The same, the table's version read a moment ago by the caller (`tariffVersionSql` in its own statement). */
export async function tariffRowsOfVersion(db: TDbOrTx, version: string): Promise<TTariffRow[]> {
  const s = stateOf(db);
  if (!s) {
    // a transaction: the table is append-only, so the same version is the same rows
    const root = rootOf(db);
    const kept = root ? stateOf(root)?.tariffs : null;
    return kept && kept.version === version ? kept.rows : readTariffs(db);
  }
  if (s.tariffs && s.tariffs.version === version) return s.tariffs.rows;
  const rows = await readTariffs(db);
  s.tariffs = { version, rows };
  return rows;
}

/** After a save on this process: forget this handle's copy (other processes see the new version at their next quote). */
export function forgetRefs(db: TDbOrTx): void {
  const s = stateOf(db);
  if (s) s.tariffs = null;
}
