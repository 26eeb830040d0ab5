import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.ts';
import { httpGateway, smsSendJob, useSmsGateway } from './sms-gateway.ts';
import { smsMessages } from './schema.ts';

function body(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let s = '';
    req.on('data', (c: Buffer) => (s += c.toString()));
    req.on('end', () => resolve(s));
  });
}

describe('SMS gateway adapters', () => {
  let t: TTestApp;
  const received: Array<{ auth: string | undefined; json: { to: string; text: string } }> = [];
  let status = 200;
  const gateway = createServer((req, res) => {
    void body(req).then((s) => {
      received.push({ auth: req.headers.authorization, json: JSON.parse(s) as { to: string; text: string } });
      res.statusCode = status;
      res.end('{}');
    });
  });
  beforeAll(async () => {
    t = await createTestApp();
    await new Promise<void>((r) => gateway.listen(0, '127.0.0.1', () => r()));
  });
  afterAll(async () => {
    useSmsGateway(undefined);
    gateway.close();
    await t.close();
  });

  const ctx = () => ({ db: t.database.db, jobId: 0, attempt: 1, signal: new AbortController().signal, log: { info: () => undefined, error: () => undefined } });
  const lastMessage = async () => (await t.database.db.select().from(smsMessages).orderBy(desc(smsMessages.id)).limit(1))[0]!;

  it('the default outbox keeps the message readable for provider staff', async () => {
    const owner = await t.login('owner@demo.vn');
    await t.call('/shiip/public-api/v2/otp/genOTP', owner, { purpose: 'update_password' });
    const m = await lastMessage();
    await smsSendJob.run({ messageId: m.id }, ctx());
    const after = await lastMessage();
    expect(after).toMatchObject({ status: 'sent', gateway: 'outbox', phone: '0987654321' });
    expect(after.text).toMatch(/\b\d{6}\b/);
    const ops = await t.login('ops@demo.vn', undefined, 'staff');
    const outbox = await t.call('/ops/sms-outbox/list', ops, { phone: '0987654321' });
    expect(outbox.body.data.items[0].text).toBe(after.text);
  });

  it('a configured gateway gets the message; the code is then masked in our copy; a refusal is retried', async () => {
    const url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`;
    useSmsGateway(httpGateway(url, 'secret-token'));
    // the gateway refuses first (the app's own job runner may try too: it is refused as well and retried later)
    status = 503;
    const owner = await t.login('owner@demo.vn');
    await t.call('/shiip/public-api/v2/otp/genOTP', owner, { purpose: 'update_client' });
    const m = await lastMessage();
    const code = /\b(\d{6})\b/.exec(m.text)![1]!;

    await expect(smsSendJob.run({ messageId: m.id }, ctx())).rejects.toThrow(/503/);
    expect((await t.database.db.select().from(smsMessages).where(eq(smsMessages.id, m.id)))[0]!.status).toBe('queued');

    status = 200;
    await smsSendJob.run({ messageId: m.id }, ctx());
    expect(received.at(-1)).toEqual({ auth: 'Bearer secret-token', json: { to: '0987654321', text: expect.stringContaining(code) as unknown as string } });
    const after = (await t.database.db.select().from(smsMessages).where(eq(smsMessages.id, m.id)))[0]!;
    expect(after).toMatchObject({ status: 'sent', gateway: 'http' });
    expect(after.text).not.toContain(code);
    // a second run of the job sends nothing more
    const n = received.length;
    await smsSendJob.run({ messageId: m.id }, ctx());
    expect(received.length).toBe(n);
  });
});
