import type { TLang } from '../errors/catalogue.ts';
import { labelOf } from '../common/labels.ts';
import { SHIPPING_STATUS_LABELS, type TShippingStatus } from './enums.ts';

/** SPEC §4: the only statuses a client may cancel from (the parcel has not left the sender). */
export const SHIPPING_CANCELLABLE_STATUSES: readonly TShippingStatus[] = ['ready_to_pick', 'picking', 'money_collect_picking'];
/** SPEC §4: redelivery (r2s) only once delivery has failed for good. */
export const SHIPPING_REDELIVERABLE_STATUSES: readonly TShippingStatus[] = ['waiting_to_return'];
/** SPEC §4: cancel delivery and return (s2r). */
export const SHIPPING_RETURNABLE_STATUSES: readonly TShippingStatus[] = ['storing', 'waiting_to_return'];

/** GHN update: receiver and parcel change until the parcel is picked up. */
export const SHIPPING_EDITABLE_STATUSES: readonly TShippingStatus[] = ['draft', 'ready_to_pick', 'picking', 'money_collect_picking'];
/** GHN updateCOD: the COD changes until the parcel is delivered or on its way back. */
export const SHIPPING_COD_EDITABLE_STATUSES: readonly TShippingStatus[] = [
  ...SHIPPING_EDITABLE_STATUSES,
  'picked',
  'storing',
  'transporting',
  'sorting',
  'delivering',
  'delivery_fail',
  'waiting_to_return',
];

export function canEditShippingReceiver(status: TShippingStatus): boolean {
  return SHIPPING_EDITABLE_STATUSES.includes(status);
}

export function canEditShippingCod(status: TShippingStatus): boolean {
  return SHIPPING_COD_EDITABLE_STATUSES.includes(status);
}

export function canCancelShippingOrder(status: TShippingStatus): boolean {
  return SHIPPING_CANCELLABLE_STATUSES.includes(status);
}

export function canRequestRedelivery(status: TShippingStatus): boolean {
  return SHIPPING_REDELIVERABLE_STATUSES.includes(status);
}

export function canReturn(status: TShippingStatus): boolean {
  return SHIPPING_RETURNABLE_STATUSES.includes(status);
}

/** While the parcel is in the courier's hands it can be lost, damaged or flagged as an exception. */
const IN_CUSTODY_FAILURES: readonly TShippingStatus[] = ['lost', 'damage', 'exception'];

/**
 * The courier's state machine (SPEC §4 leaves it to the server). Forward flow: ready_to_pick → picking →
 * picked → storing/transporting/sorting → delivering → delivered → waiting_to_finish → finish (COD
 * reconciliation). Failed delivery goes back to storing for a retry or to waiting_to_return, where the shop
 * chooses redelivery (→ storing) or return (→ return → returning → returned). A failed pickup goes back to
 * ready_to_pick. cancel, finish, lost and damage are terminal.
 */
export const SHIPPING_TRANSITIONS: Readonly<Record<TShippingStatus, readonly TShippingStatus[]>> = {
  draft: ['ready_to_pick'],
  // a courier's pick-up scan may record picked at once (the picking step is optional)
  ready_to_pick: ['picking', 'picked', 'cancel'],
  picking: ['money_collect_picking', 'picked', 'ready_to_pick', 'cancel'],
  money_collect_picking: ['picked', 'ready_to_pick', 'cancel'],
  picked: ['storing', 'transporting', 'sorting', ...IN_CUSTODY_FAILURES],
  storing: ['transporting', 'sorting', 'delivering', 'return', ...IN_CUSTODY_FAILURES],
  transporting: ['sorting', 'storing', 'delivering', ...IN_CUSTODY_FAILURES],
  sorting: ['transporting', 'storing', 'delivering', ...IN_CUSTODY_FAILURES],
  delivering: ['money_collect_delivering', 'delivered', 'delivery_fail', ...IN_CUSTODY_FAILURES],
  money_collect_delivering: ['delivered', 'delivery_fail', ...IN_CUSTODY_FAILURES],
  delivery_fail: ['storing', 'waiting_to_return', ...IN_CUSTODY_FAILURES],
  waiting_to_return: ['storing', 'return', ...IN_CUSTODY_FAILURES],
  return: ['return_transporting', 'return_sorting', 'returning', ...IN_CUSTODY_FAILURES],
  return_transporting: ['return_sorting', 'returning', ...IN_CUSTODY_FAILURES],
  return_sorting: ['return_transporting', 'returning', ...IN_CUSTODY_FAILURES],
  returning: ['returned', 'return_fail', ...IN_CUSTODY_FAILURES],
  return_fail: ['returning', 'return_sorting', ...IN_CUSTODY_FAILURES],
  delivered: ['waiting_to_finish'],
  returned: ['waiting_to_finish'],
  waiting_to_finish: ['finish'],
  // ops resolve an exception by putting the parcel back in the flow or writing it off
  exception: ['storing', 'return', 'lost', 'damage'],
  finish: [],
  cancel: [],
  lost: [],
  damage: [],
};

