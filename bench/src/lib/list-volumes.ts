import { sql } from 'drizzle-orm';
import type { TDb } from '../../../apps/server/src/db/client.ts';

/** The volumes the list bench reads (docs/lists.md): generated in SQL, through the same triggers as real writes. */
export const LIST_VOLUMES = { skus: 100_000 } as const;

const WORDS = ['Ao thun', 'Quan jean', 'Vay lien', 'Giay the thao', 'Tui xach', 'Non luoi trai', 'Dong ho', 'Kinh mat', 'Sua tuoi', 'Banh quy'];

/** 100,000 SKUs of the demo store's client, names drawn from ten product words. */
export async function generateListVolumes(db: TDb): Promise<Record<string, number>> {
  const words = sql.raw(`ARRAY[${WORDS.map((w) => `'${w}'`).join(',')}]`);
  await db.execute(sql`
    insert into skus (client_id, sku, m_code, s_code, name, search_text, name_key, category, unit, description, gross_weight, net_weight, length, width, height, volume, created_at)
    select c.id, 'BK' || lpad(i::text, 7, '0'), 'BM' || i, 'BS' || i, w || ' mau ' || (i % 97), lower('bk' || lpad(i::text, 7, '0') || ' ' || w || ' mau ' || (i % 97) || ' bm' || i || ' bs' || i),
           lower(w) || ' ' || lpad(i::text, 7, '0'), 'THOI_TRANG', 'CAI', 'bench', 50 + (i % 500), 40, 10, 10, 10, 1000,
           now() - make_interval(secs => i)
    from generate_series(1, ${LIST_VOLUMES.skus}) i, (select id from clients where code = 'KH0001') c,
         lateral (select (${words})[1 + (i % 10)] as w) x`);
  await db.execute(sql`analyze`);
  return { ...LIST_VOLUMES };
}
