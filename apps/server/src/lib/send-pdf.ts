import type { FastifyReply } from 'fastify';

/**
 * Sends a PDF (a label batch, delivery notes) as the answer, like sendXlsx: the reply is hijacked so the route
 * wrapper adds no envelope, and the headers Fastify has gathered so far (security headers) are kept. `inline`
 * (the default) lets the browser open its viewer to print; `attachment` downloads the file.
 */
export function sendPdf(reply: FastifyReply, fileName: string, pdf: Uint8Array, disposition: 'inline' | 'attachment' = 'inline'): void {
  const ascii = fileName.replace(/[^A-Za-z0-9._-]/g, '_');
  const headers: Record<string, string | number | string[]> = {};
  for (const [k, v] of Object.entries(reply.getHeaders())) if (v !== undefined) headers[k] = v;
  headers['content-type'] = 'application/pdf';
  headers['content-length'] = pdf.length;
  headers['content-disposition'] = `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
  headers['cache-control'] = 'no-store';
  reply.hijack();
  reply.raw.writeHead(200, headers);
  reply.raw.end(pdf);
}
