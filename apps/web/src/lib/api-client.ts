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
  /** headers of this call (a token read before the session was cleared) */
  headers?: Record<string, string>;
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

/** The raw envelope of a call (never throws for an HTTP error or a network failure). */
export function callEnvelope<C extends TAnyContract>(c: C, input?: TCallInput<C>, opts: TCallOptions = {}): Promise<TEnvelope<TCallOutput<C>>> {
  if (usesPost(c)) return api.post<TCallOutput<C>>(c.path, input ?? {}, opts);
  return api.get<TCallOutput<C>>(c.path, toQuery(input), opts);
}

/** A call's data, or an ApiError (react-query hooks call this). */
export async function callApi<C extends TAnyContract>(c: C, input?: TCallInput<C>, opts: TCallOptions = {}): Promise<TCallOutput<C>> {
  return unwrap(c.path, await callEnvelope(c, input, opts));
}

/** A call whose answer is a file: saved under its Content-Disposition name (or `fallbackName`); ApiError otherwise. */
export async function downloadCall<C extends TAnyContract>(c: C, input: TCallInput<C>, fallbackName: string, opts: TCallOptions = {}): Promise<void> {
  // a file call whose input is its query string (the labels' print links) is read by GET, as its link is
  const byQuery = c.query !== undefined && c.body === undefined && (Array.isArray(c.method) ? c.method.includes('GET') : c.method === 'GET');
  if (usesPost(c) && !byQuery) {
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
  return unwrap(c.path, await api.upload<TCallOutput<C>>(c.path, file, fields, opts));
}
