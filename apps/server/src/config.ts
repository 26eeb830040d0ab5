import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface TServerConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** session lifetime in seconds */
  sessionTtl: number;
  webDist: string;
  logLevel: string;
  /** check every success answer against its contract's response schema (tests; costs a parse per answer) */
  checkResponses: boolean;
  /**
   * TRUST_PROXY=1: the portal runs behind a reverse proxy whose X-Forwarded-For / -Proto are believed (client
   * address for the sign-in limit, https for the security headers). Off by default: otherwise anyone could pick
   * the address the per-address sign-in limit counts by sending the header.
   */
  trustProxy: boolean;
  /** run the job worker in this process (JOB_WORKER=0: an API-only replica) */
  jobWorker: boolean;
  /** how long a claimed job stays a worker's without renewal: a killed worker's job is taken again after it */
  jobLeaseMs: number;
  /** the longest a due job waits when no NOTIFY woke the worker */
  jobPollMs: number;
  /**
   * PUBLIC_URL: the portal's address as its users reach it (scheme, host, optional path; no trailing slash). Links
   * printed or sent away (each label's tracking QR) are built on it, never on the Host header of the request.
   */
  publicUrl: string;
}

/** PUBLIC_URL, checked at start: an http(s) address; unset, the portal on this machine at its port. */
export function publicUrlOf(value: string | undefined, port: number): string {
  const raw = value?.trim() || `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`PUBLIC_URL is not an address: ${raw}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`PUBLIC_URL must start with http:// or https://: ${raw}`);
  if (url.search || url.hash || url.username || url.password) throw new Error(`PUBLIC_URL takes no query, fragment or credentials: ${raw}`);
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): TServerConfig {
  const port = Number(env.PORT ?? 8080);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(REPO_ROOT, env.DATA_DIR ?? 'data'),
    sessionTtl: Number(env.SESSION_TTL_SECONDS ?? 7 * 24 * 3600),
    webDist: path.resolve(REPO_ROOT, 'apps/web/dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    checkResponses: env.CHECK_RESPONSES === '1',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    jobWorker: env.JOB_WORKER !== '0',
    jobLeaseMs: Number(env.JOB_LEASE_MS ?? 30_000),
    jobPollMs: Number(env.JOB_POLL_MS ?? 1_000),
    publicUrl: publicUrlOf(env.PUBLIC_URL, port),
  };
}
