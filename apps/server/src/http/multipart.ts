import type { FastifyRequest } from 'fastify';
import { UPLOAD_MAX_FILE_BYTES, uploadRefusalText, type TUploadRefusal } from '@ffm/domain';
import { DomainError } from '../lib/errors.ts';

function refuse(refusal: TUploadRefusal): never {
  throw new DomainError(uploadRefusalText(refusal).code, { localize: (lang) => uploadRefusalText(refusal).label[lang] });
}

export interface TReceivedUpload {
  fileName: string;
  buffer: Buffer;
  /** the form's text fields (e.g. customerId), and the query string's as a fallback */
  fields: Map<string, string>;
}

/**
 * Reads a multipart upload (the route layer does, for contracts marked `multipart`): the file in the field `file`
 * (at most UPLOAD_MAX_FILE_BYTES; a larger one is refused while it streams, never held whole), and the text
 * fields, whichever order they come in.
 */
export async function receiveUpload(req: FastifyRequest): Promise<TReceivedUpload> {
  const fields = new Map<string, string>();
  const query = (req.query ?? {}) as Record<string, unknown>;
  for (const [k, v] of Object.entries(query)) if (typeof v === 'string') fields.set(k, v);
  if (!req.isMultipart()) refuse({ reason: 'missing-file' });
  let file: { fileName: string; buffer: Buffer } | null = null;
  try {
    for await (const part of req.parts({ limits: { fileSize: UPLOAD_MAX_FILE_BYTES, files: 1, fields: 10 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          part.file.resume();
          continue;
        }
        const buffer = await part.toBuffer();
        file = { fileName: part.filename || 'upload.xlsx', buffer };
      } else if (typeof part.value === 'string') {
        fields.set(part.fieldname, part.value.slice(0, 200));
      }
    }
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') refuse({ reason: 'too-large', maxBytes: UPLOAD_MAX_FILE_BYTES });
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') refuse({ reason: 'missing-file' });
    // a cut or malformed multipart body
    refuse({ reason: 'upload-failed' });
  }
  if (!file || file.buffer.length === 0) refuse({ reason: 'missing-file' });
  return { ...file, fields };
}
