import { desc, sql } from 'drizzle-orm';
import type { TTariff } from '@ffm/domain';
import { notify, type TDbOrTx, type TListen } from '../../db/client.ts';
import { sqlRows } from '../../db/sql-rows.ts';
import { findShopOfClient, SHOP_CHANGES_CHANNEL, type TShopRecord } from '../accounts/index.ts';
import { shippingTariffs } from './schema.ts';

/**
 * What every quote reads and hardly ever changes, kept in memory per database handle: the tariffs (all of them,
 * each with the instant it takes effect, so a tariff saved ahead of time takes effect by the clock) and the shops
 * callers quote for. A copy is trusted only while this process hears the database's notifications:
 *
 * - a saved tariff is announced on TARIFF_CHANNEL in the transaction that saves it (delivered at commit), a changed
 *   shop on the accounts area's SHOP_CHANGES_CHANNEL; every process drops its copy when it hears it;
 * - without a listening connection (not started, or lost), the tariffs are checked against their version (the
 *   count and newest id of the append-only table: one single-row read) on every quote, and shops are read each
 *   time; a lost connection also drops everything, since notifications may have been missed.
 *
 * So a tariff saved on one process for immediate effect is the one the next quote on any other process uses, and
 * the fee quoted is the fee create charges (create reads the tariff in its own transaction, the same rows).
 */
export const TARIFF_CHANNEL = 'ffm_shipping_tariffs';

export interface TTariffRow {
  id: number;
  effectiveFrom: Date;
  tariff: TTariff;
}

interface TRefState {
  /** both channels are listened to: the copies below are current */
  listening: boolean;
  tariffs: { version: string; rows: TTariffRow[] } | null;
  shops: Map<string, TShopRecord>;
  /** bumped by every drop: a read that started before a drop is not kept (it may hold the old state) */
  generation: number;
}

const states = new WeakMap<object, TRefState>();

/** A transaction's handle is never cached: it may see rows other callers must not (or not yet). */
function stateOf(db: TDbOrTx): TRefState | null {
  if ('rollback' in db) return null;
  let s = states.get(db);
  if (!s) {
    s = { listening: false, tariffs: null, shops: new Map(), generation: 0 };
    states.set(db, s);
  }
  return s;
}

function dropTariffs(s: TRefState): void {
  s.generation++;
  s.tariffs = null;
}

/**
 * Listens to the tariff and shop notifications for this database handle (the app does it at start); resolves to
 * the function that stops. Until both channels listen, and after either is lost, the copies are not trusted.
 */
export async function listenForRefChanges(db: TDbOrTx, listen: TListen): Promise<() => Promise<void>> {
  const s = stateOf(db);
  if (!s) throw new Error('listenForRefChanges needs the database handle, not a transaction');
  const lost = () => {
    s.listening = false;
    dropTariffs(s);
    s.shops.clear();
  };
  const stops: Array<() => Promise<void>> = [];
  try {
    stops.push(await listen(TARIFF_CHANNEL, () => dropTariffs(s), lost));
    stops.push(
      await listen(
        SHOP_CHANGES_CHANNEL,
        (payload) => {
          s.generation++;
          for (const [key, shop] of s.shops) if (String(shop.id) === payload) s.shops.delete(key);
        },
        lost,
      ),
    );
  } catch (err) {
    await Promise.allSettled(stops.map((stop) => stop()));
    throw err;
  }
  // what was read before listening may be older than the first notification heard
  lost();
  s.listening = true;
  return async () => {
    s.listening = false;
    await Promise.allSettled(stops.map((stop) => stop()));
  };
}

async function tariffVersion(db: TDbOrTx): Promise<string> {
  const [v] = sqlRows<{ n: number; m: number }>(await db.execute(sql`select count(*)::int as n, coalesce(max(id), 0)::int as m from shipping_tariffs`));
  return `${v?.n ?? 0}:${v?.m ?? 0}`;
}

async function readTariffs(db: TDbOrTx): Promise<TTariffRow[]> {
  return db
    .select({ id: shippingTariffs.id, effectiveFrom: shippingTariffs.effectiveFrom, tariff: shippingTariffs.tariff })
    .from(shippingTariffs)
    .orderBy(desc(shippingTariffs.effectiveFrom), desc(shippingTariffs.id))
    .limit(500);
}

/** Every tariff, the newest effective date first: from memory when current (see above), else read. */
export async function tariffRows(db: TDbOrTx): Promise<TTariffRow[]> {
  const s = stateOf(db);
  if (!s) return readTariffs(db);
  if (s.listening && s.tariffs) return s.tariffs.rows;
  const generation = s.generation;
  const version = s.listening ? '' : await tariffVersion(db);
  if (!s.listening && s.tariffs && s.tariffs.version === version) return s.tariffs.rows;
  const rows = await readTariffs(db);
  if (generation === s.generation) s.tariffs = { version, rows };
  return rows;
}

/** After a save: this process drops its copy at once, the others when the notification (sent at commit) comes. */
export async function announceTariffSaved(db: TDbOrTx): Promise<void> {
  const s = stateOf(db);
  if (s) dropTariffs(s);
  await notify(db, TARIFF_CHANNEL, 'saved');
}

/** A shop of the client, from memory while the shop notifications are heard. */
export async function cachedShopOfClient(db: TDbOrTx, clientId: number, shopId: number): Promise<TShopRecord | null> {
  const s = stateOf(db);
  if (!s || !s.listening) return findShopOfClient(db, clientId, shopId);
  const key = `${clientId}:${shopId}`;
  const known = s.shops.get(key);
  if (known) return known;
  const generation = s.generation;
  const shop = await findShopOfClient(db, clientId, shopId);
  if (shop && generation === s.generation && s.listening) {
    if (s.shops.size > 20_000) s.shops.clear();
    s.shops.set(key, shop);
  }
  return shop;
}

/** Tests and a local save: forget this handle's copies. */
export function forgetRefs(db: TDbOrTx): void {
  const s = stateOf(db);
  if (!s) return;
  dropTariffs(s);
  s.shops.clear();
}