export type TShippingTransitionResult = { ok: true } | { ok: false; code: 60001 | 60004 };

/**
 * Is `from → to` a move of the machine? A cancel refused gets 60001 (the spec's rule); anything else 60004.
 * Staying in the same status is not a transition: the server answers a repeated switch idempotently itself.
 */
export function assertShippingTransition(from: TShippingStatus, to: TShippingStatus): TShippingTransitionResult {
  if (SHIPPING_TRANSITIONS[from].includes(to)) return { ok: true };
  return { ok: false, code: to === 'cancel' ? 60001 : 60004 };
}

/** The statuses an order may move to next from `from` (the machine's moves, forward flow first). */
export function nextShippingStatuses(from: TShippingStatus): readonly TShippingStatus[] {
  return SHIPPING_TRANSITIONS[from];
}

const REFUSED_MOVE: Record<TLang, string> = {
  vi: 'Không thể chuyển đơn từ "{from}" sang "{to}". Từ "{from}" chỉ chuyển được sang: {next}',
  en: 'The order cannot move from "{from}" to "{to}". From "{from}" it can only move to: {next}',
};
const REFUSED_FINAL: Record<TLang, string> = {
  vi: 'Không thể chuyển đơn từ "{from}" sang "{to}": "{from}" là trạng thái cuối, không chuyển tiếp được',
  en: 'The order cannot move from "{from}" to "{to}": "{from}" is final, it moves no further',
};

/** Why `from → to` is refused, naming the statuses the order may move to instead (vi or en). */
export function shippingTransitionRefusal(from: TShippingStatus, to: TShippingStatus, lang: TLang = 'vi'): string {
  const next = nextShippingStatuses(from);
  return (next.length ? REFUSED_MOVE : REFUSED_FINAL)[lang]
    .replaceAll('{from}', labelOf(SHIPPING_STATUS_LABELS, from, lang))
    .replaceAll('{to}', labelOf(SHIPPING_STATUS_LABELS, to, lang))
    .replace('{next}', next.map((s) => labelOf(SHIPPING_STATUS_LABELS, s, lang)).join(', '));
}

/**
 * The couriers' console's choices for a scanned batch: every status at least one order of the batch may move to
 * next, in the machine's order, with how many of the batch may (the others would be refused).
 */
export function courierMoveChoices(statuses: readonly TShippingStatus[]): Array<{ status: TShippingStatus; count: number }> {
  const counts = new Map<TShippingStatus, number>();
  for (const from of statuses) {
    for (const to of nextShippingStatuses(from)) counts.set(to, (counts.get(to) ?? 0) + 1);
  }
  return [...counts].map(([status, count]) => ({ status, count }));
}

/** The three status switches a client can ask for (SPEC §7 "cancel, storing (redelivery), return"). */
export const SHIPPING_ACTIONS = ['cancel', 'redeliver', 'return'] as const;
export type TShippingAction = (typeof SHIPPING_ACTIONS)[number];

export const SHIPPING_ACTION_TARGET: Readonly<Record<TShippingAction, TShippingStatus>> = {
  cancel: 'cancel',
  redeliver: 'storing',
  return: 'return',
};

export type TShippingActionResult = { ok: true; to: TShippingStatus } | { ok: false; code: 60001 | 60002 | 60003 };

/** Client actions checked by SPEC §4's rules, with the new status when allowed. */
export function assertShippingAction(action: TShippingAction, from: TShippingStatus): TShippingActionResult {
  switch (action) {
    case 'cancel':
      return canCancelShippingOrder(from) ? { ok: true, to: 'cancel' } : { ok: false, code: 60001 };
    case 'redeliver':
      return canRequestRedelivery(from) ? { ok: true, to: 'storing' } : { ok: false, code: 60002 };
    case 'return':
      return canReturn(from) ? { ok: true, to: 'return' } : { ok: false, code: 60003 };
  }
}
