import { messageFor, PERMISSION_DENIED_EN, PERMISSION_DENIED_VI } from '@ffm/domain';
import { currentLang } from './i18n.ts';
import { session } from './session.ts';
import { toast } from './toast.ts';

/** Every answer of the API (SPEC §7-§8, DESIGN §3). */
export interface TEnvelope<T = unknown> {
  code: number;
  message: string;
  data: T;
  code_message?: string;
}

/** What the wrapper answers when the network (not the server) failed: SPEC §8. */
export const NETWORK_FAILURE = {
  code: 500,
  code_message: 'NET_WORK_VALID',
  message: 'no network connection, please check your connection',
} as const;

export type TNetworkFailure = typeof NETWORK_FAILURE & { data: null };

/** A non-success answer, thrown by the data helpers (and so by react-query hooks). */
export class ApiError extends Error {
  readonly code: number;
  readonly codeMessage: string | undefined;
  readonly status: number;
  readonly data: unknown;
  /** already shown to the user (the 403 toast): generic error toasts skip it */
  readonly handled: boolean;

  constructor(envelope: TEnvelope, status: number, handled: boolean) {
    super(displayMessage(envelope));
    this.name = 'ApiError';
    this.code = envelope.code;
    this.codeMessage = envelope.code_message;
    this.status = status;
    this.data = envelope.data;
    this.handled = handled;
  }

  /** field errors of a 422 answer (`data.errors`), when the server sent them */
  get fieldErrors(): Array<{ field: string; message: string }> {
    const d = this.data as { errors?: unknown } | null;
    if (!d || !Array.isArray(d.errors)) return [];
    return d.errors.filter(
      (e): e is { field: string; message: string } =>
        typeof e === 'object' && e !== null && typeof (e as { field?: unknown }).field === 'string',
    );
  }
}

export function isApiError(err: unknown): err is ApiError {
  return err instanceof ApiError;
}

/** The text to show for an answer: the server's localized message, else the catalogue's. */
function displayMessage(env: Pick<TEnvelope, 'code' | 'message' | 'code_message'>): string {
  if (env.code_message === NETWORK_FAILURE.code_message) return messageFor(NETWORK_FAILURE.code, currentLang());
  return env.message && env.message.trim() !== '' ? env.message : messageFor(env.code, currentLang());
}

/** Message of any error, for toasts. */
export function errorMessage(err: unknown): string {
  if (err instanceof ApiError) return err.message;
  return messageFor(4, currentLang());
}

interface THooks {
  /** a 401 outside the sign-in calls: the session is over */
  onUnauthorized: () => void;
}

let hooks: THooks = {
  onUnauthorized: () => window.location.assign('/logout'),
};

/** The router plugs in its navigation so a 401 does not reload the page. */
export function configureApi(next: Partial<THooks>): void {
  hooks = { ...hooks, ...next };
}

type TQuery = Record<string, string | number | boolean | null | undefined>;

/** What went out and what came back, before the envelope is read. */
interface TRaw {
  status: number;
  response: Response | null;
}

/** Statuses remembered per envelope, so `unwrap` knows the HTTP status and whether 403 was already shown. */
const statusOf = new WeakMap<object, number>();
const handledEnvelopes = new WeakSet<object>();

function buildUrl(path: string, query?: TQuery): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) params.append(k, String(v));
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

function buildHeaders(extra?: Record<string, string>): Headers {
  const h = new Headers(extra);
  const token = session.getToken();
  if (token) h.set('Token', token);
  const shopId = session.getShopId();
  if (shopId !== null) h.set('ShopId', String(shopId));
  // the server answers in the user's stored language; before sign-in it reads this
  h.set('X-Lang', currentLang());
  if (!h.has('Accept')) h.set('Accept', 'application/json');
  return h;
}

function isAbort(err: unknown): boolean {
  return err instanceof DOMException && err.name === 'AbortError';
}

async function rawFetch(method: string, url: string, init: RequestInit): Promise<TRaw> {
  try {
    const response = await fetch(url, { ...init, method, credentials: 'same-origin' });
    return { status: response.status, response };
  } catch (err) {
    if (isAbort(err)) throw err;
    return { status: 0, response: null };
  }
}

function networkFailure<T>(): TEnvelope<T> {
  const env = { ...NETWORK_FAILURE, data: null as T };
  statusOf.set(env, 0);
  return env;
}

