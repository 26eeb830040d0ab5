import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.ts';

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
    const list = await t.call(`${T}/index`, owner, {});
    expect(list.body.data.map((x: { id: number }) => x.id)).toContain(id);
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
    expect(exe.body.code).toBe(70010);
  });
});
