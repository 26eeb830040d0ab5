import { describe, expect, it } from 'vitest';
import { LOT_MAX, mismatchNote, receivingMismatches, validateReceiveDates } from './receiving.ts';
import { ZInboundListInput, ZPutAwayInput, ZReceiveLineInput } from './contracts.ts';

const today = new Date('2025-03-10T01:00:00Z');

describe('validateReceiveDates', () => {
  const managed = { manageExpDate: true, manageProdDate: true };
  it('requires the dates a SKU manages', () => {
    const r = validateReceiveDates(managed, {}, today);
    expect(r.errors.map((e) => e.field)).toEqual(['productionDate', 'expiryDate']);
    expect(validateReceiveDates({ manageExpDate: false, manageProdDate: false }, {}, today)).toEqual({ errors: [], lot: '', productionDate: null, expiryDate: null });
  });
  it('refuses a future production date and an expiry before production', () => {
    expect(validateReceiveDates(managed, { productionDate: '2025-03-11', expiryDate: '2026-01-01' }, today).errors.map((e) => e.field)).toEqual(['productionDate']);
    expect(validateReceiveDates(managed, { productionDate: '2025-03-01', expiryDate: '2025-03-01' }, today, 'en').errors).toEqual([
      { field: 'expiryDate', message: 'The expiry date must be after the production date' },
    ]);
    expect(validateReceiveDates(managed, { productionDate: 'soon', expiryDate: '31/12/2026' }, today).errors).toEqual([{ field: 'productionDate', message: 'Ngày không hợp lệ' }]);
  });
  it('names the lot after the dates when none is given, and checks a given lot', () => {
    expect(validateReceiveDates(managed, { productionDate: '2025-03-01', expiryDate: '31/12/2026' }, today)).toMatchObject({ lot: 'E20261231', expiryDate: '2026-12-31', errors: [] });
    expect(validateReceiveDates({ manageExpDate: false, manageProdDate: true }, { productionDate: '2025-03-01' }, today).lot).toBe('P20250301');
    expect(validateReceiveDates(managed, { lot: ' LOT-1/A ', productionDate: '2025-03-01', expiryDate: '2026-12-31' }, today).lot).toBe('LOT-1/A');
    expect(validateReceiveDates(managed, { lot: 'lô 1', productionDate: '2025-03-01', expiryDate: '2026-12-31' }, today).errors[0]?.field).toBe('lot');
  });
  it('bounds a lot at LOT_MAX, the bound of the receive contract too', () => {
    const plain = { manageExpDate: false, manageProdDate: false };
    expect(validateReceiveDates(plain, { lot: 'L'.repeat(LOT_MAX) }, today).errors).toEqual([]);
    expect(validateReceiveDates(plain, { lot: 'L'.repeat(LOT_MAX + 1) }, today).errors).toEqual([{ field: 'lot', message: 'Số lô chỉ gồm chữ, số và các ký tự _ - . /' }]);
    expect(ZReceiveLineInput.shape.lot.safeParse('L'.repeat(LOT_MAX)).success).toBe(true);
    expect(ZReceiveLineInput.shape.lot.safeParse('L'.repeat(LOT_MAX + 1)).success).toBe(false);
  });
});

describe('receiving mismatches', () => {
  it('lists lines whose received quantity differs, and writes the log note', () => {
    const m = receivingMismatches([
      { lineId: 1, lineNo: 1, sku: 'A', expectedQuantity: 10, receivedQuantity: 8 },
      { lineId: 2, lineNo: 2, sku: 'B', expectedQuantity: 5, receivedQuantity: 5 },
      { lineId: 3, lineNo: 3, sku: 'C', expectedQuantity: 1, receivedQuantity: 2 },
    ]);
    expect(m.map((x) => [x.sku, x.difference])).toEqual([
      ['A', -2],
      ['C', 1],
    ]);
    expect(mismatchNote(m, 'en')).toBe('A: expected 10, received 8 (-2); C: expected 1, received 2 (+1)');
  });
});

describe('inbound contracts', () => {
  it('list input: paging defaults and known statuses only', () => {
    expect(ZInboundListInput.parse({})).toEqual({ page: 1, pageSize: 20 });
    expect(ZInboundListInput.parse({ status: '99' }).status).toBe(99);
    expect(ZInboundListInput.safeParse({ status: 5 }).success).toBe(false);
    expect(ZInboundListInput.safeParse({ createdFrom: '2025-02-30' }).success).toBe(false);
  });
  it('put-away needs a location or items', () => {
    expect(ZPutAwayInput.safeParse({ id: 1 }).success).toBe(false);
    expect(ZPutAwayInput.parse({ id: 1, items: [{ lineId: 2, quantity: 3, locationCode: 'A' }] }).items?.[0]).toEqual({ lineId: 2, lot: '', condition: 'GOOD', quantity: 3, locationCode: 'A' });
  });
});
