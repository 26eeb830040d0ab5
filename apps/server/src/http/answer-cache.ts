import type { TListen } from '../db/client.ts';
import type { TScope } from '../db/scope.ts';

/**
 * The answers of list calls, kept in memory while nothing they read has changed (docs/lists.md, "Answer cache").
 *
 * The database announces every change of what a list reads on LIST_CHANGES_CHANNEL, in the transaction that makes
 * it (triggers of migration `list-change-notices`, so delivered at commit, to every server process): the payload is
 * the client whose rows changed, or `*` when a change is not one client's (warehouses, users, units...). An answer
 * is kept with the version of its client (provider lists: of everything) read before its query ran, and served only
 * while that version is unchanged: so a change committed before a call began is never hidden by an older answer,
 * whichever process made it.
 *
 * - This process's own calls: every call that is not a cached list moves its client's version when it ends (a write
 *   is then seen by the next list call of its caller even before the database's notice arrives).
 * - Not listening (no connection yet, or lost: notices may have been missed): nothing is kept or served.
 * - `Cache-Control: no-cache` on a call skips the copy (the answer read is kept for the next caller).
 * - An answer is kept at most TTL_MS (what depends on the clock, such as days to expiry, moves within that), and
 *   the copies hold at most MAX_BYTES, keys and JSON together: the oldest go first. An answer that stops being true at a known
 *   instant says so (`keepUntil` of the handler's context: the fee call, until the next tariff takes effect).
 */
export const LIST_CHANGES_CHANNEL = 'ffm_list_changes';

const TTL_MS = 30_000;
const MAX_BYTES = 64 * 1024 * 1024;

/** The versions an answer is read at (taken before its query runs). */
interface TMark {
  /** the client whose version the answer was read at; null: a provider-wide answer (every client's version) */
  clientId: number | null;
  version: number;
  /** drops of everything so far: an answer read across one is not kept */
  epoch: number;
}

interface TEntry extends TMark {
  /** when the answer stops being served: TTL_MS after it was kept, or sooner when it said so (keepUntil) */
  expiresAt: number;
  /** the serialized answer as it is sent (a buffer: neither encoded nor measured again on each call) */
  json: Buffer;
}

/** What an answer depends on besides the data: the call, the caller (their shop, language, rights) and the input. */
export function answerKey(path: string, scope: TScope, input: unknown): string | null {
  if (scope.kind === 'client') return `${path}\u0000c${scope.clientId}:${scope.userId}:${scope.shopId ?? ''}:${scope.lang}\u0000${JSON.stringify(input)}`;
  if (scope.kind === 'provider') return `${path}\u0000p${scope.userId}:${scope.lang}\u0000${JSON.stringify(input)}`;
  return null;
}

/** What a kept answer holds in memory: its key (at most two bytes a character) and its JSON. */
function sizeOf(key: string, json: Buffer): number {
  return key.length * 2 + json.length;
}

export class AnswerCache {
  private listening = false;
  /** bumped by every change of anything: a drop of every copy, and the version of provider-wide answers */
  private epoch = 0;
  private allVersion = 0;
  private readonly clientVersions = new Map<number, number>();
  private readonly entries = new Map<string, TEntry>();
  private bytes = 0;
  private hits = 0;
  private misses = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** Listens for the database's change notices; resolves to the function that stops. Until then nothing is kept. */
  async listen(listen: TListen): Promise<() => Promise<void>> {
    const stop = await listen(
      LIST_CHANGES_CHANNEL,
      (payload) => this.changed(payload === '*' || !/^\d+$/.test(payload) ? null : Number(payload)),
      () => {
        this.listening = false;
        this.clear();
      },
    );
    this.clear();
    this.listening = true;
    return async () => {
      this.listening = false;
      this.clear();
      await stop();
    };
  }

  get enabled(): boolean {
    return this.listening;
  }

  /** A client's rows changed (null: something every client's lists may show). */
  changed(clientId: number | null): void {
    if (clientId === null) {
      this.clear();
      return;
    }
    this.allVersion++;
    this.clientVersions.set(clientId, (this.clientVersions.get(clientId) ?? 0) + 1);
  }

  /**
   * After a call of this process that may have written: what its scope reads is read again. (A call on the caller's
   * own account, `self`, changes no client rows: a changed name reaches the lists through the users table's notice.)
   */
  touched(scope: TScope): void {
    if (scope.kind === 'client') this.changed(scope.clientId);
    else if (scope.kind === 'provider') this.clear();
  }

  private clear(): void {
    this.epoch++;
    this.allVersion++;
    this.entries.clear();
    this.bytes = 0;
  }

  private versionOf(clientId: number | null): number {
    return clientId === null ? this.allVersion : (this.clientVersions.get(clientId) ?? 0);
  }

  /** The version an answer about to be read would be kept at (read it before the query runs). */
  mark(scope: TScope): TMark {
    const clientId = scope.kind === 'client' ? scope.clientId : null;
    return { clientId, version: this.versionOf(clientId), epoch: this.epoch };
  }

  get(key: string): Buffer | null {
    if (!this.listening) return null;
    const e = this.entries.get(key);
    if (!e) {
      this.misses++;
      return null;
    }
    // (a drop of everything empties the map: only the client's version and the age are left to check)
    if (e.version !== this.versionOf(e.clientId) || this.now() >= e.expiresAt) {
      this.drop(key, e);
      this.misses++;
      return null;
    }
    this.hits++;
    return e.json;
  }

  /** Keeps an answer read at `mark`; `until`: the instant it stops being true by the clock alone (a tariff taking effect). */
  set(key: string, mark: TMark, json: Buffer, until: number | null = null): void {
    if (!this.listening || mark.epoch !== this.epoch || mark.version !== this.versionOf(mark.clientId)) return;
    // the key counts too: it holds the input, which for GHN's calls is a body the contract does not bound
    if (sizeOf(key, json) > MAX_BYTES / 64) return;
    const now = this.now();
    if (until !== null && until <= now) return;
    const old = this.entries.get(key);
    if (old) this.drop(key, old);
    this.entries.set(key, { ...mark, expiresAt: Math.min(now + TTL_MS, until ?? Infinity), json });
    this.bytes += sizeOf(key, json);
    for (const [k, e] of this.entries) {
      if (this.bytes <= MAX_BYTES) break;
      this.drop(k, e);
    }
  }

  private drop(key: string, e: TEntry): void {
    this.entries.delete(key);
    this.bytes -= sizeOf(key, e.json);
  }

  /** How many answers are kept and their size (for tests and the bench). */
  stats(): { entries: number; bytes: number; hits: number; misses: number } {
    return { entries: this.entries.size, bytes: this.bytes, hits: this.hits, misses: this.misses };
  }
}
