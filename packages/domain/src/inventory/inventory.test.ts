import { describe, expect, it } from 'vitest';
import { availableQty, freeQty, planCountLine } from './rules.ts';
import { ZStockToolInput } from './contracts.ts';

describe('stock quantities', () => {
  it('free stock excludes allocated and held; available also needs good stock in storage', () => {
    const q = { qty: 10, qtyAllocated: 3, qtyHeld: 2 };
    expect(freeQty(q)).toBe(5);
    expect(availableQty({ ...q, condition: 'GOOD', purpose: 'STORAGE' })).toBe(5);
    expect(availableQty({ ...q, condition: 'BAD', purpose: 'STORAGE' })).toBe(0);
    expect(availableQty({ ...q, condition: 'GOOD', purpose: 'RECEIVING' })).toBe(0);
    expect(availableQty({ ...q, condition: 'GOOD', purpose: 'COUNT' })).toBe(0);
    expect(freeQty({ qty: 1, qtyAllocated: 1, qtyHeld: 1 })).toBe(0);
  });
});

describe('planCountLine', () => {
  it('turns a shortage into lost stock or an adjustment', () => {
    expect(planCountLine({ current: { qty: 10, qtyLost: 0 }, counted: 7, defective: 0, shortageAs: 'LOST' })).toEqual([{ type: 'LOST', qtyDelta: -3, lostDelta: 3 }]);
    expect(planCountLine({ current: { qty: 10, qtyLost: 0 }, counted: 7, defective: 0, shortageAs: 'ADJUST' })).toEqual([{ type: 'COUNT', qtyDelta: -3, lostDelta: 0 }]);
  });
  it('a surplus recovers lost stock first', () => {
    expect(planCountLine({ current: { qty: 5, qtyLost: 2 }, counted: 9, defective: 0, shortageAs: 'LOST' })).toEqual([
      { type: 'FOUND', qtyDelta: 2, lostDelta: -2 },
      { type: 'COUNT', qtyDelta: 2, lostDelta: 0 },
    ]);
    expect(planCountLine({ current: { qty: 5, qtyLost: 4 }, counted: 6, defective: 0, shortageAs: 'LOST' })).toEqual([{ type: 'FOUND', qtyDelta: 1, lostDelta: -1 }]);
  });
  it('moves defective goods out of the good row; a matching count changes nothing', () => {
    expect(planCountLine({ current: { qty: 5, qtyLost: 0 }, counted: 5, defective: 2, shortageAs: 'LOST' })).toEqual([{ type: 'DEFECT', qtyDelta: -2, lostDelta: 0 }]);
    expect(planCountLine({ current: { qty: 5, qtyLost: 0 }, counted: 5, defective: 0, shortageAs: 'LOST' })).toEqual([]);
  });
});

describe('stock tool contract', () => {
  it('dispatches on action and requires a reason to post', () => {
    expect(ZStockToolInput.parse({ action: 'post', sessionId: '3', reason: 'x' })).toEqual({ action: 'post', sessionId: 3, reason: 'x', shortageAs: 'LOST' });
    expect(ZStockToolInput.safeParse({ action: 'post', sessionId: 3, reason: '' }).success).toBe(false);
    expect(ZStockToolInput.safeParse({ action: 'explode' }).success).toBe(false);
    expect(ZStockToolInput.parse({ action: 'list' })).toEqual({ action: 'list', page: 1, pageSize: 20 });
  });
});
