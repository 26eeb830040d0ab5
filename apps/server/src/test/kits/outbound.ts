import { expect } from 'vitest';
import type { TTestApp } from '../harness.ts';

/** Test helpers of the outbound area. */

/** A valid outbound order body to a receiver in Hà Nội (ward 00157, Cầu Giấy), overridable per field. */
export function outboundDraft(warehouseId: number, items: Array<{ sku: string; quantity: number }>, over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    warehouseId,
    zoneType: 'B2C1D',
    toName: 'Nguyễn Văn Nhận',
    toPhone: '0912 345 678',
    toAddress: '12 Liễu Giai',
    toWardCode: '00157',
    shippingServiceType: 2,
    shippingPaymentType: 1,
    shippingRequiredNote: 'CHOXEMHANGKHONGTHU',
    codAmount: 150000,
    goodsValue: 300000,
    goodsName: 'Quần áo',
    items,
    ...over,
  };
}

/** Creates and allocates an order (create-direct), expecting success; answers the detail. */
export async function createAllocated(t: TTestApp, token: string, body: Record<string, unknown>): Promise<{ id: number; soCode: string; status: number; lines: Array<{ sku: string; allocations: Array<{ lotNum: string; locationCode: string; quantity: number }> }> }> {
  const r = await t.call('/ffm/outbound/create-direct', token, body);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data;
}

/** Walks an allocated order through pick list, picks, pack and handover as staff. */
export async function shipOrder(t: TTestApp, staff: string, warehouseId: number, order: { id: number; soCode: string }, carrier = 'provider-express'): Promise<void> {
  const list = await t.call('/ops/outbound/pick-list', staff, { warehouseId, ids: [order.id] });
  expect(list.status, JSON.stringify(list.body)).toBe(200);
  for (const row of list.body.data.rows as Array<{ outboundId: number; locationCode: string; sku: string; quantity: number; pickedQuantity: number }>) {
    if (row.outboundId !== order.id) continue;
    const p = await t.call('/ops/outbound/pick', staff, { id: order.id, locationCode: row.locationCode, code: row.sku, quantity: row.quantity - row.pickedQuantity });
    expect(p.status, JSON.stringify(p.body)).toBe(200);
  }
  const packed = await t.call('/ops/outbound/pack', staff, { id: order.id, weight: 800, length: 30, width: 20, height: 10 });
  expect(packed.status, JSON.stringify(packed.body)).toBe(200);
  const h = await t.call('/ops/outbound/handover', staff, { warehouseId, carrier, codes: [order.soCode] });
  expect(h.status, JSON.stringify(h.body)).toBe(200);
}
