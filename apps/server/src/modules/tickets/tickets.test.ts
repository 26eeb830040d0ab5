import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENT_QUOTA_BYTES } from '@ffm/domain';
import { sqlRows } from '../../db/sql-rows.ts';
import { createTestApp, type TTestApp } from '../../test/harness.ts';
import { FILE_SWEEP_JOB, removeUnattachedFiles } from './file-sweep.ts';
import { files, fileTokens } from './schema.ts';

const B = '/shiip/public-api/v2';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

function multipart(name: string, content: Buffer, extra: Record<string, string> = {}): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----ffmtest';
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(extra)) parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${name}"\r\ncontent-type: application/octet-stream\r\n\r\n`), content, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('tickets and attachments', () => {
  let t: TTestApp;
  let owner: string;
  let ops: string;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.login('owner@demo.vn');
    ops = await t.login('ops@demo.vn', undefined, 'staff');
  });
  afterAll(() => t.close());

  async function upload(token: string, name: string, content: Buffer, extra?: Record<string, string>) {
    const m = multipart(name, content, extra);
    const res = await t.app.inject({ method: 'POST', url: `${B}/file/upload`, headers: { token, ...m.headers }, payload: m.payload });
    return { status: res.statusCode, body: res.json() as { code: number; error_code?: number; data: { id: number; contentType: string } } };
  }

  it('accepts only the listed types, checked by content, and serves them as attachments with their own type', async () => {
    const exe = await upload(owner, 'hoa-don.pdf', Buffer.from('MZ\x90\x00 not a pdf'));
    expect(exe.status).toBe(422);
    expect(exe.body.error_code).toBe(70010);
    expect((await upload(owner, 'script.html', Buffer.from('<script>alert(1)</script>'))).body.error_code).toBe(70010);
    expect((await upload(owner, 'big.pdf', Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]))).status).toBe(413);
    const ok = await upload(owner, 'hoa-don.pdf', PDF);
    expect(ok.status).toBe(200);
    expect(ok.body.data.contentType).toBe('application/pdf');

    const tok = await t.call(`${B}/file/genToken`, owner, { id: ok.body.data.id });
    const file = await t.app.inject({ method: 'GET', url: `${B}/file/download?token=${tok.body.data.token}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('attachment');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `${B}/file/download?token=nope` })).statusCode).toBe(404);
    // another client's file cannot be linked
    const other = await t.login('canhan@demo.vn');
    expect((await t.call(`${B}/file/genToken`, other, { id: ok.body.data.id })).status).toBe(404);
  });

  it('opens a ticket with a PDF, provider staff answer it, the client sees the thread and the status filter', async () => {
    const pdf = await upload(owner, 'bien-ban.pdf', PDF);
    const made = await t.call(`${B}/ticket/create`, owner, { category: 'cod', title: 'Thiếu tiền COD', description: 'Đơn GHN001 chưa được đối soát', file_ids: [pdf.body.data.id] });
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({ status: 1, messageCount: 1 });
    expect(made.body.data.messages[0].files[0].name).toBe('bien-ban.pdf');
    const id = made.body.data.id as number;

    const waiting = await t.call('/ops/tickets/waiting', ops);
    expect(waiting.body.data.latest.map((x: { id: number }) => x.id)).toContain(id);
    const reply = await t.call('/ops/tickets/reply', ops, { id, body: 'Chúng tôi đã kiểm tra, tiền sẽ về trong kỳ tới.' });
    expect(reply.body.data.status).toBe(2);
    expect((await t.call('/ops/tickets/waiting', ops)).body.data.latest.map((x: { id: number }) => x.id)).not.toContain(id);

    const tab2 = await t.call(`${B}/ticket/index`, owner, { status: 2 });
    expect(tab2.body.data.items.map((x: { id: number }) => x.id)).toEqual([id]);
    expect(tab2.body.data.counts).toMatchObject({ 0: 2, 1: 1, 2: 1, 3: 0 });
    // a status tab's total is its counter, exact
    expect([tab2.body.data.total, tab2.body.data.totalExact]).toEqual([1, true]);
    const detail = await t.call(`${B}/ticket/detail`, owner, { id });
    expect(detail.body.data.messages.map((m: { authorKind: string }) => m.authorKind)).toEqual(['client', 'staff']);
    await t.call(`${B}/ticket/reply`, owner, { id, body: 'Cảm ơn' });
    expect((await t.call(`${B}/ticket/detail`, owner, { id })).body.data.status).toBe(1);
    await t.call('/ops/tickets/update-status', ops, { id, status: 3 });
    expect((await t.call(`${B}/ticket/index`, owner, { status: 3 })).body.data.counts[3]).toBe(1);

    const other = await t.login('canhan@demo.vn');
    expect((await t.call(`${B}/ticket/detail`, other, { id })).status).toBe(404);
    expect((await t.call(`${B}/ticket/create`, other, { category: 'cod', title: 'x', description: 'y', file_ids: [pdf.body.data.id] })).status).toBe(404);
  });

  it('a view-only staff member (staff@demo.vn) is refused tickets and files; view_ticket lets it read, not write', async () => {
    const staff = await t.login('staff@demo.vn');
    const [mine] = (await t.call(`${B}/ticket/index`, owner, {})).body.data.items as Array<{ id: number }>;
    const [file] = (await t.call(`${B}/file/all`, owner, {})).body.data.items as Array<{ id: number }>;
    const refused = async () => ({
      list: (await t.call(`${B}/ticket/index`, staff, {})).status,
      detail: (await t.call(`${B}/ticket/detail`, staff, { id: mine!.id })).status,
      files: (await t.call(`${B}/file/all`, staff, {})).status,
      token: (await t.call(`${B}/file/genToken`, staff, { id: file!.id })).status,
      contacts: (await t.call(`${B}/ticket/contacts`, staff, {})).status,
      create: (await t.call(`${B}/ticket/create`, staff, { category: 'cod', title: 'x', description: 'y' })).status,
      reply: (await t.call(`${B}/ticket/reply`, staff, { id: mine!.id, body: 'z' })).status,
      upload: (await upload(staff, 'a.pdf', PDF)).status,
    });
    expect(await refused()).toEqual({ list: 403, detail: 403, files: 403, token: 403, contacts: 403, create: 403, reply: 403, upload: 403 });
    const denied = await t.call(`${B}/ticket/index`, staff, {});
    expect(denied.body.message).toBe('Bạn không có quyền thực hiện chức năng này. Vui lòng liên hệ chủ cửa hàng để được cấp quyền.');

    // the owner grants view_ticket to the staff's group: reading works, writing still does not
    const groups = (await t.call(`${B}/permission/get-group-by-client`, owner, {})).body.data as Array<{ id: number; name: string }>;
    const group = groups.find((g) => g.name === 'Nhân viên xem đơn')!;
    expect((await t.call(`${B}/permission/add-permissions-to-group`, owner, { group_id: group.id, permissions: ['view_ticket'] })).status).toBe(200);
    const again = await refused();
    expect(again).toEqual({ list: 200, detail: 200, files: 200, token: 200, contacts: 403, create: 403, reply: 403, upload: 403 });
  });

  it('file names lose their bidirectional controls (a "pdf" that reads as a "jpg")', async () => {
    const up = await upload(owner, 'anh-\u202Egpj.\u2066hoa-don\u2069\u200F\u200E\u202A\u202B\u202C\u202D.pdf', PDF);
    expect(up.status).toBe(200);
    const [row] = await t.database.db.select({ name: files.name }).from(files).where(eq(files.id, up.body.data.id));
    expect(row!.name).toBe('anh-gpj.hoa-don.pdf');
  });

  it(`a client's attachments hold at most ${ATTACHMENT_QUOTA_BYTES / 1024 / 1024} MB together: past it 70021 (413)`, async () => {
    const first = await upload(owner, 'mot.pdf', PDF);
    const [mine] = await t.database.db.select({ clientId: files.clientId, uploadedBy: files.uploadedBy }).from(files).where(eq(files.id, first.body.data.id));
    // what the client holds already, nearly all of its quota (the size is what counts, not the bytes here)
    const used = sqlRows<{ bytes: number }>(await t.database.db.execute(sql`select coalesce(sum(size), 0)::int as bytes from files where client_id = ${mine!.clientId}`))[0]!.bytes;
    const [filler] = await t.database.db
      .insert(files)
      .values({ clientId: mine!.clientId, name: 'filler.pdf', ext: 'pdf', contentType: 'application/pdf', size: ATTACHMENT_QUOTA_BYTES - used - PDF.length + 1, sha256: 'x', content: PDF, uploadedBy: mine!.uploadedBy })
      .returning({ id: files.id });
    const over = await upload(owner, 'hai.pdf', PDF);
    expect(over.status).toBe(413);
    expect(over.body.error_code).toBe(70021);
    expect((over.body as unknown as { message: string }).message).toContain('200 MB');
    // another client is not charged for it
    const other = await t.login('canhan@demo.vn');
    expect((await upload(other, 'ba.pdf', PDF)).status).toBe(200);
    await t.database.db.delete(files).where(eq(files.id, filler!.id));
    expect((await upload(owner, 'hai.pdf', PDF)).status).toBe(200);
  });

  it('uploads never attached to a ticket are removed after a day by the job runner; attached ones stay', async () => {
    const attached = await upload(owner, 'dinh-kem.pdf', PDF);
    await t.call(`${B}/ticket/create`, owner, { category: 'other', title: 'Có file', description: 'x', file_ids: [attached.body.data.id] });
    const loose = await upload(owner, 'bo-quen.pdf', PDF);
    const fresh = await upload(owner, 'moi.pdf', PDF);
    await t.call(`${B}/file/genToken`, owner, { id: loose.body.data.id });
    const dayAgo = sql`now() - interval '25 hours'`;
    for (const id of [attached.body.data.id, loose.body.data.id]) await t.database.db.update(files).set({ createdAt: dayAgo }).where(eq(files.id, id));
    expect(await removeUnattachedFiles(t.database.db)).toBeGreaterThanOrEqual(1);
    const left = new Set((await t.database.db.select({ id: files.id }).from(files)).map((f) => f.id));
    expect([left.has(attached.body.data.id), left.has(loose.body.data.id), left.has(fresh.body.data.id)]).toEqual([true, false, true]);
    expect(await t.database.db.select().from(fileTokens).where(eq(fileTokens.fileId, loose.body.data.id))).toEqual([]);
    // the runner has the sweep queued
    const queued = sqlRows<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from jobs where kind = ${FILE_SWEEP_JOB} and state = 'queued'`))[0]!.n;
    expect(Number(queued)).toBe(1);
  });
});
