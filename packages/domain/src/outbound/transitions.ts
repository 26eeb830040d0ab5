import type { TOutboundStatus } from './enums.ts';

/**
 * Warehouse flow 0 → 1 → 2 → 3 → 4 → 5 → 6 → 7 → 99. Allocation that finds no stock goes back to 0.
 * Before picking starts (0-2) an order is cancelled directly; once the warehouse works on it (3-6) only
 * provider staff can stop it, through 8 "awaiting cancel processing", which ends cancelled (9) or, when the
 * parcel already left, as shipped (7). A released pick list sends its orders still picking back to 2.
 */
export const OUTBOUND_TRANSITIONS: Readonly<Record<TOutboundStatus, readonly TOutboundStatus[]>> = {
  0: [1, 9],
  1: [2, 0, 9],
  2: [3, 9],
  // 3 → 2: staff release a pick list; the order waits, still allocated, to be picked again
  // 3 → 0: a short pick no other bin could cover; the order's stock is released and it waits for stock as new
  3: [4, 8, 2, 0],
  4: [5, 8],
  5: [6, 8],
  6: [7, 8],
  7: [99],
  8: [9, 7],
  9: [],
  99: [],
};

/** Client self-cancel is possible while nothing has been picked; from 1 and 2 the allocated stock is released. */
export const OUTBOUND_SELF_CANCELLABLE: readonly TOutboundStatus[] = [0, 1, 2];

export type TOutboundCancelResult =
  | { ok: true; releasesStock: boolean }
  | { ok: false; code: 40002 | 40005 | 40008 };

/**
 * SPEC §4/§8 client cancel: 3-6 and 8 are in the warehouse's hands (40002, contact support); 7 and 99 are
 * handed over or done (40005); 9 is already cancelled (40008, our code).
 */
export function outboundCancel(status: TOutboundStatus): TOutboundCancelResult {
  if (OUTBOUND_SELF_CANCELLABLE.includes(status)) return { ok: true, releasesStock: status !== 0 };
  if (status === 7 || status === 99) return { ok: false, code: 40005 };
  if (status === 9) return { ok: false, code: 40008 };
  return { ok: false, code: 40002 };
}

export function canCancelOutbound(status: TOutboundStatus): boolean {
  return outboundCancel(status).ok;
}

/** In the warehouse's hands (picking to packed): a client's cancel there is a request staff confirm (40002, then 8). */
export const OUTBOUND_CANCEL_REQUESTABLE: readonly TOutboundStatus[] = [3, 4, 5, 6];

/**
 * Whether a client's cancel does anything at this status: cancels at once (0-2) or asks the warehouse to (3-6).
 * Elsewhere (already asked, handed over, done, cancelled) the server only refuses, so the web offers no "Huỷ đơn".
 */
export function canAskOutboundCancel(status: TOutboundStatus): boolean {
  return canCancelOutbound(status) || OUTBOUND_CANCEL_REQUESTABLE.includes(status);
}

export type TOutboundTransitionResult = { ok: true } | { ok: false; code: 40002 | 40005 | 40008 | 400 };

/**
 * The machine as the server (and provider staff) drive it. A move to 9 that the table refuses gets the cancel
 * codes; any other refused move is an invalid request (400).
 */
export function assertOutboundTransition(from: TOutboundStatus, to: TOutboundStatus): TOutboundTransitionResult {
  if (OUTBOUND_TRANSITIONS[from].includes(to)) return { ok: true };
  if (to === 9) {
    const cancel = outboundCancel(from);
    return cancel.ok ? { ok: true } : cancel;
  }
  return { ok: false, code: 400 };
}
