import type { TInboundStatus } from './enums.ts';

/** 0 waiting → 3 receiving → 4 putting away → 99 complete; only a waiting order can be cancelled (→ 9). */
export const INBOUND_TRANSITIONS: Readonly<Record<TInboundStatus, readonly TInboundStatus[]>> = {
  0: [3, 9],
  3: [4],
  4: [99],
  9: [],
  99: [],
};

export type TInboundCancelResult = { ok: true } | { ok: false; code: 30002 | 30003 };
export type TInboundTransitionResult = { ok: true } | { ok: false; code: 30002 | 30003 | 400 };

/** SPEC §4/§8: cancel only before the warehouse starts receiving; 30003 if already cancelled, else 30002. */
export function inboundCancel(status: TInboundStatus): TInboundCancelResult {
  if (status === 0) return { ok: true };
  return { ok: false, code: status === 9 ? 30003 : 30002 };
}

export function canCancelInbound(status: TInboundStatus): boolean {
  return inboundCancel(status).ok;
}

/** Cancels get the catalogue's cancel codes; any other move outside the table is an invalid request (400). */
export function assertInboundTransition(from: TInboundStatus, to: TInboundStatus): TInboundTransitionResult {
  if (to === 9) return inboundCancel(from);
  return INBOUND_TRANSITIONS[from].includes(to) ? { ok: true } : { ok: false, code: 400 };
}
