// The realistic volume of issue 22 (bench/README.md, `volume`): 1,000 store clients of Zipf-like sizes on PostgreSQL,
// generated in SQL (INSERT ... SELECT generate_series) through the app's own schema and triggers. The derived tables
// (list and daily counters, the dashboard's day-by-SKU counters, the inventory lot and SKU totals) are kept by the
// triggers the migrations install, as real writes keep them; the search columns the use-case code fills (a SKU's
// search_text and name_key, an express order's search_name) are written here from foldText, the app's own fold.
import pg from 'pg';
import { foldText, INBOUND_STATUSES, OUTBOUND_STATUSES, SKU_CATEGORY_CODES, type TShippingStatus } from '@ffm/domain';
import { listDistricts, listProvinces, listWards } from '../../../apps/server/src/modules/master-data/admin-units.ts';
import { listProvinces2025, listWards2025 } from '../../../apps/server/src/modules/master-data/admin-units-2025.ts';
import { convertOldAddress } from '../../../apps/server/src/modules/master-data/convert-address.ts';

/** The app's pool: main.ts opens PostgreSQL with openDatabase's default, 10 connections; the bare INSERT floor's too. */
export const APP_POOL_SIZE = 10;

/** The volumes at scale 1. */
export const FULL_VOLUMES = {
  clients: 1_000,
  'express orders': 1_000_000,
  skus: 154_000,
  'inbound orders': 200_000,
  'outbound orders': 200_000,
  'ledger rows': 1_000_000,
  tickets: 20_000,
} as const;
/** The largest client (the demo owner's) holds this share of every volume; the smallest 145 express orders of 1,000,000. */
const LARGEST_SHARE = 0.349;
const SMALLEST_SHARE = 145 / 1_000_000;
const ZIPF_EXPONENT = 1.1;
/** The tables whose secondary indexes are built after the rows are in (see generateVolumes). */
const DEFERRED_INDEX_TABLES = ['skus', 'inventory_balances', 'inventory_lot_totals', 'inventory_sku_totals', 'inventory_ledger', 'inbound_orders', 'inbound_lines', 'outbound_orders', 'outbound_lines', 'shipping_orders', 'tickets', 'cod_transfers'];

export type TVolumes = Record<keyof typeof FULL_VOLUMES, number>;

export function volumesAt(scale: number): TVolumes {
  const v = {} as TVolumes;
  for (const [k, n] of Object.entries(FULL_VOLUMES) as Array<[keyof TVolumes, number]>) v[k] = k === 'clients' ? n : Math.max(1_000, Math.round(n * scale));
  return v;
}

/**
 * `total` spread over `clients` by rank: the first (the demo owner's) LARGEST_SHARE, the last at least `min`, the
 * ones between falling as rank^-1.1 (a Zipf-like spread, as a provider's clients are).
 */
export function spread(total: number, clients: number, min: number): number[] {
  const first = Math.round(total * LARGEST_SHARE);
  const rest = total - first;
  const base = Math.max(1, Math.min(min, Math.floor(rest / (clients - 1))));
  const tail = clients ** -ZIPF_EXPONENT;
  const w = Array.from({ length: clients - 1 }, (_, i) => (i + 2) ** -ZIPF_EXPONENT - tail);
  const sumW = w.reduce((s, x) => s + x, 0);
  const k = (rest - base * (clients - 1)) / sumW;
  const counts = [first, ...w.map((x) => base + Math.floor(k * x))];
  counts[1]! += total - counts.reduce((s, x) => s + x, 0);
  return counts;
}

