import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlRows } from '../../db/sql-rows.ts';
import { createTestApp, type TTestApp } from '../../test/harness.ts';
import { expectCursorWalk, type TWalkPage } from '../../test/list-walk.ts';

/** The pipeline's lists on the one list pattern (docs/lists.md): history, review tabs and the file's rows by cursor. */
describe('upload lists: history, review tabs and file rows by cursor', () => {
  let t: TTestApp;
  let owner: string;
  let clientId: number;
  let fileId: number;

  const rows = async <T>(q: ReturnType<typeof sql>) => sqlRows<T>(await t.database.db.execute(q));

  /** n files of a kind in one statement: the same created_at, so the id breaks the ties. */
  async function insertFiles(n: number, kind: string) {
    await t.database.db.execute(sql`
      insert into upload_files (client_id, kind, file_name, size_bytes, sha256, status)
      select ${clientId}, ${kind}, ${kind} || '-' || i || '.xlsx', 1000, md5(i::text), 'done' from generate_series(1, ${n}) i`);
  }

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.login('owner@demo.vn');
    clientId = (await t.call('/ffm/user-info', owner, {})).body.data.client.id;
    await insertFiles(30, 'sku');
    await insertFiles(12, 'sku-size-weight');
    await insertFiles(5, 'inbound');
    await insertFiles(3, 'sku');
    // one file of 137 rows: every fifth invalid, of the valid ones some created and some failed
    fileId = (
      await rows<{ id: number }>(sql`
        insert into upload_files (client_id, kind, file_name, size_bytes, sha256, status) values (${clientId}, 'sku', 'rows.xlsx', 1000, 'x', 'done') returning id`)
    )[0]!.id;
    await t.database.db.execute(sql`
      insert into upload_rows (file_id, row_no, raw, errors, status)
      select ${fileId}, i + 1, jsonb_build_object('sku', 'R' || i), case when i % 5 = 0 then '["x"]'::jsonb else '[]'::jsonb end,
             case when i % 5 = 0 then 'invalid' when i % 3 = 0 then 'failed' when i % 2 = 0 then 'created' else 'valid' end
      from generate_series(1, 137) i`);
    // the counters the pipeline keeps with the rows
    await t.database.db.execute(sql`
      update upload_files f set total_rows = c.total, valid_rows = c.total - c.invalid, invalid_rows = c.invalid, created_rows = c.created, failed_rows = c.failed
      from (select count(*)::int as total, count(*) filter (where status = 'invalid')::int as invalid, count(*) filter (where status = 'created')::int as created,
                   count(*) filter (where status = 'failed')::int as failed from upload_rows where file_id = ${fileId}) c
      where f.id = ${fileId}`);
  });
  afterAll(async () => {
    await t?.close();
  });

  const pager =
    <T>(url: string, body: Record<string, unknown>, pick: (data: never) => TWalkPage<T> = (d) => d) =>
    async (cursor: string | undefined) => {
      const r = await t.call(url, owner, { ...body, ...(cursor ? { cursor } : {}) });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return pick(r.body.data as never);
    };

  it('the history walks by cursor both ways, newest first (the id breaks ties), one kind or every kind of the area', async () => {
    const ids = async (kinds: string[]) =>
      (await rows<{ id: number }>(sql`select id from upload_files where client_id = ${clientId} and kind = any(${sql.param(kinds)}::text[]) order by created_at desc, id desc`)).map((r) => r.id);
    const skuArea = await ids(['sku', 'sku-size-weight']);
    const first = await pager<{ id: number }>('/ffm/sku/upload-history', { pageSize: 7 })(undefined);
    expect(first).toMatchObject({ total: skuArea.length, totalExact: true, prevCursor: null });
    await expectCursorWalk(pager<{ id: number }>('/ffm/sku/upload-history', { pageSize: 7 }), (f) => f.id, skuArea);
    await expectCursorWalk(pager<{ id: number }>('/ffm/sku/upload-history', { kind: 'sku-size-weight', pageSize: 5 }), (f) => f.id, await ids(['sku-size-weight']));
    await expectCursorWalk(pager<{ id: number }>('/ffm/inbound/upload-history', { pageSize: 2 }), (f) => f.id, await ids(['inbound', 'inbound-return']));
  });

  it('each review tab walks by cursor in row order, its total the file’s counter', async () => {
    const statuses: Record<string, string[]> = {
      valid: ['valid', 'created', 'failed'],
      invalid: ['invalid'],
      created: ['created'],
      failed: ['failed'],
      all: ['valid', 'invalid', 'created', 'failed'],
    };
    for (const [tab, wanted] of Object.entries(statuses)) {
      const expected = (await rows<{ row_no: number }>(sql`select row_no from upload_rows where file_id = ${fileId} and status = any(${sql.param(wanted)}::text[]) order by row_no`)).map((r) => r.row_no);
      const walk = pager<{ rowNo: number }>('/ffm/sku/upload-validation', { fileId, tab, pageSize: 13 });
      expect(await walk(undefined), tab).toMatchObject({ total: expected.length, totalExact: true, fileId, tab });
      await expectCursorWalk(walk, (r) => r.rowNo, expected);
    }
  });

  it('the file detail walks all its rows by cursor', async () => {
    const walk = pager<{ rowNo: number }>('/ffm/sku/upload-detail', { fileId, pageSize: 20 }, (d: { rows: TWalkPage<{ rowNo: number }> }) => d.rows);
    expect(await walk(undefined)).toMatchObject({ total: 137, totalExact: true });
    await expectCursorWalk(
      walk,
      (r) => r.rowNo,
      Array.from({ length: 137 }, (_, i) => i + 2),
    );
  });

  it('a forged cursor is bad input, not a server error', async () => {
    const forged = 'bm90LWEtY3Vyc29y';
    for (const [url, body] of [
      ['/ffm/sku/upload-history', {}],
      ['/ffm/sku/upload-validation', { fileId }],
      ['/ffm/sku/upload-detail', { fileId }],
    ] as const) {
      expect((await t.call(url, owner, { ...body, cursor: forged })).status, url).toBe(400);
    }
  });
});
