import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { sendXlsx } from './send-xlsx.ts';
import type { TXlsxSheet } from './xlsx-writer.ts';

const columns = [{ header: 'Mã', width: 10 }];

describe('sendXlsx', () => {
  it('an export whose rows fail at once answers an error, not a 200 cut short', async () => {
    const app = Fastify();
    const failing = (): TXlsxSheet => ({
      name: 'Sheet1',
      columns,
      rows: {
        [Symbol.asyncIterator]: () => ({
          // what a query refused by the database (a data error, SQLSTATE 22021) looks like from here
          next: () => Promise.reject(Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' })),
        }),
      },
    });
    app.post('/export', async (_req, reply) => {
      await sendXlsx(reply, 'ton-kho.xlsx', [failing()]);
      return reply;
    });
    const res = await app.inject({ method: 'POST', url: '/export' });
    expect(res.statusCode).toBe(500);
    expect(res.headers['content-type']).not.toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toBeUndefined();
    await app.close();
  });

  it('a sound export still streams every row after the first', async () => {
    const app = Fastify();
    app.post('/export', async (_req, reply) => {
      await sendXlsx(reply, 'ton-kho.xlsx', [{ name: 'Sheet1', columns, rows: (async function* () { for (let i = 0; i < 3; i++) yield [`SKU-${i}`]; })() }]);
      return reply;
    });
    const res = await app.inject({ method: 'POST', url: '/export' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    await app.close();
  });
});