// Vietnamese texts: names and products with their accent-free forms (foldText), as the app stores them for search.
const FAMILY = ['Nguyễn', 'Trần', 'Lê', 'Phạm', 'Hoàng', 'Huỳnh', 'Phan', 'Vũ', 'Võ', 'Đặng', 'Bùi', 'Đỗ', 'Hồ', 'Ngô', 'Dương', 'Lý'];
const MIDDLE = ['Văn', 'Thị', 'Minh', 'Ngọc', 'Thanh', 'Hữu', 'Đức', 'Thu', 'Quốc', 'Bảo'];
const GIVEN = ['An', 'Bình', 'Châu', 'Dũng', 'Giang', 'Hà', 'Hải', 'Hạnh', 'Hùng', 'Hương', 'Khánh', 'Lan', 'Linh', 'Long', 'Mai', 'Nam', 'Nga', 'Phúc', 'Quân', 'Quỳnh', 'Sơn', 'Tâm', 'Thảo', 'Trang', 'Tuấn', 'Vy', 'Yến'];
export const PRODUCTS = ['Áo thun', 'Quần jean', 'Váy liền', 'Giày thể thao', 'Túi xách', 'Nón lưỡi trai', 'Đồng hồ', 'Kính mát', 'Sữa tươi', 'Bánh quy', 'Nước mắm', 'Cà phê rang xay', 'Trà xanh', 'Son môi', 'Kem chống nắng', 'Ốp lưng điện thoại', 'Tai nghe', 'Sạc dự phòng', 'Chảo chống dính', 'Bình giữ nhiệt'];
const COLOURS = ['đỏ', 'xanh', 'trắng', 'đen', 'vàng', 'hồng', 'nâu', 'xám'];
const SIZES = ['S', 'M', 'L', 'XL', '100ml', '500g', '1kg'];
const STREETS = ['Lê Lợi', 'Trần Hưng Đạo', 'Nguyễn Trãi', 'Hai Bà Trưng', 'Lý Thường Kiệt', 'Điện Biên Phủ', 'Phan Chu Trinh', 'Hoàng Văn Thụ', 'Cách Mạng Tháng Tám', 'Võ Văn Tần', 'Nguyễn Huệ', 'Trường Chinh'];
const TICKET_TITLES = ['Chưa nhận được tiền thu hộ', 'Đơn giao trễ hẹn', 'Yêu cầu lấy hàng lại', 'Khách không nhận hàng', 'Sai khối lượng đơn', 'Hàng bị hư hỏng khi giao', 'Cập nhật số tài khoản', 'Đổi địa chỉ người nhận'];
const TICKET_CATEGORIES = ['cod', 'order', 'pickup', 'delivery', 'warehouse', 'account', 'other'];
// mobile numbers of the default prefixes (DEFAULT_MOBILE_PREFIXES), three digits as carriers give them
const PHONE_HEADS = ['090', '091', '093', '094', '096', '097', '098', '032', '033', '035', '037', '038', '039', '070', '077', '079', '081', '083', '085', '086', '088', '089', '056', '058'];

/** Express order statuses as a day's book holds them: most delivered, some on the way, a few cancelled or returned. */
const SHIPPING_MIX: Array<[TShippingStatus, number]> = [
  ['delivered', 52], ['ready_to_pick', 7], ['picking', 2], ['picked', 3], ['storing', 3], ['transporting', 4], ['sorting', 1], ['delivering', 6],
  ['delivery_fail', 2], ['waiting_to_return', 1], ['return', 1], ['returning', 1], ['returned', 3], ['cancel', 8], ['draft', 2], ['lost', 1], ['damage', 1], ['finish', 2],
];
const INBOUND_MIX: Array<[(typeof INBOUND_STATUSES)[number], number]> = [[99, 80], [0, 8], [3, 4], [4, 3], [9, 5]];
const OUTBOUND_MIX: Array<[(typeof OUTBOUND_STATUSES)[number], number]> = [[8, 70], [0, 4], [1, 1], [2, 4], [3, 3], [4, 2], [5, 2], [6, 3], [7, 4], [9, 2], [99, 5]];

/** A status array where each status appears as often as its weight: `arr[1 + floor(random() * len)]` draws by the mix. */
function mixArray<T>(mix: Array<[T, number]>): T[] {
  return mix.flatMap(([s, n]) => Array.from({ length: n }, () => s));
}

/** Wards of ten provinces from the master data, for shops and receivers. */
export function addressBook(): Array<{ provinceId: number; districtId: number; wardCode: string; label: string }> {
  const out: Array<{ provinceId: number; districtId: number; wardCode: string; label: string }> = [];
  const wanted = [1, 79, 48, 31, 92, 75, 74, 56, 26, 38];
  for (const p of listProvinces().filter((x) => wanted.includes(x.id))) {
    for (const d of listDistricts(p.id).slice(0, 6)) {
      for (const w of listWards(d.id).slice(0, 5)) out.push({ provinceId: p.id, districtId: d.id, wardCode: w.code, label: `${w.fullName}, ${d.fullName}, ${p.fullName}` });
    }
  }
  if (out.length === 0) throw new Error('no address in the master data');
  return out;
}

/** A receiver's address as a request sends it: a 2025 one (province and ward, no district) or an old one. */
export type TRequestAddress = { scheme: '2025'; provinceId: number; wardCode: string } | { scheme: 'v1'; provinceId: number; districtId: number; wardCode: string };

/**
 * The addresses the bench's requests send, as clients send them since July 2025: half 2025 wards, half old wards
 * (of the address book) that convert to one 2025 ward. An old ward split between several is refused on create
 * (10006, the client must pick one), so it is left out: a request that is refused measures nothing.
 */
