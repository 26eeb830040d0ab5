import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sqlRows } from '../../db/sql-rows.ts';
import { createTestApp, type TTestApp } from '../../test/harness.ts';
import { ghnTicketList } from './ghn-tickets.ts';

const T = '/shiip/public-api/ticket';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A multipart body as GHN's ticket pages show it: text fields, then any number of `attachments` files. */
function form(fields: Record<string, string>, files: Array<{ name: string; content: Buffer }> = []) {
  const boundary = '----ghnticket';
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const f of files) parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="attachments"; filename="${f.name}"\r\ncontent-type: application/pdf\r\n\r\n`), f.content, Buffer.from('\r\n'));
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('GHN ticket calls (/shiip/public-api/ticket/*)', () => {
  let t: TTestApp;
  let owner: string;
  let other: string;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.login('owner@demo.vn');
    other = await t.login('canhan@demo.vn');
  });
  afterAll(() => t.close());

  const post = async (path: string, token: string, f: ReturnType<typeof form>) => {
    const r = await t.app.inject({ method: 'POST', url: `${T}/${path}`, headers: { token, ...f.headers }, payload: f.payload });
    return { status: r.statusCode, body: r.json() };
  };

  it('create, reply, detail and index as GHN documents them, with multipart attachments', async () => {
    // GHN's create page: c_email, order_code, category, description, attachments
    const c = await post('create', owner, form({ c_email: 'cskh@shop.vn', order_code: 'GY2611270001', category: 'Khiếu nại', description: 'Đơn giao chậm 3 ngày' }, [{ name: 'bien-ban.pdf', content: PDF }, { name: 'anh.pdf', content: PDF }]));
    expect(c.status, JSON.stringify(c.body)).toBe(200);
    expect(c.body.data).toMatchObject({ id: expect.any(Number), order_code: 'GY2611270001', type: 'Khiếu nại', description: 'Đơn giao chậm 3 ngày', c_email: 'cskh@shop.vn', status: 'Đang xử lý', status_id: 1 });
    expect(c.body.data.attachments.map((a: { name: string }) => a.name)).toEqual(['bien-ban.pdf', 'anh.pdf']);
    const id = c.body.data.id as number;

    const r = await post('reply', owner, form({ ticket_id: String(id), description: 'Bổ sung ảnh' }, [{ name: 'them.pdf', content: PDF }]));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.conversations).toEqual([expect.objectContaining({ body: 'Bổ sung ảnh', from_customer: true, attachments: [expect.objectContaining({ name: 'them.pdf' })] })]);

    const d = await t.call(`${T}/detail?ticket_id=${id}`, owner, undefined, { method: 'GET' });
    expect(d.status).toBe(200);
    expect(d.body.data).toMatchObject({ id, order_code: 'GY2611270001', c_email: 'cskh@shop.vn' });
    // GHN's ticket detail page: attachments, c_email, c_name, client_id, conversations, created_at, created_by,
    // description, id, order_code, status, status_id, type, updated_at, with their types
    const str = expect.any(String);
    const int = expect.any(Number);
    expect(d.body.data).toMatchObject({ attachments: expect.any(Array), c_email: str, c_name: str, client_id: str, conversations: expect.any(Array), created_at: str, created_by: int, description: str, id: int, order_code: str, status: str, status_id: int, type: str, updated_at: str });
    expect(d.body.data.c_name.length).toBeGreaterThan(0);
    const list = await t.call(`${T}/index`, owner, {});
    expect(list.body.data.map((x: { id: number }) => x.id)).toContain(id);
    // GHN's ticket list page: the same fields but c_email and c_name
    expect(list.body.data.find((x: { id: number }) => x.id === id)).toMatchObject({ attachments: expect.any(Array), client_id: str, conversations: expect.any(Array), created_at: str, created_by: int, description: str, id, order_code: str, status: str, status_id: int, type: str, updated_at: str });
    // the JSON tickets of ours still answer
    expect((await t.call('/shiip/public-api/v2/ticket/detail', owner, { id })).status).toBe(200);

    // another client neither reads nor replies
    expect((await t.call(`${T}/detail`, other, { ticket_id: id })).status).toBe(404);
    expect((await post('reply', other, form({ ticket_id: String(id), description: 'x' }))).status).toBe(404);
    expect((await t.call(`${T}/index`, other, {})).body.data.map((x: { id: number }) => x.id)).not.toContain(id);
  });

  it('refuses an unknown category, a missing description and a bad e-mail, naming the fields', async () => {
    const bad = await post('create', owner, form({ c_email: 'not-an-email', category: 'Xyz', description: '' }));
    expect(bad.status).toBe(422);
    expect(bad.body.data.errors.map((e: { field: string }) => e.field).sort()).toEqual(['c_email', 'category', 'description']);
    const exe = await post('create', owner, form({ category: 'Tư vấn', description: 'x' }, [{ name: 'a.pdf', content: Buffer.from('MZ\x90\x00 not a pdf') }]));
    expect(exe.body).toMatchObject({ code: 400, code_message: 'USER_ERR_COMMON', error_code: 70010 });
  });

  it('pages the index as GHN lists do (offset, limit capped at 200) and reads a page in three statements', async () => {
    const made: number[] = [];
    for (let i = 0; i < 7; i++) {
      const c = await post('create', owner, form({ category: 'Tư vấn', description: `Câu hỏi ${i}` }, i % 2 ? [{ name: `a${i}.pdf`, content: PDF }] : []));
      made.push(c.body.data.id as number);
      if (i % 3 === 0) await post('reply', owner, form({ ticket_id: String(c.body.data.id), description: `Thêm ${i}` }));
    }
    const ids = async (url: string, body?: unknown) => {
      const r = await t.call(url, owner, body, body === undefined ? { method: 'GET' } : undefined);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body.data.map((x: { id: number }) => x.id) as number[];
    };
    const all = await ids(`${T}/index?limit=1000`);
    expect(all.length).toBeLessThanOrEqual(200);
    expect(all.slice(0, 7).sort()).toEqual([...made].sort());
    const first = await ids(`${T}/index?limit=3`);
    const second = await ids(`${T}/index?offset=3&limit=3`);
    // a POST's JSON body pages too, as GHN's clients send it
    const third = await ids(`${T}/index`, { offset: 6, limit: 3 });
    expect([...first, ...second, ...third]).toEqual(all.slice(0, 9));
    const bad = await t.call(`${T}/index?limit=0`, owner, undefined, { method: 'GET' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 400, code_message: 'USER_ERR_COMMON' });
    const badBody = await t.call(`${T}/index`, owner, { offset: -1 });
    expect(badBody.status).toBe(400);
    expect(badBody.body.data.errors[0].field).toBe('offset');

    // the page's tickets, their threads, authors and files: three statements however many tickets it holds
    const db = t.database.db;
    const [row] = sqlRows<{ client_id: number; created_by: number }>(await db.execute(sql`select client_id, created_by from tickets where id = ${made[0]!}`));
    const scope = { kind: 'client' as const, clientId: row!.client_id, userId: row!.created_by, shopId: null, acting: false, lang: 'vi' as const };
    const client = (db as unknown as { $client: { query: (...a: unknown[]) => Promise<unknown> } }).$client;
    const spy = vi.spyOn(client, 'query');
    const page = await ghnTicketList(db, scope, { limit: 50 }, undefined);
    const statements = spy.mock.calls.length;
    spy.mockRestore();
    expect(page.length).toBeGreaterThanOrEqual(7);
    expect(statements).toBeLessThanOrEqual(3);
    const withFile = page.find((x) => x.id === made[1]);
    expect(withFile?.attachments.map((a) => a.name)).toEqual(['a1.pdf']);
    expect(page.find((x) => x.id === made[3])?.conversations.map((c) => c.body)).toEqual(['Thêm 3']);
  });
});
