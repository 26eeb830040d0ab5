import { and, eq, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type TDatabase } from './client.ts';
import { placeholders, runShaped } from './shaped.ts';

const things = pgTable('shaped_things', { id: integer('id').primaryKey(), kind: text('kind').notNull() });

/** Statements built once per shape (db/shaped.ts): each call gets its own values, and a value left unbound is caught. */
describe('shaped statements', () => {
  let d: TDatabase;
  beforeAll(async () => {
    d = await openDatabase({});
    await d.db.execute(sql`create table shaped_things (id integer primary key, kind text not null)`);
    await d.db.execute(sql`insert into shaped_things values (1, 'a'), (2, 'b'), (3, 'a'), (4, 'c')`);
  });
  afterAll(async () => {
    await d?.close();
  });

  const byKind = (kind: string | undefined) => {
    const { bind, values } = placeholders();
    const where = kind === undefined ? undefined : eq(things.kind, bind('kind', kind));
    return runShaped(d.db, 'things', values, () => d.db.select({ id: things.id }).from(things).where(where).orderBy(things.id));
  };

  it('reuses a shape with each call’s values, and tells shapes apart by the values they bind', async () => {
    expect((await byKind('a')).map((r) => r.id)).toEqual([1, 3]);
    expect((await byKind('b')).map((r) => r.id)).toEqual([2]);
    expect((await byKind(undefined)).map((r) => r.id)).toEqual([1, 2, 3, 4]);
    expect((await byKind('c')).map((r) => r.id)).toEqual([4]);
  });

  it('refuses a statement with a value not bound as a placeholder, on its first call and without the test-only check', async () => {
    const frozen = (kind: string) => runShaped(d.db, 'frozen', {}, () => d.db.select({ id: things.id }).from(things).where(eq(things.kind, kind)));
    // the check runs when a shape is built, whatever FFM_CHECK_SHAPES or VITEST say: the value never reaches a kept statement
    await expect(frozen('a')).rejects.toThrow(/1 value\(s\) not bound as placeholders/);
    await expect(frozen('b')).rejects.toThrow(/not bound/);
    const halfBound = () => {
      const { bind, values } = placeholders();
      return runShaped(d.db, 'half', values, () => d.db.select({ id: things.id }).from(things).where(and(eq(things.kind, bind('kind', 'a')), eq(things.id, 1))));
    };
    await expect(halfBound()).rejects.toThrow(/1 value\(s\) not bound/);
  });

  it('refuses a shape that leaves out what the text depends on', async () => {
    const sorted = (dir: 'asc' | 'desc') => runShaped(d.db, 'sorted', {}, () => d.db.select({ id: things.id }).from(things).orderBy(sql.raw(`id ${dir}`)));
    expect((await sorted('asc'))[0]!.id).toBe(1);
    await expect(sorted('desc')).rejects.toThrow(/differs/);
  });
});