async function readEnvelope<T>(path: string, raw: TRaw, quiet = false): Promise<TEnvelope<T>> {
  const { response, status } = raw;
  if (!response) return networkFailure<T>();
  let env: TEnvelope<T>;
  const type = response.headers.get('content-type') ?? '';
  try {
    if (type.includes('json')) {
      const body = (await response.json()) as unknown;
      env = toEnvelope<T>(path, body, status);
    } else {
      const text = await response.text();
      env = { code: response.ok ? successCodeFor(path) : status, message: response.ok ? '' : text.slice(0, 300), data: null as T };
    }
  } catch (err) {
    if (isAbort(err)) throw err;
    env = { code: status >= 500 ? 1 : status, message: '', data: null as T };
  }
  statusOf.set(env, status);
  afterResponse(path, status, env, quiet);
  return env;
}

/**
 * Bare JSON (a list without envelope) is wrapped so callers always read `{ code, message, data }`. A GHN-style
 * error (`/shiip/public-api`: `code` 400 and `code_message` USER_ERR_COMMON) carries the catalogue's number
 * and key in `error_code` and `error_key`: the screens read those as `code` and `code_message`.
 */
function toEnvelope<T>(path: string, body: unknown, status: number): TEnvelope<T> {
  if (body !== null && typeof body === 'object' && !Array.isArray(body) && 'code' in body) {
    const b = body as Partial<TEnvelope<T>> & { error_code?: unknown; error_key?: unknown };
    const ours = typeof b.error_code === 'number' ? { code: b.error_code, code_message: typeof b.error_key === 'string' ? b.error_key : undefined } : null;
    return { ...b, code: ours?.code ?? Number(b.code), ...(ours ? { code_message: ours.code_message } : {}), message: typeof b.message === 'string' ? b.message : '', data: b.data as T };
  }
  const ok = status >= 200 && status < 300;
  return { code: ok ? successCodeFor(path) : status, message: '', data: body as T };
}

/** SPEC §8: 401 goes to the logout path, 403 shows the permission message. */
function afterResponse(path: string, status: number, env: TEnvelope<unknown>, quiet: boolean): void {
  if (status === 401 && !path.startsWith('/sso/')) {
    session.clear();
    hooks.onUnauthorized();
    return;
  }
  if (status === 403 && !quiet) {
    const text = currentLang() === 'en' ? PERMISSION_DENIED_EN : PERMISSION_DENIED_VI;
    toast.error(text, 'permission-denied');
    handledEnvelopes.add(env);
  }
}

