import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { TDbOrTx } from '../../db/client.ts';
import { defineJob } from '../../jobs/define-job.ts';
import { enqueue } from '../../jobs/enqueue.ts';
import { JobInterrupted } from '../../jobs/job-runner.ts';
import { runConfirmJob } from './confirm-job.ts';
import { uploadFiles } from './schema.ts';

export const UPLOAD_CONFIRM_JOB = 'upload.confirm';

const ZPayload = z.object({ fileId: z.number().int().positive() });

/**
 * The confirm of one file as a durable job: the job runner claims it (once across processes), and a process
 * killed mid-confirm leaves it to be taken again when its lease runs out. Re-running is safe: the batches only
 * take rows still 'valid'.
 */
export const uploadConfirmJob = defineJob<z.infer<typeof ZPayload>>({
  kind: UPLOAD_CONFIRM_JOB,
  parse: (payload) => ZPayload.parse(payload),
  backoffMs: 2_000,
  async run({ fileId }, ctx) {
    await runConfirmJob(ctx.db, fileId, { log: ctx.log, shouldStop: () => ctx.signal.aborted });
    const [file] = await ctx.db.select({ status: uploadFiles.status }).from(uploadFiles).where(eq(uploadFiles.id, fileId)).limit(1);
    if (file?.status !== 'confirming') return;
    if (ctx.signal.aborted) throw new JobInterrupted('stopped between batches');
    // rows still held by another worker's open batch (or no kind registered): try again after a backoff
    throw new Error(`file ${fileId} still has rows to confirm`);
  },
});

/** Asks for a file's confirm inside the caller's transaction; a confirm already waiting or running is not doubled. */
export function enqueueUploadConfirm(tx: TDbOrTx, fileId: number): Promise<number> {
  return enqueue(tx, UPLOAD_CONFIRM_JOB, { fileId }, { key: `upload-confirm:${fileId}` });
}
