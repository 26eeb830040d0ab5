import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyReply } from 'fastify';

/**
 * How much of a file is gathered before the answer starts: a file this small (most prints and exports) is sent
 * whole with its length, and a failure while it is made is an error answer like any other, never a 200 cut short.
 */
const HEAD_BYTES = 64 * 1024;

/**
 * Sends a file made in chunks (by a render worker) as the answer, keeping the headers Fastify has gathered so far
 * (security headers). Until its first HEAD_BYTES are made nothing is sent, so an early failure is thrown to the
 * route and answered with its code. Past that the file streams; a failure then can only cut the connection
 * (chunked encoding with no last chunk), which every client reports as a failed download, not as a short file.
 */
export async function sendChunks(reply: FastifyReply, headers: Record<string, string>, chunks: AsyncIterable<Uint8Array>): Promise<void> {
  const it = chunks[Symbol.asyncIterator]();
  const head: Uint8Array[] = [];
  let size = 0;
  let whole = false;
  try {
    while (size < HEAD_BYTES) {
      const n = await it.next();
      if (n.done) {
        whole = true;
        break;
      }
      head.push(n.value);
      size += n.value.length;
    }
  } catch (e) {
    await it.return?.();
    throw e;
  }
  const all: Record<string, string | number | string[]> = {};
  for (const [k, v] of Object.entries(reply.getHeaders())) if (v !== undefined) all[k] = v;
  Object.assign(all, headers);
  reply.hijack();
  if (whole) {
    all['content-length'] = size;
    reply.raw.writeHead(200, all);
    reply.raw.end(Buffer.concat(head));
    return;
  }
  reply.raw.writeHead(200, all);
  async function* rest(): AsyncGenerator<Uint8Array> {
    yield* head;
    for (;;) {
      const n = await it.next();
      if (n.done) return;
      yield n.value;
    }
  }
  try {
    await pipeline(Readable.from(rest(), { objectMode: false }), reply.raw);
  } catch (e) {
    // headers are gone: the only honest signal left is a cut connection
    reply.log.error({ err: e }, 'file stream failed');
    reply.raw.destroy(e instanceof Error ? e : undefined);
  } finally {
    await it.return?.();
  }
}

/** `attachment` / `inline` with the name as ASCII and as UTF-8 (RFC 6266), for Vietnamese file names. */
export function contentDisposition(disposition: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^A-Za-z0-9._-]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