interface TOptions {
  query?: TQuery;
  /** no permission toast on 403 (background calls such as config fetches, whose errors are only logged) */
  quiet?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

async function jsonCall<T>(method: string, path: string, body: unknown, opts: TOptions = {}): Promise<TEnvelope<T>> {
  const hasBody = body !== undefined && method !== 'GET';
  const headers = buildHeaders({ ...(hasBody ? { 'Content-Type': 'application/json' } : {}), ...opts.headers });
  const raw = await rawFetch(method, buildUrl(path, opts.query), {
    headers,
    body: hasBody ? JSON.stringify(body) : undefined,
    signal: opts.signal,
  });
  return readEnvelope<T>(path, raw, opts.quiet);
}

export type TBlobResult =
  | { ok: true; blob: Blob; fileName: string | null }
  | { ok: false; envelope: TEnvelope<null> };

/** File name from Content-Disposition, RFC 5987 `filename*=UTF-8''...` first. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*([^']*)''([^;]+)/i.exec(header);
  if (star?.[2]) {
    try {
      return decodeURIComponent(star[2].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() ?? null;
}

async function blobCall(method: string, path: string, init: RequestInit, query?: TQuery): Promise<TBlobResult> {
  const raw = await rawFetch(method, buildUrl(path, query), init);
  const { response } = raw;
  const type = response?.headers.get('content-type') ?? '';
  if (!response || !response.ok || type.includes('application/json')) {
    return { ok: false, envelope: await readEnvelope<null>(path, raw) };
  }
  const blob = await response.blob();
  return { ok: true, blob, fileName: fileNameFromDisposition(response.headers.get('content-disposition')) };
}

/** Hands a blob to the browser as a download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // give the browser time to start the download before the URL is revoked
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/**
 * The common wrapper of SPEC §7-§8. Each call returns the response body (the envelope); it never throws for
 * an HTTP error or a network failure (that is `NETWORK_FAILURE`), only when the caller aborts.
 */
export const api = {
  get<T = unknown>(path: string, query?: TQuery, opts: Omit<TOptions, 'query'> = {}): Promise<TEnvelope<T>> {
    return jsonCall<T>('GET', path, undefined, { ...opts, query });
  },
  /** GET that insists on a JSON answer (the server may otherwise pick another representation) */
  getJson<T = unknown>(path: string, query?: TQuery, opts: Omit<TOptions, 'query'> = {}): Promise<TEnvelope<T>> {
    return jsonCall<T>('GET', path, undefined, { ...opts, query, headers: { Accept: 'application/json', ...opts.headers } });
  },
  post<T = unknown>(path: string, body: unknown = {}, opts: TOptions = {}): Promise<TEnvelope<T>> {
    return jsonCall<T>('POST', path, body, opts);
  },
  /** POST of a body as is (text, XML, a prepared string) with its content type */
  async postRaw<T = unknown>(path: string, body: BodyInit, contentType = 'text/plain;charset=UTF-8', opts: TOptions = {}): Promise<TEnvelope<T>> {
    const raw = await rawFetch('POST', buildUrl(path, opts.query), {
      headers: buildHeaders({ 'Content-Type': contentType, ...opts.headers }),
      body,
      signal: opts.signal,
    });
    return readEnvelope<T>(path, raw, opts.quiet);
  },
  put<T = unknown>(path: string, body: unknown = {}, opts: TOptions = {}): Promise<TEnvelope<T>> {
    return jsonCall<T>('PUT', path, body, opts);
  },
  delete<T = unknown>(path: string, body?: unknown, opts: TOptions = {}): Promise<TEnvelope<T>> {
    return jsonCall<T>('DELETE', path, body, opts);
  },
  /** multipart upload; the file goes in the field `file` */
  async upload<T = unknown>(
    path: string,
    file: Blob,
    fields: Record<string, string | number> = {},
    opts: TOptions & { fileName?: string } = {},
  ): Promise<TEnvelope<T>> {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
    const name = opts.fileName ?? (file instanceof File ? file.name : 'upload');
    form.append('file', file, name);
    // no Content-Type: the browser sets the multipart boundary
    const raw = await rawFetch('POST', buildUrl(path, opts.query), {
      headers: buildHeaders(opts.headers),
      body: form,
      signal: opts.signal,
    });
    return readEnvelope<T>(path, raw, opts.quiet);
  },
  /** GET of a file (export, label, template) */
  getBlob(path: string, query?: TQuery, opts: Omit<TOptions, 'query'> = {}): Promise<TBlobResult> {
    return blobCall('GET', path, { headers: buildHeaders({ Accept: '*/*', ...opts.headers }), signal: opts.signal }, query);
  },
  /** POST whose answer is a file: saved under its Content-Disposition name (or `fallbackName`) */
  async postDownload(path: string, body: unknown, fallbackName: string, opts: TOptions = {}): Promise<TEnvelope<null>> {
    const result = await blobCall(
      'POST',
      path,
      {
        headers: buildHeaders({ 'Content-Type': 'application/json', Accept: '*/*', ...opts.headers }),
        body: JSON.stringify(body ?? {}),
        signal: opts.signal,
      },
      opts.query,
    );
    if (!result.ok) return result.envelope;
    saveBlob(result.blob, result.fileName ?? fallbackName);
    return { code: successCodeFor(path), message: '', data: null };
  },
};

/** Success is code 0 for the fulfillment, sign-in and ops groups, 200 for the shipping group (DESIGN §3). */
export function successCodeFor(path: string): number {
  return path.startsWith('/shiip/') ? 200 : 0;
}

export function isSuccess(path: string, env: TEnvelope<unknown>): boolean {
  const status = statusOf.get(env);
  return env.code === successCodeFor(path) && (status === undefined || (status >= 200 && status < 300));
}

/** The data of a successful answer, or an ApiError. */
export function unwrap<T>(path: string, env: TEnvelope<T>): T {
  if (isSuccess(path, env)) return env.data;
  throw new ApiError(env, statusOf.get(env) ?? 0, handledEnvelopes.has(env));
}

/** Data helpers for react-query: they return `data` and throw ApiError otherwise. */
export const fetchData = {
  async get<T>(path: string, query?: TQuery, signal?: AbortSignal): Promise<T> {
    return unwrap(path, await api.get<T>(path, query, { signal }));
  },
  async post<T>(path: string, body: unknown = {}, signal?: AbortSignal): Promise<T> {
    return unwrap(path, await api.post<T>(path, body, { signal }));
  },
};
