import type { TCallInput, TCallOutput, TContract } from '@ffm/domain';
import { api, saveBlob, unwrap, type TEnvelope } from './api.ts';

/**
 * The typed client: the web calls the API only through the contracts of packages/domain (DESIGN §8), so a
 * call's path, method, input and answer types come from the one declaration the server mounts.
 */

type TAnyContract = TContract;

interface TCallOptions {
  signal?: AbortSignal;
  /** no permission toast on 403 (background calls) */
  quiet?: boolean;
}

type TQueryValue = string | number | boolean | null | undefined;

function usesPost(c: TAnyContract): boolean {
  return Array.isArray(c.method) ? c.method.includes('POST') : c.method === 'POST';
}

/** Query-string values of a GET call (arrays and objects are not sent that way by our contracts). */
function toQuery(input: unknown): Record<string, TQueryValue> | undefined {
  if (input === undefined || input === null) return undefined;
  const out: Record<string, TQueryValue> = {};
  for (const [k, v] of Object.entries(input as Record<string, unknown>)) {
    if (v === undefined || v === null || typeof v === 'object') continue;
    out[k] = v as TQueryValue;
  }
  return out;
}

/**
 * When this tab last made a call that may have changed data (any call but a cached list). The server answers a list
 * from memory only while nothing it reads has changed; a change made on another server process reaches it through
 * the database's notice, milliseconds later. So for a few seconds after its own change, this tab asks for its lists
 * with `Cache-Control: no-cache`: it sees what it just did whichever process answers (docs/lists.md, "Answer cache").
 */
let lastChangeAt = 0;
const FRESH_AFTER_CHANGE_MS = 3000;

/** Notes a call that may change data; for a cached list within 3 s of one, the header that skips the server's copy. */
function noteCall(c: TAnyContract): Record<string, string> | undefined {
  if (!c.cachedAnswer) {
    lastChangeAt = Date.now();
    return undefined;
  }
  return Date.now() - lastChangeAt < FRESH_AFTER_CHANGE_MS ? { 'Cache-Control': 'no-cache' } : undefined;
}

/** The raw envelope of a call (never throws for an HTTP error or a network failure). */
export function callEnvelope<C extends TAnyContract>(c: C, input?: TCallInput<C>, opts: TCallOptions = {}): Promise<TEnvelope<TCallOutput<C>>> {
  const headers = noteCall(c);
  const o = headers ? { ...opts, headers } : opts;
  if (usesPost(c)) return api.post<TCallOutput<C>>(c.path, input ?? {}, o);
  return api.get<TCallOutput<C>>(c.path, toQuery(input), o);
}

/** A call's data, or an ApiError (react-query hooks call this). */
export async function callApi<C extends TAnyContract>(c: C, input?: TCallInput<C>, opts: TCallOptions = {}): Promise<TCallOutput<C>> {
  return unwrap(c.path, await callEnvelope(c, input, opts));
}

/** A call whose answer is a file: saved under its Content-Disposition name (or `fallbackName`); ApiError otherwise. */
export async function downloadCall<C extends TAnyContract>(c: C, input: TCallInput<C>, fallbackName: string, opts: TCallOptions = {}): Promise<void> {
  if (usesPost(c)) {
    unwrap(c.path, await api.postDownload(c.path, input ?? {}, fallbackName, opts));
    return;
  }
  const r = await api.getBlob(c.path, toQuery(input), opts);
  if (!r.ok) {
    unwrap(c.path, r.envelope);
    return;
  }
  saveBlob(r.blob, r.fileName ?? fallbackName);
}

/** A multipart upload call: the file goes in the field `file`, the fields beside it. */
export async function uploadCall<C extends TAnyContract>(
  c: C,
  file: Blob,
  fields: Record<string, string | number> = {},
  opts: TCallOptions & { fileName?: string } = {},
): Promise<TCallOutput<C>> {
  noteCall(c);
  return unwrap(c.path, await api.upload<TCallOutput<C>>(c.path, file, fields, opts));
}
