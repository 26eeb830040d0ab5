// The print figures of issue 22 against a running portal (docs/printing.md, "Off the request loop"):
//   node bench/src/print-off-loop.mjs http://127.0.0.1:8170 [first]
// Signs in as the demo owner, makes sure 500 express orders exist, then
//  - "first": times one print of 100 A5 labels (run it right after the server started: its first print);
//  - otherwise: prints 500 A5 labels while autocannon sends /healthz on one connection, and reports the
//    /healthz p50/p99 during the print, the print's time and when its first bytes came.
import autocannon from 'autocannon';

const base = process.argv[2] ?? 'http://127.0.0.1:8170';
const mode = process.argv[3] ?? 'load';
const SO = '/shiip/public-api/v2/shipping-order';

async function call(path, token, body) {
  const r = await fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { token } : {}) }, body: JSON.stringify(body) });
  return r.json();
}

const login = await call('/sso/login', null, { username: 'owner@demo.vn', password: 'Demo2026', portal: 'client' });
const token = login.data.token;
let codes = [];
for (let page = 1; codes.length < 500; page++) {
  const list = await call(`${SO}/list`, token, { page, limit: 100 });
  const rows = list.data?.items ?? [];
  codes.push(...rows.map((o) => o.order_code));
  if (rows.length === 0) break;
}
for (let i = codes.length; i < 500; i++) {
  const r = await call(`${SO}/create`, token, { to_name: 'Nguyễn Thị Hồng Nhung', to_phone: '0901234567', to_address: `${i + 1} Lý Tự Trọng`, to_district_id: 760, to_ward_code: '26740', weight: 500 + i, cod_amount: 150_000, required_note: 'KHONGCHOXEMHANG', items: [{ name: 'Áo khoác gió', quantity: 1 }] });
  if (r.code !== 200) throw new Error(JSON.stringify(r));
  codes.push(r.data.order_code);
}
codes = codes.slice(0, 500);

async function print(n) {
  const tok = await call('/shiip/public-api/v2/a5/gen-token', token, { order_codes: codes.slice(0, n) });
  const t0 = performance.now();
  const res = await fetch(`${base}/a5/public-api/printA5?token=${encodeURIComponent(tok.data.token)}`);
  let first = 0;
  let bytes = 0;
  for await (const c of res.body) {
    if (!bytes) first = performance.now() - t0;
    bytes += c.length;
  }
  return { status: res.status, ms: Math.round(performance.now() - t0), firstByteMs: Math.round(first), kB: Math.round(bytes / 1024) };
}

if (mode === 'first') {
  console.log(JSON.stringify({ '100 A5 labels, first print of the process': await print(100) }));
} else {
  let printing = true;
  const job = print(500).finally(() => (printing = false));
  const cannon = autocannon({ url: `${base}/healthz`, connections: 1, duration: 60 });
  const stopWhenDone = setInterval(() => !printing && cannon.stop(), 50);
  const [p, h] = await Promise.all([job, cannon]);
  clearInterval(stopWhenDone);
  console.log(JSON.stringify({ '500 A5 labels': p, '/healthz during the print': { requests: h.requests.total, p50: h.latency.p50, p99: h.latency.p99, max: h.latency.max, errors: h.errors, non2xx: h.non2xx } }));
}
