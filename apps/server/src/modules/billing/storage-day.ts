import { sql } from 'drizzle-orm';
import { ROUNDING_HALF_UP, vnDayEnd } from '@ffm/domain';
import type { TDb } from '../../db/client.ts';
import { sqlRows } from '../../db/sql-rows.ts';

export interface TStorageRunOptions {
  /** clients per transaction (default 200) */
  batchSize?: number;
  /** a pause between batches (tests of a run killed mid-way) */
  pauseMs?: number;
  shouldStop?: () => boolean;
}

/**
 * The storage fee of one Vietnamese day for every client with a tariff in force: from the stock at the end of the
 * day (each balance's quantity now, less what the ledger moved since the day ended), on the m³ basis the SKU
 * volumes (cm³) × quantity, rounded half up to the đồng, on the bin basis the locations holding the client's stock.
 * Clients go in batches, each batch one statement in its own transaction; a line's ref `storage:<day>` is unique
 * per client and the insert skips a ref already there, so a run killed mid-way and run again charges each client
 * and day exactly once. Answers the lines written by this run.
 */
export async function runStorageDay(db: TDb, day: string, opts: TStorageRunOptions = {}): Promise<number> {
  const size = opts.batchSize ?? 200;
  const end = vnDayEnd(day).toISOString();
  const ref = `storage:${day}`;
  let after = 0;
  let written = 0;
  for (;;) {
    if (opts.shouldStop?.()) break;
    const ids = sqlRows<{ id: number }>(await db.execute(sql`select id from clients where id > ${after} order by id limit ${size}`)).map((r) => Number(r.id));
    if (ids.length === 0) break;
    after = ids[ids.length - 1]!;
    const idList = sql.param(ids);
    const inserted = await db.execute(sql`
      with moved as (
        select balance_id, sum(qty_delta) as d from inventory_ledger
         where client_id = any(${idList}::int[]) and created_at >= ${end}::timestamptz
         group by balance_id),
      eod as (
        select b.client_id, b.location_id, (b.qty - coalesce(m.d, 0)) as qty, s.volume
          from inventory_balances b
          join skus s on s.id = b.sku_id
          left join moved m on m.balance_id = b.id
         where b.client_id = any(${idList}::int[])),
      per_client as (
        select client_id, sum(qty * volume) as cm3, count(distinct location_id) filter (where qty > 0) as bins
          from eod where qty > 0 group by client_id),
      priced as (
        select p.client_id, t.id as tariff_id, t.storage_basis, t.storage_rate, p.cm3, p.bins
          from per_client p
          cross join lateral (
            select * from fee_tariffs t
             where (t.client_id = p.client_id
                    or t.contract_id = (select contract_id from fee_contract_clients fc where fc.client_id = p.client_id)
                    or (t.client_id is null and t.contract_id is null))
               and t.valid_from <= ${day}::date
             order by case when t.client_id is not null then 0 when t.contract_id is not null then 1 else 2 end, t.valid_from desc
             limit 1) t)
      insert into fee_lines (client_id, day, fee_type, ref, quantity, unit, unit_price, amount, rounding, tariff_id)
      select client_id, ${day}::date, 'storage', ${ref},
             case when storage_basis = 'm3' then round(cm3 / 1000000, 6) else bins end,
             storage_basis, storage_rate,
             case when storage_basis = 'm3' then round(cm3 * storage_rate / 1000000) else bins * storage_rate end,
             ${ROUNDING_HALF_UP}, tariff_id
        from priced
      on conflict (client_id, ref) do nothing
      returning id`);
    written += sqlRows(inserted).length;
    if (opts.pauseMs) await new Promise((r) => setTimeout(r, opts.pauseMs));
  }
  return written;
}
