import { describe, it, expect } from 'vitest';
import {
  isSenderPays,
  isShippingStatus,
  normalizePaymentType,
  ORDER_TAB_LABELS,
  ORDER_TAB_STATUSES,
  ORDER_TABS,
  SHIPPING_STATUS_LABELS,
  SHIPPING_STATUSES,
  tabGroupOf,
  type TShippingStatus,
} from './enums.ts';
import {
  assertShippingAction,
  assertShippingTransition,
  canCancelShippingOrder,
  canRequestRedelivery,
  canReturn,
  SHIPPING_ACTION_TARGET,
  SHIPPING_ACTIONS,
  SHIPPING_TRANSITIONS,
} from './transitions.ts';

describe('shipping enums', () => {
  it('names the tab of every status "Tất cả" (it lists all orders), not "Tìm kiếm"', () => {
    expect(ORDER_TAB_LABELS.ORDER_SEARCH).toEqual({ vi: 'Tất cả', en: 'All' });
  });
  it('has the 25 statuses of SPEC §3, each labelled in both languages', () => {
    expect(SHIPPING_STATUSES).toHaveLength(25);
    for (const s of SHIPPING_STATUSES) {
      expect(SHIPPING_STATUS_LABELS[s].vi).not.toBe('');
      expect(SHIPPING_STATUS_LABELS[s].en).not.toBe('');
    }
    expect(isShippingStatus('picking')).toBe(true);
    expect(isShippingStatus('flying')).toBe(false);
  });
  it('puts each status in at most one tab, and maps tabGroupOf accordingly', () => {
    const seen = new Map<TShippingStatus, string>();
    for (const tab of ORDER_TABS) {
      for (const s of ORDER_TAB_STATUSES[tab]) {
        expect(seen.has(s)).toBe(false);
        seen.set(s, tab);
        expect(tabGroupOf(s)).toBe(tab);
      }
    }
    expect(tabGroupOf('ready_to_pick')).toBe('ORDER_CREATED');
    expect(tabGroupOf('return_transporting')).toBe('ORDER_PACKAGING');
    expect(tabGroupOf('damage')).toBe('ORDER_CANCEL');
    expect(tabGroupOf('sorting')).toBeNull();
    expect(tabGroupOf('finish')).toBeNull();
  });
  it('treats payment types 1, 4 and 5 as sender pays', () => {
    expect([1, 2, 3, 4, 5].map(isSenderPays)).toEqual([true, false, false, true, true]);
    expect(normalizePaymentType(4)).toBe(1);
    expect(normalizePaymentType(2)).toBe(2);
    expect(normalizePaymentType(3)).toBeNull();
  });
});

describe('shipping client actions (SPEC §4)', () => {
  it('cancels only from ready_to_pick, picking and money_collect_picking', () => {
    const allowed = SHIPPING_STATUSES.filter(canCancelShippingOrder);
    expect(allowed.sort()).toEqual(['money_collect_picking', 'picking', 'ready_to_pick']);
    expect(assertShippingAction('cancel', 'picked')).toEqual({ ok: false, code: 60001 });
    expect(assertShippingAction('cancel', 'picking')).toEqual({ ok: true, to: 'cancel' });
  });
  it('redelivers only from waiting_to_return', () => {
    expect(SHIPPING_STATUSES.filter(canRequestRedelivery)).toEqual(['waiting_to_return']);
    expect(assertShippingAction('redeliver', 'waiting_to_return')).toEqual({ ok: true, to: 'storing' });
    expect(assertShippingAction('redeliver', 'storing')).toEqual({ ok: false, code: 60002 });
  });
  it('returns only from storing or waiting_to_return', () => {
    expect(SHIPPING_STATUSES.filter(canReturn).sort()).toEqual(['storing', 'waiting_to_return']);
    expect(assertShippingAction('return', 'delivering')).toEqual({ ok: false, code: 60003 });
  });
  it('agrees with the state machine for every allowed action', () => {
    for (const action of SHIPPING_ACTIONS) {
      for (const from of SHIPPING_STATUSES) {
        const r = assertShippingAction(action, from);
        if (r.ok) expect(SHIPPING_TRANSITIONS[from]).toContain(SHIPPING_ACTION_TARGET[action]);
      }
    }
  });
});

describe('shipping state machine', () => {
  it('only reaches cancel from the three cancellable statuses', () => {
    for (const from of SHIPPING_STATUSES) {
      expect(SHIPPING_TRANSITIONS[from].includes('cancel')).toBe(canCancelShippingOrder(from));
    }
    expect(assertShippingTransition('storing', 'cancel')).toEqual({ ok: false, code: 60001 });
  });
  it('follows the forward flow and refuses jumps', () => {
    const path: TShippingStatus[] = ['draft', 'ready_to_pick', 'picking', 'picked', 'storing', 'transporting', 'sorting', 'delivering', 'delivered', 'waiting_to_finish', 'finish'];
    for (let i = 1; i < path.length; i++) {
      expect(assertShippingTransition(path[i - 1] as TShippingStatus, path[i] as TShippingStatus)).toEqual({ ok: true });
    }
    expect(assertShippingTransition('ready_to_pick', 'delivered')).toEqual({ ok: false, code: 60004 });
    expect(assertShippingTransition('picking', 'picking')).toEqual({ ok: false, code: 60004 });
  });
  it('follows the failed delivery and return flow', () => {
    expect(assertShippingTransition('delivering', 'delivery_fail').ok).toBe(true);
    expect(assertShippingTransition('delivery_fail', 'waiting_to_return').ok).toBe(true);
    expect(assertShippingTransition('waiting_to_return', 'return').ok).toBe(true);
    expect(assertShippingTransition('return', 'returning').ok).toBe(true);
    expect(assertShippingTransition('returning', 'returned').ok).toBe(true);
  });
  it('allows lost, damage and exception from in-transit statuses but not before pickup', () => {
    for (const from of ['picked', 'storing', 'transporting', 'delivering', 'returning'] as const) {
      for (const to of ['lost', 'damage', 'exception'] as const) expect(assertShippingTransition(from, to).ok).toBe(true);
    }
    expect(assertShippingTransition('ready_to_pick', 'lost').ok).toBe(false);
  });
  it('has terminal states with no way out, and only targets known statuses', () => {
    for (const s of ['cancel', 'finish', 'lost', 'damage'] as const) expect(SHIPPING_TRANSITIONS[s]).toEqual([]);
    for (const from of SHIPPING_STATUSES) for (const to of SHIPPING_TRANSITIONS[from]) expect(isShippingStatus(to)).toBe(true);
  });
  it('can reach a terminal state from every status', () => {
    const terminal = new Set<TShippingStatus>(['cancel', 'finish', 'lost', 'damage']);
    for (const start of SHIPPING_STATUSES) {
      const seen = new Set<TShippingStatus>([start]);
      const queue = [start];
      while (queue.length > 0) {
        const s = queue.shift() as TShippingStatus;
        for (const n of SHIPPING_TRANSITIONS[s]) if (!seen.has(n)) { seen.add(n); queue.push(n); }
      }
      expect([...seen].some((s) => terminal.has(s))).toBe(true);
    }
  });
});