export function requestAddresses(): TRequestAddress[] {
  const old: TRequestAddress[] = addressBook()
    .filter((a) => convertOldAddress(a.provinceId, a.districtId, a.wardCode).status === 'converted')
    .map((a) => ({ scheme: 'v1', provinceId: a.provinceId, districtId: a.districtId, wardCode: a.wardCode }));
  const wanted = new Set(addressBook().map((a) => a.provinceId));
  const current: TRequestAddress[] = listProvinces2025()
    .filter((p) => wanted.has(p.id))
    .flatMap((p) => listWards2025(p.id).slice(0, 20).map((w): TRequestAddress => ({ scheme: '2025', provinceId: p.id, wardCode: w.code })));
  if (old.length === 0 || current.length === 0) throw new Error('no request address in the master data');
  return [...old, ...current.slice(0, old.length)];
}

/** The receiver's fields of a GHN call (create, fee) for an address. */
export function ghnReceiver(a: TRequestAddress): Record<string, unknown> {
  return a.scheme === '2025' ? { is_new_to_address: true, to_province_id: a.provinceId, to_ward_code: a.wardCode } : { to_district_id: a.districtId, to_ward_code: a.wardCode };
}

/** The receiver's fields of an outbound order. */
export function outboundReceiver(a: TRequestAddress): Record<string, unknown> {
  return a.scheme === '2025' ? { toAddressScheme: '2025', toProvinceId: a.provinceId, toWardCode: a.wardCode } : { toWardCode: a.wardCode };
}

export interface TVolumeSummary {
  volumes: Record<string, number>;
  generatedSeconds: number;
  steps: Record<string, number>;
}

/**
 * Generates everything on the database at `url` (migrated, demo seed in): returns the row counts made and the
 * seconds each step took. Writes `bench_volume_clients` (rank, client, owner, shops, per-client counts) for the
 * bench, and `bench_volume_done` last, so that a kept database is known to be whole.
 */
