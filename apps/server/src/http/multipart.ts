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

export interface TReceivedForm {
  fields: Map<string, string>;
  files: Array<{ fieldName: string; fileName: string; buffer: Buffer }>;
}

/**
 * Reads a form as GHN's ticket calls send it: multipart text fields (each up to `maxFieldChars`) and any number of
 * files up to `maxFiles` in the named file fields (`attachments`, `attachments[]`), each at most `maxFileBytes`;
 * or a JSON body's fields when the request is not multipart.
 */
export async function receiveForm(req: FastifyRequest, o: { fileFields: readonly string[]; maxFiles: number; maxFileBytes: number; maxFieldChars: number }): Promise<TReceivedForm> {
  const fields = new Map<string, string>();
  const files: TReceivedForm['files'] = [];
  if (!req.isMultipart()) {
    for (const [k, v] of Object.entries((req.body ?? {}) as Record<string, unknown>)) {
      if (typeof v === 'string' || typeof v === 'number') fields.set(k, String(v).slice(0, o.maxFieldChars));
    }
    return { fields, files };
  }
  try {
    for await (const part of req.parts({ limits: { fileSize: o.maxFileBytes, files: o.maxFiles, fields: 20 } })) {
      if (part.type === 'file') {
        if (!o.fileFields.includes(part.fieldname)) {
          part.file.resume();
          continue;
        }
        const buffer = await part.toBuffer();
        if (buffer.length > 0) files.push({ fieldName: part.fieldname, fileName: part.filename || 'file', buffer });
      } else if (typeof part.value === 'string') {
        fields.set(part.fieldname, part.value.slice(0, o.maxFieldChars));
      }
    }
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') refuse({ reason: 'too-large', maxBytes: o.maxFileBytes });
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw new DomainError(400);
    refuse({ reason: 'upload-failed' });
  }
  return { fields, files };
}
