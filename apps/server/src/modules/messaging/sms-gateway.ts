import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { TDbOrTx } from '../../db/client.ts';
import { defineJob } from '../../jobs/define-job.ts';
import { enqueue } from '../../jobs/enqueue.ts';
import { smsMessages } from './schema.ts';

/**
 * Where text messages go. The default adapter is the outbox: the message stays in `sms_messages`, which provider
 * staff read in the console (/ops/sms-outbox/list) and the log shows, so the whole OTP flow runs on one machine.
 * A real gateway plugs in by configuration: SMS_GATEWAY_URL (POST JSON {to, text}, bearer SMS_GATEWAY_TOKEN).
 */
export interface TSmsGateway {
  name: string;
  /** true: the message stays readable in the outbox (the default adapter); false: its code is masked once sent */
  keepsText: boolean;
  send(to: string, text: string, signal?: AbortSignal): Promise<void>;
}

export const outboxGateway: TSmsGateway = { name: 'outbox', keepsText: true, send: async () => undefined };

export function httpGateway(url: string, token: string | undefined): TSmsGateway {
  return {
    name: 'http',
    keepsText: false,
    async send(to, text, signal) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ to, text }),
        signal: signal ?? AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
    },
  };
}

let override: TSmsGateway | undefined;

/** The configured adapter (tests may set another with `useSmsGateway`). */
export function smsGateway(env: NodeJS.ProcessEnv = process.env): TSmsGateway {
  if (override) return override;
  return env.SMS_GATEWAY_URL ? httpGateway(env.SMS_GATEWAY_URL, env.SMS_GATEWAY_TOKEN) : outboxGateway;
}

export function useSmsGateway(g: TSmsGateway | undefined): void {
  override = g;
}

export const SMS_SEND_JOB = 'sms.send';
const ZPayload = z.object({ messageId: z.number().int().positive() });

/** Queues a message inside the caller's transaction; the job hands it to the gateway (retried with backoff). */
export async function queueSms(tx: TDbOrTx, m: { userId: number | null; phone: string; text: string; purpose: string | null }): Promise<number> {
  const [row] = await tx.insert(smsMessages).values({ userId: m.userId, phone: m.phone, text: m.text, purpose: m.purpose }).returning({ id: smsMessages.id });
  await enqueue(tx, SMS_SEND_JOB, { messageId: row!.id }, { key: `sms:${row!.id}`, maxAttempts: 5 });
  return row!.id;
}

export const smsSendJob = defineJob<z.infer<typeof ZPayload>>({
  kind: SMS_SEND_JOB,
  parse: (p) => ZPayload.parse(p),
  backoffMs: 5_000,
  async run({ messageId }, ctx) {
    const [m] = await ctx.db.select().from(smsMessages).where(eq(smsMessages.id, messageId));
    if (!m || m.status === 'sent') return;
    const gateway = smsGateway();
    await gateway.send(m.phone, m.text, ctx.signal);
    // a real gateway has the text now: the code does not stay readable in our table
    const text = gateway.keepsText ? m.text : m.text.replace(/\d{6}/g, '******');
    await ctx.db.update(smsMessages).set({ status: 'sent', gateway: gateway.name, sentAt: new Date(), text }).where(eq(smsMessages.id, messageId));
    ctx.log.info({ messageId, phone: m.phone, gateway: gateway.name, ...(gateway.keepsText ? { text: m.text } : {}) }, 'sms sent');
  },
});