export async function generateVolumes(url: string, scale: number, log: (s: string) => void): Promise<TVolumeSummary> {
  const v = volumesAt(scale);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const steps: Record<string, number> = {};
  const t0 = performance.now();
  const step = async (name: string, text: string, params: unknown[] = []) => {
    const s = performance.now();
    await client.query(text, params);
    steps[name] = Math.round((performance.now() - s) / 100) / 10;
    log(`volume: ${name} ${steps[name]} s`);
  };
  try {
    // no JIT: it compiled each generating statement for seconds. The random draws sit in laterals tied to the series
    // row (`+ 0 * j`), else the planner draws them once for all rows, and a lookup by a drawn number reads it from
    // such a lateral (a random() in the lookup's own condition is drawn again for every row it scans)
    await client.query(`set synchronous_commit = off; set jit = off`);
    await client.query(`select setseed(0.22)`);
    const names = FAMILY.flatMap((f) => MIDDLE.flatMap((m) => GIVEN.map((g) => `${f} ${m} ${g}`)));
    const products = PRODUCTS.flatMap((p) => COLOURS.flatMap((c) => SIZES.map((s) => `${p} ${c} ${s}`)));
    const addr = addressBook();
    const n = v.clients;
    const ship = spread(v['express orders'], n, Math.max(1, Math.round(SMALLEST_SHARE * v['express orders'])));
    const skus = spread(v.skus, n, 5).map((x) => Math.max(5, x));
    const inbound = spread(v['inbound orders'], n, 1);
    const outbound = spread(v['outbound orders'], n, 1);
    const tickets = spread(v.tickets, n, 1);
    // the texts: the long lists as small indexed tables (an array of thousands, read per row, was unpacked for each
    // row: seconds per 10,000), the short ones as arrays of one row, stored plain (never compressed)
    await client.query(`create temp table vol_names (i int primary key, name text, name_f text);
      create temp table vol_products (i int primary key, name text, name_f text);
      create temp table vol_addr (i int primary key, province_id int, district_id int, ward_code text)`);
    await client.query(`insert into vol_names select i, n, f from unnest($1::text[], $2::text[]) with ordinality as x(n, f, i)`, [names, names.map(foldText)]);
    await client.query(`insert into vol_products select i, n, f from unnest($1::text[], $2::text[]) with ordinality as x(n, f, i)`, [products, products.map(foldText)]);
    await client.query(`insert into vol_addr select i, p, d, w from unnest($1::int[], $2::int[], $3::text[]) with ordinality as x(p, d, w, i)`, [
      addr.map((a) => a.provinceId), addr.map((a) => a.districtId), addr.map((a) => a.wardCode),
    ]);
    await client.query(`create temp table vt (streets text[], phone_heads text[], ship_mix text[], in_mix int[], out_mix int[], categories text[], ticket_titles text[],
        ticket_categories text[], words text[]);
      alter table vt alter column streets set storage plain, alter column phone_heads set storage plain, alter column ship_mix set storage plain,
        alter column in_mix set storage plain, alter column out_mix set storage plain, alter column categories set storage plain,
        alter column ticket_titles set storage plain, alter column ticket_categories set storage plain, alter column words set storage plain`);
    await client.query(`insert into vt values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`, [
      STREETS, PHONE_HEADS, mixArray(SHIPPING_MIX), mixArray(INBOUND_MIX), mixArray(OUTBOUND_MIX), [...SKU_CATEGORY_CODES], TICKET_TITLES, TICKET_CATEGORIES, PRODUCTS,
    ]);
    await client.query(`drop table if exists bench_volume_done; drop table if exists bench_volume_clients`);
    await client.query(`create table bench_volume_clients (rank int primary key, client_id int, owner_id int, shop_ids int[], sku_ids int[],
        n_ship int, n_sku int, n_in int, n_out int, n_tickets int)`);
    await client.query(`insert into bench_volume_clients (rank, n_ship, n_sku, n_in, n_out, n_tickets) select * from unnest($1::int[], $2::int[], $3::int[], $4::int[], $5::int[], $6::int[])`, [
      Array.from({ length: n }, (_, i) => i + 1), ship, skus, inbound, outbound, tickets,
    ]);

    // clients: rank 1 is the demo owner's store (KH0001, its two shops); ranks 2..1000 are made with an owner each
    await step('clients, owners, shops', `
      update bench_volume_clients b set client_id = c.id, owner_id = c.owner_user_id from clients c where c.code = 'KH0001' and b.rank = 1;
      insert into users (kind, email, phone, full_name, password_hash, client_id)
        select 'client', 'chu' || b.rank || '@khachhang.vn', '08' || lpad((10000000 + b.rank)::text, 8, '0'), (select name from vol_names where i = 1 + (b.rank * 7919) % ${names.length}),
          (select password_hash from users where email = 'owner@demo.vn'), null
        from bench_volume_clients b, vt where b.rank > 1;
      insert into clients (code, name, scale, owner_user_id, created_at)
        select 'KV' || lpad(b.rank::text, 4, '0'), 'Cửa hàng ' || u.full_name, 'CUAHANG', u.id, now() - make_interval(days => 365 + b.rank % 300)
        from bench_volume_clients b join users u on u.email = 'chu' || b.rank || '@khachhang.vn' where b.rank > 1;
      update bench_volume_clients b set client_id = c.id, owner_id = c.owner_user_id from clients c where c.code = 'KV' || lpad(b.rank::text, 4, '0');
      update users u set client_id = b.client_id from bench_volume_clients b where u.id = b.owner_id and b.rank > 1;
      insert into shops (client_id, name, phone, address, province_id, district_id, ward_code, created_at)
        select b.client_id, 'Shop ' || split_part(c.name, ' ', 5) || ' ' || s, '09' || lpad((20000000 + b.rank * 10 + s)::text, 8, '0'),
          (1 + (b.rank + s) % 300) || ' ' || vt.streets[1 + (b.rank + s) % cardinality(vt.streets)],
          a.province_id, a.district_id, a.ward_code, c.created_at
        from bench_volume_clients b join clients c on c.id = b.client_id, vt,
          generate_series(1, 1 + (b.rank <= 100)::int + (b.rank <= 10)::int) s,
          lateral (select * from vol_addr where i = 1 + (b.rank * 31 + s * 17) % ${addr.length}) a
        where b.rank > 1;
      insert into shop_configs (shop_id, max_cod, max_weight, max_length, max_width, max_height, max_insurance)
        select s.id, 20000000, 30000, 150, 150, 150, 10000000 from shops s join bench_volume_clients b on b.client_id = s.client_id where b.rank > 1
        on conflict do nothing;
      update bench_volume_clients b set shop_ids = (select array_agg(s.id order by s.id) from shops s where s.client_id = b.client_id);
      update clients c set main_shop_id = b.shop_ids[1] from bench_volume_clients b where b.client_id = c.id and b.rank > 1;
      insert into bank_accounts (client_id, holder_name, account_number, account_name, bank_code)
        select b.client_id, upper((select name_f from vol_names where i = 1 + (b.rank * 7919) % ${names.length})), '1903' || lpad(b.rank::text, 8, '0'), 'Tài khoản chính', 'TCB'
        from bench_volume_clients b, vt where not exists (select 1 from bank_accounts x where x.client_id = b.client_id)`);

    // bulk load as a restore does: the big tables' secondary indexes (not the unique ones, which are constraints) are
    // dropped here and built again from their own definitions before analyze, the same schema in the end; building a
    // trigram or B-tree index once is many times faster than growing it row by row
    const deferred = (
      await client.query<{ name: string; def: string }>(
        `select indexname as name, indexdef as def from pg_indexes where schemaname = 'public' and tablename = any($1::text[]) and indexdef not like 'CREATE UNIQUE%'`,
        [DEFERRED_INDEX_TABLES],
      )
    ).rows;
    for (const ix of deferred) await client.query(`drop index "${ix.name}"`);

    // SKUs: product, colour and size names; search_text and name_key as skuKeys() writes them
    await step('skus', `
      insert into skus (client_id, sku, m_code, s_code, name, search_text, name_key, category, description, gross_weight, net_weight, length, width, height, volume, created_at, updated_at)
        select b.client_id, 'SP' || lpad(j::text, 6, '0'), 'M' || lpad(j::text, 6, '0'), 'S' || lpad(j::text, 6, '0'), p.name,
          'sp' || lpad(j::text, 6, '0') || ' ' || p.name_f || ' m' || lpad(j::text, 6, '0') || ' s' || lpad(j::text, 6, '0'), p.name_f,
          vt.categories[1 + (j % cardinality(vt.categories))], '', 100 + (j * 37) % 3000, 90 + (j * 37) % 2900, 10 + j % 40, 10 + j % 30, 5 + j % 20,
          (10 + j % 40) * (10 + j % 30) * (5 + j % 20), t.at, t.at
        from bench_volume_clients b, vt, generate_series(1, b.n_sku) j,
          lateral (select name, name_f from vol_products where i = 1 + (b.rank * 104729 + j * 7) % ${products.length}) p,
          lateral (select now() - make_interval(secs => (random() * 365 * 86400)::int + 0 * j) as at) t;
      update bench_volume_clients b set sku_ids = (select array_agg(s.id order by s.id) from skus s where s.client_id = b.client_id and s.sku like 'SP%')`);

    // stock: one balance per SKU in a storage bin of one of the two warehouses, each explained by its ledger rows
    // (put away, then allocate / ship pairs, an adjustment when odd): the lot and SKU totals are kept by the triggers
    await step('stock balances', `
      insert into inventory_balances (warehouse_id, client_id, sku_id, lot, location_id, condition, qty, zone_type, expiry_date, warehoused_at, updated_at)
        select w.id, b.client_id, s.id, 'LO' || to_char(t.at, 'YYMM'), l.ids[1 + s.id % cardinality(l.ids)], 'GOOD', 40 + s.id % 400, 'B2C1D',
          case when s.id % 3 = 0 then (t.at + make_interval(days => 180 + s.id % 400))::date end, t.at, t.at
        from bench_volume_clients b join skus s on s.client_id = b.client_id and s.sku like 'SP%',
          lateral (select id from warehouses where code = case when s.id % 3 = 0 then 'HCM01' else 'HN01' end) w,
          lateral (select array_agg(id order by id) as ids from locations where warehouse_id = w.id and purpose = 'STORAGE') l,
          lateral (select s.created_at + make_interval(days => s.id % 20) as at) t`);
    const [{ balances }] = (await client.query<{ balances: string }>(`select count(*) as balances from inventory_balances b join bench_volume_clients v on v.client_id = b.client_id`)).rows as [{ balances: string }];
    const perBalance = Math.max(1, Math.floor(v['ledger rows'] / Number(balances)));
    const extra = v['ledger rows'] - perBalance * Number(balances);
    await step('ledger', `
      insert into inventory_ledger (batch_id, balance_id, warehouse_id, client_id, sku_id, lot, location_id, condition, expiry_date, zone_type, movement_type,
          qty_delta, allocated_delta, ref_type, ref_code, created_at)
        select 'vol-' || x.id || '-' || j, x.id, x.warehouse_id, x.client_id, x.sku_id, x.lot, x.location_id, x.condition, x.expiry_date, x.zone_type, m.t,
          case m.t when 'PUTAWAY_IN' then x.qty + (x.n - 1) / 2 + (x.n - 1) % 2 when 'ALLOCATE' then 0 else -1 end,
          case m.t when 'ALLOCATE' then 1 when 'SHIP' then -1 else 0 end,
          case when m.t in ('ALLOCATE', 'SHIP') then 'OUTBOUND' else null end, case when m.t in ('ALLOCATE', 'SHIP') then 'SOV' || x.id end,
          x.warehoused_at + make_interval(hours => j * 6)
        from (select bl.*, $1::int + (row_number() over (order by bl.id) <= $2)::int as n
              from inventory_balances bl join bench_volume_clients v on v.client_id = bl.client_id) x,
          generate_series(1, x.n) j,
          lateral (select case when j = 1 then 'PUTAWAY_IN' when j = x.n and (x.n - 1) % 2 = 1 then 'ADJUST' when j % 2 = 0 then 'ALLOCATE' else 'SHIP' end as t) m`, [perBalance, extra]);

    // inbound orders, two lines each of the client's SKUs; received and put away as their status says
    await step('inbound orders', `
      insert into inbound_orders (asn_code, order_inbound_code, client_id, warehouse_id, tpl_inbound, estimate_received_time, zone_type, status, created_at, updated_at)
        select 'ASN' || lpad(b.rank::text, 4, '0') || lpad(j::text, 6, '0'), 'PN-' || lpad(j::text, 6, '0'), b.client_id,
          (select id from warehouses where code = case when j % 3 = 0 then 'HCM01' else 'HN01' end), (array['GHN','GHTK','VTP','JT','NJV','SELF'])[1 + j % 6],
          (t.at + interval '2 days')::date, 'B2C1D', vt.in_mix[1 + floor(random() * cardinality(vt.in_mix))::int], t.at, t.at
        from bench_volume_clients b, vt, generate_series(1, b.n_in) j,
          lateral (select now() - make_interval(secs => (random() * 365 * 86400)::int + 0 * j) as at) t;
      insert into inbound_lines (inbound_id, line_no, sku_id, expected_quantity, received_quantity, received_good, put_away_quantity)
        select o.id, k, b.sku_ids[1 + ((o.id * 2 + k) % cardinality(b.sku_ids))], q.n,
          case when o.status in (4, 99) then q.n else 0 end, case when o.status in (4, 99) then q.n else 0 end, case when o.status = 99 then q.n else 0 end
        from inbound_orders o join bench_volume_clients b on b.client_id = o.client_id, generate_series(1, 2) k,
          lateral (select 10 + (o.id * 13 + k) % 90 as n) q
        where o.asn_code like 'ASN%' and o.order_inbound_code like 'PN-%'`);

    // outbound orders to Vietnamese receivers of the master data's wards, two lines each (the dashboard's top SKUs)
    await step('outbound orders', `
      insert into outbound_orders (so_code, client_order_code, client_id, warehouse_id, zone_type, status, to_name, to_phone, to_address, to_province_id,
          to_district_id, to_ward_code, cod_amount, goods_value, goods_name, weight, created_at, updated_at)
        select 'SOV' || lpad(b.rank::text, 4, '0') || lpad(j::text, 6, '0'), 'DH-' || lpad(j::text, 6, '0'), b.client_id,
          (select id from warehouses where code = case when j % 3 = 0 then 'HCM01' else 'HN01' end), 'B2C1D', vt.out_mix[1 + floor(random() * cardinality(vt.out_mix))::int],
          nm.name, vt.phone_heads[1 + floor(random() * cardinality(vt.phone_heads))::int] || lpad(floor(random() * 10000000)::text, 7, '0'),
          (1 + j % 400) || ' ' || vt.streets[1 + j % cardinality(vt.streets)], a.province_id, a.district_id, a.ward_code,
          (j % 20) * 50000, 100000 + (j % 30) * 10000, vt.words[1 + j % cardinality(vt.words)], 300 + j % 2000, t.at, t.at
        from bench_volume_clients b, vt, generate_series(1, b.n_out) j,
          lateral (select 1 + floor(random() * ${names.length})::int + 0 * j as n, 1 + floor(random() * ${addr.length})::int + 0 * j as a) r,
          lateral (select name from vol_names where i = r.n) nm,
          lateral (select * from vol_addr where i = r.a) a,
          lateral (select now() - make_interval(secs => (random() * 365 * 86400)::int + 0 * j) as at) t;
      insert into outbound_lines (outbound_id, line_no, sku_id, quantity, picked_quantity)
        select o.id, k, b.sku_ids[1 + ((o.id * 2 + k) % cardinality(b.sku_ids))], 1 + (o.id + k) % 4, case when o.status in (4, 5, 6, 7, 8) then 1 + (o.id + k) % 4 else 0 end
        from outbound_orders o join bench_volume_clients b on b.client_id = o.client_id, generate_series(1, 2) k
        where o.so_code like 'SOV%';
      -- the allocated orders still in the warehouse (allocated, picking, picked, packed) hold their lines' units at a
      -- storage bin of their warehouse, as allocateStock leaves them: what a wave's pick list consolidates by bin
      insert into outbound_allocations (outbound_id, line_id, sku_id, location_id, lot, quantity, picked_quantity)
        select l.outbound_id, l.id, l.sku_id, loc.id, '', l.quantity, l.picked_quantity
        from outbound_lines l join outbound_orders o on o.id = l.outbound_id,
          lateral (select x.id from locations x where x.warehouse_id = o.warehouse_id and x.purpose = 'STORAGE' order by (x.id * 7 + l.sku_id) % 97, x.id limit 1) loc
        where o.so_code like 'SOV%' and o.status in (2, 3, 4, 5)`);

    // express orders: each client's share over its shops, to receivers of the master data's wards, over the last year
    await step('express orders', `
      insert into shipping_orders (order_code, client_id, shop_id, client_order_code, status, from_name, from_phone, from_address, from_province_id,
          from_district_id, from_ward_code, return_phone, return_address, to_name, to_phone, to_address, to_province_id, to_district_id, to_ward_code,
          weight, length, width, height, converted_weight, service_type_id, payment_type_id, cod_amount, insurance_value, required_note, content, sort_code,
          tariff_id, fee, total_fee, leadtime, created_at, updated_at, finished_at, search_name, created_by)
        select 'GV' || lpad(b.rank::text, 4, '0') || lpad(j::text, 6, '0'), b.client_id, s.id, 'DV-' || lpad(j::text, 6, '0'), st.s,
          s.name, s.phone, s.address, s.province_id, s.district_id, s.ward_code, s.phone, s.address,
          nm.name, vt.phone_heads[1 + floor(random() * cardinality(vt.phone_heads))::int] || lpad(floor(random() * 10000000)::text, 7, '0'),
          (1 + j % 400) || ' ' || vt.streets[1 + j % cardinality(vt.streets)], a.province_id, a.district_id, a.ward_code,
          w.g, 10 + j % 30, 10 + j % 20, 5 + j % 15, w.g, 2, 1 + (j % 4 = 0)::int, (j % 25) * 40000, (j % 10) * 100000, 'CHOXEMHANGKHONGTHU',
          vt.words[1 + j % cardinality(vt.words)], a.province_id || '-' || a.district_id || '-' || (j % 90),
          (select min(id) from shipping_tariffs),
          jsonb_build_object('total', f.total, 'service_fee', f.total, 'insurance_fee', 0, 'pick_station_fee', 0, 'coupon_value', 0, 'r2s_fee', 0, 'return_again', 0,
            'document_return', 0, 'double_check', 0, 'cod_fee', 0, 'pick_remote_areas_fee', 0, 'deliver_remote_areas_fee', 0, 'cod_failed_fee', 0, 'return_fee', 0, 'calculated_weight', w.g),
          f.total, t.at + interval '3 days', t.at, t.at + make_interval(hours => j % 72),
          case when st.s in ('delivered', 'returned', 'cancel', 'finish', 'lost', 'damage') then t.at + make_interval(hours => 24 + j % 96) end,
          nm.name_f, b.owner_id
        from bench_volume_clients b, vt, generate_series(1, b.n_ship) j,
          lateral (select * from shops where id = b.shop_ids[1 + j % cardinality(b.shop_ids)]) s,
          lateral (select 1 + floor(random() * ${names.length})::int + 0 * j as n, 1 + floor(random() * ${addr.length})::int + 0 * j as a) r,
          lateral (select name, name_f from vol_names where i = r.n) nm,
          lateral (select * from vol_addr where i = r.a) a,
          lateral (select vt.ship_mix[1 + floor(random() * cardinality(vt.ship_mix))::int + 0 * j] as s) st,
          lateral (select 200 + (j * 37) % 4800 as g) w,
          lateral (select 16500 + ((j * 37) % 4800) / 500 * 2500 as total) f,
          lateral (select now() - make_interval(secs => (random() * 365 * 86400)::int + 0 * j) as at) t`);

    // support tickets and COD transfers (one a week per shop, back from now)
    await step('tickets, COD transfers', `
      insert into tickets (code, client_id, shop_id, category, title, status, contact_user_id, created_by, message_count, awaiting_staff, created_at, updated_at)
        select 'TKV' || lpad(b.rank::text, 4, '0') || lpad(j::text, 5, '0'), b.client_id, b.shop_ids[1 + j % cardinality(b.shop_ids)],
          vt.ticket_categories[1 + j % cardinality(vt.ticket_categories)], vt.ticket_titles[1 + j % cardinality(vt.ticket_titles)],
          x.st, b.owner_id, b.owner_id, 1 + j % 5, (x.st = 1)::int, t.at, t.at + interval '1 day'
        from bench_volume_clients b, vt, generate_series(1, b.n_tickets) j,
          lateral (select (array[3, 3, 3, 1, 2])[1 + floor(random() * 5)::int + 0 * j] as st) x,
          lateral (select now() - make_interval(secs => (random() * 365 * 86400)::int + 0 * j) as at) t;
      insert into cod_transfers (client_id, shop_id, run_key, bank_account_id, bank_name, account_number, holder_name, cod_total, fee_total, debt_total, amount, order_count, created_at)
        select b.client_id, sid, 'vol-' || wk, ba.id, 'Techcombank', ba.account_number, ba.holder_name, m.cod, m.fee, 0, m.cod - m.fee, m.n,
          date_trunc('week', now()) - make_interval(weeks => wk) + interval '9 hours'
        from bench_volume_clients b cross join lateral unnest(b.shop_ids) sid,
          lateral (select id, account_number, holder_name from bank_accounts where client_id = b.client_id order by id limit 1) ba,
          generate_series(1, 52) wk,
          lateral (select greatest(1, b.n_ship / (52 * cardinality(b.shop_ids)))::int as n) c,
          lateral (select c.n as n, c.n::bigint * 350000 as cod, c.n::bigint * 22000 as fee) m
        on conflict do nothing`);

    const s0 = performance.now();
    await client.query(`set maintenance_work_mem = '256MB'`);
    for (const ix of deferred) await client.query(ix.def);
    steps['indexes'] = Math.round((performance.now() - s0) / 100) / 10;
    log(`volume: indexes ${steps['indexes']} s`);
    await step('analyze', `analyze`);
    await client.query(`create table bench_volume_done as select now() as at, $1::float as scale`, [scale]);
    const counts = (await client.query<Record<string, string>>(`select
        (select count(*) from bench_volume_clients) as clients,
        (select count(*) from shipping_orders) as "express orders", (select count(*) from skus) as skus,
        (select count(*) from inbound_orders) as "inbound orders", (select count(*) from inbound_lines) as "inbound lines",
        (select count(*) from outbound_orders) as "outbound orders", (select count(*) from outbound_lines) as "outbound lines",
        (select count(*) from inventory_balances) as "stock balances", (select count(*) from inventory_ledger) as "ledger rows",
        (select count(*) from tickets) as tickets, (select count(*) from cod_transfers) as "COD transfers",
        (select max(n_ship) from bench_volume_clients) as "largest client's express orders", (select min(n_ship) from bench_volume_clients) as "smallest client's express orders"`)).rows[0]!;
    const volumes = Object.fromEntries(Object.entries(counts).map(([k, x]) => [k, Number(x)]));
    return { volumes, generatedSeconds: Math.round((performance.now() - t0) / 100) / 10, steps };
  } finally {
    await client.end();
  }
}

/** A kept database is whole when its last step ran. */
export async function volumesDone(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const r = await client.query(`select to_regclass('bench_volume_done') is not null as done`);
    return r.rows[0]?.done === true;
  } finally {
    await client.end();
  }
}

/**
 * The derived tables against fresh counts for the largest, a middle and the smallest client: the list counters
 * (all and per status of express, outbound, inbound orders, tickets, SKUs), the daily counters summed over the year,
 * and the SKU totals against the balances. Answers each comparison that differs (empty when all hold).
 */
export async function checkDerivedTables(url: string): Promise<{ compared: number; mismatches: string[] }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const ranks = [1, 2, 10, 100, 500, 1000];
    const r = await client.query<{ what: string; counted: string; kept: string }>(
      `with picked as (select client_id, rank from bench_volume_clients where rank = any($1::int[])),
       fresh as (
         select 'shipping' as list, client_id, status::text as bucket, count(*) as n from shipping_orders where client_id in (select client_id from picked) group by 1, 2, 3
         union all select 'shipping', client_id, 'all', count(*) from shipping_orders where client_id in (select client_id from picked) group by 1, 2, 3
         union all select 'outbound', client_id, status::text, count(*) from outbound_orders where client_id in (select client_id from picked) group by 1, 2, 3
         union all select 'outbound', client_id, 'all', count(*) from outbound_orders where client_id in (select client_id from picked) group by 1, 2, 3
         union all select 'inbound', client_id, status::text, count(*) from inbound_orders where client_id in (select client_id from picked) group by 1, 2, 3
         union all select 'inbound', client_id, 'all', count(*) from inbound_orders where client_id in (select client_id from picked) group by 1, 2, 3
         union all select 'sku', client_id, 'all', count(*) from skus where client_id in (select client_id from picked) group by 1, 2, 3
       ),
       lists as (
         select 'list ' || f.list || ' ' || f.bucket || ' of client rank ' || p.rank as what, f.n as counted, coalesce(l.n, 0) as kept
         from fresh f join picked p using (client_id) left join list_counters l on l.client_id = f.client_id and l.list = f.list and l.bucket = f.bucket
       ),
       daily as (
         select 'daily ' || d.list || ' of client rank ' || p.rank as what,
           case d.list when 'shipping' then (select count(*) from shipping_orders where client_id = p.client_id)
                       when 'outbound' then (select count(*) from outbound_orders where client_id = p.client_id)
                       else (select count(*) from inbound_orders where client_id = p.client_id) end as counted,
           coalesce((select sum(n) from daily_counters c where c.client_id = p.client_id and c.list = d.list and c.bucket = 'all'), 0) as kept
         from picked p, (values ('shipping'), ('outbound'), ('inbound')) d(list)
       ),
       stock as (
         select 'stock total of client rank ' || p.rank as what,
           coalesce((select sum(qty) from inventory_balances where client_id = p.client_id), 0) as counted,
           coalesce((select sum(qty) from inventory_sku_totals where client_id = p.client_id), 0) as kept
         from picked p
       )
       select what, counted::text, kept::text from lists union all select what, counted::text, kept::text from daily union all select what, counted::text, kept::text from stock`,
      [ranks],
    );
    return { compared: r.rows.length, mismatches: r.rows.filter((x) => x.counted !== x.kept).map((x) => `${x.what}: counted ${x.counted}, kept ${x.kept}`) };
  } finally {
    await client.end();
  }
}
